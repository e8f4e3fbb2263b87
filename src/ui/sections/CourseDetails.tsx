import type { Course } from '../../content/courses'
import './course.css'

/** One course tab: image, duration, description, eligibility, scope and careers (spec §2, §9). */
export function CourseDetails({ course }: { course: Course }) {
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
      <img src={course.image} alt="" width="800" height="500" fetchPriority="high" className="course__image" />
      <div>
        <h2 id="course-title">{course.title}</h2>
        <p className="course__duration">
          <strong>Duration:</strong> {course.duration}
        </p>
        <p>{course.description}</p>
        {list('Eligibility', course.eligibility)}
        {list('Course Scope', course.scope)}
        {list('Career Opportunities', course.career)}
      </div>
    </article>
  )
}
