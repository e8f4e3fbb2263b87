import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData, useI18n } from '../../src/ui/page-context'
import '../../src/features/enquiries/ui/forms.styles'
import { AdmissionFormIsland } from '../../src/features/enquiries/ui/AdmissionForm'
import { ADMISSION_ANCHOR, ADMISSION_ID_PREFIXES } from '../../src/features/enquiries/ui/messages'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { Section } from '../../src/ui/sections/Section'
import '../../src/ui/sections/info.css'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  const { t, lang } = useI18n()
  const a = t.admission
  return (
    <PublicLayout>
      <Seo title={a.title} description={a.description} path="/addmissionForm" />
      <PageBanner title={a.title} tagline={a.tagline} />
      <section id={ADMISSION_ANCHOR} className="section" aria-labelledby="admission-form-title">
        <div className="container admission-layout">
          <img src="/images/admission.svg" alt="" width="800" height="900" fetchPriority="high" className="admission-layout__picture" />
          <div className="card">
            <h2 id="admission-form-title">{a.enquiry}</h2>
            <p className="muted">{a.onlyName}</p>
            <AdmissionFormIsland idPrefix={ADMISSION_ID_PREFIXES.admissionPage} returnTo={data.returnTo} outcome={data.admission} marks={data.admissionMarks} values={data.admissionValues} lang={lang === 'en' ? undefined : lang} />
          </div>
        </div>
      </section>
      <Section id="how-to-apply" title={a.howToApply} soft>
        <ol className="steps">
          {a.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <Section id="documents" title={a.documents}>
        <ul className="checklist">
          {a.documentList.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section id="eligibility" title={a.eligibility} soft>
        <div className="info-grid">
          {t.course.courses.map((course) => (
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
