import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData } from '../../src/ui/page-context'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { DocumentGroups } from '../../src/features/documents/ui/DocumentList'
import type { Data } from './+data'

export default function Page() {
  const { documents } = useData<Data>()
  return (
    <PublicLayout>
      <Seo title="Documents" description="Approvals, prospectus, fee structure, academic calendar, committee orders, reports and policies of the college, as PDFs." path="/documents" />
      <PageBanner title="Documents" tagline="Approvals, prospectus, fees, calendars, orders and reports." />
      <section className="section" aria-label="Documents by category">
        <div className="container">
          {documents ? <DocumentGroups documents={documents} /> : <p className="status status--error">Failed to load the documents.</p>}
        </div>
      </section>
    </PublicLayout>
  )
}
