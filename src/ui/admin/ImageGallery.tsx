import type { ReactNode } from 'react'
import { api, isSessionExpired, messageOf, type ListReads } from './api'
import { CONFIRM, confirmed } from './kit'
import { ListState } from './ListState'
import { notify } from './toasts'
import { useList } from './useLoad'

/** How one photo of the grid is shown. */
export type GalleryTile = { src: string; alt: string; caption?: string; deleteLabel: string }

/** The photo lists of the client's table. */
type PhotoListPath = '/api/home/bannerImages' | '/api/event/getEventImages'

type Props<P extends PhotoListPath, T = ListReads[P]> = {
  /** GET list of the photos. */
  listPath: P
  /** DELETE that takes { imageUrl } in its body. */
  deletePath: string
  imageUrlOf: (item: T) => string
  tileOf: (item: T) => GalleryTile
  errorText: string
  emptyText: string
  /** Shown under the grid, inside the card. */
  children?: ReactNode
}

/** A grid of uploaded photos, each with Delete (asks first, spec §8), reloaded after each delete. */
export function ImageGallery<P extends PhotoListPath>({ listPath, deletePath, imageUrlOf, tileOf, errorText, emptyText, children }: Props<P>) {
  const images = useList(listPath)

  async function remove(item: ListReads[P]) {
    if (!confirmed(CONFIRM.image)) return
    try {
      await api('DELETE', deletePath, { imageUrl: imageUrlOf(item) })
      void images.reload()
    } catch (err) {
      if (!isSessionExpired(err)) notify.error('Failed to delete image: ' + messageOf(err, 'the server could not be reached'))
    }
  }

  return (
    <section className="admin-card">
      <ListState state={images} errorText={errorText} emptyText={emptyText} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="admin-gallery">
            {list.map((item) => {
              const tile = tileOf(item)
              return (
                <li key={item._id} className="admin-gallery__item">
                  <img src={tile.src} alt={tile.alt} loading="lazy" />
                  {tile.caption !== undefined && <span className="admin-gallery__caption">{tile.caption}</span>}
                  <button type="button" className="admin-button admin-button--danger" onClick={() => void remove(item)}>
                    Delete<span className="visually-hidden"> {tile.deleteLabel}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </ListState>
      {children}
    </section>
  )
}
