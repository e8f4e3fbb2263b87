import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'

export default function Page() {
  return (
    <PublicLayout>
      <Seo title="College Event Gallery" description="Photographs of college events, moot courts and legal aid camps." path="/eventGallery" />
      <section className="section">
        <div className="container">
          <h1>College Event Gallery</h1>
        </div>
      </section>
    </PublicLayout>
  )
}
