import { Fragment } from 'react'
import { MARK_END, MARK_START, type SearchResult } from '../store'
import type { Lang } from '../../../content/lang'
import './search.css'
import { useI18n } from '../../../ui/page-context'
import { MarkedPart } from '../../../ui/MarkedPart'
import { textLang } from '../../../ui/text-lang'

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

export function SearchResults({ q, results }: { q: string; results: SearchResult[] | null }) {
  const i18n = useI18n()
  // a result's text in another language than the page's is marked as such
  const marked = (own: Lang) => (own === i18n.lang ? {} : { lang: own })
  const s = i18n.t.search
  if (!q.trim()) return null
  if (!results) return <p className="status status--error">{s.failed}</p>
  return (
    <section aria-labelledby="search-count">
      <h2 id="search-count" className="search-count">
        {/* the words searched for, in their own language */}
        <MarkedPart text={results.length === 0 ? s.none(q) : s.count[i18n.plural(results.length) === 'one' ? 'one' : 'other'](i18n.number(results.length), q)} part={q} lang={textLang(q)} />
      </h2>
      {results.length === 0 ? (
        <p>
          {s.tryOther}
          <a href="/documents">{s.documents}</a>
          {s.and}
          <a href="/disclosure">{s.disclosure}</a>
          {i18n.t.fullStop}
        </p>
      ) : (
        <ol className="search-results">
          {results.map((result) => (
            <li key={`${result.kind}-${result.href}`} className="search-result">
              <span className="search-result__kind">{i18n.lang === 'en' ? result.label : (s.kinds[result.kind] ?? result.label)}</span>
              <a className="search-result__title" href={result.href} {...marked(result.lang)}>
                <Highlighted text={result.title} />
              </a>
              {result.snippet && (
                <p className="search-result__snippet" {...marked(result.snippetLang)}>
                  <Highlighted text={result.snippet} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
