import { useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api, listOf, writtenData } from '../../../ui/admin/api'
import { confirmed } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { useLoad } from '../../../ui/admin/useLoad'
import { focusWhenShown } from '../../../ui/admin/focus'
import type { ContentVersion } from '../store'
import type { ListPath } from '../../../ui/admin/api'
import { useCompareVersions } from './CompareVersions'
import { useVersionsText } from './text'
import { scriptLang } from '../../../content/lang'

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
export function VersionsList<T>({ area, item, title, onPutBack }: Props<T>) {
  const { text, lang, nameOf: versionName } = useVersionsText()
  const path = item === undefined ? (`/api/versions/${area}` as const) : (`/api/versions/${area}/${encodeURIComponent(item)}` as const)
  const versions = useLoad<ContentVersion[]>(path, (body) => listOf(path as `/api/versions/${OneRowKey}`, body) as ContentVersion[])
  const headingId = `versions-${area}${item === undefined ? '' : `-${item}`}`
  const [busy, setBusy] = useState('')
  const comparison = useCompareVersions()

  async function putBack(id: string, savedAt: string) {
    const name = versionName(savedAt)
    if (!confirmed(text.putBackQuestion(name))) return
    setBusy(id)
    try {
      const { body } = await api('POST', `/api/versions/${area}/${id}/putBack`)
      // the server names the version in English (its contract): in Hindi the panel names it itself
      notify.success(lang === 'en' ? answerMessage(body, text.putBackDone(name)) : text.putBackDone(name))
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
      <h3 id={headingId}>{title ?? text.previous}</h3>
      <p className="admin-field-hint">{text.kept(item !== undefined)}</p>
      <ListState state={versions} errorText={text.loadFailed} emptyText={text.empty} isEmpty={(list) => list.length === 0}>
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
                  {version.savedBy ? (
                    <>
                      {text.savedBy}
                      <span translate="no">{version.savedBy}</span>
                    </>
                  ) : (
                    text.savedBefore
                  )}
                  {version.current && <strong className="admin-version__current">{text.onSite}</strong>}
                </p>
                {/* what the version says is staff's, in its own language */}
                {version.preview ? (
                  <p className="admin-version__preview" lang={scriptLang(version.preview)}>
                    {version.preview}
                  </p>
                ) : (
                  <p className="admin-version__preview">{text.empty_}</p>
                )}
                {!version.current && (
                  <button type="button" className="admin-button admin-button--ghost admin-button--small" disabled={!!busy} onClick={() => void putBack(version._id, version.savedAt)}>
                    {busy === version._id ? text.puttingBack : text.putBack}
                    <span className="visually-hidden">{text.theVersionOf(versionName(version.savedAt))}</span>
                  </button>
                )}
                {!version.current && list[0]?.current && (
                  <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => comparison.compare({ older: version._id, newer: list[0]!._id })}>
                    {text.compareCurrent}
                    <span className="visually-hidden">{text.compareCurrentOf(versionName(version.savedAt))}</span>
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
