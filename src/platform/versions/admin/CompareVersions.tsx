import { useId, useState } from 'react'
import { WordDiff } from '../../../ui/admin/WordDiff'
import { focusWhenShown } from '../../../ui/admin/focus'
import type { ContentVersion } from '../store'
import { versionName } from '../names'

type Pair = { older: string; newer: string }

/** "the version of 12 Nov 2026, 10:04 am (on the site now)" */
function optionText(version: ContentVersion): string {
  return `${versionName(version.savedAt)}${version.current ? ' (on the site now)' : ''}${version.savedBy ? `, ${version.savedBy}` : ''}`
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
              {optionText(version)}
            </option>
          ))}
        </select>
      </div>
    )
    return (
      <fieldset className="admin-compare__form">
        <legend>Compare two versions</legend>
        {choose('older', 'The version of')}
        {choose('newer', 'with the version of')}
        <button type="button" className="admin-button admin-button--small" onClick={() => compare(pair)}>
          Compare
        </button>
      </fieldset>
    )
  }

  function result(list: readonly ContentVersion[]) {
    if (!shown) return null
    const older = list.find((v) => v._id === shown.older)
    const newer = list.find((v) => v._id === shown.newer)
    if (!older || !newer) return null
    const changed = newer.fields.map((field, i) => ({ label: field.label, before: older.fields[i]?.text ?? '(empty)', after: field.text })).filter(({ before, after }) => before !== after)
    const same = newer.fields.filter((field, i) => older.fields[i]?.text === field.text).map((field) => field.label)
    return (
      <section className="admin-compare" aria-labelledby={headingId}>
        <h4 id={headingId} tabIndex={-1}>
          The version of {versionName(older.savedAt)} compared with the version of {versionName(newer.savedAt)}
        </h4>
        {older === newer || changed.length === 0 ? (
          <p>These two versions say the same.</p>
        ) : (
          <table className="admin-compare__table">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">{versionName(older.savedAt)}</th>
                <th scope="col">{versionName(newer.savedAt)} (changes marked)</th>
              </tr>
            </thead>
            <tbody>
              {changed.map(({ label, before, after }) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td className="admin-compare__before">{before}</td>
                  <td>
                    <WordDiff before={before} after={after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {changed.length > 0 && same.length > 0 && <p className="admin-field-hint">Unchanged: {same.join(', ')}.</p>}
        <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => setShown(null)}>
          Close the comparison
        </button>
      </section>
    )
  }

  return { form, result, compare }
}
