import { useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api, writtenData } from '../../../ui/admin/api'
import { formatIndianDateTime } from '../../../ui/admin/dates'
import { confirmed } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { useList } from '../../../ui/admin/useLoad'
import { versionName } from '../names'
import type { ListPath } from '../../../ui/admin/api'

/** The keys of the one-row areas whose versions the client table reads (src/app/admin/reads.ts). */
type VersionArea = ListPath extends infer P ? (P extends `/api/versions/${infer K}` ? K : never) : never

type Props<T> = {
  area: VersionArea
  /** The area's content after a put-back, as its public read answers it: the form shows it. */
  onPutBack: (data: T) => void
}

/**
 * "Previous versions" under a one-row area's form (about, mission & vision, topbar): who saved,
 * when, what it said in short, and Put back behind a confirmation. Remount it (a new `key`) after
 * the form saves, so the list shows the new save.
 */
export function VersionsList<T>({ area, onPutBack }: Props<T>) {
  const versions = useList(`/api/versions/${area}`)
  const [busy, setBusy] = useState('')

  async function putBack(id: string, savedAt: string) {
    const name = versionName(savedAt)
    if (!confirmed(`Put back the version of ${name}? The site shows it at once; what is there now stays among the previous versions. Unsaved changes in the form above are replaced.`)) return
    setBusy(id)
    try {
      const { body } = await api('POST', `/api/versions/${area}/${id}/putBack`)
      notify.success(answerMessage(body, `The version of ${name} is back on the site.`))
      const data = writtenData<T>(body)
      if (data) onPutBack(data)
      await versions.reload()
    } catch (err) {
      notifyFailure(err)
    } finally {
      setBusy('')
    }
  }

  return (
    <section className="admin-card admin-versions" aria-labelledby={`versions-${area}`}>
      <h3 id={`versions-${area}`}>Previous versions</h3>
      <p className="admin-field-hint">The last 30 saves are kept. Putting one back is a save too, so it can be undone the same way.</p>
      <ListState state={versions} errorText="Could not load the previous versions." emptyText="No versions yet: each save from now on is kept here." isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ol className="admin-versions__list">
            {list.map((version) => (
              <li key={version._id} className="admin-version" data-current={version.current || undefined}>
                <p className="admin-version__meta">
                  <time dateTime={version.savedAt}>{formatIndianDateTime(version.savedAt)}</time>
                  {' · '}
                  {version.savedBy ? `saved by ${version.savedBy}` : 'saved before versions were kept'}
                  {version.current && <strong className="admin-version__current"> On the site now</strong>}
                </p>
                <p className="admin-version__preview">{version.preview || '(empty)'}</p>
                {!version.current && (
                  <button type="button" className="admin-button admin-button--ghost admin-button--small" disabled={!!busy} onClick={() => void putBack(version._id, version.savedAt)}>
                    {busy === version._id ? 'Putting back…' : 'Put back'}
                    <span className="visually-hidden"> the version of {versionName(version.savedAt)}</span>
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
      </ListState>
    </section>
  )
}
