import { startNearViewport } from '../near-viewport'
import Swiper from 'swiper'
import { Autoplay } from 'swiper/modules'
import { ALUMNI_PLACEHOLDER } from '../../content/alumni'
import { followAutoplayPause, prefersReducedMotion, showPauseBox } from '../motion'
import { islandLang, onIslands } from '../island-markers'
import { ISLAND_TEXT } from '../../content/messages/islands'
import type { Lang } from '../../content/lang'

/** Spec §9: 5000 ms autoplay; 1, 2 and 3 slides from 0, 768 and 1024 px; 30 px apart. */
export const ALUMNI_SWIPER = {
  spaceBetween: 30,
  slidesPerView: 1,
  breakpoints: { 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
  autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true },
}

function showPlaceholder(img: HTMLImageElement) {
  if (!img.src.endsWith(ALUMNI_PLACEHOLDER)) img.src = ALUMNI_PLACEHOLDER
}

/**
 * The alumni testimonials the server drew (AlumniCarousel) made a carousel by a small script, no
 * React (docs/decisions/197): swiper with its Previous and Next buttons, and the Pause box (in the
 * marker's language) once it autoplays, paused too while focus is in the carousel or on its
 * buttons; still under reduced motion. A photo that fails to load is swapped for a placeholder.
 */
export function startAlumniCarousels(): void {
  onIslands('alumni-carousel', (marker) => {
    const box = marker.querySelector<HTMLElement>('.alumni')
    const root = box?.querySelector<HTMLElement>('.alumni__swiper')
    if (!box || !root) return
    // a photo that failed before this script came, and any that fails after
    for (const img of root.querySelectorAll('img')) if (img.complete && img.naturalWidth === 0) showPlaceholder(img)
    root.addEventListener('error', (event) => {
      if (event.target instanceof HTMLImageElement) showPlaceholder(event.target)
    }, true)
    const { autoplay, ...layout } = ALUMNI_SWIPER
    const swiper = new Swiper(root, { modules: [Autoplay], ...layout, rewind: true, autoplay: prefersReducedMotion() ? false : autoplay })
    const [previous, next] = box.querySelectorAll<HTMLButtonElement>('.alumni__button')
    previous?.addEventListener('click', () => swiper.slidePrev())
    next?.addEventListener('click', () => swiper.slideNext())
    const controls = box.querySelector('.alumni__controls')
    if (swiper.autoplay?.running && controls) followAutoplayPause(swiper, box, showPauseBox(controls, ISLAND_TEXT[islandLang<Lang>(marker, 'en')].pauseTestimonials))
    marker.dataset.hydrated = 'true'
  }, startNearViewport)
}
