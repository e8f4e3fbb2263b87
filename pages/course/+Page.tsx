import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData } from '../../src/ui/page-context'
import { courseHref, courses } from '../../src/content/courses'
import '../../src/features/enquiries/ui/forms.styles'
import { AdmissionFormIsland } from '../../src/features/enquiries/ui/AdmissionForm'
import { ADMISSION_ANCHOR } from '../../src/features/enquiries/ui/messages'
import { CourseDetails } from '../../src/ui/sections/CourseDetails'
import { coursesJsonLd } from '../../src/ui/json-ld'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  const path = data.course ? courseHref(data.course.key) : '/course'
  return (
    <PublicLayout>
      <Seo
        title={data.course ? `Courses: ${data.course.title}` : 'Courses'}
        description="B.A. LL.B. (5 years), LL.B. (3 years) and LL.M. (2 years): eligibility, scope and careers."
        path={path}
        jsonLd={coursesJsonLd()}
      />
      <section className="section" aria-labelledby="courses-title">
        <div className="container">
          <h1 id="courses-title" className="section__title">
            Courses
          </h1>
          <nav className="course-tabs" aria-label="Courses">
            {courses.map((course) => (
              <a key={course.key} href={courseHref(course.key)} className="course-tabs__tab" aria-current={course.key === data.selectedKey ? 'page' : undefined}>
                {course.tab}
              </a>
            ))}
          </nav>
          {data.course ? <CourseDetails course={data.course} /> : <p className="status">Select a course to view details.</p>}
        </div>
      </section>
      <section id={ADMISSION_ANCHOR} className="section section--soft" aria-labelledby="course-admission-title">
        <div className="container narrow">
          <h2 id="course-admission-title" className="section__title">
            Admission Form
          </h2>
          <div className="card">
            <AdmissionFormIsland idPrefix="course-admission" returnTo={data.returnTo} outcome={data.admission} marks={data.admissionMarks} />
          </div>
        </div>
      </section>
    </PublicLayout>
  )
}
