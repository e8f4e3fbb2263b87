import { useId, useRef, useState } from 'react'
import { notifyFailure, reasonOf } from '../../../ui/admin/failure'
import { api, isSessionExpired, upload } from '../../../ui/admin/api'
import { Field, type PanelProps, PanelLink } from '../../../ui/admin/kit'
import { DropZone } from '../../../ui/admin/DropZone'
import { EditableTable, useRowEditor } from '../../../ui/admin/rows'
import { useDraft } from '../../../ui/admin/session'
import { notify } from '../../../ui/admin/toasts'
import { focusAfterRemoval } from '../../../ui/admin/focus'
import { useList } from '../../../ui/admin/useLoad'
import { categoryLabel, DOCUMENT_CATEGORIES } from '../categories'
import { formatSize, titleFromFileName } from '../format'
import { documentsArea } from '../area'

/**
 * The API's zod schema, loaded in its own chunk once the panel is open (the dashboard's first
 * scripts stay free of zod: docs/decisions/034). Until it has arrived the server's check answers.
 */
let schema: typeof import('../schema') | null = null
const schemaLoaded = import('../schema').then((module) => (schema = module))

/** listed 'linked': public only with the notice (or committee, fee row) that links it (docs/decisions/115). */
type Shared = { category: string; academicYear: string; validUntil: string; listed?: 'now' | 'linked' }
type Errors = Partial<Record<keyof Shared | 'title' | 'files', string>>
type Outcome = 'waiting' | 'uploading' | 'uploaded' | 'warning' | 'refused'
type Item = { key: string; file: File; title: string; outcome: Outcome; progress: number; message: string }

export const CONFIRM_DOCUMENT = 'Are you sure you want to delete this document?'


/** The zod schema of the API, run on one file's fields: field → message. */
function check(title: string, shared: Shared): Errors {
  return (schema?.documentProblems({ title, ...shared }) ?? {}) as Errors
}

function CategoryOptions() {
  return (
    <>
      <option value="">Select category</option>
      {DOCUMENT_CATEGORIES.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </>
  )
}

const OUTCOME_TEXT: Record<Outcome, string> = { waiting: 'Waiting', uploading: 'Uploading…', uploaded: 'Uploaded', warning: 'Uploaded with a warning', refused: 'Refused' }

/** Upload Documents: several PDFs at once (drag a folder's worth), each checked by the server. */
export function DocumentUploadPanel({ go }: PanelProps) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [shared, setShared, , setSavedShared] = useDraft<Shared>('documents-upload', { category: '', academicYear: '', validUntil: '' })
  const [items, setItems] = useState<Item[]>([])
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  function choose(list: FileList | null) {
    const files = Array.from(list ?? [])
    const fresh = files.map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, file, title: titleFromFileName(file.name), outcome: 'waiting' as Outcome, progress: 0, message: '' }))
    setItems((old) => [...old.filter((item) => item.outcome === 'waiting'), ...fresh])
    setErrors({})
    if (input.current) input.current.value = ''
  }

  const patch = (key: string, change: Partial<Item>) => setItems((old) => old.map((item) => (item.key === key ? { ...item, ...change } : item)))

  async function send() {
    const waiting = items.filter((item) => item.outcome === 'waiting')
    if (waiting.length === 0) return setErrors({ files: 'Please choose at least one PDF.' })
    await schemaLoaded.catch(() => null)
    const found = check(waiting[0].title || 'x', shared)
    const untitled = waiting.find((item) => !item.title.trim())
    if (untitled) found.title = `Please give ${untitled.file.name} a title.`
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    setBusy(true)
    const sent = shared
    const counts = { uploaded: 0, warning: 0, refused: 0 }
    for (const item of waiting) {
      const form = new FormData()
      form.append('title', item.title.trim())
      form.append('category', shared.category)
      form.append('academicYear', shared.academicYear.trim())
      form.append('validUntil', shared.validUntil)
      if (shared.listed === 'linked') form.append('publishAt', '')
      form.append('file', item.file, item.file.name)
      patch(item.key, { outcome: 'uploading', progress: 0 })
      try {
        const { body } = await upload<{ warnings?: string[] }>('/api/documents', form, (progress) => patch(item.key, { progress }))
        const warning = body.warnings?.[0]
        patch(item.key, { outcome: warning ? 'warning' : 'uploaded', progress: 1, message: warning ?? '' })
        counts[warning ? 'warning' : 'uploaded']++
      } catch (err) {
        if (isSessionExpired(err)) {
          patch(item.key, { outcome: 'waiting', progress: 0 })
          break
        }
        patch(item.key, { outcome: 'refused', message: reasonOf(err) })
        counts.refused++
      }
    }
    setBusy(false)
    const done = counts.uploaded + counts.warning
    // The shared fields were used: kept for the next batch, but nothing is left unsaved (no false "Leave this form?").
    if (done) setSavedShared(sent)
    if (done) notify.success(`${done} document${done === 1 ? '' : 's'} uploaded${counts.warning ? ` (${counts.warning} with a warning)` : ''}.`)
    if (counts.refused) notify.error(`${counts.refused} document${counts.refused === 1 ? ' was' : 's were'} refused: see the reason beside each.`)
  }

  const bind = (name: keyof Shared) => ({
    id: `documents-${name}`,
    value: shared[name],
    'aria-invalid': !!errors[name] || undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value
      setShared((old) => ({ ...old, [name]: value }))
      setErrors((old) => ({ ...old, [name]: undefined }))
    },
  })

  return (
    <form className="admin-card admin-form" noValidate onSubmit={(event) => (event.preventDefault(), void send())}>
      <div className="admin-grid-2">
        <Field id="documents-category" label="Category" error={errors.category}>
          <select {...bind('category')}>
            <CategoryOptions />
          </select>
        </Field>
        <Field id="documents-academicYear" label="Academic year (optional)" error={errors.academicYear}>
          <input {...bind('academicYear')} placeholder="2026-27" />
        </Field>
      </div>
      <Field id="documents-validUntil" label="Valid until (optional)" error={errors.validUntil} hint="For documents that stop applying on a date (a calendar, a fee notice).">
        <input {...bind('validUntil')} type="date" />
      </Field>
      <Field id="documents-listed" label="Show on the site" hint="A PDF for a notice that appears later: choose the second, and it is public when its notice is.">
        <select {...bind('listed')} value={shared.listed ?? 'now'}>
          <option value="now">In the library now</option>
          <option value="linked">Only with the notice that attaches it</option>
        </select>
      </Field>
      <div className="upload">
        <DropZone inputId={inputId} disabled={busy} onFiles={choose}>
          <span className="upload__label">Choose or drop PDFs</span>
          <span className="upload__hint">PDF files up to 20 MB each, several at once</span>
        </DropZone>
        <input ref={input} id={inputId} className="upload__input" type="file" accept="application/pdf,.pdf" multiple disabled={busy} onChange={(event) => choose(event.currentTarget.files)} />
        {errors.files && (
          <p className="admin-field-error" role="alert">
            {errors.files}
          </p>
        )}
        {errors.title && (
          <p className="admin-field-error" role="alert">
            {errors.title}
          </p>
        )}
      </div>
      {items.length > 0 && (
        <ul className="doc-uploads" aria-label="Chosen documents" aria-live="polite">
          {items.map((item) => (
            <li key={item.key} className="doc-upload" data-outcome={item.outcome}>
              <label className="visually-hidden" htmlFor={`doc-title-${item.key}`}>{`Title of ${item.file.name}`}</label>
              <input
                id={`doc-title-${item.key}`}
                value={item.title}
                disabled={item.outcome !== 'waiting' || busy}
                onChange={(event) => patch(item.key, { title: event.currentTarget.value })}
              />
              <span className="doc-upload__file">{`${item.file.name} · ${formatSize(item.file.size)}`}</span>
              {item.outcome === 'uploading' ? (
                item.progress >= 1 ? (
                  // Sent: the server now checks the PDF, which takes a moment on a long one.
                  <span className="doc-upload__outcome" role="status">
                    Checking the PDF…
                  </span>
                ) : (
                  <progress max={100} value={Math.round(item.progress * 100)} aria-label={`Upload progress of ${item.file.name}`} />
                )
              ) : (
                <span className="doc-upload__outcome">{OUTCOME_TEXT[item.outcome]}</span>
              )}
              {item.message && (
                <p className={item.outcome === 'refused' ? 'admin-field-error' : 'doc-upload__warning'} role={item.outcome === 'refused' ? 'alert' : undefined}>
                  {item.message}
                </p>
              )}
              {item.outcome === 'waiting' && !busy && (
                <button
                  type="button"
                  className="admin-button admin-button--ghost"
                  onClick={(event) => {
                    focusAfterRemoval(event.currentTarget)
                    setItems((old) => old.filter((other) => other.key !== item.key))
                  }}
                >
                  Remove<span className="visually-hidden"> {item.file.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="admin-actions">
        <button type="submit" className="admin-button" disabled={busy || !items.some((item) => item.outcome === 'waiting')}>
          {busy ? 'Uploading…' : 'Upload'}
        </button>
        <PanelLink go={go} to="all-documents">
          See all documents
        </PanelLink>
      </div>
    </form>
  )
}

type EditDraft = { title: string; category: string; academicYear: string; validUntil: string }

/** All Documents: the library with inline edit of title, category, year and validity, and delete. */
export function DocumentListPanel(_: PanelProps) {
  const documents = useList('/api/documents')
  const editor = useRowEditor<EditDraft, Errors>({
    draftKey: 'documents-edit',
    reload: documents.reload,
    check: (draft) => {
      const found = check(draft.title, draft)
      return Object.values(found).some(Boolean) ? found : null
    },
    save: (id, draft) => api('PUT', `/api/documents/${encodeURIComponent(id)}`, draft),
    onSaved: () => notify.success('Document updated successfully!'),
    onSaveFailed: (err) => notifyFailure(err),
    remove: {
      confirm: CONFIRM_DOCUMENT,
      names: (title) => `Delete the document '${title}'? It stays in Deleted Items for 30 days.`,
      call: (id) => api('DELETE', `/api/documents/${encodeURIComponent(id)}`),
      onRemoved: () => notify.success('Document deleted successfully'),
      onFailed: (err) => notifyFailure(err),
    },
  })
  return (
    <EditableTable
      state={documents}
      errorText="Could not load the documents."
      emptyText="No documents yet."
      label="Documents"
      editor={editor}
      translated={documentsArea}
      versions={documentsArea}
      editFormClass="admin-inline-form admin-form"
      editFields={(document, draft) => {
        const problem = editor.problem ?? {}
        const bind = (name: keyof EditDraft) => ({
          id: `document-${document._id}-${name}`,
          value: draft[name],
          'aria-invalid': !!problem[name] || undefined,
          onChange: (event: { currentTarget: { value: string } }) => editor.change({ ...draft, [name]: event.currentTarget.value }),
        })
        return (
          <>
            <Field id={`document-${document._id}-title`} label="Title" error={problem.title}>
              <input {...bind('title')} />
            </Field>
            <div className="admin-grid-2">
              <Field id={`document-${document._id}-category`} label="Category" error={problem.category}>
                <select {...bind('category')}>
                  <CategoryOptions />
                </select>
              </Field>
              <Field id={`document-${document._id}-academicYear`} label="Academic year" error={problem.academicYear}>
                <input {...bind('academicYear')} />
              </Field>
            </div>
            <Field id={`document-${document._id}-validUntil`} label="Valid until" error={problem.validUntil}>
              <input {...bind('validUntil')} type="date" />
            </Field>
          </>
        )
      }}
      columns={[
        {
          heading: 'Title',
          className: 'admin-table__title',
          cell: (document) => (
            <>
              {document.title}
              {/* public only with the notice (or committee, fee row) that links it (docs/decisions/115) */}
              {document.publishAt === null && <span className="admin-badge">With its notice only</span>}
            </>
          ),
        },
        { heading: 'Category', className: 'admin-table__nowrap', cell: (document) => categoryLabel(document.category) },
        { heading: 'Year', className: 'admin-table__nowrap', cell: (document) => document.academicYear },
        { heading: 'Valid until', className: 'admin-table__nowrap', cell: (document) => document.validUntil ?? '' },
        {
          heading: 'File',
          cell: (document) => (
            <>
              <a href={document.url} target="_blank" rel="noopener">{`PDF, ${formatSize(document.sizeBytes)}, ${document.pages} p.`}</a>
              {!document.hasText && <small className="doc-upload__warning"> Scan: not readable by screen readers</small>}
            </>
          ),
        },
      ]}
      nameOf={(document) => document.title}
      onEdit={(document) =>
        editor.start(document._id, { title: document.title, category: document.category, academicYear: document.academicYear, validUntil: document.validUntil ?? '' })
      }
    />
  )
}
