import { useEffect, useRef } from 'react'
import { Field } from './kit'
import { useKitText } from './kit-text'

/**
 * The select at the top of a panel that edits one item of a fixed set at a time (a committee, a
 * statutory entry): picking one hands it to `onPick`, which loads it into the form. After a save
 * refused because the item changed on the site since (`changedOnSite`), a button beside it opens
 * the item again as the site has it (the select cannot pick the item it already shows).
 */
export function ItemPicker<Item extends { _id: string }>({
  id,
  label,
  items,
  selected,
  nameOf,
  onPick,
  changedOnSite = false,
}: {
  id: string
  label: string
  items: readonly Item[]
  selected: string
  nameOf: (item: Item) => string
  onPick: (item: Item) => void
  changedOnSite?: boolean
}) {
  const t = useKitText().changes
  const shown = items.find((item) => item._id === selected)
  // once a save was refused, the way on is here, far above the Save button on a phone: focus (and the view) go to it
  const reopen = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (changedOnSite) reopen.current?.focus()
  }, [changedOnSite])
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        value={selected}
        onChange={(event) => {
          const next = items.find((item) => item._id === event.currentTarget.value)
          if (next) onPick(next)
        }}
      >
        {items.map((item) => (
          <option key={item._id} value={item._id}>
            {nameOf(item)}
          </option>
        ))}
      </select>
      {changedOnSite && shown && (
        <button ref={reopen} type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => onPick(shown)}>
          {t.reopen}
        </button>
      )}
    </Field>
  )
}
