import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData } from '../../src/ui/page-context'
import { NewsColumns } from '../../src/features/blogs/ui/NewsColumns'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import type { Data } from './+data'

export default function Page() {
  const { columns } = useData<Data>()
  return (
    <PublicLayout>
      <Seo title="News & Notifications" description="News and admission updates from the law college in Shahdol." path="/blogs" />
      <PageBanner title="News & Notifications" tagline="College news and admission updates." />
      <section className="section" aria-label="News and admission updates">
        <div className="container">
          <NewsColumns {...columns} />
        </div>
      </section>
    </PublicLayout>
  )
}
