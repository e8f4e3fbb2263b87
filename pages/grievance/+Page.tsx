import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData } from '../../src/ui/page-context'
import '../../src/features/enquiries/ui/forms.styles'
import '../../src/features/grievances/ui/grievance.styles'
import { GrievanceFormIsland } from '../../src/features/grievances/ui/GrievanceForm'
import { M } from '../../src/features/grievances/messages'
import { STATUS_PAGE } from '../../src/features/grievances/ui/paths'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  return (
    <PublicLayout>
      <Seo title={M.form.title} description={M.form.intro} path="/grievance" />
      <PageBanner title={M.form.title} tagline={M.form.tagline} />
      <section className="section" aria-labelledby="grievance-form-title">
        <div className="container grievance-layout">
          <div>
            <p>{M.form.intro}</p>
            <ul className="checklist">
              {M.form.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p>
              <a href={STATUS_PAGE}>{M.form.statusLink}</a>
            </p>
          </div>
          <div className="card">
            <h2 id="grievance-form-title">{M.form.title}</h2>
            <GrievanceFormIsland result={data.result} refused={data.refused} />
          </div>
        </div>
      </section>
    </PublicLayout>
  )
}
