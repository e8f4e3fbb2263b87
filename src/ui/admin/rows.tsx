import { useState, type ReactNode } from 'react'
import { isSessionExpired } from './api'
import { confirmed, ScrollTable } from './kit'
import { ListState } from './ListState'
import { useDraft } from './session'
import type { LoadState } from './useLoad'

type RowEditorOptions<D, P> = {
  /** useDraft key: the row being edited and its draft survive a forced sign-in. */
  draftKey: string
  /** Fetches the list again after a save or a delete. */
  reload: () => unknown
  /** What is wrong with the draft, or null when it can be sent. */
  check?: (draft: D) => P | null
  /** The panel's update call; resolves when the server accepted it. */
  save: (id: string, draft: D) => Promise<unknown>
  /** Runs after a successful save (toast, clearing a chosen image). */
  onSaved?: () => void
  /** Runs when the save failed for any reason but an expired session. */
  onSaveFailed: (err: unknown) => void
  /** Clear the shown problem as soon as the draft changes (otherwise it stays until the next Save). */
  clearProblemOnChange?: boolean
  /** The panel's delete call, the confirmation to ask first, and what to say after. */
  remove?: {
    confirm: string
    call: (id: string) => Promise<unknown>
    onRemoved?: () => void
    onFailed: (err: unknown) => void
  }
}

/**
 * The inline edit of a list: one row at a time in edit mode, its draft kept by useDraft, a busy
 * flag while saving, and the save / cancel / delete flow. The panel brings the calls and messages.
 */
export function useRowEditor<D, P = string>(options: RowEditorOptions<D, P>) {
  const [editing, setEditing] = useDraft<{ id: string; draft: D } | null>(options.draftKey, null)
  const [problem, setProblem] = useState<P | null>(null)
  const [busy, setBusy] = useState(false)

  function start(id: string, draft: D) {
    setProblem(null)
    setEditing({ id, draft })
  }

  function change(draft: D) {
    if (!editing) return
    setEditing({ id: editing.id, draft })
    if (options.clearProblemOnChange) setProblem(null)
  }

  function cancel() {
    setEditing(null)
    setProblem(null)
  }

  async function save() {
    if (!editing) return
    const found = options.check?.(editing.draft) ?? null
    setProblem(found)
    if (found !== null) return
    setBusy(true)
    try {
      await options.save(editing.id, editing.draft)
      options.onSaved?.()
      setEditing(null)
      void options.reload()
    } catch (err) {
      if (!isSessionExpired(err)) options.onSaveFailed(err)
    } finally {
      setBusy(false)
    }
  }

  async function remove(id: string) {
    const removal = options.remove
    if (!removal || !confirmed(removal.confirm)) return
    try {
      await removal.call(id)
      removal.onRemoved?.()
      if (editing?.id === id) setEditing(null)
      void options.reload()
    } catch (err) {
      if (!isSessionExpired(err)) removal.onFailed(err)
    }
  }

  return { editing, problem, busy, start, change, cancel, save, remove }
}

export type RowEditor<D, P> = ReturnType<typeof useRowEditor<D, P>>

/** Save and Cancel of a row in edit mode (the caller places them in its actions cell). */
export function SaveCancelButtons({ busy, onSave, onCancel }: { busy: boolean; onSave: () => void; onCancel: () => void }) {
  return (
    <>
      <button type="button" className="admin-button" disabled={busy} onClick={onSave}>
        Save
      </button>
      <button type="button" className="admin-button admin-button--ghost" disabled={busy} onClick={onCancel}>
        Cancel
      </button>
    </>
  )
}

/** Edit and (when given) Delete of a row; `name` tells screen readers which row they act on. */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete?: () => void }) {
  return (
    <>
      <button type="button" className="admin-button admin-button--ghost" onClick={onEdit}>
        Edit<span className="visually-hidden"> {name}</span>
      </button>
      {onDelete && (
        <button type="button" className="admin-button admin-button--danger" onClick={onDelete}>
          Delete<span className="visually-hidden"> {name}</span>
        </button>
      )}
    </>
  )
}

type EditableTableProps<T, D, P> = {
  state: LoadState<T[]> & { reload: () => void }
  errorText: string
  emptyText: string
  /** The table's accessible name. */
  label: string
  /** Column headings before "Actions". */
  headings: string[]
  editor: RowEditor<D, P>
  /** The cells of a row as shown. */
  cells: (item: T) => ReactNode
  /** The inputs of the row in edit mode, spanning the shown columns. */
  editFields: (item: T, draft: D) => ReactNode
  editFormClass: string
  /** Names the row for screen readers on its Edit and Delete. */
  nameOf: (item: T) => string
  onEdit: (item: T) => void
}

/** A list as a table whose rows are edited in place (one at a time) and deleted from their Actions cell. */
export function EditableTable<T extends { _id: string }, D, P>(props: EditableTableProps<T, D, P>) {
  const { editor } = props
  return (
    <section className="admin-card">
      <ListState state={props.state} errorText={props.errorText} emptyText={props.emptyText} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ScrollTable label={props.label}>
            <thead>
              <tr>
                {props.headings.map((heading) => (
                  <th key={heading}>{heading}</th>
                ))}
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((item) =>
                editor.editing?.id === item._id ? (
                  <tr key={item._id} className="admin-table__editing">
                    <td colSpan={props.headings.length}>
                      <div className={props.editFormClass}>{props.editFields(item, editor.editing.draft)}</div>
                    </td>
                    <td className="admin-table__actions">
                      <SaveCancelButtons busy={editor.busy} onSave={() => void editor.save()} onCancel={editor.cancel} />
                    </td>
                  </tr>
                ) : (
                  <tr key={item._id}>
                    {props.cells(item)}
                    <td className="admin-table__actions">
                      <EditDeleteButtons name={props.nameOf(item)} onEdit={() => props.onEdit(item)} onDelete={() => void editor.remove(item._id)} />
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </ScrollTable>
        )}
      </ListState>
    </section>
  )
}
