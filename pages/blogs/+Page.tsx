import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'

export default function Page() {
  return (
    <PublicLayout>
      <Seo title="News & Notifications" description="News and admission updates from the law college in Shahdol." path="/blogs" />
      <section className="section">
        <div className="container">
          <h1>News & Notifications</h1>
        </div>
      </section>
    </PublicLayout>
  )
}
