import { startNearViewport } from '../near-viewport'
import { ALUMNI_PLACEHOLDER } from '../../content/alumni'
import { followAutoplayPause, prefersReducedMotion, showPauseBox, type Autoplay } from '../motion'
import { islandLang, onIslands } from '../island-markers'
import { ISLAND_TEXT } from '../../content/messages/islands'
import type { Lang } from '../../content/lang'

/**
 * Spec §9: the next testimonial every 5000 ms (1, 2 and 3 in view from 0, 768 and 1024 px, 30 px
 * apart: sections.css), held while a mouse is over the carousel.
 */
export const ALUMNI_AUTOPLAY_MS = 5000

function showPlaceholder(img: HTMLImageElement) {
  if (!img.src.endsWith(ALUMNI_PLACEHOLDER)) img.src = ALUMNI_PLACEHOLDER
}

/**
 * Moves the server's scroll-snap row a card at a time: forwards, rewinding to the first card after
 * the last position, and back, to the last position from the first. The row may also have been
 * scrolled by hand: the position is read from it, except while a move of ours is still under way
 * (a second Next during the first one goes one card further).
 */
function cardSteps(list: HTMLElement) {
  const cards = [...list.children] as HTMLElement[]
  let heading: number | null = null
  for (const type of ['scrollend', 'pointerdown', 'wheel', 'keydown']) list.addEventListener(type, () => (heading = null), { passive: true })
  const step = () => (cards.length > 1 ? cards[1].offsetLeft - cards[0].offsetLeft : list.clientWidth) || 1
  const last = () => Math.max(0, Math.round((list.scrollWidth - list.clientWidth) / step()))
  const current = () => heading ?? Math.round(list.scrollLeft / step())
  const go = (index: number) => {
    heading = index
    list.scrollTo({ left: index * step(), behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
  }
  return {
    next: () => go(current() >= last() ? 0 : current() + 1),
    previous: () => go(current() <= 0 ? last() : current() - 1),
  }
}

/** The carousel's autoplay: `move` every ALUMNI_AUTOPLAY_MS, counted again after a Previous, a Next or a touch. */
function everyFiveSeconds(move: () => void): Autoplay & { restart(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  const tick = () => {
    move()
    timer = setTimeout(tick, ALUMNI_AUTOPLAY_MS)
  }
  const start = () => {
    if (timer === undefined) timer = setTimeout(tick, ALUMNI_AUTOPLAY_MS)
  }
  const stop = () => {
    clearTimeout(timer)
    timer = undefined
  }
  const restart = () => {
    if (timer === undefined) return
    stop()
    start()
  }
  return { start, stop, restart }
}

/**
 * The alumni testimonials the server drew (AlumniCarousel) made a carousel by a small script, no
 * React or swiper (docs/decisions/197, 265): Previous and Next scroll the row a card at a time, and
 * it moves on by itself with its Pause box (in the marker's language), paused too while focus is in
 * the carousel or on its buttons, or the mouse over its cards (as swiper's pauseOnMouseEnter); no autoplay under reduced motion. A photo
 * that fails to load is swapped for a placeholder.
 */
export function startAlumniCarousels(): void {
  onIslands('alumni-carousel', (marker) => {
    const box = marker.querySelector<HTMLElement>('.alumni')
    const list = box?.querySelector<HTMLElement>('.alumni__list')
    if (!box || !list) return
    // a photo that failed before this script came, and any that fails after
    for (const img of list.querySelectorAll('img')) if (img.complete && img.naturalWidth === 0) showPlaceholder(img)
    list.addEventListener('error', (event) => {
      if (event.target instanceof HTMLImageElement) showPlaceholder(event.target)
    }, true)
    const steps = cardSteps(list)
    const autoplay = everyFiveSeconds(steps.next)
    const [previous, next] = box.querySelectorAll<HTMLButtonElement>('.alumni__button')
    previous?.addEventListener('click', () => {
      steps.previous()
      autoplay.restart()
    })
    next?.addEventListener('click', () => {
      steps.next()
      autoplay.restart()
    })
    list.addEventListener('pointerdown', () => autoplay.restart())
    const controls = box.querySelector('.alumni__controls')
    if (!prefersReducedMotion() && controls) {
      const pauseBox = showPauseBox(controls, ISLAND_TEXT[islandLang<Lang>(marker, 'en')].pauseTestimonials)
      followAutoplayPause(autoplay, box, pauseBox, { hover: list })
    }
    marker.dataset.hydrated = 'true'
  }, startNearViewport)
}
