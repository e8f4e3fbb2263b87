import { useEffect, useState } from 'react'
import type Swiper from 'swiper'

/** True when the visitor asked the system for less motion: autoplay widgets stay still. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Pause for a swiper's autoplay (WCAG 2.2.2): stopped while the visitor's Pause box is ticked or
 * focus is inside `area()`, running again (at the spec's delay) otherwise.
 */
export function useAutoplayPause(swiper: Swiper | null, area: () => Element | null) {
  const [paused, setPaused] = useState(false)
  const [focusInside, setFocusInside] = useState(false)
  useEffect(() => {
    const element = area()
    if (!element) return
    const onIn = () => setFocusInside(true)
    const onOut = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget as Node | null
      if (!next || !element.contains(next)) setFocusInside(false)
    }
    element.addEventListener('focusin', onIn)
    element.addEventListener('focusout', onOut)
    return () => {
      element.removeEventListener('focusin', onIn)
      element.removeEventListener('focusout', onOut)
    }
  }, [swiper])
  useEffect(() => {
    if (!swiper?.autoplay || swiper.destroyed) return
    if (paused || focusInside) swiper.autoplay.stop()
    else if (!swiper.autoplay.running) swiper.autoplay.start()
  }, [swiper, paused, focusInside])
  return { paused, setPaused }
}
