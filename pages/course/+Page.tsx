import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'

export default function Page() {
  return (
    <PublicLayout>
      <Seo title="Courses" description="B.A. LL.B. (5 years), LL.B. (3 years) and LL.M. (2 years): eligibility, scope and careers." path="/course" />
      <section className="section">
        <div className="container">
          <h1>Courses</h1>
        </div>
      </section>
    </PublicLayout>
  )
}
