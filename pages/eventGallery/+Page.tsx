import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData, useI18n } from '../../src/ui/page-context'
import { EventGallery } from '../../src/features/events/ui/EventGallery'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { UNCATEGORIZED_ID } from '../../src/features/events/store'
import { untranslated } from '../../src/ui/StaffText'
import type { Data } from './+data'

export default function Page() {
  const { gallery } = useData<Data>()
  const g = useI18n().t.gallery
  return (
    <PublicLayout>
      {/* the canonical is the English page only while no category shown has its Hindi name (decision 122) */}
      <Seo title={g.title} description={g.description} path="/eventGallery" staffContent={'groups' in gallery ? untranslated(gallery.groups.filter((group) => group.id !== UNCATEGORIZED_ID)) : true} />
      <PageBanner title={g.title} tagline={g.tagline} />
      <section id="gallery" className="section" aria-label={g.region}>
        <div className="container">
          <EventGallery {...gallery} />
        </div>
      </section>
    </PublicLayout>
  )
}
