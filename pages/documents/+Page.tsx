import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData, useI18n } from '../../src/ui/page-context'
import { untranslated } from '../../src/ui/StaffText'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { DocumentGroups } from '../../src/features/documents/ui/DocumentList'
import type { Data } from './+data'

export default function Page() {
  const { documents } = useData<Data>()
  const p = useI18n().t.pages
  return (
    <PublicLayout>
      <Seo title={p.documentsTitle} description={p.documentsDescription} path="/documents" staffContent={untranslated(documents ?? [])} />
      <PageBanner title={p.documentsTitle} tagline={p.documentsTagline} />
      <section className="section" aria-label={p.documentsRegion}>
        <div className="container">
          {documents ? <DocumentGroups documents={documents} /> : <p className="status status--error">{p.documentsFailed}</p>}
        </div>
      </section>
    </PublicLayout>
  )
}
