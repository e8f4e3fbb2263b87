import { useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api, listOf, writtenData } from '../../../ui/admin/api'
import { formatIndianDateTime } from '../../../ui/admin/dates'
import { confirmed } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { useLoad } from '../../../ui/admin/useLoad'
import { focusWhenShown } from '../../../ui/admin/focus'
import type { ContentVersion } from '../store'
import { versionName } from '../names'
import type { ListPath } from '../../../ui/admin/api'
import { useCompareVersions } from './CompareVersions'

/** The keys of the areas whose versions the client table reads (src/app/admin/reads.ts). */
type OneRowKey = ListPath extends infer P ? (P extends `/api/versions/${infer K}` ? K : never) : never
type RowKey = ListPath extends infer P ? (P extends `/api/versions/${infer K}/${string}` ? K : never) : never
type VersionArea = OneRowKey | RowKey

type Props<T> = {
  area: VersionArea
  /** A content row's id: its versions (a RowArea's), not the one-row area's. */
  item?: string
  /** The heading's level and words (the activity log shows the list inside an entry). */
  title?: string
  /** The area's content after a put-back, as its public read answers it: the form shows it. */
  onPutBack: (data: T) => void
}

/**
 * "Previous versions" under a one-row area's form (about, mission & vision, topbar), or of one
 * content row (`item`: in its panel, in the activity log): who saved, when, what it said in
 * short, and Put back behind a confirmation. Remount it (a new `key`) after
 * the form saves, so the list shows the new save.
 */
export function VersionsList<T>({ area, item, title = 'Previous versions', onPutBack }: Props<T>) {
  const path = item === undefined ? (`/api/versions/${area}` as const) : (`/api/versions/${area}/${encodeURIComponent(item)}` as const)
  const versions = useLoad<ContentVersion[]>(path, (body) => listOf(path as `/api/versions/${OneRowKey}`, body) as ContentVersion[])
  const headingId = `versions-${area}${item === undefined ? '' : `-${item}`}`
  const [busy, setBusy] = useState('')
  const comparison = useCompareVersions()

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
      // The list starts again with the version now on the site: focus on its heading.
      focusWhenShown(() => document.getElementById(headingId))
    } catch (err) {
      notifyFailure(err)
    } finally {
      setBusy('')
    }
  }

  return (
    <section className="admin-card admin-versions" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p className="admin-field-hint">The last 30 saves{item === undefined ? '' : ' of this item'} are kept. Putting one back is a save too, so it can be undone the same way.</p>
      <ListState state={versions} errorText="Could not load the previous versions." emptyText="No versions yet: each save from now on is kept here." isEmpty={(list) => list.length === 0}>
        {(list) => (
          <>
          {comparison.form(list)}
          {comparison.result(list)}
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
                {!version.current && list[0]?.current && (
                  <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => comparison.compare({ older: version._id, newer: list[0]!._id })}>
                    Compare with the current one<span className="visually-hidden">: the version of {versionName(version.savedAt)}</span>
                  </button>
                )}
              </li>
            ))}
          </ol>
          </>
        )}
      </ListState>
    </section>
  )
}
