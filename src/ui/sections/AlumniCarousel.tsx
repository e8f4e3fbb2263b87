import { alumni } from '../../content/alumni'
import { island } from '../island'
import type { Lang } from '../../content/lang'
import { ISLAND_TEXT } from '../../content/messages/islands'

/**
 * Alumni testimonials (fixed list of 14), drawn by the server as a scroll-snap row; a small script
 * makes it a carousel (alumni-script.ts, no React or swiper in the browser, docs/decisions/197, 265):
 * autoplay, Previous and Next. On a Hindi page the controls are in Hindi.
 */
export function AlumniCarousel({ lang = 'en' }: { lang?: Lang }) {
  const text = ISLAND_TEXT[lang]
  return (
    <div className="alumni">
      {/* A row that scrolls sideways and snaps to each card: by touch, by keyboard (it takes focus;
          the cards have no control of their own) and without JavaScript. */}
      <ul className="alumni__list" tabIndex={0}>
        {alumni.map((person) => (
          <li key={person.name}>
            {/* The name is in the caption, so the photo adds nothing to read (alt=""). On a Hindi page
                the testimonial stays in the words it was given: the whole figure is marked English. */}
            <figure className="card" lang={lang === 'en' ? undefined : 'en'}>
              <img src={person.photo} alt="" width="96" height="96" loading="lazy" />
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
      <div className="alumni__controls">
        <button type="button" className="alumni__button" aria-label={text.previousTestimonial}>
          ‹
        </button>
        <button type="button" className="alumni__button" aria-label={text.nextTestimonial}>
          ›
        </button>
      </div>
    </div>
  )
}

export const AlumniCarouselIsland = island('alumni-carousel', AlumniCarousel)
