import { useRef, useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api } from '../../../ui/admin/api'
import { formatIndianDate, formatIndianDateTime } from '../../../ui/admin/dates'
import { AddFormActions, problemsOrNull, useSubmit } from '../../../ui/admin/forms'
import { ImagePicker } from '../../../ui/admin/ImagePicker'
import { thumbnailUrl } from '../../../ui/admin/images'
import { CONFIRM, Field, type PanelProps } from '../../../ui/admin/kit'
import { EditableTable, useRowEditor } from '../../../ui/admin/rows'
import { useDraft } from '../../../ui/admin/session'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { usePagedList } from '../../../ui/admin/usePaged'
import type { BlogAnswer } from '../api'
import { NEWS_DELETED, noticeState } from '../notice'
import { newsArea } from '../area'
import { TakeOffSite } from './TakeOffSite'
import { checkNews, EMPTY_NEWS_DRAFT, isoToLocal, newsForm, NewsFields, NEWS_CATEGORIES, type NewsDraft, type NewsErrors } from './news-form'

/** A news item as the API answers it: `image` is `uploads/Blogs/<file>`, `imageName` the file. */
export type NewsItem = BlogAnswer

/** A notice as the staff table has it: a draft names its writer for an Administrator. */
type NewsRow = NewsItem & { draftByName?: string | null }

/** Scheduled / Expired / Pinned / PDF beside a notice's title (the browser's clock decides). */
function NoticeBadges({ blog }: { blog: NewsRow }) {
  const state = noticeState(blog, Date.now())
  return (
    <span className="admin-badges">
      {blog.draftBy && <span className="admin-badge admin-badge--scheduled">{blog.draftByName ? `Draft by ${blog.draftByName}: not on the site` : 'Draft: not on the site'}</span>}
      {state === 'scheduled' && <span className="admin-badge admin-badge--scheduled">{`Scheduled for ${formatIndianDateTime(blog.publishAt)}`}</span>}
      {state === 'expired' && <span className="admin-badge admin-badge--expired">Expired</span>}
      {blog.pinned && <span className="admin-badge">Pinned</span>}
      {blog.attachment && <span className="admin-badge">PDF</span>}
    </span>
  )
}

/** A draft's or a scheduled notice's preview as the public page (pages/preview/news), in each language, and a draft's Publish. */
function PreviewAndPublish({ blog, reload }: { blog: NewsRow; reload: () => void }) {
  const [busy, setBusy] = useState(false)
  if (!blog.draftBy && noticeState(blog, Date.now()) !== 'scheduled') return null
  const id = encodeURIComponent(blog._id)
  async function publish() {
    setBusy(true)
    try {
      const body = await api('POST', `/api/blogs/publishDraft/${id}`)
      notify.success(answerMessage(body, 'Draft published: it is on the site now.'))
      reload()
    } catch (err) {
      notifyFailure(err, 'Failed to publish the draft.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <span className="admin-badges">
      <a className="admin-button admin-button--ghost admin-button--small" href={`/preview/news/${id}`} target="_blank" rel="noopener" aria-label={`Preview: ${blog.title}`}>
        Preview
      </a>
      <a className="admin-button admin-button--ghost admin-button--small" href={`/hi/preview/news/${id}`} target="_blank" rel="noopener" aria-label={`Preview in Hindi: ${blog.title}`}>
        Preview in हिन्दी
      </a>
      {blog.draftBy && (
        <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={() => void publish()} aria-label={`Publish: ${blog.title}`}>
          {busy ? 'Publishing…' : 'Publish'}
        </button>
      )}
    </span>
  )
}

/** Add News Data. */
export function NewsFormPanel({ go }: PanelProps) {
  const [draft, setDraft] = useDraft<NewsDraft>('news-add', EMPTY_NEWS_DRAFT)
  const [image, setImage] = useState<File | null>(null)
  // "Save as draft" submits the same form, kept on the server but not public (docs/decisions/225)
  const asDraft = useRef(false)
  const form = useSubmit<NewsErrors>({
    check: () => problemsOrNull(checkNews(draft, !!image)),
    send: async () => {
      const fields = newsForm(draft, image)
      const saveDraft = asDraft.current
      if (saveDraft) fields.append('draft', 'true')
      await api('POST', '/api/blogs/createBlog', fields)
      notify.success(saveDraft ? 'Draft saved. It is not on the site until it is published.' : 'News added successfully!')
      setDraft(EMPTY_NEWS_DRAFT)
      setImage(null)
    },
    onFailed: (err) => {
      console.error('Adding news failed:', err)
      notifyFailure(err, 'Failed to add news. Check console.')
    },
  })
  const errors = form.problem ?? {}
  const clearError = (name: keyof NewsErrors) => form.setProblem((old) => old && { ...old, [name]: undefined })

  return (
    <form
      className="admin-card admin-form"
      onSubmit={(event) => {
        // which button sent the form: Save as draft, or Add News (Enter too)
        asDraft.current = !!(event.nativeEvent as SubmitEvent).submitter?.hasAttribute('data-draft')
        void form.submit(event)
      }}
      noValidate
    >
      <NewsFields
        idPrefix="news-add"
        draft={draft}
        errors={errors}
        onChange={(name, value) => {
          setDraft((old) => ({ ...old, [name]: value }))
          clearError(name)
        }}
      />
      <Field id="news-add-image" label="Image" required error={errors.image}>
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
      <AddFormActions busy={form.busy} text="Add News" go={go} listPanel="all-news" listText="See all news" problem={form.problem}>
        <button type="submit" className="admin-button admin-button--ghost" disabled={form.busy} data-draft>
          Save as draft
        </button>
      </AddFormActions>
    </form>
  )
}

function categoryLabel(value: string): string {
  return NEWS_CATEGORIES.find((c) => c.value === value.trim().toLowerCase())?.label ?? value
}

/** All News: the table with inline edit (image replace included) and delete. */
export function NewsTablePanel(_: PanelProps) {
  const paged = usePagedList('/api/blogs/admin/page', 25, { search: true, item: true })
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
    onSaveFailed: (err) => notifyFailure(err, 'Failed to update blog.'),
    remove: {
      confirm: CONFIRM.blog,
      names: (title) => `Delete the news item '${title}'?`,
      call: (id) => api('DELETE', `/api/blogs/deleteBlog/${encodeURIComponent(id)}`),
      onRemoved: (body) => notify.success(answerMessage(body, NEWS_DELETED)),
      onFailed: (err) => notifyFailure(err, 'Failed to delete blog.'),
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
        translated={newsArea}
        versions={newsArea}
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
                <PreviewAndPublish blog={blog} reload={blogs.reload} />
                <TakeOffSite blog={blog} reload={blogs.reload} />
              </>
            ),
          },
          { heading: 'Date', className: 'admin-table__nowrap', cell: (blog) => formatIndianDate(blog.date) },
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
