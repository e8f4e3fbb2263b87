import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData } from '../../src/ui/page-context'
import { EventGallery } from '../../src/features/events/ui/EventGallery'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import type { Data } from './+data'

export default function Page() {
  const { gallery } = useData<Data>()
  return (
    <PublicLayout>
      <Seo title="College Event Gallery" description="Photographs of college events, moot courts and legal aid camps." path="/eventGallery" />
      <PageBanner title="College Event Gallery" tagline="Moments from our events, moot courts and legal aid camps." />
      <section id="gallery" className="section" aria-label="Photographs by category">
        <div className="container">
          <EventGallery {...gallery} />
        </div>
      </section>
    </PublicLayout>
  )
}
