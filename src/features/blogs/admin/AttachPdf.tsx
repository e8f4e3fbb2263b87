import { useId, useRef, useState } from 'react'
import { isSessionExpired, upload } from '../../../ui/admin/api'
import { reasonOf } from '../../../ui/admin/failure'
import { LEFT_BEHIND, useUnkeptWork } from '../../../ui/admin/session'
import { notify } from '../../../ui/admin/toasts'
import { focusWhenShown } from '../../../ui/admin/focus'
import { inPanelLanguage } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { DOCUMENT_CATEGORIES } from '../../documents/categories'
import { formatSize, titleFromFileName } from '../../documents/format'
import { newsText } from './text'

type Uploaded = { _id: string; title: string }

/**
 * A new PDF attached from inside the news form (issue 30): it goes to the documents library
 * through the library's own call and checks (POST /api/documents), listed only with the notice
 * that attaches it, and is chosen as the attachment once stored.
 */
export function AttachPdf({ idPrefix, onAttached }: { idPrefix: string; onAttached: (document: Uploaded) => void }) {
  const inputId = useId()
  const { lang } = usePanelText()
  const t = newsText[lang].attach
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [title, setTitle] = useState('')
  const [category, setCategory] = useState('other')
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState('')
  // A chosen PDF not yet sent is unsaved work that no draft can keep.
  useUnkeptWork(`${idPrefix}-attach-pdf`, file !== null)

  function choose(list: FileList | null) {
    const chosen = list?.[0] ?? null
    setFile(chosen)
    setTitle(chosen ? titleFromFileName(chosen.name) : '')
    setFailure('')
  }

  async function send() {
    if (!file) return
    if (!title.trim()) return setFailure(t.needsTitle)
    const form = new FormData()
    form.append('title', title.trim())
    form.append('category', category)
    form.append('academicYear', '')
    form.append('validUntil', '')
    // Public only through the notice that attaches it (docs/decisions/115).
    form.append('publishAt', '')
    form.append('file', file, file.name)
    setProgress(0)
    setFailure('')
    try {
      const { body } = await upload<{ data: Uploaded; warnings?: string[] }>('/api/documents', form, setProgress)
      onAttached(body.data)
      notify.success(`${t.attached(body.data.title)}${body.warnings?.[0] ? ` ${inPanelLanguage(body.warnings[0], lang)}` : ''}`)
      setFile(null)
      setTitle('')
      if (input.current) input.current.value = ''
    } catch (err) {
      if (!isSessionExpired(err)) setFailure(reasonOf(err))
    } finally {
      setProgress(null)
    }
  }

  const busy = progress !== null
  return (
    <div className="attach-pdf" {...(file && { [LEFT_BEHIND]: t.leftBehind(file.name) })}>
      <label htmlFor={inputId} className="attach-pdf__choose">
        {t.choose}
      </label>
      <input ref={input} id={inputId} type="file" accept="application/pdf,.pdf" disabled={busy} onChange={(event) => choose(event.currentTarget.files)} />
      {file && (
        <div className="attach-pdf__details">
          <span className="attach-pdf__file">
            <span translate="no">{file.name}</span>
            {` · ${formatSize(file.size)} · ${t.notAttachedYet}`}
          </span>
          <label htmlFor={`${inputId}-title`}>{t.title}</label>
          <input id={`${inputId}-title`} value={title} maxLength={200} disabled={busy} onChange={(event) => setTitle(event.currentTarget.value)} />
          <label htmlFor={`${inputId}-category`}>{t.category}</label>
          <select id={`${inputId}-category`} value={category} disabled={busy} onChange={(event) => setCategory(event.currentTarget.value)}>
            {DOCUMENT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          <div className="admin-actions">
            <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={() => void send()}>
              {busy ? ((progress ?? 0) >= 1 ? t.checking : t.uploading(Math.round((progress ?? 0) * 100))) : t.send}
            </button>
            <button type="button" className="admin-button admin-button--ghost admin-button--small" disabled={busy}
              onClick={() => {
                choose(null)
                // The details go: focus back on the file field they came from.
                focusWhenShown(() => input.current)
              }}
            >
              {t.cancel}
            </button>
          </div>
        </div>
      )}
      {failure && (
        <p className="admin-field-error" role="alert">
          {inPanelLanguage(failure, lang)}
        </p>
      )}
    </div>
  )
}
