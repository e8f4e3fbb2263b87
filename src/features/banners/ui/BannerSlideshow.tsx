import { useEffect, useState } from 'react'
import Swiper from 'swiper'
import { Autoplay, EffectFade } from 'swiper/modules'
import type { ImageMeta } from '../../../http/images'
import { island } from '../../../ui/island'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import { prefersReducedMotion, useAutoplayPause } from '../../../ui/motion'
import type { Lang } from '../../../content/lang'
import { ISLAND_TEXT } from '../../../content/messages/islands'
import { PauseToggle } from '../../../ui/PauseToggle'
import { useLowData } from '../../../ui/low-data'

/** Spec §9: a new slide every 5 s, faded in over 1 s. */
export const SLIDE_INTERVAL_MS = 5000
export const FADE_MS = 1000
/**
 * Swiper's autoplay waits its delay after each transition has ended, so the 1 s fade is part of
 * the 5 s: each slide stands still for 4 s, then the next fades in (a fade starts every 5 s).
 */
export const SLIDE_STILL_MS = SLIDE_INTERVAL_MS - FADE_MS

/** An uploaded banner (under /uploads/Home/) or one of the bundled stock pictures. */
export type Slide = { upload: { imageUrl: string; imageMeta: ImageMeta | null; alt?: string } } | { stock: { src: string; width: number; height: number } }

/**
 * The home banner's slides. The server draws every slide inside a fixed-ratio box with the first one
 * in view, so nothing moves when swiper takes over; they are not part of the island, so the page
 * does not send their data a second time as its props (docs/decisions/141). In low-data mode the
 * first slide only (docs/decisions/195).
 */
export function BannerSlides({ slides }: { slides: Slide[] }) {
  const shown = useLowData() ? slides.slice(0, 1) : slides
  return (
    <div className="swiper banner-slideshow">
      <div className="swiper-wrapper">
        {shown.map((slide, i) => (
          <div className="swiper-slide banner-slideshow__slide" key={i} data-slide={i}>
            {'upload' in slide ? (
              <ResponsiveImage folder="Home" imageUrl={slide.upload.imageUrl} imageMeta={slide.upload.imageMeta} alt={slide.upload.alt ?? ''} sizes="100vw" priority={i === 0} className="banner-slideshow__image" />
            ) : (
              <img src={slide.stock.src} alt="" width={slide.stock.width} height={slide.stock.height} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} className="banner-slideshow__image" />
            )}
          </div>
        ))}
      </div>
    </div>
  )
}

/**
 * What moves them: swiper (core + Autoplay + EffectFade only) started on the slides above, and its
 * Pause box once it runs. Placed right after <BannerSlides> in the banner.
 */
export function BannerMotion({ count, lang = 'en' }: { count: number; lang?: Lang }) {
  const [swiper, setSwiper] = useState<Swiper | null>(null)
  // Paused by its box, or while focus is anywhere in the banner (its buttons too).
  const pause = useAutoplayPause(swiper, () => document.querySelector('.banner'))
  useEffect(() => {
    const root = document.querySelector<HTMLElement>('.banner .banner-slideshow')
    if (!root || count < 2 || prefersReducedMotion()) return
    const swiper = new Swiper(root, {
      modules: [Autoplay, EffectFade],
      effect: 'fade',
      fadeEffect: { crossFade: true },
      speed: FADE_MS,
      rewind: true,
      allowTouchMove: true,
      autoplay: { delay: SLIDE_STILL_MS, disableOnInteraction: false },
    })
    setSwiper(swiper)
    return () => {
      setSwiper(null)
      swiper.destroy(true, false)
    }
  }, [count])
  return swiper ? <PauseToggle label={ISLAND_TEXT[lang].pauseSlideshow} className="banner-slideshow__pause" checked={pause.paused} onChange={pause.setPaused} /> : null
}

export const BannerMotionIsland = island('banner-slideshow', BannerMotion)
