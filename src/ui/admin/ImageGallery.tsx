import type { ReactNode } from 'react'
import { reasonOf } from './failure'
import { AltTextEditor } from './AltTextEditor'
import { api, isSessionExpired, listOf, type ListReads, type PagePath } from './api'
import { CONFIRM, confirmed } from './kit'
import { deleteQuestion } from './rows'
import { ListState } from './ListState'
import { answerMessage, notify } from './toasts'
import { useLoad } from './useLoad'
import { usePagedList } from './usePaged'
import { useRowVersions, type VersionedRows } from '../../platform/versions/admin/RowVersions'
import { useKitText } from './kit-text'

/**
 * How one photo of the grid is shown. `deleteLabel` completes "Delete …" for screen readers;
 * `deleteQuestion` names the photo in the confirmation, after the spec's sentence.
 */
export type GalleryTile = { src: string; alt: string; caption?: string; deleteLabel: string; deleteQuestion: string; altLang?: string; /** the caption's language when staff wrote it (a category's name) */ captionLang?: string }

/** The photo lists of the client's table. */
type PhotoListPath = '/api/home/bannerImages' | '/api/event/getEventImages'

type Props<P extends PhotoListPath, T = ListReads[P]> = {
  /** GET list of the photos. */
  listPath: P
  /** Read the photos one page at a time through this …/admin/page call instead of the whole list. */
  pagePath?: PagePath
  /** DELETE that takes { imageUrl } in its body. */
  deletePath: string
  imageUrlOf: (item: T) => string
  tileOf: (item: T) => GalleryTile
  errorText: string
  emptyText: string
  /** Shown under the grid, inside the card. */
  children?: ReactNode
  /** The PUT that saves a photo's description ({ alt }), and the description stored now. */
  alt?: { path: (item: T) => string; of: (item: T) => string }
  /** The declared row area (RowArea) of the photos: each gets its Versions (its description's earlier words). */
  versions?: VersionedRows
  /** Appended to `pagePath` (e.g. `?category=<id>`): one part of the photos. */
  pageQuery?: string
  /**
   * More controls of a panel that arranges its photos (the event gallery's order and selection):
   * `top` above the grid, `tile` in each photo before its Delete. `at` is the page shown.
   */
  arrange?: {
    top: (list: ListReads[P][], at: PageAt) => ReactNode
    tile: (item: ListReads[P], index: number, list: ListReads[P][], at: PageAt) => ReactNode
  }
}

/** Where the page shown stands in the whole list, and how to read it again. */
export type PageAt = { offset: number; total: number; reload: () => Promise<void> | void }

/** A grid of uploaded photos, each with Delete (asks first, spec §8), reloaded after each delete. */
export function ImageGallery<P extends PhotoListPath>({ listPath, pagePath, deletePath, imageUrlOf, tileOf, errorText, emptyText, children, alt, versions: area, pageQuery = '', arrange }: Props<P>) {
  const text = useKitText()
  // One of the two reads runs: an empty path loads nothing.
  const whole = useLoad<ListReads[P][]>(pagePath ? '' : listPath, (body) => listOf(listPath, body))
  const page = usePagedList(pagePath ? ((pagePath + pageQuery) as PagePath) : '', 48)
  // A page call answers the same rows as the list it pages (the event images for the event list).
  const images = pagePath ? ({ ...page.state, reload: page.reload } as typeof whole) : whole
  const versions = useRowVersions(area, images.reload)
  const at: PageAt = { offset: pagePath ? page.offset : 0, total: (pagePath ? page.total : null) ?? (images.status === 'ready' ? images.data.length : 0), reload: images.reload }

  async function remove(item: ListReads[P]) {
    if (!confirmed(deleteQuestion(CONFIRM.image, tileOf(item).deleteQuestion))) return
    try {
      const { body } = await api('DELETE', deletePath, { imageUrl: imageUrlOf(item) })
      notify.success(answerMessage(body, 'Image deleted successfully'))
      // The photo's button is gone: the panel's heading is the nearest stable place for focus.
      document.querySelector<HTMLElement>('.admin-panel-title')?.focus()
      void images.reload()
    } catch (err) {
      if (!isSessionExpired(err)) notify.error(text.deleteFailed(reasonOf(err)))
    }
  }

  return (
    <section className="admin-card">
      {pagePath && page.bar}
      <ListState state={images} errorText={errorText} emptyText={emptyText} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <>
          {arrange?.top(list, at)}
          <ul className="admin-gallery">
            {list.map((item, index) => {
              const tile = tileOf(item)
              return (
                <li key={item._id} className="admin-gallery__item" data-photo={item._id} data-versions-open={versions.open === item._id || undefined}>
                  {/* `altLang`: a description staff wrote keeps its own language */}
                  <img src={tile.src} alt={tile.alt} lang={tile.altLang} loading="lazy" />
                  {tile.caption !== undefined && <span className="admin-gallery__caption" lang={tile.captionLang}>{tile.caption}</span>}
                  {alt && <AltTextEditor id={item._id} path={alt.path(item)} stored={alt.of(item)} revision={(item as { revision?: string }).revision} reload={images.reload} />}
                  {versions.button(item._id, tile.deleteLabel)}
                  {arrange?.tile(item, index, list, at)}
                  <button type="button" className="admin-button admin-button--danger" onClick={() => void remove(item)}>
                    {text.delete}
                    <span className="visually-hidden"> {tile.deleteLabel}</span>
                  </button>
                  {versions.list(item._id)}
                </li>
              )
            })}
          </ul>
          </>
        )}
      </ListState>
      {children}
    </section>
  )
}
