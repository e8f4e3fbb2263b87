import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData } from '../../src/ui/page-context'
import { applySteps, documentsRequired } from '../../src/content/admission'
import { courses } from '../../src/content/courses'
import '../../src/features/enquiries/ui/forms.styles'
import { AdmissionFormIsland } from '../../src/features/enquiries/ui/AdmissionForm'
import { ADMISSION_ANCHOR } from '../../src/features/enquiries/ui/messages'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { Section } from '../../src/ui/sections/Section'
import '../../src/ui/sections/info.css'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <PublicLayout>
      <Seo title="College Admission" description="Send an admission enquiry for B.A. LL.B., LL.B. or LL.M. at the law college in Shahdol." path="/addmissionForm" />
      <PageBanner title="College Admission" tagline="Admissions for B.A. LL.B., LL.B. and LL.M." />
      <section id={ADMISSION_ANCHOR} className="section" aria-labelledby="admission-form-title">
        <div className="container admission-layout">
          <img src="/images/admission.svg" alt="" width="800" height="900" fetchPriority="high" className="admission-layout__picture" />
          <div className="card">
            <h2 id="admission-form-title">Admission Enquiry</h2>
            <p className="muted">Only your name is required; we call you back about the rest.</p>
            <AdmissionFormIsland idPrefix="admission" returnTo={data.returnTo} outcome={data.admission} marks={data.admissionMarks} />
          </div>
        </div>
      </section>
      <Section id="how-to-apply" title="How to Apply" soft>
        <ol className="steps">
          {applySteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <Section id="documents" title="Documents Required">
        <ul className="checklist">
          {documentsRequired.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section id="eligibility" title="Eligibility at a Glance" soft>
        <div className="info-grid">
          {courses.map((course) => (
            <div key={course.key} className="card">
              <h3>{course.menuLabel}</h3>
              <ul className="plain-list">
                {course.eligibility.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
    </PublicLayout>
  )
}
