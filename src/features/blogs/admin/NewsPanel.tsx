import { useState } from 'react'
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
import { checkNews, EMPTY_NEWS_DRAFT, isoToLocal, newsForm, NewsFields, NEWS_CATEGORIES, type NewsDraft, type NewsErrors } from './news-form'

/** A news item as the API answers it: `image` is `uploads/Blogs/<file>`, `imageName` the file. */
export type NewsItem = BlogAnswer

/** Scheduled / Expired / Pinned / PDF beside a notice's title (the browser's clock decides). */
function NoticeBadges({ blog }: { blog: NewsItem }) {
  const state = noticeState(blog, Date.now())
  return (
    <span className="admin-badges">
      {state === 'scheduled' && <span className="admin-badge admin-badge--scheduled">{`Scheduled for ${formatIndianDateTime(blog.publishAt)}`}</span>}
      {state === 'expired' && <span className="admin-badge admin-badge--expired">Expired</span>}
      {blog.pinned && <span className="admin-badge">Pinned</span>}
      {blog.attachment && <span className="admin-badge">PDF</span>}
    </span>
  )
}

/** Add News Data. */
export function NewsFormPanel({ go }: PanelProps) {
  const [draft, setDraft] = useDraft<NewsDraft>('news-add', EMPTY_NEWS_DRAFT)
  const [image, setImage] = useState<File | null>(null)
  const form = useSubmit<NewsErrors>({
    check: () => problemsOrNull(checkNews(draft, !!image)),
    send: async () => {
      await api('POST', '/api/blogs/createBlog', newsForm(draft, image))
      notify.success('News added successfully!')
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
      <AddFormActions busy={form.busy} text="Add News" go={go} listPanel="all-news" listText="See all news" problem={form.problem} />
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
