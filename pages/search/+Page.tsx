import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData } from '../../src/ui/page-context'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { SearchForm, SearchResults } from '../../src/features/search/ui/SearchResults'
import type { Data } from './+data'

export default function Page() {
  const { q, results, lang } = useData<Data>()
  return (
    <PublicLayout>
      <Seo title={q ? `Search: ${q}` : 'Search'} description="Search the college's news, documents, courses and pages." path="/search" noindex={!!q} />
      <PageBanner title="Search" tagline="News, documents, courses and pages of the college." />
      <section className="section" aria-label="Site search">
        <div className="container">
          <SearchForm q={q} />
          <SearchResults q={q} results={results} lang={lang} />
        </div>
      </section>
    </PublicLayout>
  )
}
