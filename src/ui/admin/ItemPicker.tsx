import { Field } from './kit'

/**
 * The select at the top of a panel that edits one item of a fixed set at a time (a committee, a
 * statutory entry): picking one hands it to `onPick`, which loads it into the form.
 */
export function ItemPicker<Item extends { _id: string }>({ id, label, items, selected, nameOf, onPick }: { id: string; label: string; items: readonly Item[]; selected: string; nameOf: (item: Item) => string; onPick: (item: Item) => void }) {
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
    </Field>
  )
}
