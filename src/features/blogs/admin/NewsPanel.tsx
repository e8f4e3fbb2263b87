import { useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api } from '../../../ui/admin/api'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { AddFormActions, problemsOrNull, useSubmit } from '../../../ui/admin/forms'
import { ImagePicker } from '../../../ui/admin/ImagePicker'
import { thumbnailUrl } from '../../../ui/admin/images'
import { Field, type PanelProps } from '../../../ui/admin/kit'
import { inPanelLanguage, usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { useKitText } from '../../../ui/admin/kit-text'
import { asDraftBody, RowChange, RowDraft, SaveAsDraftButton, useSaveAsDraft, withOwnChange, withRevision, type ChangeMark, type ChangeRoutes, type DraftRoutes } from '../../../ui/admin/RowDraft'
import { EditableTable, useRowEditor } from '../../../ui/admin/rows'
import { useDraft } from '../../../ui/admin/session'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { usePagedList } from '../../../ui/admin/usePaged'
import type { BlogAnswer } from '../api'
import { noticeState } from '../notice'
import { newsArea } from '../area'
import { scriptLang, type Lang } from '../../../content/lang'
import { checkNews, EMPTY_NEWS_DRAFT, newsDraftOf, newsForm, NewsFields, type NewsDraft, type NewsErrors } from './news-form'
import { formatPanelDate, newsText } from './text'

/** A news item as the API answers it: `image` is `uploads/Blogs/<file>`, `imageName` the file. */
export type NewsItem = BlogAnswer

/** A notice as the staff table has it: a draft names its writer for an Administrator; a published one may carry a change kept as a draft (docs/decisions/279). */
export type NewsRow = NewsItem & { draftByName?: string | null; revision?: string; change?: ChangeMark }

/** Scheduled / Expired / Pinned / PDF beside a notice's title (the browser's clock decides); its Draft mark is RowDraft's. */
function NoticeBadges({ blog }: { blog: NewsRow }) {
  const { lang } = usePanelText()
  const t = usePanelCatalogue(newsText).badges
  const state = noticeState(blog, Date.now())
  return (
    <>
      {state === 'scheduled' && <span className="admin-badge admin-badge--scheduled">{t.scheduledFor(formatPanelDateTime(blog.publishAt, lang))}</span>}
      {state === 'expired' && <span className="admin-badge admin-badge--expired">{t.expired}</span>}
      {blog.pinned && <span className="admin-badge">{t.pinned}</span>}
      {blog.attachment && <span className="admin-badge">PDF</span>}
    </>
  )
}

/** A notice's drafts (docs/decisions/225, 256): its preview as the public page (pages/preview/news), Publish, Take off the site. */
const NEWS_DRAFTS: DraftRoutes = { preview: '/preview/news/', publish: '/api/blogs/publishDraft/', unpublish: '/api/blogs/unpublish/' }
/** A published notice's change kept as a draft (docs/decisions/279): previewed at /preview/news/<id>/change. */
const NEWS_CHANGES: ChangeRoutes = { preview: '/preview/news/', publish: '/api/blogs/publishChange/', discard: '/api/blogs/change/' }

/** Add News Data. */
export function NewsFormPanel({ go }: PanelProps) {
  const { lang } = usePanelText()
  const t = newsText[lang].add
  const [draft, setDraft] = useDraft<NewsDraft>('news-add', EMPTY_NEWS_DRAFT)
  const [image, setImage] = useState<File | null>(null)
  // "Save as draft" submits the same form, kept on the server but not public (docs/decisions/225)
  const drafting = useSaveAsDraft()
  const drafts = useKitText().drafts
  const form = useSubmit<NewsErrors>({
    check: () => problemsOrNull(checkNews(draft, !!image)),
    send: async () => {
      await api('POST', '/api/blogs/createBlog', drafting.body(newsForm(draft, image)))
      notify.success(drafting.asked() ? drafts.saved : t.added)
      setDraft(EMPTY_NEWS_DRAFT)
      setImage(null)
    },
    onFailed: (err) => {
      console.error('Adding news failed:', err)
      notifyFailure(err, t.failed)
    },
  })
  const errors = form.problem ?? {}
  const clearError = (name: keyof NewsErrors) => form.setProblem((old) => old && { ...old, [name]: undefined })

  return (
    <form className="admin-card admin-form" onSubmit={drafting.onSubmit(form.submit)} noValidate>
      <NewsFields
        idPrefix="news-add"
        draft={draft}
        errors={errors}
        onChange={(name, value) => {
          setDraft((old) => ({ ...old, [name]: value }))
          clearError(name)
        }}
      />
      <Field id="news-add-image" label={t.image} required error={errors.image && inPanelLanguage(errors.image, lang)}>
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
      <AddFormActions busy={form.busy} text={t.submit} go={go} listPanel="all-news" listText={t.seeAll} problem={form.problem}>
        <SaveAsDraftButton busy={form.busy} />
      </AddFormActions>
    </form>
  )
}

/** A stored category in the panel's language; one the form does not offer as stored. */
function categoryLabel(value: string, lang: Lang): string {
  return newsText[lang].categories[value.trim().toLowerCase()] ?? value
}

/** All News: the table with inline edit (image replace included) and delete. */
export function NewsTablePanel({ userId }: PanelProps) {
  const { lang } = usePanelText()
  const { table: t, takeOff } = usePanelCatalogue(newsText)
  const paged = usePagedList('/api/blogs/admin/page', 25, { search: true, item: true })
  const blogs = { ...paged.state, reload: paged.reload }
  const [image, setImage] = useState<File | null>(null)
  const editor = useRowEditor<NewsDraft, NewsErrors>({
    draftKey: 'news-edit',
    reload: blogs.reload,
    // The image is optional on update: the stored one stays unless a new one is chosen.
    check: (draft) => problemsOrNull(checkNews(draft, true)),
    // "Save changes as draft" on a published notice: kept beside it, the site unchanged (docs/decisions/279)
    save: (id, draft, asDraft, revision) => api('PUT', `/api/blogs/updateBlog/${encodeURIComponent(id)}`, withRevision(asDraftBody(newsForm(draft, image), asDraft), revision)),
    onSaved: (body) => {
      setImage(null)
      notify.success(answerMessage(body, t.updated))
    },
    onSaveFailed: (err) => notifyFailure(err, t.updateFailed),
    remove: {
      confirm: t.confirm,
      names: t.deleteNamed,
      call: (id) => api('DELETE', `/api/blogs/deleteBlog/${encodeURIComponent(id)}`),
      onRemoved: (body) => notify.success(answerMessage(body, t.deleted)),
      onFailed: (err) => notifyFailure(err, t.deleteFailed),
    },
  })

  function startEdit(row: NewsRow) {
    setImage(null)
    // the writer goes on with their own change kept as a draft; anyone else edits the notice as the site shows it
    editor.start(row._id, newsDraftOf(withOwnChange(row, userId)), row.revision)
  }

  return (
    <>
      {paged.bar}
      <EditableTable
        state={blogs}
        errorText={t.loadFailed}
        emptyText={t.empty}
        label={t.name}
        editor={editor}
        editFormClass="admin-inline-form admin-form"
        translated={newsArea}
        versions={newsArea}
        changeDrafts={(blog) => !blog.draftBy}
        editFields={(blog, draft) => (
          <>
            <NewsFields idPrefix={`news-${blog._id}`} draft={draft} errors={editor.problem ?? {}} onChange={(name, value) => editor.change({ ...draft, [name]: value })} />
            <Field id={`news-${blog._id}-image`} label={t.replaceImage}>
              <ImagePicker id={`news-${blog._id}-image`} file={image} onChange={setImage} currentUrl={thumbnailUrl('Blogs', blog.imageName, blog.imageMeta)} />
            </Field>
          </>
        )}
        columns={[
          {
            heading: t.headings.image,
            cell: (blog) => blog.imageName && <img className="admin-table__thumb" src={thumbnailUrl('Blogs', blog.imageName, blog.imageMeta)} alt="" width={72} height={48} loading="lazy" />,
          },
          {
            heading: t.headings.title,
            className: 'admin-table__title',
            cell: (blog) => (
              <>
                <span lang={scriptLang(blog.title)}>{blog.title}</span>
                <RowDraft id={blog._id} name={blog.title} row={blog} routes={NEWS_DRAFTS} takeOff={takeOff} reload={blogs.reload} notLive={noticeState(blog, Date.now()) === 'scheduled'}>
                  <NoticeBadges blog={blog} />
                </RowDraft>
                {blog.change && <RowChange id={blog._id} name={blog.title} change={blog.change} routes={NEWS_CHANGES} reload={blogs.reload} own={blog.change.by === userId} />}
              </>
            ),
          },
          { heading: t.headings.date, className: 'admin-table__nowrap', cell: (blog) => formatPanelDate(blog.date, lang) },
          { heading: t.headings.category, className: 'admin-table__nowrap', cell: (blog) => categoryLabel(blog.category, lang) },
          {
            heading: t.headings.description,
            className: 'admin-table__long',
            cell: (blog) => <span lang={scriptLang(blog.description)}>{blog.description.length > 140 ? blog.description.slice(0, 140) + '…' : blog.description}</span>,
          },
          {
            heading: t.headings.link,
            cell: (blog) =>
              blog.link ? (
                <a href={blog.link} target="_blank" rel="noopener noreferrer" lang={blog.linkTitle ? scriptLang(blog.linkTitle) : undefined}>
                  {blog.linkTitle || t.view}
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
