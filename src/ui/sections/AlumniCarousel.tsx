import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import Swiper from 'swiper'
import { Autoplay } from 'swiper/modules'
import { ALUMNI_PLACEHOLDER, alumni } from '../../content/alumni'
import { prefersReducedMotion, useAutoplayPause } from '../motion'
import { PauseToggle } from '../PauseToggle'
import { island } from '../island'
import type { Lang } from '../../content/lang'
import { ISLAND_TEXT } from '../../content/messages/islands'

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

/** Alumni testimonials (fixed list of 14). A photo that fails to load is swapped for a placeholder. On a Hindi page the controls are in Hindi. */
export function AlumniCarousel({ lang = 'en' }: { lang?: Lang }) {
  const text = ISLAND_TEXT[lang]
  const root = useRef<HTMLDivElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const swiper = useRef<Swiper | null>(null)
  const [autoplaying, setAutoplaying] = useState<Swiper | null>(null)
  // Paused by its box, or while focus is in the carousel or on its buttons.
  const pause = useAutoplayPause(autoplaying, () => box.current)
  useEffect(() => {
    // A photo may have failed before hydration attached onError: catch those too.
    for (const img of root.current?.querySelectorAll('img') ?? []) {
      if (img.complete && img.naturalWidth === 0) showPlaceholder(img)
    }
    if (!root.current) return
    const { autoplay, ...layout } = ALUMNI_SWIPER
    swiper.current = new Swiper(root.current, {
      modules: [Autoplay],
      ...layout,
      rewind: true,
      autoplay: prefersReducedMotion() ? false : autoplay,
    })
    if (swiper.current.autoplay?.running) setAutoplaying(swiper.current)
    return () => {
      setAutoplaying(null)
      swiper.current?.destroy(true, false)
    }
  }, [])
  const onError = (event: SyntheticEvent<HTMLImageElement>) => showPlaceholder(event.currentTarget)
  return (
    <div className="alumni" ref={box}>
      <div ref={root} className="swiper alumni__swiper">
        <ul className="swiper-wrapper alumni__list">
          {alumni.map((person) => (
            <li key={person.name} className="swiper-slide">
              {/* The name is in the caption, so the photo adds nothing to read (alt=""). On a Hindi page
                  the testimonial stays in the words it was given: the whole figure is marked English. */}
              <figure className="card" lang={lang === 'en' ? undefined : 'en'}>
                <img src={person.photo} alt="" width="96" height="96" loading="lazy" onError={onError} />
                <blockquote>{`“${person.quote}”`}</blockquote>
                <figcaption>
                  <strong>{person.name}</strong>
                  <span>{person.role}</span>
                  <span>{person.batch}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <div className="alumni__controls">
        <button type="button" className="alumni__button" aria-label={text.previousTestimonial} onClick={() => swiper.current?.slidePrev()}>
          ‹
        </button>
        <button type="button" className="alumni__button" aria-label={text.nextTestimonial} onClick={() => swiper.current?.slideNext()}>
          ›
        </button>
        {autoplaying && <PauseToggle label={text.pauseTestimonials} checked={pause.paused} onChange={pause.setPaused} />}
      </div>
    </div>
  )
}

export const AlumniCarouselIsland = island('alumni-carousel', AlumniCarousel)
