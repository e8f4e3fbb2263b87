import { useEffect, useRef, useState } from 'react'
import { api, ApiError, pageOf } from '../../../ui/admin/api'
import { notifyFailure } from '../../../ui/admin/failure'
import { ErrorSummary, SubmitButton, useSubmit } from '../../../ui/admin/forms'
import { thumbnailUrl } from '../../../ui/admin/images'
import { CONFIRM, confirmed, Field, PanelLink, type PanelProps } from '../../../ui/admin/kit'
import { focusWhenShown, panelHeading } from '../../../ui/admin/focus'
import { ImageGallery, type PageAt } from '../../../ui/admin/ImageGallery'
import { ListState } from '../../../ui/admin/ListState'
import { EditDeleteButtons, rowMark, SaveCancelButtons, useRowEditor } from '../../../ui/admin/rows'
import { useDraft } from '../../../ui/admin/session'
import { answerMessage, CATEGORY_TOAST, notify } from '../../../ui/admin/toasts'
import { UploadWidget } from '../../../ui/admin/UploadWidget'
import { useList } from '../../../ui/admin/useLoad'
import { useRowVersions } from '../../../platform/versions/admin/RowVersions'
import { eventCategoriesArea, eventPhotosArea } from '../areas'
import { CATEGORY_EMPTY, CATEGORY_REQUIRED, EVENT_CATEGORY_MISSING } from '../messages'
import { MAX_PHOTOS_PER_DELETE } from '../paging'
import type { EventImage } from '../store'
import { MoveToPosition } from './MoveToPosition'

/** The question that names a category and says what happens to its photos (they go to Deleted Items with it). */
export function categoryDeleteQuestion(category: { category: string; photoCount?: number }): string {
  const count = category.photoCount ?? 0
  const photos = count === 0 ? 'It has no photos.' : `Its ${count === 1 ? 'photo goes' : `${count} photos go`} to Deleted Items with it, off the site until it is restored.`
  return `Delete the category '${category.category}'? ${photos}`
}

/** Spec §9: at most 10 event images per upload. */
export const EVENT_UPLOAD_CAP = 10

function useCategories() {
  return useList('/api/event/getAllCategories', (err) => notifyFailure(err, 'Failed to fetch categories', CATEGORY_TOAST))
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

/** Add Category: the form, then "All Categories" with inline rename. */
export function CategoryPanel({ go }: PanelProps) {
  const categories = useCategories()
  const [name, setName] = useDraft('category-add', '')
  const editor = useRowEditor<string>({
    draftKey: 'category-edit',
    reload: categories.reload,
    check: (draft) => (draft.trim() ? null : CATEGORY_EMPTY),
    clearProblemOnChange: true,
    save: (id, draft) => api('PUT', `/api/event/updateCategory/${encodeURIComponent(id)}`, { category: draft.trim() }),
    onSaved: () => notify.success('Category updated', CATEGORY_TOAST),
    onSaveFailed: (err) => notifyFailure(err, 'Update failed', CATEGORY_TOAST),
    remove: {
      confirm: CONFIRM.generic,
      // The list carries each category's photo count: the question says what happens to them.
      names: (name) => categoryDeleteQuestion({ category: name, photoCount: categoryNamed(name)?.photoCount }),
      call: (id) => api('DELETE', `/api/event/deleteCategory/${encodeURIComponent(id)}`),
      onRemoved: (body) => notify.success(answerMessage(body, 'Category deleted'), CATEGORY_TOAST),
      onFailed: (err) => notifyFailure(err, undefined, CATEGORY_TOAST),
    },
  })
  const categoryNamed = (name: string) => (categories.status === 'ready' ? categories.data.find((c) => c.category === name) : undefined)
  const { editing, problem: editError } = editor
  const versions = useRowVersions(eventCategoriesArea, categories.reload)

  const adding = useSubmit<string>({
    check: () => (name.trim() ? null : CATEGORY_REQUIRED),
    send: async () => {
      const { status, body } = await api('POST', '/api/event/addCategory', { category: name.trim() })
      // Spec §7: 201 is the success signal.
      if (status !== 201) {
        notify.error((typeof body?.message === 'string' && body.message) || 'Something went wrong', CATEGORY_TOAST)
        return
      }
      notify.success('Category added successfully', CATEGORY_TOAST)
      rememberNewCategory(name.trim())
      setName('')
      void categories.reload()
    },
    // Spec §8: the server's message, else "Something went wrong" (with why on a second line).
    onFailed: (err) => notifyFailure(err, err instanceof ApiError && err.message ? undefined : 'Something went wrong', CATEGORY_TOAST),
  })
  const addError = adding.problem ?? ''

  return (
    <div className="admin-stack">
      <form className="admin-card admin-form admin-form--inline" onSubmit={adding.submit} noValidate>
        <Field id="category-name" label="Category Name" error={addError}>
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
        <SubmitButton busy={adding.busy} text="Add Category" busyText="Adding..." />
        <ErrorSummary problem={addError} />
      </form>
      <section className="admin-card">
        <h3>All Categories</h3>
        <ListState state={categories} errorText="Failed to fetch categories" emptyText="No categories found." isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ul className="admin-rows" ref={(el) => void (editor.listRef.current = el)}>
              {list.map((category) => (
                <li key={category._id} className="admin-row" {...rowMark(category._id)}>
                  {editing?.id === category._id ? (
                    <>
                      <div className="admin-row__edit">
                        <label className="visually-hidden" htmlFor={`category-${category._id}`}>
                          New name for {category.category}
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
                        {editError && (
                          <p className="admin-field-error" role="alert" id={`category-${category._id}-error`}>
                            {editError}
                          </p>
                        )}
                      </div>
                      <div className="admin-row__actions">
                        <SaveCancelButtons busy={editor.busy} onSave={() => void editor.save()} onCancel={editor.cancel} />
                      </div>
                    </>
                  ) : (
                    <>
                      <span className="admin-row__text">
                        {category.category}
                        {category.photoCount !== undefined && (
                          <small className="admin-row__meta"> · {category.photoCount === 1 ? '1 photo' : `${category.photoCount} photos`}</small>
                        )}
                      </span>
                      <div className="admin-row__actions">
                        <EditDeleteButtons
                          name={category.category}
                          versions={versions.button(category._id, category.category)}
                          onEdit={() => editor.start(category._id, category.category)}
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
            Add event images
          </PanelLink>
        </p>
      </section>
    </div>
  )
}

/** Add Event Images: a category (required) and up to 10 photos. */
export function EventUploadPanel({ go }: PanelProps) {
  const categories = useCategories()
  const [category, setCategory, , setSavedCategory] = useDraft('event-upload-category', '')
  const list = categories.status === 'ready' ? categories.data : []
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
      <Field id="event-category" label="Category">
        <select id="event-category" value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
          <option value="">{categories.status === 'loading' ? 'Loading categories…' : 'Select category'}</option>
          {list.map((c) => (
            <option key={c._id} value={c.category}>
              {c.category}
            </option>
          ))}
        </select>
      </Field>
      {categories.status === 'ready' && list.length === 0 && (
        <p className="admin-field-hint">
          No categories found. <PanelLink go={go} to="add-category">Add a category</PanelLink> first.
        </p>
      )}
      <UploadWidget
        endpoint="/api/event/uploadEventImages"
        cap={EVENT_UPLOAD_CAP}
        label="Choose event photos"
        describe
        check={() => (category.trim() ? null : EVENT_CATEGORY_MISSING)}
        fields={() => ({ category })}
        // The chosen category was used: it stays selected for the next batch but is nothing left unsaved.
        onUploaded={() => setSavedCategory(category)}
      />
      <p className="admin-after">
        <PanelLink go={go} to="all-event-images">
          See all event gallery images
        </PanelLink>
      </p>
    </section>
  )
}

/** How a photo is named on its controls: its description, else its place in its category. */
function photoLabel(image: EventImage, place: number, category: string): string {
  return image.alt.trim() || `photo ${place} of '${category}'`
}

/** "Delete 2 photos of 'Convocation'? …": names how many, where, and where they go. */
export function bulkDeleteQuestion(count: number, category: string): string {
  return `Delete ${count === 1 ? '1 photo' : `${count} photos`} of '${category}'? ${count === 1 ? 'It goes' : 'They go'} to Deleted Items, off the site until restored there (each on its own, for 30 days).`
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
  const categories = useCategories()
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
      setSaid(answerMessage(body, 'Photo moved'))
      // the same button of the photo at its new place, else its other one (at the top or the end)
      focusWhenShown(() => photoControl(image._id, to, control) ?? photoControl(image._id, to, control === 'up' ? 'down' : 'up'))
      await at.reload()
    } catch (err) {
      notifyFailure(err, 'Could not move the photo')
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
      notifyFailure(err, 'Could not select the photos')
    }
  }

  async function deleteSelected(at: PageAt) {
    const ids = [...selected]
    if (ids.length === 0 || !confirmed(bulkDeleteQuestion(ids.length, categoryName))) return
    setBusy(true)
    try {
      const { body } = await api('POST', '/api/event/deleteEventImages', { category: categoryId, ids })
      setSaid(answerMessage(body, 'Photos deleted'))
      setSelected(new Set())
      await at.reload()
      void categories.reload()
      focusWhenShown(() => document.querySelector<HTMLElement>('#event-photos-all') ?? panelHeading())
    } catch (err) {
      notifyFailure(err, 'Could not delete the photos')
    } finally {
      setBusy(false)
    }
  }

  const arrange = categoryId
    ? {
        top: (images: EventImage[], at: PageAt) => {
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
                Select all in this category <span className="admin-row__meta">({at.total === 1 ? '1 photo' : `${at.total} photos`})</span>
              </label>
              <button type="button" className="admin-button admin-button--danger" disabled={selected.size === 0 || busy} onClick={() => void deleteSelected(at)}>
                Delete selected{selected.size > 0 && ` (${selected.size})`}
              </button>
            </div>
          )
        },
        tile: (image: EventImage, index: number, _images: EventImage[], at: PageAt) => {
          const place = at.offset + index + 1
          const name = photoLabel(image, place, categoryName)
          const where = ` (now ${place} of ${at.total})`
          return (
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
                <span className="admin-gallery__name">Select {name}</span>
              </label>
              <span className="admin-gallery__place" aria-hidden="true">
                {place} of {at.total}
              </span>
              <button type="button" className="admin-button" data-control="up" disabled={place === 1} onClick={() => void move(image, place - 1, at, 'up')}>
                Move up<span className="visually-hidden"> {name}{where}</span>
              </button>
              <button type="button" className="admin-button" data-control="down" disabled={place === at.total} onClick={() => void move(image, place + 1, at, 'down')}>
                Move down<span className="visually-hidden"> {name}{where}</span>
              </button>
              <MoveToPosition place={place} total={at.total} name={name} onMove={(to) => void move(image, to, at, 'position')} />
            </div>
          )
        },
      }
    : undefined

  return (
    <div className="admin-stack">
      <section className="admin-card admin-form">
        <Field
          id="event-gallery-category"
          label="Show the photos of"
          hint="Choose a category to set the order its photos show in on the site, or to delete several at once."
        >
          <select id="event-gallery-category" value={categoryId} onChange={(event) => choose(event.currentTarget.value)}>
            <option value="">{categories.status === 'loading' ? 'Loading categories…' : 'All categories'}</option>
            {list.map((c) => (
              <option key={c._id} value={c._id}>
                {c.category}
              </option>
            ))}
          </select>
        </Field>
        <p className="admin-said" role="status">
          {said}
        </p>
      </section>
      <ImageGallery
        key={categoryId}
        listPath="/api/event/getEventImages"
        pagePath="/api/event/admin/page"
        pageQuery={categoryId ? `?category=${encodeURIComponent(categoryId)}` : ''}
        deletePath="/api/event/deleteEventGalleryImage"
        imageUrlOf={(image) => image.image}
        tileOf={(image) => ({
          src: thumbnailUrl('Event', image.image, image.imageMeta),
          alt: image.alt || `Event photo: ${image.category ?? 'Uncategorized'}`,
          caption: image.category || 'Uncategorized',
          deleteLabel: `this photo of ${image.category || 'Uncategorized'}`,
          deleteQuestion: `Delete this photo of '${image.category || 'Uncategorized'}'?`,
        })}
        alt={{ path: (image) => `/api/event/updateEventImage/${encodeURIComponent(image._id)}`, of: (image) => image.alt ?? '' }}
        versions={eventPhotosArea}
        arrange={arrange}
        errorText="Could not load the event images."
        emptyText="No event gallery images found."
      />
    </div>
  )
}
