import { useEffect, useRef, useState, type ReactNode } from 'react'
import { scriptLang, type Lang } from '../../../content/lang'
import { api, ApiError, pageOf } from '../../../ui/admin/api'
import { notifyFailure } from '../../../ui/admin/failure'
import { ErrorSummary, SubmitButton, useSubmit } from '../../../ui/admin/forms'
import { thumbnailUrl } from '../../../ui/admin/images'
import { confirmed, Field, PanelLink, type PanelProps } from '../../../ui/admin/kit'
import { focusWhenShown, panelHeading } from '../../../ui/admin/focus'
import { ImageGallery, type PageAt } from '../../../ui/admin/ImageGallery'
import { ListState } from '../../../ui/admin/ListState'
import { inPanelLanguage } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { EditDeleteButtons, rowMark, SaveCancelButtons, useRowEditor } from '../../../ui/admin/rows'
import { useDraft } from '../../../ui/admin/session'
import { answerMessage, CATEGORY_TOAST, notify } from '../../../ui/admin/toasts'
import { UploadWidget } from '../../../ui/admin/UploadWidget'
import { useList } from '../../../ui/admin/useLoad'
import { changeAddresses, draftAddresses } from '../../../platform/versions/area'
import { useRowVersions } from '../../../platform/versions/admin/RowVersions'
import { useKitText } from '../../../ui/admin/kit-text'
import { asDraftBody, RowChange, RowDraft, SaveAsDraftButton, useSaveAsDraft, withOwnChange, withRevision } from '../../../ui/admin/RowDraft'
import { eventCategoriesArea, eventPhotosArea } from '../areas'
import { CATEGORY_EMPTY, CATEGORY_REQUIRED } from '../messages'
import { MAX_PHOTOS_PER_DELETE } from '../paging'
import type { EventImage } from '../store'
import { MoveToPosition } from './MoveToPosition'
import { eventsText } from './text'

/** A name staff wrote, shown in its own language (WCAG 3.1.2) whatever the panel's. */
function Named({ name }: { name: string }) {
  return <span lang={scriptLang(name)}>{name}</span>
}

/** A message (the server's, in the panel's language) with the category's name in it marked with the name's language. */
function withNameMarked(message: string, name: string): ReactNode {
  const at = name ? message.indexOf(name) : -1
  if (at < 0) return message
  return (
    <>
      {message.slice(0, at)}
      <Named name={name} />
      {message.slice(at + name.length)}
    </>
  )
}

/** Spec §9: at most 10 event images per upload. */
export const EVENT_UPLOAD_CAP = 10

function useCategories(lang: Lang) {
  return useList('/api/event/getAllCategories', (err) => notifyFailure(err, eventsText[lang].categories.loadFailed, CATEGORY_TOAST))
}

/**
 * The category added last in this tab: "Add Event Images" opens with it chosen, since its photos
 * are what comes next (issue 40 item 12). Kept in the tab's session storage, read once.
 */
const NEW_CATEGORY_KEY = 'event-upload-new-category'

function rememberNewCategory(name: string): void {
  try {
    sessionStorage.setItem(NEW_CATEGORY_KEY, name)
  } catch {
    // storage refused (private mode): the photos panel opens with nothing chosen, as before
  }
}

function takeNewCategory(): string {
  try {
    const name = sessionStorage.getItem(NEW_CATEGORY_KEY) ?? ''
    sessionStorage.removeItem(NEW_CATEGORY_KEY)
    return name
  } catch {
    return ''
  }
}

/** A gallery category's drafts (docs/decisions/277): its preview on its own gallery page, Publish, Take off the site. */
const CATEGORY_DRAFTS = draftAddresses(eventCategoriesArea)
/** A photo added to a published album as a draft (docs/decisions/289): its preview on its album's page, Publish, Take off the site. */
const PHOTO_DRAFTS = draftAddresses(eventPhotosArea)
/** A published category's new name kept as a draft (docs/decisions/280): previewed on the gallery (/preview/event-categories/<id>/change). */
const CATEGORY_CHANGES = changeAddresses(eventCategoriesArea)

/** Add Category: the form, then "All Categories" with inline rename. */
export function CategoryPanel({ go, userId }: PanelProps) {
  const { lang } = usePanelText()
  const t = eventsText[lang].categories
  const categories = useCategories(lang)
  const [name, setName] = useDraft('category-add', '')
  const editor = useRowEditor<string>({
    draftKey: 'category-edit',
    reload: categories.reload,
    check: (draft) => (draft.trim() ? null : CATEGORY_EMPTY),
    clearProblemOnChange: true,
    // "Save changes as draft" on a published category: the new name kept beside it, the gallery unchanged (docs/decisions/280)
    save: (id, draft, asDraft, revision) => api('PUT', `/api/event/updateCategory/${encodeURIComponent(id)}`, withRevision(asDraftBody({ category: draft.trim() }, asDraft), revision)),
    onSaved: (body) => notify.success(answerMessage(body, t.updated), CATEGORY_TOAST),
    onSaveFailed: (err) => notifyFailure(err, t.updateFailed, CATEGORY_TOAST),
    remove: {
      confirm: t.confirm,
      // The list carries each category's photo count: the question says what happens to them.
      names: (name) => t.deleteQuestion(name, categoryNamed(name)?.photoCount ?? 0),
      call: (id) => api('DELETE', `/api/event/deleteCategory/${encodeURIComponent(id)}`),
      onRemoved: (body) => notify.success(answerMessage(body, t.deleted), CATEGORY_TOAST),
      onFailed: (err) => notifyFailure(err, undefined, CATEGORY_TOAST),
    },
  })
  const categoryNamed = (name: string) => (categories.status === 'ready' ? categories.data.find((c) => c.category === name) : undefined)
  const { editing, problem: editError } = editor
  const versions = useRowVersions(eventCategoriesArea, categories.reload)
  const kit = useKitText()
  // "Save as draft": the category, and the photos later filed under it, kept off the site until it is published
  const drafting = useSaveAsDraft()

  const adding = useSubmit<string>({
    check: () => (name.trim() ? null : CATEGORY_REQUIRED),
    send: async () => {
      const { status, body } = await api('POST', '/api/event/addCategory', drafting.body({ category: name.trim() }))
      // Spec §7: 201 is the success signal.
      if (status !== 201) {
        notify.error((typeof body?.message === 'string' && body.message) || t.somethingWrong, CATEGORY_TOAST)
        return
      }
      notify.success(drafting.asked() ? answerMessage(body, kit.drafts.saved) : t.added, CATEGORY_TOAST)
      rememberNewCategory(name.trim())
      setName('')
      void categories.reload()
    },
    // Spec §8: the server's message, else "Something went wrong" (with why on a second line).
    onFailed: (err) => notifyFailure(err, err instanceof ApiError && err.message ? undefined : t.somethingWrong, CATEGORY_TOAST),
  })
  // the checks' messages are the API's (its English): shown in the panel's language
  const addError = inPanelLanguage(adding.problem ?? '', lang)
  const editMessage = editError && inPanelLanguage(editError, lang)

  return (
    <div className="admin-stack">
      <form className="admin-card admin-form admin-form--inline" onSubmit={drafting.onSubmit(adding.submit)} noValidate>
        <Field id="category-name" label={t.name} error={addError}>
          <input
            id="category-name"
            required
            value={name}
            aria-invalid={!!addError || undefined}
            onChange={(event) => {
              setName(event.currentTarget.value)
              adding.setProblem(null)
            }}
          />
        </Field>
        <SubmitButton busy={adding.busy} text={t.add} busyText={t.adding} />
        <SaveAsDraftButton busy={adding.busy} />
        <ErrorSummary problem={addError} />
      </form>
      <section className="admin-card">
        <h3>{t.all}</h3>
        <ListState state={categories} errorText={t.loadFailed} emptyText={t.empty} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ul className="admin-rows" ref={(el) => void (editor.listRef.current = el)}>
              {list.map((category) => (
                <li key={category._id} className="admin-row" {...rowMark(category._id)}>
                  {editing?.id === category._id ? (
                    <>
                      <div className="admin-row__edit">
                        <label className="visually-hidden" htmlFor={`category-${category._id}`}>
                          {t.newName(<Named name={category.category} />)}
                        </label>
                        <input
                          id={`category-${category._id}`}
                          value={editing.draft}
                          aria-invalid={!!editError || undefined}
                          aria-describedby={editError ? `category-${category._id}-error` : undefined}
                          onChange={(event) => editor.change(event.currentTarget.value)}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter') void editor.save()
                            if (event.key === 'Escape') editor.cancel()
                          }}
                        />
                        {editMessage && (
                          <p className="admin-field-error" role="alert" id={`category-${category._id}-error`}>
                            {editMessage}
                          </p>
                        )}
                      </div>
                      <div className="admin-row__actions">
                        <SaveCancelButtons busy={editor.busy} onSave={() => void editor.save()} onCancel={editor.cancel} onSaveDraft={category.draftBy ? undefined : () => void editor.save(true)} />
                      </div>
                    </>
                  ) : (
                    <>
                      <span className="admin-row__text">
                        <Named name={category.category} />
                        {category.photoCount !== undefined && <small className="admin-row__meta"> · {t.photos(category.photoCount)}</small>}
                        <RowDraft id={category._id} name={category.category} row={category} routes={CATEGORY_DRAFTS} takeOff={t.takeOff} reload={categories.reload} />
                        {category.change && <RowChange id={category._id} name={category.category} change={category.change} routes={CATEGORY_CHANGES} reload={categories.reload} own={category.change.by === userId} />}
                      </span>
                      <div className="admin-row__actions">
                        <EditDeleteButtons
                          name={category.category}
                          versions={versions.button(category._id, category.category)}
                          onEdit={() => editor.start(category._id, withOwnChange(category, userId).category, category.revision)}
                          onDelete={() => void editor.remove(category._id, category.category)}
                        />
                      </div>
                      {versions.list(category._id)}
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </ListState>
        <p className="admin-after">
          <PanelLink go={go} to="add-event-images">
            {t.addImages}
          </PanelLink>
        </p>
      </section>
    </div>
  )
}

/** Add Event Images: a category (required) and up to 10 photos. */
export function EventUploadPanel({ go }: PanelProps) {
  const { lang } = usePanelText()
  const t = eventsText[lang].upload
  const kit = useKitText()
  const categories = useCategories(lang)
  const [category, setCategory, , setSavedCategory] = useDraft('event-upload-category', '')
  const list = categories.status === 'ready' ? categories.data : []
  // a draft album's photos are its draft already: "Save as draft" is offered for a published one (docs/decisions/289)
  const chosen = list.find((c) => c.category === category)
  // a category just added is chosen for its photos; as the saved state, not as unsaved input
  useEffect(() => {
    if (categories.status !== 'ready') return
    const added = takeNewCategory()
    if (added && !category && categories.data.some((c) => c.category === added)) setSavedCategory(added)
    // once, when the list arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [categories.status])
  return (
    <section className="admin-card admin-form">
      <Field id="event-category" label={t.category}>
        <select id="event-category" value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
          <option value="">{categories.status === 'loading' ? t.loading : t.select}</option>
          {list.map((c) => (
            <option key={c._id} value={c.category} lang={scriptLang(c.category)}>
              {/* a draft category's photos stay off the site with it: said where they are filed */}
              {c.draftBy ? `${c.category} (${kit.drafts.draft})` : c.category}
            </option>
          ))}
        </select>
      </Field>
      {categories.status === 'ready' && list.length === 0 && (
        <p className="admin-field-hint">
          {t.none(
            <PanelLink go={go} to="add-category">
              {t.addCategory}
            </PanelLink>,
          )}
        </p>
      )}
      <UploadWidget
        endpoint="/api/event/uploadEventImages"
        cap={EVENT_UPLOAD_CAP}
        label={t.choose}
        describe
        check={() => (category.trim() ? null : t.categoryMissing)}
        fields={() => ({ category })}
        draft={!chosen?.draftBy}
        // The chosen category was used: it stays selected for the next batch but is nothing left unsaved.
        onUploaded={() => setSavedCategory(category)}
      />
      <p className="admin-after">
        <PanelLink go={go} to="all-event-images">
          {t.seeAll}
        </PanelLink>
      </p>
    </section>
  )
}

/** How a photo is named on its controls: its description, else its place in its category. */
function photoLabel(image: EventImage, place: number, category: string, lang: Lang): ReactNode {
  return image.alt.trim() ? <Named name={image.alt.trim()} /> : eventsText[lang].gallery.photoOf(place, <Named name={category} />)
}

/** Every photo id of a category, read a page at a time ("Select all in this category" beyond the page shown). */
async function categoryPhotoIds(categoryId: string, total: number): Promise<string[]> {
  const ids: string[] = []
  for (let offset = 0; offset < Math.min(total, MAX_PHOTOS_PER_DELETE); offset += 100) {
    const { body } = await api('GET', `/api/event/admin/page?category=${encodeURIComponent(categoryId)}&offset=${offset}&limit=100`)
    const page = pageOf('/api/event/admin/page', body)
    ids.push(...page.items.map((image) => image._id))
    if (page.items.length < 100) break
  }
  return ids
}

/** A control of a photo shown at `place`, found once the list is drawn anew (focus stays with the photo moved). */
const photoControl = (id: string, place: number, which: string) =>
  document.querySelector<HTMLElement>(`[data-photo="${CSS.escape(id)}"] [data-place="${place}"] [data-control="${which}"]:not([disabled])`)

/**
 * All Event Gallery Images: every photo with its category and Delete. With one category chosen,
 * its photos in the order the public gallery shows, each with Move up / Move down and a box to
 * choose it, and "Delete selected" (docs/decisions/220, 221).
 */
export function EventGalleryPanel(_: PanelProps) {
  const { lang } = usePanelText()
  const t = eventsText[lang].gallery
  const categories = useCategories(lang)
  const [categoryId, setCategoryId] = useState('')
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)
  const list = categories.status === 'ready' ? categories.data : []
  const category = list.find((c) => c._id === categoryId)
  const categoryName = category?.category ?? ''

  function choose(id: string) {
    setCategoryId(id)
    setSelected(new Set())
    setSaid('')
  }

  // one move at a time; the buttons stay enabled (a disabled one would drop the keyboard's focus)
  const moving = useRef(false)
  async function move(image: EventImage, to: number, at: PageAt, control: 'up' | 'down' | 'position') {
    if (moving.current) return
    moving.current = true
    try {
      const { body } = await api('PUT', `/api/event/moveEventImage/${encodeURIComponent(image._id)}`, { position: to })
      setSaid(answerMessage(body, t.moved))
      // the same button of the photo at its new place, else its other one (at the top or the end)
      focusWhenShown(() => photoControl(image._id, to, control) ?? photoControl(image._id, to, control === 'up' ? 'down' : 'up'))
      await at.reload()
    } catch (err) {
      notifyFailure(err, t.moveFailed)
    } finally {
      moving.current = false
    }
  }

  async function selectAll(list: EventImage[], at: PageAt, on: boolean) {
    if (!on) return setSelected(new Set())
    if (at.total <= list.length) return setSelected(new Set(list.map((image) => image._id)))
    try {
      setSelected(new Set(await categoryPhotoIds(categoryId, at.total)))
    } catch (err) {
      notifyFailure(err, t.selectFailed)
    }
  }

  async function deleteSelected(at: PageAt) {
    const ids = [...selected]
    if (ids.length === 0 || !confirmed(t.bulkQuestion(ids.length, categoryName))) return
    setBusy(true)
    try {
      const { body } = await api('POST', '/api/event/deleteEventImages', { category: categoryId, ids })
      setSaid(answerMessage(body, t.deleted))
      setSelected(new Set())
      await at.reload()
      void categories.reload()
      focusWhenShown(() => document.querySelector<HTMLElement>('#event-photos-all') ?? panelHeading())
    } catch (err) {
      notifyFailure(err, t.deleteFailed)
    } finally {
      setBusy(false)
    }
  }

  // every photo's draft state (docs/decisions/289); with one category chosen, its order and selection too
  // the chosen draft photos on the site in one step; nothing asked first, as one Publish is not (docs/decisions/289)
  async function publishSelected(at: PageAt) {
    const ids = [...selected]
    if (ids.length === 0) return
    setBusy(true)
    try {
      const { body } = await api('POST', '/api/event/publishEventImages', { category: categoryId, ids })
      setSaid(answerMessage(body, t.published))
      setSelected(new Set())
      await at.reload()
      focusWhenShown(() => document.querySelector<HTMLElement>('#event-photos-all') ?? panelHeading())
    } catch (err) {
      notifyFailure(err, t.publishFailed)
    } finally {
      setBusy(false)
    }
  }

  const arrange = {
    top: (images: EventImage[], at: PageAt) => {
      if (!categoryId) return null
      const all = selected.size > 0 && selected.size >= at.total
      return (
        <div className="admin-gallery__tools">
          <label className="admin-check">
            <input
              id="event-photos-all"
              type="checkbox"
              checked={all}
              ref={(el) => void (el && (el.indeterminate = selected.size > 0 && !all))}
              onChange={(event) => void selectAll(images, at, event.currentTarget.checked)}
            />
            {t.selectAll} <span className="admin-row__meta">({t.count(at.total)})</span>
          </label>
          {/* a draft album's photos go on the site with it, not one by one */}
          {!category?.draftBy && (
            <button type="button" className="admin-button" disabled={selected.size === 0 || busy} onClick={() => void publishSelected(at)}>
              {t.publishSelected}
              {selected.size > 0 && ` (${selected.size})`}
            </button>
          )}
          <button type="button" className="admin-button admin-button--danger" disabled={selected.size === 0 || busy} onClick={() => void deleteSelected(at)}>
            {t.deleteSelected}
            {selected.size > 0 && ` (${selected.size})`}
          </button>
        </div>
      )
    },
    tile: (image: EventImage, index: number, _images: EventImage[], at: PageAt) => {
      // a draft album's photos are on the site with it, not one by one: its own row in Add Category says so
      const inDraftAlbum = list.some((c) => c._id === image.categoryId && c.draftBy)
      const draft = inDraftAlbum ? null : (
        <RowDraft id={image._id} name={image.alt.trim() || t.photoAlt(image.category || t.uncategorized)} row={image} routes={PHOTO_DRAFTS} takeOff={t.takeOff} reload={at.reload} />
      )
      if (!categoryId) return draft
      const place = at.offset + index + 1
      const name = photoLabel(image, place, categoryName, lang)
      const where = t.now(place, at.total)
      return (
        <>
          {draft}
          <div className="admin-gallery__arrange" data-place={place}>
            <label className="admin-check">
              <input
                type="checkbox"
                data-control="select"
                checked={selected.has(image._id)}
                onChange={(event) => {
                  const on = event.currentTarget.checked
                  setSelected((old) => {
                    const next = new Set(old)
                    if (on) next.add(image._id)
                    else next.delete(image._id)
                    return next
                  })
                }}
              />
              <span className="admin-gallery__name">{t.select(name)}</span>
            </label>
            <span className="admin-gallery__place" aria-hidden="true">
              {t.place(place, at.total)}
            </span>
            <button type="button" className="admin-button" data-control="up" disabled={place === 1} onClick={() => void move(image, place - 1, at, 'up')}>
              {t.moveUp}
              <span className="visually-hidden">
                {' '}
                {name}
                {where}
              </span>
            </button>
            <button type="button" className="admin-button" data-control="down" disabled={place === at.total} onClick={() => void move(image, place + 1, at, 'down')}>
              {t.moveDown}
              <span className="visually-hidden">
                {' '}
                {name}
                {where}
              </span>
            </button>
            <MoveToPosition place={place} total={at.total} name={name} onMove={(to) => void move(image, to, at, 'position')} />
          </div>
        </>
      )
    },
  }

  return (
    <div className="admin-stack">
      <section className="admin-card admin-form">
        <Field
          id="event-gallery-category"
          label={t.showPhotosOf}
          hint={t.showHint}
        >
          <select id="event-gallery-category" value={categoryId} onChange={(event) => choose(event.currentTarget.value)}>
            <option value="">{categories.status === 'loading' ? t.loading : t.allCategories}</option>
            {list.map((c) => (
              <option key={c._id} value={c._id} lang={scriptLang(c.category)}>
                {c.category}
              </option>
            ))}
          </select>
        </Field>
        <p className="admin-said" role="status">
          {withNameMarked(inPanelLanguage(said, lang), categoryName)}
        </p>
      </section>
      <ImageGallery
        key={categoryId}
        listPath="/api/event/getEventImages"
        pagePath="/api/event/admin/page"
        pageQuery={categoryId ? `?category=${encodeURIComponent(categoryId)}` : ''}
        deletePath="/api/event/deleteEventGalleryImage"
        imageUrlOf={(image) => image.image}
        tileOf={(image) => {
          const category = image.category || t.uncategorized
          return {
            src: thumbnailUrl('Event', image.image, image.imageMeta),
            alt: image.alt || t.photoAlt(category),
            caption: category,
            captionLang: image.category ? scriptLang(image.category) : undefined,
            deleteLabel: t.deleteLabel(category),
            deleteQuestion: t.deleteQuestion(category),
          }
        }}
        alt={{ path: (image) => `/api/event/updateEventImage/${encodeURIComponent(image._id)}`, of: (image) => image.alt ?? '' }}
        versions={eventPhotosArea}
        arrange={arrange}
        errorText={t.loadFailed}
        emptyText={t.empty}
      />
    </div>
  )
}
