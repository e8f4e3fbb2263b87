import type { Course } from '../../content/courses'
import { useI18n } from '../page-context'
import './course.css'

/** The course pictures (public/images/course-*.svg, under 4 KB each), read at build time. */
const COURSE_SVGS = import.meta.glob<string>('/public/images/course-*.svg', { query: '?raw', import: 'default', eager: true })

/**
 * The course picture as a data: URL, so that it arrives with the HTML: it is the largest paint of
 * the page on a phone, and a request of its own for 700 bytes costs a round trip after the HTML
 * (docs/decisions/063-image-widths-and-variants-on-demand.md). A picture not found stays a URL.
 */
export function courseImageSrc(image: string): string {
  const svg = COURSE_SVGS[`/public${image}`]
  if (!svg) return image
  return `data:image/svg+xml,${svg.trim().replace(/[%#<>"\n]/g, (c) => encodeURIComponent(c))}`
}

/** One course tab: image, duration, description, eligibility, scope and careers (spec §2, §9). */
export function CourseDetails({ course }: { course: Course }) {
  const { t } = useI18n()
  const list = (title: string, items: string[]) => (
    <section className="course__block" aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
  return (
    <article className="course" aria-labelledby="course-title">
      <img src={courseImageSrc(course.image)} alt="" width="800" height="500" fetchPriority="high" className="course__image" />
      <div>
        <h2 id="course-title">{course.title}</h2>
        <p className="course__duration">
          <strong>{t.course.duration}</strong> {course.duration}
        </p>
        <p>{course.description}</p>
        {list(t.course.eligibility, course.eligibility)}
        {list(t.course.scope, course.scope)}
        {list(t.course.career, course.career)}
      </div>
    </article>
  )
}
