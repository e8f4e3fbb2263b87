import type { CSSProperties } from 'react'
import type { EventImage } from '../store'
import type { Localized } from '../../../platform/translations/area'
import { langOf } from '../../../ui/StaffText'
import { PauseToggle } from '../../../ui/PauseToggle'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import './marquee.css'
import { useI18n } from '../../../ui/page-context'
import { useLowData } from '../../../ui/low-data'

/** Spec §9: tiles 300 px wide moving 1 px every 20 ms, i.e. 50 px per second. */
export const TILE_WIDTH = 300
export const TILE_GAP = 16
export const MARQUEE_SPEED_PX_PER_S = 1000 / 20
/** A row's half is repeated until it is at least this wide, so wide screens never see its end. */
const MIN_HALF_WIDTH = 1920

/** How one moving row is laid out: the photos repeated `repeats` times make one half, which passes in `durationSeconds`. */
export function marqueeRow(count: number): { repeats: number; durationSeconds: number } {
  if (count === 0) return { repeats: 0, durationSeconds: 0 }
  const repeats = Math.max(1, Math.ceil(MIN_HALF_WIDTH / (count * (TILE_WIDTH + TILE_GAP))))
  const halfWidth = count * repeats * (TILE_WIDTH + TILE_GAP)
  return { repeats, durationSeconds: Math.round((halfWidth / MARQUEE_SPEED_PX_PER_S) * 100) / 100 }
}

/**
 * The home gallery (docs/decisions/058). The server sends each photo once, in one still row that
 * scrolls sideways (by keyboard too: the row takes focus). The page script (marquee-loop.ts) makes
 * the loop from it — the copies, aria-hidden with alt="", and a second row in reverse order — and
 * then starts the CSS animation: two rows drifting in opposite directions, which stop while the
 * Pause box is ticked, under the pointer, or with focus inside (WCAG 2.2.2).
 * A description in the other language has its img's `lang` and no note: a note per tile would
 * grow the page with every photo shown (docs/decisions/140).
 * In low-data mode (docs/decisions/195): the first photo alone, standing still (no data-repeats:
 * the loop script leaves it), the gallery a link away.
 */
export function GalleryMarquee({ images: all }: { images: Localized<EventImage>[] }) {
  const h = useI18n().t.home
  const lowData = useLowData()
  if (all.length === 0) return <p className="status">{h.noImages}</p>
  const images = lowData ? all.slice(0, 1) : all
  const { repeats, durationSeconds } = marqueeRow(images.length)
  // each staff description's language where it is not the page's; said once on the row when all share it
  const langs = images.map((image) => (image.alt ? langOf(image, 'alt').lang : undefined))
  const common = langs[0] && langs.every((lang) => lang === langs[0]) ? langs[0] : undefined
  const style = { '--marquee-duration': `${durationSeconds}s` } as CSSProperties
  return (
    <div className="marquee" data-repeats={lowData ? undefined : repeats}>
      {lowData ? null : <PauseToggle label={h.pauseGallery} className="marquee__pause" />}
      <div className="marquee__row" role="group" aria-label={h.eventPhotos} tabIndex={0}>
        <ul className="marquee__track" style={style} data-duration={durationSeconds} lang={common}>
          {images.map((image, i) => (
            <li key={image._id} className="marquee__tile">
              <ResponsiveImage folder="Event" imageUrl={image.image} imageMeta={image.imageMeta} alt={image.alt || h.eventAlt(image.category)} lang={common ? undefined : langs[i]} sizes={`${TILE_WIDTH}px`} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
