import type { ReactNode } from 'react'
import { api, isSessionExpired, messageOf } from './api'
import { CONFIRM, confirmed } from './kit'
import { ListState } from './ListState'
import { notify } from './toasts'
import { useList } from './useLoad'
import { usePagedList } from './usePaged'

/** How one photo of the grid is shown. */
export type GalleryTile = { src: string; alt: string; caption?: string; deleteLabel: string }

type Props<T> = {
  /** GET list of the photos; or, with `paged`, the …/admin/page call that answers one page at a time. */
  listPath: string
  paged?: boolean
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
export function ImageGallery<T extends { _id: string }>({ listPath, paged, deletePath, imageUrlOf, tileOf, errorText, emptyText, children }: Props<T>) {
  const whole = useList<T>(paged ? '' : listPath)
  const page = usePagedList<T>(paged ? listPath : '', 48)
  const images = paged ? { ...page.state, reload: page.reload } : whole

  async function remove(item: T) {
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
      {paged && page.bar}
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
