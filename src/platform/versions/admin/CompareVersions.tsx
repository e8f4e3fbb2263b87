import { useId, useState } from 'react'
import { WordDiff } from '../../../ui/admin/WordDiff'
import { focusWhenShown } from '../../../ui/admin/focus'
import type { ContentVersion } from '../store'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { textLang } from '../../../ui/text-lang'
import { fieldName, versionsText, type VersionsText } from './text'

type Pair = { older: string; newer: string }

/** "the version of 12 Nov 2026, 10:04 am (on the site now)" */
function optionText(version: ContentVersion, t: VersionsText): string {
  return `${t.versionName(version.savedAt)}${version.current ? t.onSiteNowOption : ''}${version.savedBy ? `, ${version.savedBy}` : ''}`
}

/**
 * Two kept versions side by side (docs/decisions/205): each changed field's value in both, the
 * second with its words taken out and put in marked (WordDiff), in the panel's words (valueText,
 * computed with the list). Unchanged fields are named in one line. `compare(older, newer)` opens
 * it from a version's own button ("Compare with the current one").
 */
export function useCompareVersions() {
  const id = useId()
  const [chosen, setPair] = useState<Pair | null>(null)
  const [shown, setShown] = useState<Pair | null>(null)
  const headingId = `${id}-compared`
  const t = usePanelCatalogue(versionsText)
  const { lang } = usePanelText()
  const versionName = t.versionName

  function compare(next: Pair) {
    setPair(next)
    setShown(next)
    focusWhenShown(() => document.getElementById(headingId))
  }

  function form(list: readonly ContentVersion[]) {
    if (list.length < 2) return null
    // Until one is chosen: the one before the newest, with the newest.
    const pair = chosen ?? { older: list[1]!._id, newer: list[0]!._id }
    const choose = (key: keyof Pair, label: string) => (
      <div className="admin-compare__pick">
        <label htmlFor={`${id}-${key}`}>{label}</label>
        <select id={`${id}-${key}`} value={pair[key]} onChange={(event) => setPair({ ...pair, [key]: event.currentTarget.value })}>
          {list.map((version) => (
            <option key={version._id} value={version._id}>
              {optionText(version, t)}
            </option>
          ))}
        </select>
      </div>
    )
    return (
      <fieldset className="admin-compare__form">
        <legend>{t.compareTwo}</legend>
        {choose('older', t.older)}
        {choose('newer', t.newer)}
        <button type="button" className="admin-button admin-button--small" onClick={() => compare(pair)}>
          {t.compare}
        </button>
      </fieldset>
    )
  }

  function result(list: readonly ContentVersion[]) {
    if (!shown) return null
    const older = list.find((v) => v._id === shown.older)
    const newer = list.find((v) => v._id === shown.newer)
    if (!older || !newer) return null
    const changed = newer.fields.map((field, i) => ({ label: field.label, before: older.fields[i]?.text ?? t.empty, after: field.text })).filter(({ before, after }) => before !== after)
    const same = newer.fields.filter((field, i) => older.fields[i]?.text === field.text).map((field) => field.label)
    return (
      <section className="admin-compare" aria-labelledby={headingId}>
        <h4 id={headingId} tabIndex={-1}>
          {t.compared(versionName(older.savedAt), versionName(newer.savedAt))}
        </h4>
        {older === newer || changed.length === 0 ? (
          <p>{t.same}</p>
        ) : (
          <table className="admin-compare__table">
            <thead>
              <tr>
                <th scope="col">{t.field}</th>
                <th scope="col">{versionName(older.savedAt)}</th>
                <th scope="col">{t.changesMarked(versionName(newer.savedAt))}</th>
              </tr>
            </thead>
            <tbody>
              {changed.map(({ label, before, after }) => (
                <tr key={label}>
                  <th scope="row" lang={fieldName(label, lang).lang}>{fieldName(label, lang).text}</th>
                  <td className="admin-compare__before" lang={textLang(before)}>{before}</td>
                  <td lang={textLang(after)}>
                    <WordDiff before={before} after={after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {changed.length > 0 && same.length > 0 && <p className="admin-field-hint">{t.unchanged(same.map((label) => fieldName(label, lang).text).join(', '))}</p>}
        <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => setShown(null)}>
          {t.close}
        </button>
      </section>
    )
  }

  return { form, result, compare }
}
