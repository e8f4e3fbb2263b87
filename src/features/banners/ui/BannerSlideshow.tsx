import type { ImageMeta } from '../../../http/images'
import { island } from '../../../ui/island'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import type { Lang } from '../../../content/lang'
import { useLowData } from '../../../ui/low-data'

/** An uploaded banner (under /uploads/Home/) or one of the bundled stock pictures. */
export type Slide = { upload: { imageUrl: string; imageMeta: ImageMeta | null; alt?: string } } | { stock: { src: string; width: number; height: number } }

/**
 * The home banner's slides. The server draws every slide inside a fixed-ratio box with the first one
 * in view, so nothing moves when the script makes them fade (banner-script.ts); they are not part of the island, so the page
 * does not send their data a second time as its props (docs/decisions/141). In low-data mode the
 * first slide only (docs/decisions/195).
 */
export function BannerSlides({ slides }: { slides: Slide[] }) {
  const shown = useLowData() ? slides.slice(0, 1) : slides
  return (
    <div className="banner-slideshow">
      {shown.map((slide, i) => (
        <div className="banner-slideshow__slide" key={i} data-slide={i}>
          {'upload' in slide ? (
            <ResponsiveImage folder="Home" imageUrl={slide.upload.imageUrl} imageMeta={slide.upload.imageMeta} alt={slide.upload.alt ?? ''} sizes="100vw" priority={i === 0} className="banner-slideshow__image" />
          ) : (
            <img src={slide.stock.src} alt="" width={slide.stock.width} height={slide.stock.height} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} className="banner-slideshow__image" />
          )}
        </div>
      ))}
    </div>
  )
}

/**
 * The marker of what moves the slides (banner-script.ts, no React in the browser,
 * docs/decisions/197), placed right after <BannerSlides> in the banner: its props give the
 * language of the Pause box the script adds once the slides move.
 */
export function BannerMotion(_props: { lang?: Lang }) {
  return null
}

export const BannerMotionIsland = island('banner-slideshow', BannerMotion)
