import { courseHref } from '../../content/courses'
import { useI18n } from '../page-context'
import './sections.css'

/** The three law courses as tiles, each opening its tab on /course. */
export function LawProgramTiles() {
  const { t } = useI18n()
  return (
    <ul className="law-tiles">
      {t.course.courses.map((course) => (
        <li key={course.key}>
          <a href={courseHref(course.key)} className="law-tile">
            <img src={course.image} alt="" width="800" height="500" loading="lazy" className="law-tile__image" />
            <span className="law-tile__body">
              <span className="law-tile__title">{course.menuLabel}</span>
              <span className="law-tile__text">{course.eligibility[0]}</span>
              <span className="law-tile__more">{t.home.viewCourse}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
