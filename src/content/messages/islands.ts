import type { Lang } from '../lang'

/** The few texts of the home page's moving parts, which render in the browser too: small, so both languages ship. */
const english = {
  pauseSlideshow: 'Pause slideshow',
  previousTestimonial: 'Previous testimonial',
  nextTestimonial: 'Next testimonial',
  pauseTestimonials: 'Pause testimonials',
}

export type IslandText = typeof english

export const ISLAND_TEXT: Record<Lang, IslandText> = {
  en: english,
  hi: {
    pauseSlideshow: 'स्लाइड शो रोकें',
    previousTestimonial: 'पिछला अनुभव',
    nextTestimonial: 'अगला अनुभव',
    pauseTestimonials: 'पूर्व छात्रों के अनुभव रोकें',
  },
}
