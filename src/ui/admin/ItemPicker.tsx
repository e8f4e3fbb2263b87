import { Field } from './kit'
import { ReopenButton } from './ReopenButton'

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
  const shown = items.find((item) => item._id === selected)
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
      {/* once a save was refused, the way on is here, far above the Save button on a phone: it takes the focus (and the view) */}
      {changedOnSite && shown && <ReopenButton onClick={() => onPick(shown)} />}
    </Field>
  )
}
