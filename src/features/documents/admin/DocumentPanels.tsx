import { useId, useRef, useState } from 'react'
import { notifyFailure, reasonOf } from '../../../ui/admin/failure'
import { api, isSessionExpired, upload } from '../../../ui/admin/api'
import { withRevision } from '../../../ui/admin/RowDraft'
import { formatPanelDateTime, isoToLocal, localToIso } from '../../../ui/admin/dates'
import { usePanelText } from '../../../ui/admin/panel-text'
import { Field, type PanelProps, PanelLink } from '../../../ui/admin/kit'
import { DropZone } from '../../../ui/admin/DropZone'
import { EditableTable, useRowEditor } from '../../../ui/admin/rows'
import { useDraft } from '../../../ui/admin/session'
import { notify } from '../../../ui/admin/toasts'
import { focusAfterRemoval } from '../../../ui/admin/focus'
import { useList } from '../../../ui/admin/useLoad'
import { categoryLabel, DOCUMENT_CATEGORIES, type DocumentCategory } from '../categories'
import { formatSize, titleFromFileName } from '../format'
import { documentsArea } from '../area'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { useInPanelLanguage } from '../../../ui/field-hindi'
import { textLang } from '../../../ui/text-lang'
import { documentsText } from './text'
import { PUBLISH_NOW } from '../publish-time'
import { FILE_LANGUAGES } from '../../../content/file-language'

/**
 * The API's zod schema, loaded in its own chunk once the panel is open (the dashboard's first
 * scripts stay free of zod: docs/decisions/034). Until it has arrived the server's check answers.
 */
let schema: typeof import('../schema') | null = null
const schemaLoaded = import('../schema').then((module) => (schema = module))

/** listed 'linked': public only with the notice (or committee, fee row) that links it (docs/decisions/115). */
/**
 * When a document is public on its own (docs/decisions/286): from now, only with what links it
 * (a notice, a committee, a fee row), or from a date and time staff choose (`publishAt`, the
 * browser's datetime-local text).
 */
type Listed = 'now' | 'linked' | 'later'
type Shared = { category: string; academicYear: string; validUntil: string; listed?: Listed; publishAt?: string; fileLanguage?: string }
type Errors = Partial<Record<keyof Shared | 'title' | 'files', string>>
type Outcome = 'waiting' | 'uploading' | 'uploaded' | 'warning' | 'refused'
type Item = { key: string; file: File; title: string; outcome: Outcome; progress: number; message: string }



/** The zod schema of the API, run on one file's fields (the time as the API takes it): field → message; a later time must be given. */
function check(title: string, shared: Shared, time: { missing: string; past: string }): Errors {
  const { listed, publishAt, ...fields } = shared
  const found = (schema?.documentProblems({ title, ...fields, ...(listed === 'later' ? { publishAt: localToIso(publishAt ?? '') } : {}) }) ?? {}) as Errors
  const later = listed === 'later' ? localToIso(publishAt ?? '') : null
  // a time gone by is "now" (with its time moved back): said, not saved
  if (later === '') found.publishAt = time.missing
  else if (later && Date.parse(later) <= Date.now()) found.publishAt = time.past
  return found
}

/**
 * What the form sends for `publishAt`: '' only with what links it; the chosen time; for "now",
 * "now" (the server's time, publish-time.ts) where the document is not public yet (scheduled, or only with its notice),
 * else nothing (an upload is public from then, a public document keeps its own time).
 */
function publishAtOf(listed: Listed | undefined, local: string | undefined, notPublicYet: boolean): string | undefined {
  if (listed === 'linked') return ''
  if (listed === 'later') return localToIso(local ?? '')
  return notPublicYet ? PUBLISH_NOW : undefined
}

/** The choice of when, and the time when later: shared by the upload and the edit forms. */
function WhenOnSite({ id, listed, publishAt, error, onChange }: { id: string; listed: Listed | undefined; publishAt: string | undefined; error?: string | undefined; onChange: (change: { listed?: Listed; publishAt?: string }) => void }) {
  const t = usePanelCatalogue(documentsText)
  const said = useInPanelLanguage()
  return (
    <>
      <Field id={`${id}-listed`} label={t.showOnSite} hint={t.showOnSiteHint}>
        <select id={`${id}-listed`} value={listed ?? 'now'} onChange={(event) => onChange({ listed: event.currentTarget.value as Listed })}>
          <option value="now">{t.inLibrary}</option>
          <option value="later">{t.fromTime}</option>
          <option value="linked">{t.withNotice}</option>
        </select>
      </Field>
      {listed === 'later' && (
        <Field id={`${id}-publishAt`} label={t.publishAt} hint={t.publishAtHint} error={said(error)}>
          <input id={`${id}-publishAt`} type="datetime-local" value={publishAt ?? ''} aria-invalid={!!error || undefined} onChange={(event) => onChange({ publishAt: event.currentTarget.value })} />
        </Field>
      )}
    </>
  )
}

function CategoryOptions() {
  const t = usePanelCatalogue(documentsText)
  return (
    <>
      <option value="">{t.selectCategory}</option>
      {DOCUMENT_CATEGORIES.map((c) => (
        <option key={c.value} value={c.value}>
          {t.categories[c.value]}
        </option>
      ))}
    </>
  )
}

/** The file's language to choose; the empty choice reads it from the file (an upload) or says it is not known (an edit). */
function FileLanguageOptions({ empty }: { empty: 'read' | 'unknown' }) {
  const t = usePanelCatalogue(documentsText).fileLanguages
  return (
    <>
      <option value="">{t[empty]}</option>
      {FILE_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t[language]}
        </option>
      ))}
    </>
  )
}

/** Upload Documents: several PDFs at once (drag a folder's worth), each checked by the server. */
export function DocumentUploadPanel({ go }: PanelProps) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [shared, setShared, , setSavedShared] = useDraft<Shared>('documents-upload', { category: '', academicYear: '', validUntil: '' })
  const [items, setItems] = useState<Item[]>([])
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const t = usePanelCatalogue(documentsText)
  const said = useInPanelLanguage()

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
    if (waiting.length === 0) return setErrors({ files: t.choosePdf })
    await schemaLoaded.catch(() => null)
    const found = check(waiting[0].title || 'x', shared, { missing: t.choosePublishAt, past: t.publishAtPast })
    const untitled = waiting.find((item) => !item.title.trim())
    if (untitled) found.title = t.giveTitle(untitled.file.name)
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
      const publishAt = publishAtOf(shared.listed, shared.publishAt, false)
      if (publishAt !== undefined) form.append('publishAt', publishAt)
      // none chosen: the server reads it from the file's text layer
      if (shared.fileLanguage) form.append('fileLanguage', shared.fileLanguage)
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
    if (done) notify.success(t.uploadedCount(done, counts.warning))
    if (counts.refused) notify.error(t.refusedCount(counts.refused))
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
        <Field id="documents-category" label={t.category} error={said(errors.category)}>
          <select {...bind('category')}>
            <CategoryOptions />
          </select>
        </Field>
        <Field id="documents-academicYear" label={t.academicYearOptional} error={said(errors.academicYear)}>
          <input {...bind('academicYear')} placeholder="2026-27" />
        </Field>
      </div>
      <Field id="documents-validUntil" label={t.validUntilOptional} error={said(errors.validUntil)} hint={t.validUntilHint}>
        <input {...bind('validUntil')} type="date" />
      </Field>
      <Field id="documents-fileLanguage" label={t.fileLanguage} error={said(errors.fileLanguage)} hint={t.fileLanguageHint}>
        <select {...bind('fileLanguage')} value={shared.fileLanguage ?? ''}>
          <FileLanguageOptions empty="read" />
        </select>
      </Field>
      <WhenOnSite
        id="documents"
        listed={shared.listed}
        publishAt={shared.publishAt}
        error={errors.publishAt}
        onChange={(change) => {
          setShared((old) => ({ ...old, ...change }))
          setErrors((old) => ({ ...old, publishAt: undefined }))
        }}
      />
      <div className="upload">
        <DropZone inputId={inputId} disabled={busy} onFiles={choose}>
          <span className="upload__label">{t.chooseOrDrop}</span>
          <span className="upload__hint">{t.dropHint}</span>
        </DropZone>
        <input ref={input} id={inputId} className="upload__input" type="file" accept="application/pdf,.pdf" multiple disabled={busy} onChange={(event) => choose(event.currentTarget.files)} />
        {errors.files && (
          <p className="admin-field-error" role="alert">
            {said(errors.files)}
          </p>
        )}
        {errors.title && (
          <p className="admin-field-error" role="alert">
            {said(errors.title)}
          </p>
        )}
      </div>
      {items.length > 0 && (
        <ul className="doc-uploads" aria-label={t.chosen} aria-live="polite">
          {items.map((item) => (
            <li key={item.key} className="doc-upload" data-outcome={item.outcome}>
              <label className="visually-hidden" htmlFor={`doc-title-${item.key}`}>{t.titleOf(item.file.name)}</label>
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
                    {t.checking}
                  </span>
                ) : (
                  <progress max={100} value={Math.round(item.progress * 100)} aria-label={t.progressOf(item.file.name)} />
                )
              ) : (
                <span className="doc-upload__outcome">{t.outcomes[item.outcome]}</span>
              )}
              {item.message && (
                <p className={item.outcome === 'refused' ? 'admin-field-error' : 'doc-upload__warning'} role={item.outcome === 'refused' ? 'alert' : undefined}>
                  {said(item.message)}
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
                  {t.remove}<span className="visually-hidden"> {item.file.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="admin-actions">
        <button type="submit" className="admin-button" disabled={busy || !items.some((item) => item.outcome === 'waiting')}>
          {busy ? t.uploading : t.upload}
        </button>
        <PanelLink go={go} to="all-documents">
          {t.seeAll}
        </PanelLink>
      </div>
    </form>
  )
}

type EditDraft = { title: string; category: string; academicYear: string; validUntil: string; listed: Listed; publishAt: string; fileLanguage: string }

/** When an edited document is public on its own, as its form's choice. */
function listedOf(publishAt: string | null): Listed {
  if (publishAt === null) return 'linked'
  return Date.parse(publishAt) > Date.now() ? 'later' : 'now'
}

/** All Documents: the library with inline edit of title, category, year and validity, and delete. */
export function DocumentListPanel(_: PanelProps) {
  const documents = useList('/api/documents')
  const t = usePanelCatalogue(documentsText)
  const { lang } = usePanelText()
  const said = useInPanelLanguage()
  const editor = useRowEditor<EditDraft, Errors>({
    draftKey: 'documents-edit',
    reload: documents.reload,
    check: (draft) => {
      const found = check(draft.title, draft, { missing: t.choosePublishAt, past: t.publishAtPast })
      return Object.values(found).some(Boolean) ? found : null
    },
    // refused when another saved the document since it was opened (docs/decisions/283)
    save: (id, { listed, publishAt, ...draft }, _asDraft, revision) => {
      // a document public already stays public from when it was (its time is not moved to now)
      const before = documents.data?.find((document) => document._id === id)
      const when = publishAtOf(listed, publishAt, before !== undefined && listedOf(before.publishAt) !== 'now')
      return api('PUT', `/api/documents/${encodeURIComponent(id)}`, withRevision({ ...draft, ...(when === undefined ? {} : { publishAt: when }) }, revision))
    },
    onSaved: () => notify.success(t.updated),
    onSaveFailed: (err) => notifyFailure(err),
    remove: {
      confirm: t.confirmDelete,
      names: t.deleteNamed,
      call: (id) => api('DELETE', `/api/documents/${encodeURIComponent(id)}`),
      onRemoved: () => notify.success(t.deleted),
      onFailed: (err) => notifyFailure(err),
    },
  })
  return (
    <EditableTable
      state={documents}
      errorText={t.loadFailed}
      emptyText={t.empty}
      label={t.documents}
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
            <Field id={`document-${document._id}-title`} label={t.title} error={said(problem.title)}>
              <input {...bind('title')} />
            </Field>
            <div className="admin-grid-2">
              <Field id={`document-${document._id}-category`} label={t.category} error={said(problem.category)}>
                <select {...bind('category')}>
                  <CategoryOptions />
                </select>
              </Field>
              <Field id={`document-${document._id}-academicYear`} label={t.academicYear} error={said(problem.academicYear)}>
                <input {...bind('academicYear')} />
              </Field>
            </div>
            <Field id={`document-${document._id}-validUntil`} label={t.validUntil} error={said(problem.validUntil)}>
              <input {...bind('validUntil')} type="date" />
            </Field>
            <Field id={`document-${document._id}-fileLanguage`} label={t.fileLanguage} error={said(problem.fileLanguage)} hint={t.fileLanguageHint}>
              <select {...bind('fileLanguage')}>
                <FileLanguageOptions empty="unknown" />
              </select>
            </Field>
            <WhenOnSite id={`document-${document._id}`} listed={draft.listed} publishAt={draft.publishAt} error={problem.publishAt} onChange={(change) => editor.change({ ...draft, ...change })} />
          </>
        )
      }}
      columns={[
        {
          heading: t.title,
          className: 'admin-table__title',
          cell: (document) => (
            <>
              <span lang={textLang(document.title)}>{document.title}</span>
              {/* public only with the notice (or committee, fee row) that links it (docs/decisions/115) */}
              {document.publishAt === null && <span className="admin-badge">{t.withNoticeOnly}</span>}
              {/* not public yet: from the time chosen (docs/decisions/286) */}
              {listedOf(document.publishAt) === 'later' && <span className="admin-badge">{t.scheduledFor(formatPanelDateTime(document.publishAt, lang))}</span>}
            </>
          ),
        },
        { heading: t.category, className: 'admin-table__nowrap', cell: (document) => t.categories[document.category as DocumentCategory] ?? categoryLabel(document.category) },
        { heading: t.year, className: 'admin-table__nowrap', cell: (document) => document.academicYear },
        { heading: t.validUntil, className: 'admin-table__nowrap', cell: (document) => document.validUntil ?? '' },
        {
          heading: t.file,
          cell: (document) => (
            <>
              <a href={document.url} target="_blank" rel="noopener">{t.pdf(formatSize(document.sizeBytes), document.pages)}</a>
              {document.fileLanguage && <small>{` · ${t.fileLanguageOf[document.fileLanguage]}`}</small>}
              {!document.hasText && <small className="doc-upload__warning">{t.scan}</small>}
            </>
          ),
        },
      ]}
      nameOf={(document) => document.title}
      onEdit={(document) =>
        editor.start(
          document._id,
          { title: document.title, category: document.category, academicYear: document.academicYear, validUntil: document.validUntil ?? '', listed: listedOf(document.publishAt), publishAt: listedOf(document.publishAt) === 'later' ? isoToLocal(document.publishAt) : '', fileLanguage: document.fileLanguage ?? '' },
          document.revision,
        )
      }
    />
  )
}
