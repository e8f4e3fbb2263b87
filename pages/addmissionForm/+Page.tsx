import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'

export default function Page() {
  return (
    <PublicLayout>
      <Seo title="College Admission" description="Send an admission enquiry for B.A. LL.B., LL.B. or LL.M." path="/addmissionForm" />
      <section className="section">
        <div className="container">
          <h1>College Admission</h1>
        </div>
      </section>
    </PublicLayout>
  )
}
