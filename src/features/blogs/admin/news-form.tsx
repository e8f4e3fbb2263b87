import { scriptLang } from '../../../content/lang'
import { isSafeLink, LINK_RULE } from '../../../ui/links'
import { Field } from '../../../ui/admin/kit'
import { inPanelLanguage } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { useList } from '../../../ui/admin/useLoad'
import { isoToLocal, localToIso } from '../../../ui/admin/dates'
import { formatSize } from '../../documents/format'
import { AttachPdf } from './AttachPdf'
import { NewsTextBox } from './NewsTextBox'
import { newsText } from './text'

/** The news form: its draft, its checks, what it sends, and its inputs (the add form and a table row in edit mode). */
export type NewsDraft = {
  title: string
  description: string
  date: string
  category: string
  linkTitle: string
  link: string
  /** Notices (issue #15): datetime-local text in the browser's time, '' for none */
  publishAt: string
  expireAt: string
  pinned: boolean
  attachmentId: string
}
export type NewsErrors = Partial<Record<keyof NewsDraft | 'image', string>>

/** The admin form offers these two (spec §3); the stored value is the lower-case one. */
export const NEWS_CATEGORIES = [
  { value: 'news', label: 'News' },
  { value: 'admission news', label: 'Admission News' },
] as const

export const EMPTY_NEWS_DRAFT: NewsDraft = { title: '', description: '', date: '', category: '', linkTitle: '', link: '', publishAt: '', expireAt: '', pinned: false, attachmentId: '' }

export function checkNews(draft: NewsDraft, hasImage: boolean): NewsErrors {
  const errors: NewsErrors = {}
  if (!draft.title.trim()) errors.title = 'Title is required'
  if (!draft.description.trim()) errors.description = 'Description is required'
  if (!hasImage) errors.image = 'Image is required'
  if (!draft.date) errors.date = 'Date is required'
  if (!NEWS_CATEGORIES.some((c) => c.value === draft.category.toLowerCase())) errors.category = 'Category is required'
  if (draft.link.trim() && !isSafeLink(draft.link.trim())) errors.link = `Link ${LINK_RULE}`
  if (draft.publishAt && draft.expireAt && localToIso(draft.expireAt) <= localToIso(draft.publishAt)) errors.expireAt = 'Expire at must be later than Publish at'
  return errors
}

/** A notice's fields as the API answers them (times as ISO, a flag kept as 1 in a change as true). */
type NoticeFields = { title: string; description: string; date?: string | null; category?: string | null; linkTitle?: string | null; link?: string | null; publishAt: string | null; expireAt: string | null; pinned?: unknown; attachmentId?: string | null }

/** What a notice's edit opens with: its fields as the form holds them (a day, datetime-local text, a lower-case category). */
export function newsDraftOf(notice: NoticeFields): NewsDraft {
  return {
    title: notice.title,
    description: notice.description,
    date: notice.date?.slice(0, 10) ?? '',
    category: notice.category?.trim().toLowerCase() ?? '',
    linkTitle: notice.linkTitle ?? '',
    link: notice.link ?? '',
    publishAt: isoToLocal(notice.publishAt),
    expireAt: isoToLocal(notice.expireAt),
    pinned: !!notice.pinned,
    attachmentId: notice.attachmentId ?? '',
  }
}

export function newsForm(draft: NewsDraft, image: File | null): FormData {
  const form = new FormData()
  form.append('title', draft.title.trim())
  form.append('description', draft.description)
  form.append('date', draft.date)
  form.append('category', draft.category)
  form.append('linkTitle', draft.linkTitle.trim())
  form.append('link', draft.link.trim())
  form.append('publishAt', localToIso(draft.publishAt))
  form.append('expireAt', localToIso(draft.expireAt))
  form.append('pinned', draft.pinned ? 'true' : 'false')
  form.append('attachmentId', draft.attachmentId)
  if (image) form.append('image', image, image.name)
  return form
}

/** The news inputs, shared by the add form and a table row in edit mode. */
export function NewsFields({ idPrefix, draft, errors, onChange }: { idPrefix: string; draft: NewsDraft; errors: NewsErrors; onChange: (name: keyof NewsDraft, value: string | boolean) => void }) {
  const documents = useList('/api/documents')
  const { lang } = usePanelText()
  const t = newsText[lang]
  const f = t.fields
  // the checks' messages are the API's (English, its contract): shown in the panel's language
  const shown = Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, message && inPanelLanguage(message, lang)])) as NewsErrors
  const bind = (name: Exclude<keyof NewsDraft, 'pinned'>) => ({
    id: `${idPrefix}-${name}`,
    value: draft[name],
    'aria-invalid': !!errors[name] || undefined,
    onChange: (event: { currentTarget: { value: string } }) => onChange(name, event.currentTarget.value),
  })
  return (
    <>
      <Field id={`${idPrefix}-title`} label={f.title} error={shown.title}>
        <input {...bind('title')} required />
      </Field>
      <Field id={`${idPrefix}-description`} label={f.description} error={shown.description} hint={f.descriptionHint}>
        <NewsTextBox id={`${idPrefix}-description`} value={draft.description} aria-invalid={!!errors.description || undefined} onText={(text) => onChange('description', text)} rows={6} required />
      </Field>
      <div className="admin-grid-2">
        <Field id={`${idPrefix}-date`} label={f.date} error={shown.date}>
          <input {...bind('date')} type="date" required />
        </Field>
        <Field id={`${idPrefix}-category`} label={f.category} error={shown.category}>
          <select {...bind('category')} required>
            <option value="">{f.selectCategory}</option>
            {NEWS_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {t.categories[c.value]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="admin-grid-2">
        <Field id={`${idPrefix}-linkTitle`} label={f.linkTitle}>
          <input {...bind('linkTitle')} placeholder={f.linkTitlePlaceholder} />
        </Field>
        <Field id={`${idPrefix}-link`} label={f.link} error={shown.link}>
          <input {...bind('link')} type="text" inputMode="url" placeholder={f.linkPlaceholder} />
        </Field>
      </div>
      <Field
        id={`${idPrefix}-attachmentId`}
        label={f.attachment}
        hint={f.attachmentHint}
        error={documents.status === 'error' ? f.libraryFailed(inPanelLanguage(documents.error, lang)) : undefined}
      >
        <select {...bind('attachmentId')}>
          <option value="">{f.none}</option>
          {(documents.data ?? []).map((d) => (
            <option key={d._id} value={d._id} lang={scriptLang(d.title)}>
              {`${d.title} (${formatSize(d.sizeBytes)})`}
            </option>
          ))}
        </select>
      </Field>
      <AttachPdf
        idPrefix={idPrefix}
        onAttached={(document) => {
          void documents.reload()
          onChange('attachmentId', document._id)
        }}
      />
      <div className="admin-grid-2">
        <Field id={`${idPrefix}-publishAt`} label={f.publishAt} hint={f.publishAtHint} error={shown.publishAt}>
          <input {...bind('publishAt')} type="datetime-local" />
        </Field>
        <Field id={`${idPrefix}-expireAt`} label={f.expireAt} hint={f.expireAtHint} error={shown.expireAt}>
          <input {...bind('expireAt')} type="datetime-local" />
        </Field>
      </div>
      <label className="admin-check" htmlFor={`${idPrefix}-pinned`}>
        <input id={`${idPrefix}-pinned`} type="checkbox" checked={draft.pinned} onChange={(event) => onChange('pinned', event.currentTarget.checked)} />
        {f.pinned}
      </label>
    </>
  )
}
