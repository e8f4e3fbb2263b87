import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData, useI18n } from '../../src/ui/page-context'
import { untranslated } from '../../src/ui/StaffText'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { CommitteeSection, HelplineBox } from '../../src/features/committees/ui/CommitteeList'
import type { Data } from './+data'

export default function Page() {
  const { committees } = useData<Data>()
  const p = useI18n().t.pages
  return (
    <PublicLayout>
      <Seo
        title={p.committeesTitle}
        description={p.committeesDescription}
        path="/committees"
        staffContent={untranslated(committees ?? [])}
      />
      <PageBanner title={p.committeesTitle} tagline={p.committeesTagline} />
      <section className="section" aria-label={p.committeesRegion}>
        <div className="container">
          <HelplineBox />
          {committees ? (
            <div className="committees">
              {committees.map((committee) => (
                <CommitteeSection key={committee._id} committee={committee} />
              ))}
            </div>
          ) : (
            <p className="status status--error">{p.committeesFailed}</p>
          )}
        </div>
      </section>
    </PublicLayout>
  )
}
