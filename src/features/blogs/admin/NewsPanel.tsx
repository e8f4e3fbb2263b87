import { useState } from 'react'
import { isSafeLink, LINK_RULE } from '../../../ui/links'
import { api } from '../../../ui/admin/api'
import { AddFormActions, problemsOrNull, useSubmit } from '../../../ui/admin/forms'
import { ImagePicker } from '../../../ui/admin/ImagePicker'
import { thumbnailUrl } from '../../../ui/admin/images'
import { CONFIRM, Field, type PanelProps } from '../../../ui/admin/kit'
import { EditableTable, useRowEditor } from '../../../ui/admin/rows'
import { useDraft } from '../../../ui/admin/session'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { usePagedList } from '../../../ui/admin/usePaged'
import { useList } from '../../../ui/admin/useLoad'
import type { BlogAnswer } from '../api'
import { noticeState } from '../notice'
import { formatSize } from '../../documents/format'
import type { LibraryDocument } from '../../documents/schema'

/** A news item as the API answers it: `image` is `uploads/Blogs/<file>`, `imageName` the file. */
export type NewsItem = BlogAnswer

type NewsDraft = {
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
type NewsErrors = Partial<Record<keyof NewsDraft | 'image', string>>

/** The admin form offers these two (spec §3); the stored value is the lower-case one. */
export const NEWS_CATEGORIES = [
  { value: 'news', label: 'News' },
  { value: 'admission news', label: 'Admission News' },
] as const

const EMPTY: NewsDraft = { title: '', description: '', date: '', category: '', linkTitle: '', link: '', publishAt: '', expireAt: '', pinned: false, attachmentId: '' }

/** datetime-local text ("2026-12-01T10:00", the browser's time) → ISO with its zone, '' for none. */
export function localToIso(local: string): string {
  if (!local) return ''
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString()
}

/** ISO → datetime-local text in the browser's time. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

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

function newsForm(draft: NewsDraft, image: File | null): FormData {
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
function NewsFields({ idPrefix, draft, errors, onChange }: { idPrefix: string; draft: NewsDraft; errors: NewsErrors; onChange: (name: keyof NewsDraft, value: string | boolean) => void }) {
  const documents = useList('/api/documents')
  const bind = (name: Exclude<keyof NewsDraft, 'pinned'>) => ({
    id: `${idPrefix}-${name}`,
    value: draft[name],
    'aria-invalid': !!errors[name] || undefined,
    onChange: (event: { currentTarget: { value: string } }) => onChange(name, event.currentTarget.value),
  })
  return (
    <>
      <Field id={`${idPrefix}-title`} label="Title" error={errors.title}>
        <input {...bind('title')} />
      </Field>
      <Field id={`${idPrefix}-description`} label="Description" error={errors.description} hint="Start a line with ** to show it as a bullet point, e.g. **Last date: 15 December">
        <textarea {...bind('description')} rows={6} />
      </Field>
      <div className="admin-grid-2">
        <Field id={`${idPrefix}-date`} label="Date" error={errors.date}>
          <input {...bind('date')} type="date" />
        </Field>
        <Field id={`${idPrefix}-category`} label="Category" error={errors.category}>
          <select {...bind('category')}>
            <option value="">Select category</option>
            {NEWS_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="admin-grid-2">
        <Field id={`${idPrefix}-linkTitle`} label="Link title (optional)">
          <input {...bind('linkTitle')} placeholder="View" />
        </Field>
        <Field id={`${idPrefix}-link`} label="Link (optional)" error={errors.link}>
          <input {...bind('link')} type="text" inputMode="url" placeholder="https://… or /addmissionForm" />
        </Field>
      </div>
      <Field id={`${idPrefix}-attachmentId`} label="PDF attachment (optional)" hint="A PDF of the documents library: upload it under Upload Documents first.">
        <select {...bind('attachmentId')}>
          <option value="">None</option>
          {(documents.data ?? []).map((d) => (
            <option key={d._id} value={d._id}>
              {`${d.title} (${formatSize(d.sizeBytes)})`}
            </option>
          ))}
        </select>
      </Field>
      <div className="admin-grid-2">
        <Field id={`${idPrefix}-publishAt`} label="Publish at (optional)" hint="Hidden from the public until then." error={errors.publishAt}>
          <input {...bind('publishAt')} type="datetime-local" />
        </Field>
        <Field id={`${idPrefix}-expireAt`} label="Expire at (optional)" hint="Leaves the news columns then; its page stays, marked expired." error={errors.expireAt}>
          <input {...bind('expireAt')} type="datetime-local" />
        </Field>
      </div>
      <label className="admin-check" htmlFor={`${idPrefix}-pinned`}>
        <input id={`${idPrefix}-pinned`} type="checkbox" checked={draft.pinned} onChange={(event) => onChange('pinned', event.currentTarget.checked)} />
        Pin to the top of its column
      </label>
    </>
  )
}

/** Scheduled / Expired / Pinned / PDF beside a notice's title (the browser's clock decides). */
function NoticeBadges({ blog }: { blog: NewsItem }) {
  const state = noticeState(blog, Date.now())
  return (
    <span className="admin-badges">
      {state === 'scheduled' && <span className="admin-badge admin-badge--scheduled">{`Scheduled for ${new Date(blog.publishAt!).toLocaleString('en-IN')}`}</span>}
      {state === 'expired' && <span className="admin-badge admin-badge--expired">Expired</span>}
      {blog.pinned && <span className="admin-badge">Pinned</span>}
      {blog.attachment && <span className="admin-badge">PDF</span>}
    </span>
  )
}

/** Add News Data. */
export function NewsFormPanel({ go }: PanelProps) {
  const [draft, setDraft] = useDraft<NewsDraft>('news-add', EMPTY)
  const [image, setImage] = useState<File | null>(null)
  const form = useSubmit<NewsErrors>({
    check: () => problemsOrNull(checkNews(draft, !!image)),
    send: async () => {
      await api('POST', '/api/blogs/createBlog', newsForm(draft, image))
      notify.success('News added successfully!')
      setDraft(EMPTY)
      setImage(null)
    },
    onFailed: (err) => {
      console.error('Adding news failed:', err)
      notify.error('Failed to add news. Check console.')
    },
  })
  const errors = form.problem ?? {}
  const clearError = (name: keyof NewsErrors) => form.setProblem((old) => old && { ...old, [name]: undefined })

  return (
    <form className="admin-card admin-form" onSubmit={form.submit} noValidate>
      <NewsFields
        idPrefix="news-add"
        draft={draft}
        errors={errors}
        onChange={(name, value) => {
          setDraft((old) => ({ ...old, [name]: value }))
          clearError(name)
        }}
      />
      <Field id="news-add-image" label="Image" error={errors.image}>
        <ImagePicker
          id="news-add-image"
          file={image}
          invalid={!!errors.image}
          onChange={(file) => {
            setImage(file)
            clearError('image')
          }}
        />
      </Field>
      <AddFormActions busy={form.busy} text="Add News" go={go} listPanel="all-news" listText="See all news" problem={form.problem} />
    </form>
  )
}

function categoryLabel(value: string): string {
  return NEWS_CATEGORIES.find((c) => c.value === value.trim().toLowerCase())?.label ?? value
}

/** All News: the table with inline edit (image replace included) and delete. */
export function NewsTablePanel(_: PanelProps) {
  const paged = usePagedList('/api/blogs/admin/page', 25, { search: true })
  const blogs = { ...paged.state, reload: paged.reload }
  const [image, setImage] = useState<File | null>(null)
  const editor = useRowEditor<NewsDraft, NewsErrors>({
    draftKey: 'news-edit',
    reload: blogs.reload,
    // The image is optional on update: the stored one stays unless a new one is chosen.
    check: (draft) => problemsOrNull(checkNews(draft, true)),
    save: (id, draft) => api('PUT', `/api/blogs/updateBlog/${encodeURIComponent(id)}`, newsForm(draft, image)),
    onSaved: (body) => {
      setImage(null)
      notify.success(answerMessage(body, 'News updated successfully!'))
    },
    onSaveFailed: () => notify.error('Failed to update blog.'),
    remove: {
      confirm: CONFIRM.blog,
      names: (title) => `Delete the news item '${title}'?`,
      call: (id) => api('DELETE', `/api/blogs/deleteBlog/${encodeURIComponent(id)}`),
      onRemoved: (body) => notify.success(answerMessage(body, 'Blog deleted successfully')),
      onFailed: () => notify.error('Failed to delete blog.'),
    },
  })

  function startEdit(blog: NewsItem) {
    setImage(null)
    editor.start(blog._id, {
      title: blog.title,
      description: blog.description,
      date: blog.date?.slice(0, 10) ?? '',
      category: blog.category?.trim().toLowerCase() ?? '',
      linkTitle: blog.linkTitle ?? '',
      link: blog.link ?? '',
      publishAt: isoToLocal(blog.publishAt),
      expireAt: isoToLocal(blog.expireAt),
      pinned: blog.pinned,
      attachmentId: blog.attachmentId ?? '',
    })
  }

  return (
    <>
      {paged.bar}
      <EditableTable
        state={blogs}
        errorText="Failed to load blogs."
        emptyText="No blogs found."
        label="News"
        editor={editor}
        editFormClass="admin-inline-form admin-form"
        editFields={(blog, draft) => (
          <>
            <NewsFields idPrefix={`news-${blog._id}`} draft={draft} errors={editor.problem ?? {}} onChange={(name, value) => editor.change({ ...draft, [name]: value })} />
            <Field id={`news-${blog._id}-image`} label="Replace image (optional)">
              <ImagePicker id={`news-${blog._id}-image`} file={image} onChange={setImage} currentUrl={thumbnailUrl('Blogs', blog.imageName, blog.imageMeta)} />
            </Field>
          </>
        )}
        columns={[
          {
            heading: 'Image',
            cell: (blog) => blog.imageName && <img className="admin-table__thumb" src={thumbnailUrl('Blogs', blog.imageName, blog.imageMeta)} alt="" width={72} height={48} loading="lazy" />,
          },
          {
            heading: 'Title',
            className: 'admin-table__title',
            cell: (blog) => (
              <>
                {blog.title}
                <NoticeBadges blog={blog} />
              </>
            ),
          },
          { heading: 'Date', className: 'admin-table__nowrap', cell: (blog) => blog.date },
          { heading: 'Category', className: 'admin-table__nowrap', cell: (blog) => categoryLabel(blog.category) },
          { heading: 'Description', className: 'admin-table__long', cell: (blog) => (blog.description.length > 140 ? blog.description.slice(0, 140) + '…' : blog.description) },
          {
            heading: 'Link',
            cell: (blog) =>
              blog.link ? (
                <a href={blog.link} target="_blank" rel="noopener noreferrer">
                  {blog.linkTitle || 'View'}
                </a>
              ) : null,
          },
        ]}
        nameOf={(blog) => blog.title}
        onEdit={startEdit}
      />
    </>
  )
}
