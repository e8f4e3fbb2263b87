import type { EventGroup } from '../store'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import './gallery.css'

export type EventGalleryProps = { groups: EventGroup[] } | { failed: true }

/**
 * The event gallery without JavaScript: each thumbnail links to #photo-<id>, whose overlay is shown
 * by :target; the close button and the backdrop link back to the thumbnail (#thumb-<id>), which
 * also returns the scroll position and keyboard focus to where the visitor was.
 */
export function EventGallery(props: EventGalleryProps) {
  if ('failed' in props) return <p className="status status--error">Failed to load images</p>
  if (props.groups.length === 0) return <p className="status">No images found</p>
  return (
    <div className="gallery">
      {props.groups.map((group, g) => (
        <section key={group.category} className="gallery__group" aria-labelledby={`gallery-group-${g}`}>
          <h2 id={`gallery-group-${g}`}>{group.category}</h2>
          <ul className="gallery__grid">
            {group.images.map((image, i) => {
              // Staff's description when written, else a generated one (docs/decisions/082)
              const alt = image.alt || `${group.category}, photo ${i + 1}`
              return (
                <li key={image._id}>
                  <a href={`#photo-${image._id}`} id={`thumb-${image._id}`} className="gallery__thumb">
                    <ResponsiveImage folder="Event" imageUrl={image.image} imageMeta={image.imageMeta} alt={alt} sizes="(min-width: 1024px) 280px, (min-width: 600px) 30vw, 45vw" />
                  </a>
                  <div id={`photo-${image._id}`} className="lightbox" role="dialog" aria-label={alt}>
                    <a href={`#thumb-${image._id}`} className="lightbox__backdrop" tabIndex={-1} aria-label="Close">
                      <span className="visually-hidden">Close</span>
                    </a>
                    <figure className="lightbox__figure">
                      <ResponsiveImage folder="Event" imageUrl={image.image} imageMeta={image.imageMeta} alt={alt} sizes="100vw" className="lightbox__image" />
                      <figcaption>{alt}</figcaption>
                    </figure>
                    <a href={`#thumb-${image._id}`} className="lightbox__close">
                      <span aria-hidden="true">×</span> Close
                    </a>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
