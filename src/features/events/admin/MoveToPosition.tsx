import { useId, useState, type ReactNode } from 'react'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { POSITION_TEXT } from './position-text'

/**
 * "Move to position…" for one photo of a category (docs/decisions/257): a number field and its
 * Move button, usable by keyboard alone (Enter in the field moves). The bounds are checked here
 * first (1 to the category's count, a whole number, not its own place) and said beside the field;
 * the server checks them again.
 */
export function MoveToPosition({ place, total, name, onMove }: { place: number; total: number; name: ReactNode; onMove: (to: number) => void }) {
  const T = usePanelCatalogue(POSITION_TEXT)
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState('')
  const id = useId()
  function go() {
    const typed = value.trim()
    const to = Number(typed)
    if (!/^\d{1,7}$/.test(typed) || to < 1 || to > total) return setProblem(T.outOfRange(total))
    if (to === place) return setProblem(T.already(place))
    setProblem('')
    setValue('')
    onMove(to)
  }
  return (
    <div className="admin-gallery__position">
      <label htmlFor={id}>
        {T.label}
        <span className="visually-hidden"> {name}</span>
      </label>
      <input
        id={id}
        data-control="position"
        type="number"
        inputMode="numeric"
        min={1}
        max={total}
        step={1}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          go()
        }}
      />
      {/* read with the field; its place "3 of 5" is shown beside it already */}
      <small className="visually-hidden" id={`${id}-hint`}>
        {T.hint(total)}
      </small>
      <button type="button" className="admin-button" data-control="position-go" onClick={go}>
        {T.move}
        <span className="visually-hidden"> {name}</span>
      </button>
      {problem && (
        <p className="admin-field-error" id={`${id}-error`} role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
