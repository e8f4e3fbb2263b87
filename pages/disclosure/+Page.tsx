import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData } from '../../src/ui/page-context'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { DisclosureContents, DisclosureParts } from '../../src/features/disclosure/ui/DisclosureParts'
import type { Data } from './+data'

export default function Page() {
  const { disclosure, grievances } = useData<Data>()
  return (
    <PublicLayout>
      <Seo
        title="Mandatory Disclosure"
        description="Approval and affiliation, courses with intake and duration, fees and refund policy, faculty, committees, grievance redressal and key documents of the college, on one page."
        path="/disclosure"
      />
      <PageBanner title="Mandatory Disclosure" tagline="What the college publishes about itself, in one place." />
      <section className="section" aria-label="Disclosure">
        <div className="container">
          <p>
            {'Looking for something else? '}
            <a href="/search">Search the site</a>
            {' or browse all '}
            <a href="/documents">documents</a>.
          </p>
          <DisclosureContents />
          {disclosure ? <DisclosureParts disclosure={disclosure} grievances={grievances} /> : <p className="status status--error">Failed to load the disclosure.</p>}
        </div>
      </section>
    </PublicLayout>
  )
}
