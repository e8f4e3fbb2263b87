import { useId, useState } from 'react'
import { WordDiff } from '../../../ui/admin/WordDiff'
import { focusWhenShown } from '../../../ui/admin/focus'
import { scriptLang } from '../../../content/lang'
import type { ContentVersion } from '../store'
import { useVersionsText, VERSIONS_TEXT } from './text'

type Pair = { older: string; newer: string }

/** "the version of 12 Nov 2026, 10:04 am (on the site now)" */
function optionText(version: ContentVersion, versionName: (iso: string) => string, text: (typeof VERSIONS_TEXT)['en']): string {
  return `${versionName(version.savedAt)}${version.current ? text.onSiteOption : ''}${version.savedBy ? `, ${version.savedBy}` : ''}`
}

/**
 * Two kept versions side by side (docs/decisions/205): each changed field's value in both, the
 * second with its words taken out and put in marked (WordDiff), in the panel's words (valueText,
 * computed with the list). Unchanged fields are named in one line. `compare(older, newer)` opens
 * it from a version's own button ("Compare with the current one").
 */
export function useCompareVersions() {
  const id = useId()
  const { text, nameOf: versionName } = useVersionsText()
  const [chosen, setPair] = useState<Pair | null>(null)
  const [shown, setShown] = useState<Pair | null>(null)
  const headingId = `${id}-compared`

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
              {optionText(version, versionName, text)}
            </option>
          ))}
        </select>
      </div>
    )
    return (
      <fieldset className="admin-compare__form">
        <legend>{text.compareTwo}</legend>
        {choose('older', text.theVersion)}
        {choose('newer', text.withTheVersion)}
        <button type="button" className="admin-button admin-button--small" onClick={() => compare(pair)}>
          {text.compare}
        </button>
      </fieldset>
    )
  }

  function result(list: readonly ContentVersion[]) {
    if (!shown) return null
    const older = list.find((v) => v._id === shown.older)
    const newer = list.find((v) => v._id === shown.newer)
    if (!older || !newer) return null
    const changed = newer.fields.map((field, i) => ({ label: field.label, before: older.fields[i]?.text ?? text.empty_, after: field.text })).filter(({ before, after }) => before !== after)
    const same = newer.fields.filter((field, i) => older.fields[i]?.text === field.text).map((field) => field.label)
    return (
      <section className="admin-compare" aria-labelledby={headingId}>
        <h4 id={headingId} tabIndex={-1}>
          {text.compared(versionName(older.savedAt), versionName(newer.savedAt))}
        </h4>
        {older === newer || changed.length === 0 ? (
          <p>{text.same}</p>
        ) : (
          <table className="admin-compare__table">
            <thead>
              <tr>
                <th scope="col">{text.field}</th>
                <th scope="col">{versionName(older.savedAt)}</th>
                <th scope="col">{text.changesMarked(versionName(newer.savedAt))}</th>
              </tr>
            </thead>
            <tbody>
              {changed.map(({ label, before, after }) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {/* what the versions say is staff's, in its own language */}
                  <td className="admin-compare__before" lang={scriptLang(before)}>
                    {before}
                  </td>
                  <td>
                    <WordDiff before={before} after={after} lang={scriptLang(after)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {changed.length > 0 && same.length > 0 && <p className="admin-field-hint">{text.unchanged(same.join(', '))}</p>}
        <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => setShown(null)}>
          {text.closeComparison}
        </button>
      </section>
    )
  }

  return { form, result, compare }
}
