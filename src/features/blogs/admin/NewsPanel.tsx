import { useId, useRef, useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api } from '../../../ui/admin/api'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { AddFormActions, problemsOrNull, useSubmit } from '../../../ui/admin/forms'
import { ImagePicker } from '../../../ui/admin/ImagePicker'
import { thumbnailUrl } from '../../../ui/admin/images'
import { Field, type PanelProps } from '../../../ui/admin/kit'
import { inPanelLanguage, usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { EditableTable, useRowEditor } from '../../../ui/admin/rows'
import { useDraft } from '../../../ui/admin/session'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { usePagedList } from '../../../ui/admin/usePaged'
import type { BlogAnswer } from '../api'
import { noticeState } from '../notice'
import { newsArea } from '../area'
import { TakeOffSite } from './TakeOffSite'
import { scriptLang, type Lang } from '../../../content/lang'
import { checkNews, EMPTY_NEWS_DRAFT, isoToLocal, newsForm, NewsFields, type NewsDraft, type NewsErrors } from './news-form'
import { formatPanelDate, newsText } from './text'

/** A news item as the API answers it: `image` is `uploads/Blogs/<file>`, `imageName` the file. */
export type NewsItem = BlogAnswer

/** A notice as the staff table has it: a draft names its writer for an Administrator. */
type NewsRow = NewsItem & { draftByName?: string | null }

/** Scheduled / Expired / Pinned / PDF beside a notice's title (the browser's clock decides). */
function NoticeBadges({ blog }: { blog: NewsRow }) {
  const { lang } = usePanelText()
  const t = usePanelCatalogue(newsText).badges
  const state = noticeState(blog, Date.now())
  return (
    <span className="admin-badges">
      {blog.draftBy && (
        <span className="admin-badge admin-badge--scheduled">
          {blog.draftByName ? (
            <>
              {t.draftBy[0]}
              <span translate="no">{blog.draftByName}</span>
              {t.draftBy[1]}
            </>
          ) : (
            t.draft
          )}
        </span>
      )}
      {state === 'scheduled' && <span className="admin-badge admin-badge--scheduled">{t.scheduledFor(formatPanelDateTime(blog.publishAt, lang))}</span>}
      {state === 'expired' && <span className="admin-badge admin-badge--expired">{t.expired}</span>}
      {blog.pinned && <span className="admin-badge">{t.pinned}</span>}
      {blog.attachment && <span className="admin-badge">PDF</span>}
    </span>
  )
}

/** A draft's or a scheduled notice's preview as the public page (pages/preview/news), in each language, and a draft's Publish. */
function PreviewAndPublish({ blog, reload }: { blog: NewsRow; reload: () => void }) {
  const t = usePanelCatalogue(newsText)
  const names = useId()
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
      notifyFailure(err, t.publishFailed)
    } finally {
      setBusy(false)
    }
  }
  // Each control is named "<its words>: <the notice's title>" (one title, marked with its own language): not shown, read aloud.
  const named = (key: string) => ({ 'aria-labelledby': `${names}-${key} ${names}-title` })
  const publishWords = busy ? t.publishing : t.publish
  return (
    <span className="admin-badges">
      <a className="admin-button admin-button--ghost admin-button--small" href={`/preview/news/${id}`} target="_blank" rel="noopener" {...named('en')}>
        {t.preview}
      </a>
      <a className="admin-button admin-button--ghost admin-button--small" href={`/hi/preview/news/${id}`} target="_blank" rel="noopener" {...named('hi')}>
        {t.previewInHindi.shown}
      </a>
      {blog.draftBy && (
        <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={() => void publish()} {...named('publish')}>
          {publishWords}
        </button>
      )}
      <span hidden id={`${names}-en`}>{`${t.preview}:`}</span>
      <span hidden id={`${names}-hi`}>{`${t.previewInHindi.spoken}:`}</span>
      <span hidden id={`${names}-publish`}>{`${publishWords}:`}</span>
      <span hidden id={`${names}-title`} lang={scriptLang(blog.title)}>
        {blog.title}
      </span>
    </span>
  )
}

/** Add News Data. */
export function NewsFormPanel({ go }: PanelProps) {
  const { lang } = usePanelText()
  const t = newsText[lang].add
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
      notify.success(saveDraft ? t.draftSaved : t.added)
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
        <button type="submit" className="admin-button admin-button--ghost" disabled={form.busy} data-draft>
          {t.saveDraft}
        </button>
      </AddFormActions>
    </form>
  )
}

/** A stored category in the panel's language; one the form does not offer as stored. */
function categoryLabel(value: string, lang: Lang): string {
  return newsText[lang].categories[value.trim().toLowerCase()] ?? value
}

/** All News: the table with inline edit (image replace included) and delete. */
export function NewsTablePanel(_: PanelProps) {
  const { lang } = usePanelText()
  const t = usePanelCatalogue(newsText).table
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
        errorText={t.loadFailed}
        emptyText={t.empty}
        label={t.name}
        editor={editor}
        editFormClass="admin-inline-form admin-form"
        translated={newsArea}
        versions={newsArea}
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
                <NoticeBadges blog={blog} />
                <PreviewAndPublish blog={blog} reload={blogs.reload} />
                <TakeOffSite blog={blog} reload={blogs.reload} />
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
