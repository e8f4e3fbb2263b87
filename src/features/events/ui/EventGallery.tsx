import { UNCATEGORIZED_ID, type EventImage, type GalleryCategory } from '../store'
import type { Localized } from '../../../platform/translations/area'
import { LangNote, langOf } from '../../../ui/StaffText'
import { photoUrl, ResponsiveImage } from '../../../ui/ResponsiveImage'
import { useLowData } from '../../../ui/low-data'
import './gallery.css'
import { useI18n } from '../../../ui/page-context'
import { PageLinks } from '../../../ui/PageLinks'

/** Bounds that keep every gallery page the same size however many photos there are. */
export const CATEGORIES_PER_PAGE = 5
export const PREVIEW_PHOTOS = 6
// plain data beside the store, so the server's cheap "not found" checks read it without this component
export { PHOTOS_PER_PAGE } from '../paging'

export type Pager = { page: number; pages: number; newerHref: string | null; olderHref: string | null }
/** `offset`: how many newer photos of the category come before these (their numbers go on). */
export type GalleryGroup = Localized<GalleryCategory> & { images: Localized<EventImage>[]; offset: number; moreHref: string | null }

export type EventGalleryProps = { groups: GalleryGroup[]; pager: Pager; single: boolean } | { failed: true } | { notFound: true }

function PagerLinks({ pager, label, olderText, newerText }: { pager: Pager; label: string; olderText: string; newerText: string }) {
  const { t } = useI18n()
  return (
    <PageLinks label={label} previous={pager.newerHref ? { href: pager.newerHref, text: newerText } : null} next={pager.olderHref ? { href: pager.olderHref, text: olderText } : null}>
      {t.gallery.pageOf(pager.page, pager.pages)}
    </PageLinks>
  )
}

/** The photos of the first album a phone shows on its first screen (two rows of two): they load at once, so the largest paint does not wait for a lazy one (docs/decisions/141). */
const FIRST_SCREEN_PHOTOS = 4

/**
 * The event gallery without JavaScript: each thumbnail links to #photo-<id>, whose overlay is shown
 * by :target; the close button and the backdrop link back to the thumbnail (#thumb-<id>), which
 * also returns the scroll position and keyboard focus to where the visitor was.
 * In low-data mode (docs/decisions/195) each photo is a link to a phone-sized copy, named by its
 * description: no thumbnail is fetched until the visitor opens one.
 */
export function EventGallery(props: EventGalleryProps) {
  const gt = useI18n().t.gallery
  const lowData = useLowData()
  if ('failed' in props) return <p className="status status--error">{gt.failed}</p>
  if ('notFound' in props || props.groups.length === 0) return <p className="status">{gt.none}</p>
  return (
    <div className="gallery">
      {props.single && (
        <p className="gallery__back">
          <a href="/eventGallery">{gt.allCategories}</a>
        </p>
      )}
      {props.groups.map((group, g) => {
        // the photos without a category are named by the page, not by staff
        const name = group.id === UNCATEGORIZED_ID ? gt.uncategorized : group.category
        // Staff's description when written, else a generated one (docs/decisions/082), and its language when not the page's
        const described = (image: Localized<EventImage>, i: number) => ({ alt: image.alt || gt.photoAlt(name, group.offset + i + 1), lang: image.alt ? langOf(image, 'alt').lang : undefined })
        return (
          <section key={group.id} className="gallery__group" aria-labelledby={`gallery-group-${g}`}>
            <h2 id={`gallery-group-${g}`} {...langOf(group, 'category')}>
              {name}
            </h2>
            <LangNote item={group} />
            {lowData ? (
              <ul className="gallery__links">
                {group.images.map((image, i) => {
                  const { alt, lang } = described(image, i)
                  return (
                    <li key={image._id}>
                      <a href={photoUrl('Event', image.image, image.imageMeta)} lang={lang}>
                        {alt}
                      </a>
                    </li>
                  )
                })}
              </ul>
            ) : (
            <ul className="gallery__grid">
              {group.images.map((image, i) => {
                const { alt, lang } = described(image, i)
                // a description in the other language: its lang on the img and the caption, which then names the dialog
                const named = lang ? { 'aria-labelledby': `caption-${image._id}` } : { 'aria-label': alt }
                return (
                  <li key={image._id}>
                    <a href={`#photo-${image._id}`} id={`thumb-${image._id}`} className="gallery__thumb">
                      <ResponsiveImage folder="Event" imageUrl={image.image} imageMeta={image.imageMeta} alt={alt} lang={lang} sizes="(min-width: 1024px) 280px, (min-width: 600px) 30vw, 45vw" priority={g === 0 && i === 0} eager={g === 0 && i < FIRST_SCREEN_PHOTOS} />
                    </a>
                    <div id={`photo-${image._id}`} className="lightbox" role="dialog" {...named}>
                      <a href={`#thumb-${image._id}`} className="lightbox__backdrop" tabIndex={-1} aria-label={gt.close}>
                        <span className="visually-hidden">{gt.close}</span>
                      </a>
                      <figure className="lightbox__figure">
                        <ResponsiveImage folder="Event" imageUrl={image.image} imageMeta={image.imageMeta} alt={alt} lang={lang} sizes="100vw" className="lightbox__image" />
                        {lang ? (
                          <figcaption id={`caption-${image._id}`} lang={lang}>
                            {alt}
                          </figcaption>
                        ) : (
                          <figcaption>{alt}</figcaption>
                        )}
                      </figure>
                      <a href={`#thumb-${image._id}`} className="lightbox__close">
                        <span aria-hidden="true">×</span> {gt.close}
                      </a>
                    </div>
                  </li>
                )
              })}
            </ul>
            )}
            {group.moreHref && (
              <p className="gallery__more">
                <a href={group.moreHref} className="button button--ghost">
                  {gt.morePhotos}<span className="visually-hidden">{gt.morePhotosOf(name)}</span> ({group.count})
                </a>
              </p>
            )}
          </section>
        )
      })}
      {props.single ? (
        <PagerLinks pager={props.pager} label={gt.photoPages} olderText={gt.morePhotos} newerText={gt.newerPhotos} />
      ) : (
        <PagerLinks pager={props.pager} label={gt.categoryPages} olderText={gt.moreCategories} newerText={gt.previousCategories} />
      )}
    </div>
  )
}
