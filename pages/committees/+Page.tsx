import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData } from '../../src/ui/page-context'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { CommitteeSection, HelplineBox } from '../../src/features/committees/ui/CommitteeList'
import type { Data } from './+data'

export default function Page() {
  const { committees } = useData<Data>()
  return (
    <PublicLayout>
      <Seo
        title="Committees"
        description="Anti-ragging committee and squad, Internal Complaints Committee, Students' Grievance Redressal Committee and Equal Opportunity Cell: members, contacts and how to complain."
        path="/committees"
      />
      <PageBanner title="Committees" tagline="Who to turn to, and how to complain." />
      <section className="section" aria-label="Committees of the college">
        <div className="container">
          <HelplineBox />
          {committees ? (
            <div className="committees">
              {committees.map((committee) => (
                <CommitteeSection key={committee._id} committee={committee} />
              ))}
            </div>
          ) : (
            <p className="status status--error">Failed to load the committees.</p>
          )}
        </div>
      </section>
    </PublicLayout>
  )
}
