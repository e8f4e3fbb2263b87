import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData, useI18n } from '../../src/ui/page-context'
import { untranslated } from '../../src/ui/StaffText'
import { NewsColumns } from '../../src/features/blogs/ui/NewsColumns'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import type { Data } from './+data'

export default function Page() {
  const { columns } = useData<Data>()
  const n = useI18n().t.news
  return (
    <PublicLayout>
      <Seo title={n.title} description={n.description} path="/blogs" staffContent={'news' in columns ? untranslated([...columns.news.items, ...columns.admissionNews.items]) : true} />
      <PageBanner title={n.title} tagline={n.tagline} />
      <section className="section" aria-label={n.region}>
        <div className="container">
          <NewsColumns {...columns} />
        </div>
      </section>
    </PublicLayout>
  )
}
