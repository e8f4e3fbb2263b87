import type { CSSProperties } from 'react'
import type { EventImage } from '../store'
import { PauseToggle } from '../../../ui/PauseToggle'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import './marquee.css'

/** Spec §9: tiles 300 px wide moving 1 px every 20 ms, i.e. 50 px per second. */
export const TILE_WIDTH = 300
export const TILE_GAP = 16
export const MARQUEE_SPEED_PX_PER_S = 1000 / 20
/** A row's half is repeated until it is at least this wide, so wide screens never see its end. */
const MIN_HALF_WIDTH = 1920

/** How the server lays out one row: tiles in one half, and the seconds one half takes to pass. */
export function marqueeRow(count: number): { repeats: number; durationSeconds: number } {
  if (count === 0) return { repeats: 0, durationSeconds: 0 }
  const repeats = Math.max(1, Math.ceil(MIN_HALF_WIDTH / (count * (TILE_WIDTH + TILE_GAP))))
  const halfWidth = count * repeats * (TILE_WIDTH + TILE_GAP)
  return { repeats, durationSeconds: Math.round((halfWidth / MARQUEE_SPEED_PX_PER_S) * 100) / 100 }
}

function MarqueeRow({ images, reverse }: { images: EventImage[]; reverse?: boolean }) {
  const { repeats, durationSeconds } = marqueeRow(images.length)
  const style = { '--marquee-duration': `${durationSeconds}s` } as CSSProperties
  const tile = (image: EventImage, copy: number) => (
    <li key={`${image._id}-${copy}`} className="marquee__tile" aria-hidden={copy > 0 ? true : undefined}>
      <ResponsiveImage folder="Event" imageUrl={image.image} imageMeta={image.imageMeta} alt={copy > 0 ? '' : image.alt || `${image.category ?? 'College'} event`} sizes={`${TILE_WIDTH}px`} />
    </li>
  )
  // The track holds two identical halves and moves by exactly one half: a seamless loop.
  const copies = Array.from({ length: repeats * 2 }, (_, copy) => images.map((image) => tile(image, copy)))
  return (
    <div className="marquee__row">
      <ul className={`marquee__track${reverse ? ' marquee__track--reverse' : ''}`} style={style} data-duration={durationSeconds}>
        {copies}
      </ul>
    </div>
  )
}

/**
 * The home gallery: two rows of event photos drifting in opposite directions, in CSS alone. They
 * stop while the Pause box is ticked, under the pointer, or with focus inside (WCAG 2.2.2).
 */
export function GalleryMarquee({ images }: { images: EventImage[] }) {
  if (images.length === 0) return <p className="status">No images found</p>
  return (
    <div className="marquee">
      <PauseToggle label="Pause gallery" className="marquee__pause" />
      <MarqueeRow images={images} />
      <MarqueeRow images={[...images].reverse()} reverse />
    </div>
  )
}
