import { Fragment } from 'react'
import { MARK_END, MARK_START, type SearchPage } from '../store'
import { SEARCH_PAGE_SIZE, searchPageHref } from '../paging'
import type { Lang } from '../../../content/lang'
import './search.css'
import { useI18n } from '../../../ui/page-context'
import { MarkedPart } from '../../../ui/MarkedPart'
import { textLang } from '../../../ui/text-lang'
import { PageLinks } from '../../../ui/PageLinks'
import { FileLink } from '../../../ui/FileLink'

/** Text with the search's marks turned into <mark>; everything else stays text (escaped by React). */
export function Highlighted({ text }: { text: string }) {
  const parts = text.split(MARK_START)
  return (
    <>
      {parts.map((part, i) => {
        if (i === 0) return <Fragment key={i}>{part.replaceAll(MARK_END, '')}</Fragment>
        const end = part.indexOf(MARK_END)
        const marked = end === -1 ? part : part.slice(0, end)
        const rest = end === -1 ? '' : part.slice(end + 1).replaceAll(MARK_END, '')
        return (
          <Fragment key={i}>
            <mark>{marked}</mark>
            {rest}
          </Fragment>
        )
      })}
    </>
  )
}

export function SearchForm({ q, id = 'search-q' }: { q: string; id?: string }) {
  const s = useI18n().t.search
  return (
    <form className="search-form" role="search" aria-labelledby={`${id}-label`} action="/search" method="get">
      <label htmlFor={id} id={`${id}-label`}>
        {s.label}
      </label>
      <div className="search-form__row">
        <input id={id} type="search" name="q" defaultValue={q} maxLength={200} placeholder={s.placeholder} />
        <button type="submit" className="button button--gold">
          {s.button}
        </button>
      </div>
    </form>
  )
}

/** The results' heading: each page of them links here, so the next page opens on its results, not on the banner. */
const COUNT_ID = 'search-count'

export function SearchResults({ q, found }: { q: string; found: SearchPage | null }) {
  const i18n = useI18n()
  // a result's text in another language than the page's is marked as such
  const marked = (own: Lang) => (own === i18n.lang ? {} : { lang: own })
  const s = i18n.t.search
  if (!q.trim()) return null
  if (!found) return <p className="status status--error">{s.failed}</p>
  const { results, total, page, pages } = found
  const first = (page - 1) * SEARCH_PAGE_SIZE + 1
  const pageLink = (to: number, text: string) => ({ href: `${searchPageHref(q, to)}#${COUNT_ID}`, text })
  return (
    <section aria-labelledby={COUNT_ID}>
      <h2 id={COUNT_ID} className="search-count">
        {/* the words searched for, in their own language */}
        <MarkedPart text={total === 0 ? s.none(q) : s.count[i18n.plural(total) === 'one' ? 'one' : 'other'](i18n.number(total), q)} part={q} lang={textLang(q)} />
      </h2>
      {total > SEARCH_PAGE_SIZE && <p className="search-range">{s.range(i18n.number(first), i18n.number(first + results.length - 1), i18n.number(total))}</p>}
      {results.length === 0 ? (
        <p>
          {s.tryOther}
          <a href="/documents">{s.documents}</a>
          {s.and}
          <a href="/disclosure">{s.disclosure}</a>
          {i18n.t.fullStop}
        </p>
      ) : (
        <ol className="search-results" start={first}>
          {results.map((result) => (
            <li key={`${result.kind}-${result.href}`} className="search-result">
              <span className="search-result__kind">{i18n.lang === 'en' ? result.label : (s.kinds[result.kind] ?? result.label)}</span>
              {result.kind === 'document' ? (
                <FileLink className="search-result__title" href={result.href} fileLanguage={result.fileLanguage} lang={marked(result.lang).lang}>
                  <Highlighted text={result.title} />
                </FileLink>
              ) : (
                <a className="search-result__title" href={result.href} {...marked(result.lang)}>
                  <Highlighted text={result.title} />
                </a>
              )}
              {result.snippet && (
                <p className="search-result__snippet" {...marked(result.snippetLang)}>
                  <Highlighted text={result.snippet} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {page === pages && total > pages * SEARCH_PAGE_SIZE && <p className="search-narrower">{s.narrower(i18n.number(pages * SEARCH_PAGE_SIZE))}</p>}
      <PageLinks label={s.pages} previous={page > 1 ? pageLink(page - 1, s.previous) : null} next={page < pages ? pageLink(page + 1, s.next) : null} />
    </section>
  )
}
