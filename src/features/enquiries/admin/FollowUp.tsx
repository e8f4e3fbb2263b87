import { useEffect, useState, type FormEvent } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { ApiError, api, writtenData } from '../../../ui/admin/api'
import { confirmed } from '../../../ui/admin/kit'
import { useDraft } from '../../../ui/admin/session'
import { notify } from '../../../ui/admin/toasts'
import { focusAfterRemoval } from '../../../ui/admin/focus'
import { enquiriesChanged } from '../../../ui/admin/useNewEnquiries'
import { dialable, statusesOf, whatsappLink } from '../options'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { enquiryText, statusName } from './text'
import type { Base, KindView, Note } from './enquiry-rows'
import { textLang } from '../../../ui/text-lang'

export function PhoneLinks({ phone }: { phone: string }) {
  if (!phone) return null
  const tel = dialable(phone)
  const chat = whatsappLink(phone)
  return (
    <span className="admin-phone">
      {tel ? <a href={`tel:${tel}`}>{phone}</a> : phone}
      {chat && (
        <a className="admin-phone__chat" href={chat} target="_blank" rel="noopener noreferrer">
          <span translate="no">WhatsApp</span>
          <span className="visually-hidden"> {phone}</span>
        </a>
      )}
    </span>
  )
}

/** One enquiry: its status (changed at once), its notes and a box to add one. */
export function FollowUp<Row extends Base>({ row, view, onChanged }: { row: Row; view: KindView<Row>; onChanged: () => void }) {
  const [status, setStatus] = useState(row.status)
  const [notes, setNotes] = useState(row.notes)
  // A note being typed is a draft like every panel input (docs/decisions/080).
  const [draft, setDraft, , setSavedDraft] = useDraft(`note:${row._id}`, '')
  const [busy, setBusy] = useState(false)
  const base = `/api/${view.kind}/queries/${row._id}`
  const t = usePanelCatalogue(enquiryText)
  const { lang } = usePanelText()

  // the list read again (another person's change) brings the status it has now
  useEffect(() => setStatus(row.status), [row.status])

  async function changeStatus(next: string) {
    const before = status
    setStatus(next)
    try {
      // from: the status this person saw, so that another's change since is not overwritten unseen (docs/decisions/288)
      await api('PUT', `${base}/status`, { status: next, from: before })
      notify.success(`${view.name(row)}: ${statusName(t, next)}`)
      enquiriesChanged()
    } catch (err) {
      setStatus(before)
      if (!(err instanceof ApiError && err.status === 409)) return notifyFailure(err)
      notify.error(t.statusChangedSince(view.name(row)))
      onChanged()
    }
  }

  async function addNote(event: FormEvent) {
    event.preventDefault()
    if (!draft.trim()) return notify.error(t.writeNote)
    setBusy(true)
    try {
      const { body } = await api('POST', `${base}/notes`, { note: draft })
      const saved = writtenData<Note>(body)
      if (saved) setNotes((list) => [...list, saved])
      setSavedDraft('')
    } catch (err) {
      notifyFailure(err)
    } finally {
      setBusy(false)
    }
  }

  async function remove(control: HTMLElement) {
    if (!confirmed(t.deleteQuestion)) return
    try {
      await api('DELETE', base)
      notify.success(t.removed)
      focusAfterRemoval(control)
      onChanged()
    } catch (err) {
      notifyFailure(err)
    }
  }

  return (
    <>
      <td data-label={t.status}>
        <label className="visually-hidden" htmlFor={`status-${row._id}`}>
          {t.statusOf(view.name(row))}
        </label>
        <select id={`status-${row._id}`} className="admin-status" data-status={status} value={status} onChange={(event) => void changeStatus(event.currentTarget.value)}>
          {statusesOf(view.kind, row.status).map((option) => (
            <option key={option.value} value={option.value}>
              {statusName(t, option.value)}
            </option>
          ))}
        </select>
        {status === 'spam' && (
          <button type="button" className="admin-button admin-button--danger admin-button--small" onClick={(event) => void remove(event.currentTarget)}>
            {t.delete}
          </button>
        )}
      </td>
      <td className="admin-notes" data-label={t.notes}>
        {notes.length > 0 && (
          <ul>
            {notes.map((note) => (
              <li key={note._id}>
                <p lang={textLang(note.note)}>{note.note}</p>
                <small>
                  <span translate="no">{note.author}</span> · <time dateTime={note.createdAt}>{formatPanelDateTime(note.createdAt, lang)}</time>
                </small>
              </li>
            ))}
          </ul>
        )}
        <form className="admin-note-form" onSubmit={(event) => void addNote(event)}>
          <label className="visually-hidden" htmlFor={`note-${row._id}`}>
            {t.noteOn(view.name(row))}
          </label>
          <input id={`note-${row._id}`} value={draft} maxLength={2000} placeholder={t.addNote} onChange={(event) => setDraft(event.currentTarget.value)} />
          <button type="submit" className="admin-button admin-button--small" disabled={busy}>
            {busy ? t.adding : t.addNoteButton}
          </button>
        </form>
      </td>
    </>
  )
}
