import { startNearViewport } from '../../../ui/near-viewport'
import Swiper from 'swiper'
import { Autoplay, EffectFade } from 'swiper/modules'
import { followAutoplayPause, prefersReducedMotion, showPauseBox } from '../../../ui/motion'
import { islandLang, onIslands } from '../../../ui/island-markers'
import { ISLAND_TEXT } from '../../../content/messages/islands'
import type { Lang } from '../../../content/lang'

/** Spec §9: a new slide every 5 s, faded in over 1 s. */
export const SLIDE_INTERVAL_MS = 5000
export const FADE_MS = 1000
/**
 * Swiper's autoplay waits its delay after each transition has ended, so the 1 s fade is part of
 * the 5 s: each slide stands still for 4 s, then the next fades in (a fade starts every 5 s).
 */
export const SLIDE_STILL_MS = SLIDE_INTERVAL_MS - FADE_MS

/**
 * What moves the home banner's slides, a small script without React (docs/decisions/197): swiper
 * (core + Autoplay + EffectFade only) started on the slides the server drew, and its Pause box
 * (in the marker's language) added once it runs, paused too while focus is
 * anywhere in the banner. Still with one slide and under reduced motion; in low-data mode the
 * server sends no marker at all (docs/decisions/195).
 */
export function startBannerSlideshows(): void {
  onIslands('banner-slideshow', (marker) => {
    marker.dataset.hydrated = 'true'
    const banner = document.querySelector('.banner')
    const root = banner?.querySelector<HTMLElement>('.banner-slideshow')
    if (!banner || !root || root.querySelectorAll('.swiper-slide').length < 2 || prefersReducedMotion()) return
    const swiper = new Swiper(root, {
      modules: [Autoplay, EffectFade],
      effect: 'fade',
      fadeEffect: { crossFade: true },
      speed: FADE_MS,
      rewind: true,
      allowTouchMove: true,
      autoplay: { delay: SLIDE_STILL_MS, disableOnInteraction: false },
    })
    const pauseBox = showPauseBox(marker, ISLAND_TEXT[islandLang<Lang>(marker, 'en')].pauseSlideshow, 'banner-slideshow__pause')
    followAutoplayPause(swiper, banner, pauseBox)
  }, startNearViewport)
}
