import { startNearViewport } from '../../../ui/near-viewport'
import { followAutoplayPause, prefersReducedMotion, showPauseBox, type Autoplay } from '../../../ui/motion'
import { islandLang, onIslands } from '../../../ui/island-markers'
import { ISLAND_TEXT } from '../../../content/messages/islands'
import type { Lang } from '../../../content/lang'

/** Spec §9: a new slide every 5 s, faded in over 1 s. */
export const SLIDE_INTERVAL_MS = 5000
export const FADE_MS = 1000
/**
 * The 1 s fade is part of the 5 s: each slide stands still for 4 s once its fade has ended, then
 * the next fades in (a fade starts every 5 s).
 */
export const SLIDE_STILL_MS = SLIDE_INTERVAL_MS - FADE_MS
/** A horizontal swipe at least this long (CSS px) changes the slide. */
const SWIPE_PX = 40

/** banner.css: the row of slides becomes a stack; the active one is on top and fades in. */
const LIVE = 'banner-slideshow--live'
const ACTIVE = 'banner-slideshow__slide--active'
/** The slide faded from: kept opaque under the active one until its fade has ended (no dip to the background). */
const LEAVING = 'banner-slideshow__slide--leaving'

/**
 * Fades the server's slides into one another: `data-fading` is on the root while a fade runs, and
 * the next one is due SLIDE_STILL_MS after it has ended. Rewinds from the last slide to the first.
 */
function fadeSlides(root: HTMLElement, slides: HTMLElement[]): Autoplay {
  let index = 0
  let running = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let fallback: ReturnType<typeof setTimeout> | undefined
  let fading = false

  const schedule = () => {
    clearTimeout(timer)
    if (running && !fading) timer = setTimeout(() => show(index + 1), SLIDE_STILL_MS)
  }
  const fadeEnded = () => {
    if (!fading) return
    fading = false
    clearTimeout(fallback)
    delete root.dataset.fading
    for (const slide of slides) slide.classList.remove(LEAVING)
    schedule()
  }
  const show = (next: number) => {
    const target = (next + slides.length) % slides.length
    if (target === index) return
    fadeEnded()
    clearTimeout(timer)
    slides[index].classList.replace(ACTIVE, LEAVING)
    index = target
    slides[index].classList.add(ACTIVE)
    fading = true
    root.dataset.fading = ''
    // transitionend does not come if the transition cannot run (a hidden tab, an image failing)
    fallback = setTimeout(fadeEnded, FADE_MS + 200)
  }
  root.addEventListener('transitionend', (event) => {
    if (event.target === slides[index] && event.propertyName === 'opacity') fadeEnded()
  })

  // A swipe on a touch screen (or a mouse drag) shows the next or the previous slide.
  let from: PointerEvent | null = null
  root.addEventListener('pointerdown', (event) => {
    from = event
  })
  root.addEventListener('pointerup', (event) => {
    const dx = from ? event.clientX - from.clientX : 0
    const dy = from ? event.clientY - from.clientY : 0
    from = null
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) show(index + (dx < 0 ? 1 : -1))
  })

  root.style.setProperty('--banner-fade', `${FADE_MS}ms`)
  slides.forEach((slide, i) => {
    // the slides stay a row (no layout change), each moved back onto the first one's place
    slide.style.translate = `${-100 * i}% 0`
  })
  slides[0].classList.add(ACTIVE)
  root.classList.add(LIVE)
  return {
    start() {
      if (running) return
      running = true
      schedule()
    },
    stop() {
      running = false
      clearTimeout(timer)
    },
  }
}

/**
 * What moves the home banner's slides, a small script without React or swiper (docs/decisions/197,
 * 265): the slides the server drew fade into one another, and its Pause box (in the marker's language)
 * is added once they move, paused too while focus is anywhere in the banner. Still with one slide and
 * under reduced motion; in low-data mode the server sends no marker at all (docs/decisions/195).
 */
export function startBannerSlideshows(): void {
  onIslands('banner-slideshow', (marker) => {
    marker.dataset.hydrated = 'true'
    const banner = document.querySelector('.banner')
    const root = banner?.querySelector<HTMLElement>('.banner-slideshow')
    const slides = [...(root?.querySelectorAll<HTMLElement>('.banner-slideshow__slide') ?? [])]
    if (!banner || !root || slides.length < 2 || prefersReducedMotion()) return
    const autoplay = fadeSlides(root, slides)
    const pauseBox = showPauseBox(marker, ISLAND_TEXT[islandLang<Lang>(marker, 'en')].pauseSlideshow, 'banner-slideshow__pause')
    followAutoplayPause(autoplay, banner, pauseBox)
  }, startNearViewport)
}
