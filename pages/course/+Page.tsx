import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData, useI18n } from '../../src/ui/page-context'
import { courseHref } from '../../src/content/courses'
import '../../src/features/enquiries/ui/forms.styles'
import { AdmissionFormIsland } from '../../src/features/enquiries/ui/AdmissionForm'
import { ADMISSION_ANCHOR, ADMISSION_ID_PREFIXES } from '../../src/features/enquiries/ui/messages'
import { CourseDetails } from '../../src/ui/sections/CourseDetails'
import { coursesJsonLd } from '../../src/ui/json-ld'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  const { t, lang } = useI18n()
  const c = t.course
  const selected = c.courses.find((course) => course.key === data.course?.key) ?? null
  const path = data.course ? courseHref(data.course.key) : '/course'
  return (
    <PublicLayout>
      <Seo
        title={selected ? c.titleOf(selected.title) : c.title}
        description={c.description}
        path={path}
        jsonLd={coursesJsonLd(c.courses, lang)}
      />
      <section className="section" aria-labelledby="courses-title">
        <div className="container">
          <h1 id="courses-title" className="section__title">
            {c.title}
          </h1>
          <nav className="course-tabs" aria-label={c.title}>
            {c.courses.map((course) => (
              <a key={course.key} href={courseHref(course.key)} className="course-tabs__tab" aria-current={course.key === data.selectedKey ? 'page' : undefined}>
                {course.tab}
              </a>
            ))}
          </nav>
          {selected ? <CourseDetails course={selected} /> : <p className="status">{c.select}</p>}
        </div>
      </section>
      <section id={ADMISSION_ANCHOR} className="section section--soft" aria-labelledby="course-admission-title">
        <div className="container narrow">
          <h2 id="course-admission-title" className="section__title">
            {c.admissionForm}
          </h2>
          <div className="card">
            <AdmissionFormIsland idPrefix={ADMISSION_ID_PREFIXES.coursePage} returnTo={data.returnTo} outcome={data.admission} marks={data.admissionMarks} values={data.admissionValues} lang={lang === 'en' ? undefined : lang} />
          </div>
        </div>
      </section>
    </PublicLayout>
  )
}
