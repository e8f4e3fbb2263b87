import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'

export default function Page() {
  return (
    <PublicLayout>
      <Seo title="About Our College" description="The legacy, faculty, mission and vision of the law college in Shahdol." path="/aboutUs" />
      <section className="section">
        <div className="container">
          <h1>About Our College</h1>
        </div>
      </section>
    </PublicLayout>
  )
}
