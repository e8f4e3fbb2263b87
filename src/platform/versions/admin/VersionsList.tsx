import { useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api, listOf, writtenData } from '../../../ui/admin/api'
import { confirmed } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { useLoad } from '../../../ui/admin/useLoad'
import { focusWhenShown } from '../../../ui/admin/focus'
import type { ContentVersion } from '../store'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { textLang } from '../../../ui/text-lang'
import { versionsText } from './text'
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
  /** The area's content after a put-back, as its public read answers it: the form shows it; `answer`, the whole answer (its revision after the put-back). */
  onPutBack: (data: T, answer: unknown) => void
}

/** The area's content without the answer's `revision`. */
function withoutRevision<T>(data: T): T {
  if (!data || typeof data !== 'object' || !('revision' in data)) return data
  const { revision: _revision, ...content } = data as T & { revision?: unknown }
  return content as T
}

/**
 * "Previous versions" under a one-row area's form (about, mission & vision, topbar), or of one
 * content row (`item`: in its panel, in the activity log): who saved, when, what it said in
 * short, and Put back behind a confirmation. Remount it (a new `key`) after
 * the form saves, so the list shows the new save.
 */
export function VersionsList<T>({ area, item, title, onPutBack }: Props<T>) {
  const t = usePanelCatalogue(versionsText)
  const versionName = t.versionName
  const path = item === undefined ? (`/api/versions/${area}` as const) : (`/api/versions/${area}/${encodeURIComponent(item)}` as const)
  const versions = useLoad<ContentVersion[]>(path, (body) => listOf(path as `/api/versions/${OneRowKey}`, body) as ContentVersion[])
  const headingId = `versions-${area}${item === undefined ? '' : `-${item}`}`
  const [busy, setBusy] = useState('')
  const comparison = useCompareVersions()

  async function putBack(id: string, savedAt: string) {
    const name = versionName(savedAt)
    if (!confirmed(t.putBackQuestion(name))) return
    setBusy(id)
    try {
      const { body } = await api('POST', `/api/versions/${area}/${id}/putBack`)
      notify.success(answerMessage(body, t.isBack(name)))
      const data = writtenData<T>(body)
      // the revision after the put-back is the form's to go on from, not a field of its text
      if (data) onPutBack(withoutRevision(data), body)
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
      <h3 id={headingId}>{title ?? t.previous}</h3>
      <p className="admin-field-hint">{t.kept(item !== undefined)}</p>
      <ListState state={versions} errorText={t.loadFailed} emptyText={t.none} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <>
          {comparison.form(list)}
          {comparison.result(list)}
          <ol className="admin-versions__list">
            {list.map((version) => (
              <li key={version._id} className="admin-version" data-current={version.current || undefined}>
                <p className="admin-version__meta">
                  <time dateTime={version.savedAt}>{versionName(version.savedAt)}</time>
                  {' · '}
                  {version.savedBy ? <>{t.savedBy[0]}<span translate="no">{version.savedBy}</span>{t.savedBy[1]}</> : t.savedBefore}
                  {version.current && <strong className="admin-version__current">{t.onSiteNow}</strong>}
                </p>
                <p className="admin-version__preview" lang={version.preview ? textLang(version.preview) : undefined}>{version.preview || t.empty}</p>
                {!version.current && (
                  <button type="button" className="admin-button admin-button--ghost admin-button--small" disabled={!!busy} onClick={() => void putBack(version._id, version.savedAt)}>
                    {busy === version._id ? t.puttingBack : t.putBack}
                    <span className="visually-hidden">{t.theVersionOf(versionName(version.savedAt))}</span>
                  </button>
                )}
                {!version.current && list[0]?.current && (
                  <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => comparison.compare({ older: version._id, newer: list[0]!._id })}>
                    {t.compareWithCurrent}<span className="visually-hidden">{t.compareWithCurrentOf(versionName(version.savedAt))}</span>
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
