import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData, useI18n } from '../../src/ui/page-context'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { SearchForm, SearchResults } from '../../src/features/search/ui/SearchResults'
import type { Data } from './+data'

export default function Page() {
  const { q, found } = useData<Data>()
  const s = useI18n().t.search
  return (
    <PublicLayout>
      <Seo title={q ? s.titleOf(q) : s.title} description={s.description} path="/search" noindex={!!q} />
      <PageBanner title={s.title} tagline={s.tagline} />
      <section className="section" aria-label={s.region}>
        <div className="container">
          <SearchForm q={q} />
          <SearchResults q={q} found={found} />
        </div>
      </section>
    </PublicLayout>
  )
}
