import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'

export default function Page() {
  return (
    <PublicLayout>
      <Seo title="Contact Us" description="Address, phone numbers, e-mail and office hours of the law college in Shahdol." path="/contactUs" />
      <section className="section">
        <div className="container">
          <h1>Contact Us</h1>
        </div>
      </section>
    </PublicLayout>
  )
}
