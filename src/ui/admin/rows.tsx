import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react'
import { ApiError, isSessionExpired } from './api'
import { confirmed, ScrollTable } from './kit'
import { ListState } from './ListState'
import { focusFirstInvalid, refuseLeftBehind } from './forms'
import { useDraft } from './session'
import { TranslationEditor } from '../../platform/translations/admin/TranslationEditor'
import type { TranslatedArea } from '../../platform/translations/area'
import { useRowVersions, type VersionedRows } from '../../platform/versions/admin/RowVersions'
import type { LoadState } from './useLoad'
import { useKitText } from './kit-text'

type RowEditorOptions<D, P> = {
  /** useDraft key: the row being edited and its draft survive a forced sign-in. */
  draftKey: string
  /** Fetches the list again after a save or a delete. */
  reload: () => unknown
  /** What is wrong with the draft, or null when it can be sent. */
  check?: (draft: D) => P | null
  /**
   * The panel's update call; resolves when the server accepted it. `asDraft`: "Save changes as draft"
   * sent it (docs/decisions/279). `revision`: the row's revision when its form was opened, to send
   * back beside the fields (withRevision) so an edit of a row changed since is refused (283).
   */
  save: (id: string, draft: D, asDraft: boolean, revision: string | undefined) => Promise<{ body: unknown }>
  /** Runs after a successful save (toast, clearing a chosen image) with the answer's body. */
  onSaved?: (body: unknown) => void
  /** Runs when the save failed for any reason but an expired session. */
  onSaveFailed: (err: unknown) => void
  /** Clear the shown problem as soon as the draft changes (otherwise it stays until the next Save). */
  clearProblemOnChange?: boolean
  /** The panel's delete call, the confirmation to ask first, and what to say after. */
  remove?: {
    /** The spec's sentence (CONFIRM.*), asked first. */
    confirm: string
    /** The question that names the row, e.g. name => `Delete the news item '${name}'?` */
    names: (name: string) => string
    call: (id: string) => Promise<{ body: unknown }>
    onRemoved?: (body: unknown) => void
    onFailed: (err: unknown) => void
  }
}

/** Where focus goes once the list has rendered after an action (WCAG 2.4.3: never to the page body). */
type FocusRequest = { id: string; to: 'first-input' | 'edit-button' | 'invalid' } | { id: null; to: 'list' }

/** The row a link opens its panel on (?item=<id>: docs/decisions/215), or ''. */
export function itemInAddress(): string {
  return typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('item') ?? '').slice(0, 64)
}

/** Marks a row of an editable list (table row, list item): focus is moved inside it by the row editor. */
export function rowMark(id: string) {
  return { 'data-row': id }
}

/** The confirmation of a delete: the spec's sentence first, then the question that names the item. */
export function deleteQuestion(specSentence: string, namedQuestion: string): string {
  return `${specSentence}\n${namedQuestion}`
}

/**
 * The inline edit of a list: one row at a time in edit mode, its draft kept by useDraft, a busy
 * flag while saving, and the save / cancel / delete flow. The panel brings the calls and messages.
 */
export function useRowEditor<D, P = string>(options: RowEditorOptions<D, P>) {
  const [editing, setEditing, , setSavedEditing] = useDraft<{ id: string; draft: D; revision?: string } | null>(options.draftKey, null)
  const [problem, setProblem] = useState<P | null>(null)
  const [busy, setBusy] = useState(false)
  /** The list's element (table, ul): rows inside it carry rowMark(id). */
  const listRef = useRef<HTMLElement | null>(null)
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null)
  const landing = useRef(itemInAddress())

  // Opened on one row (?item=<id>, a panel search result): once its row is drawn, it is shown, marked and its Edit focused.
  useEffect(() => {
    const id = landing.current
    const row = id ? listRef.current?.querySelector<HTMLElement>(`[data-row="${CSS.escape(id)}"]`) : null
    if (!row) return
    landing.current = ''
    row.setAttribute('data-landed', '')
    row.scrollIntoView({ block: 'center' })
    row.querySelector<HTMLElement>('[data-row-edit]')?.focus()
  })

  useEffect(() => {
    if (!focusRequest) return
    const list = listRef.current
    if (!list) return
    setFocusRequest(null)
    if (focusRequest.id === null) {
      // The row is gone (deleted): the panel's heading is the nearest stable place.
      document.querySelector<HTMLElement>('.admin-panel-title')?.focus()
      return
    }
    const row = list.querySelector<HTMLElement>(`[data-row="${CSS.escape(focusRequest.id)}"]`)
    if (!row) return
    if (focusRequest.to === 'invalid') focusFirstInvalid(row)
    else if (focusRequest.to === 'first-input') row.querySelector<HTMLElement>('input:not([type=file]):not([type=hidden]), textarea, select')?.focus()
    else row.querySelector<HTMLElement>('[data-row-edit]')?.focus()
  }, [focusRequest, editing])

  /** Opens the row's edit on `draft`; `revision` is the row's as its list gave it (the list's `revision`). */
  function start(id: string, draft: D, revision?: string) {
    setProblem(null)
    // Opening a row is not a change: it counts as unsaved only once its draft differs.
    setSavedEditing({ id, draft, ...(revision ? { revision } : {}) })
    setFocusRequest({ id, to: 'first-input' })
  }

  function change(draft: D) {
    if (!editing) return
    setEditing({ ...editing, draft })
    if (options.clearProblemOnChange) setProblem(null)
  }

  function cancel() {
    if (editing) setFocusRequest({ id: editing.id, to: 'edit-button' })
    setSavedEditing(null)
    setProblem(null)
  }

  async function save(asDraft = false) {
    if (!editing) return
    if (refuseLeftBehind(listRef.current?.querySelector(`[data-row="${CSS.escape(editing.id)}"]`))) return
    const found = options.check?.(editing.draft) ?? null
    setProblem(found)
    if (found !== null) {
      setFocusRequest({ id: editing.id, to: 'invalid' })
      return
    }
    setBusy(true)
    try {
      const { body } = await options.save(editing.id, editing.draft, asDraft, editing.revision)
      options.onSaved?.(body)
      setFocusRequest({ id: editing.id, to: 'edit-button' })
      setSavedEditing(null)
      void options.reload()
    } catch (err) {
      if (!isSessionExpired(err)) options.onSaveFailed(err)
      // changed by someone else since it was opened (409): the list shows the row as it is now, the form keeps its words
      if (err instanceof ApiError && err.status === 409) void options.reload()
    } finally {
      setBusy(false)
    }
  }

  async function remove(id: string, name: string) {
    const removal = options.remove
    if (!removal || !confirmed(deleteQuestion(removal.confirm, removal.names(name)))) return
    try {
      const { body } = await removal.call(id)
      removal.onRemoved?.(body)
      if (editing?.id === id) setSavedEditing(null)
      setFocusRequest({ id: null, to: 'list' })
      void options.reload()
    } catch (err) {
      if (!isSessionExpired(err)) removal.onFailed(err)
    }
  }

  return { editing, problem, busy, start, change, cancel, save, remove, listRef }
}

export type RowEditor<D, P> = ReturnType<typeof useRowEditor<D, P>>

/** Save and Cancel of a row in edit mode (the caller places them in its actions cell); with `onSaveDraft`, "Save changes as draft" between them. */
export function SaveCancelButtons({ busy, onSave, onCancel, onSaveDraft }: { busy: boolean; onSave: () => void; onCancel: () => void; onSaveDraft?: () => void }) {
  const text = useKitText()
  return (
    <>
      <button type="button" className="admin-button" disabled={busy} onClick={onSave}>
        {text.save}
      </button>
      {onSaveDraft && (
        <button type="button" className="admin-button admin-button--ghost" disabled={busy} onClick={onSaveDraft}>
          {text.changes.saveChange}
        </button>
      )}
      <button type="button" className="admin-button admin-button--ghost" disabled={busy} onClick={onCancel}>
        {text.cancel}
      </button>
    </>
  )
}

/** Edit and (when given) Delete of a row; `name` tells screen readers which row they act on. `versions`: the row's Versions button (useRowVersions), placed before them. */
export function EditDeleteButtons({ name, onEdit, onDelete, versions }: { name: string; onEdit: () => void; onDelete?: () => void; versions?: ReactNode }) {
  const text = useKitText()
  return (
    <>
      {versions}
      <button type="button" className="admin-button admin-button--ghost" data-row-edit onClick={onEdit}>
        {text.edit}
        <span className="visually-hidden"> {name}</span>
      </button>
      {onDelete && (
        <button type="button" className="admin-button admin-button--danger" onClick={onDelete}>
          {text.delete}
          <span className="visually-hidden"> {name}</span>
        </button>
      )}
    </>
  )
}

/** A column of an EditableTable: its heading (also the label of the cell on a phone card) and cell. */
export type Column<T> = { heading: string; cell: (item: T) => ReactNode; className?: string }

type EditableTableProps<T, D, P> = {
  state: LoadState<T[]> & { reload: () => void }
  errorText: string
  emptyText: string
  /** The table's accessible name. */
  label: string
  /** The columns before "Actions". */
  columns: Column<T>[]
  editor: RowEditor<D, P>
  /** The inputs of the row in edit mode, spanning the shown columns. */
  editFields: (item: T, draft: D) => ReactNode
  editFormClass: string
  /** Names the row for screen readers on its Edit and Delete, and in the delete confirmation. */
  nameOf: (item: T) => string
  onEdit: (item: T) => void
  /** Shown above the list, inside the card. */
  intro?: ReactNode
  /** The content area the rows belong to: a row in edit mode gets its side-by-side Hindi/English editor (docs/decisions/124). */
  translated?: Pick<TranslatedArea, 'key' | 'label'>
  /** The declared row area (RowArea) the rows belong to: each row gets its Versions and Put back. */
  versions?: VersionedRows
  /** A row whose edit may be kept as a draft of a change beside it (a published notice, docs/decisions/279): its edit offers "Save changes as draft". */
  changeDrafts?: (item: T) => boolean
}

/**
 * A list as a table whose rows are edited in place (one at a time) and deleted from their Actions
 * cell. On a phone each row is drawn as a card (each cell labelled with its heading) and the row in
 * edit mode takes the full width, so Edit, Delete, Save and Cancel are always on screen.
 */
export function EditableTable<T extends { _id: string }, D, P>(props: EditableTableProps<T, D, P>) {
  const { editor } = props
  const text = useKitText()
  const versions = useRowVersions(props.versions, props.state.reload)
  return (
    <section className="admin-card">
      {props.intro}
      <ListState state={props.state} errorText={props.errorText} emptyText={props.emptyText} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ScrollTable label={props.label} cards tableRef={(el) => void (editor.listRef.current = el)}>
            <thead>
              <tr>
                {props.columns.map((column) => (
                  <th key={column.heading}>{column.heading}</th>
                ))}
                <th>{text.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((item) =>
                editor.editing?.id === item._id ? (
                  <tr key={item._id} className="admin-table__editing" {...rowMark(item._id)}>
                    <td colSpan={props.columns.length} className="admin-table__edit-cell">
                      <div className={props.editFormClass}>
                        {props.editFields(item, editor.editing.draft)}
                        {props.translated && <TranslationEditor area={props.translated} id={item._id} idPrefix={`${props.translated.key}-${item._id}-tr`} />}
                      </div>
                    </td>
                    <td className="admin-table__actions">
                      <SaveCancelButtons busy={editor.busy} onSave={() => void editor.save()} onCancel={editor.cancel} onSaveDraft={props.changeDrafts?.(item) ? () => void editor.save(true) : undefined} />
                    </td>
                  </tr>
                ) : (
                  <Fragment key={item._id}>
                    <tr {...rowMark(item._id)}>
                      {props.columns.map((column) => (
                        <td key={column.heading} className={column.className} data-label={column.heading}>
                          {column.cell(item)}
                        </td>
                      ))}
                      <td className="admin-table__actions">
                        <EditDeleteButtons name={props.nameOf(item)} versions={versions.button(item._id, props.nameOf(item))} onEdit={() => props.onEdit(item)} onDelete={() => void editor.remove(item._id, props.nameOf(item))} />
                      </td>
                    </tr>
                    {versions.open === item._id && (
                      <tr className="admin-table__versions">
                        <td colSpan={props.columns.length + 1}>{versions.list(item._id)}</td>
                      </tr>
                    )}
                  </Fragment>
                ),
              )}
            </tbody>
          </ScrollTable>
        )}
      </ListState>
    </section>
  )
}
