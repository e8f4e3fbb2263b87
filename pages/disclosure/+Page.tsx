import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData, useI18n } from '../../src/ui/page-context'
import { untranslated } from '../../src/ui/StaffText'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { DisclosureContents, DisclosureParts } from '../../src/features/disclosure/ui/DisclosureParts'
import type { Data } from './+data'

export default function Page() {
  const { disclosure, grievances } = useData<Data>()
  const { t } = useI18n()
  const p = t.pages
  return (
    <PublicLayout>
      <Seo
        title={p.disclosureTitle}
        description={p.disclosureDescription}
        path="/disclosure"
        staffContent={untranslated(disclosure ? [...disclosure.committees, ...disclosure.documents, ...disclosure.faculty] : [])}
      />
      <PageBanner title={p.disclosureTitle} tagline={p.disclosureTagline} />
      <section className="section" aria-label={p.disclosureRegion}>
        <div className="container">
          <p>
            {p.elsewhere}
            <a href="/search">{p.searchSite}</a>
            {p.browseAll}
            <a href="/documents">{p.documents}</a>
            {t.fullStop}
          </p>
          <div>
            <DisclosureContents />
            {disclosure ? <DisclosureParts disclosure={disclosure} grievances={grievances} /> : <p className="status status--error">{p.disclosureFailed}</p>}
          </div>
        </div>
      </section>
    </PublicLayout>
  )
}
