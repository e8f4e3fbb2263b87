import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { api, isSessionExpired, messageOf } from '../../ui/admin/api'
import { usePanelText, type PanelText } from '../../ui/admin/panel-text'
import { inPanelLanguage } from '../../ui/admin/panel-catalogue'
import { scriptLang } from '../../content/lang'
import type { PanelSearchResult } from '../../features/search/panel'
import { Icon } from '../../ui/Icon'
import './panel-search.css'

type Props = {
  ready: boolean
  confirmLeave: (leave: () => void, leaveText?: string) => void
  allowUnload: () => void
}

type Found = { status: 'idle' } | { status: 'searching'; q: string } | { status: 'done'; q: string; results: PanelSearchResult[] } | { status: 'failed'; message: string }

/** Typing pauses this long before the search is asked (Enter asks at once). */
const PAUSE_MS = 300

function statusText(found: Found, text: PanelText['search']): ReactNode {
  switch (found.status) {
    case 'idle':
      return ''
    case 'searching':
      return text.searching
    case 'failed':
      return found.message
    case 'done': {
      const [before, after] = found.results.length === 0 ? text.nothingFor : text.resultsFor(found.results.length)
      // the words searched for are the person's own: not the panel's to translate
      return (
        <>
          {before}
          <span translate="no">{found.q}</span>
          {after}
        </>
      )
    }
  }
}

/**
 * The panel search in the header (issue 40, docs/decisions/215): every item the person's role may
 * open, across the content areas, enquiries and grievances. The results follow the box, so Tab
 * reaches them; a result opens its item in its panel (asking first when a draft would be left).
 */
export function PanelSearch({ ready, confirmLeave, allowUnload }: Props) {
  const [typed, setTyped] = useState('')
  const [found, setFound] = useState<Found>({ status: 'idle' })
  const [open, setOpen] = useState(false)
  // Below 768 px the box is a row of its own, shown by the Search button (the header stays one row at 400 % zoom).
  const [phoneOpen, setPhoneOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const asked = useRef(0)
  const id = useId()
  const { text: panelText, lang } = usePanelText()
  const text = panelText.search

  async function run(q: string) {
    const words = q.trim()
    const mine = ++asked.current
    if (!words) {
      setFound({ status: 'idle' })
      return
    }
    setOpen(true)
    setFound({ status: 'searching', q: words })
    try {
      const { body } = await api<{ data: { results: PanelSearchResult[] } }>('GET', `/api/admin/search?q=${encodeURIComponent(words)}`)
      if (mine === asked.current) setFound({ status: 'done', q: words, results: body.data.results })
    } catch (err) {
      if (mine === asked.current && !isSessionExpired(err)) setFound({ status: 'failed', message: messageOf(err, text.failed) })
    }
  }

  useEffect(() => {
    if (typed.trim().length < 2) return
    const timer = setTimeout(() => void run(typed), PAUSE_MS)
    return () => clearTimeout(timer)
  }, [typed])

  function togglePhone() {
    const next = !phoneOpen
    setPhoneOpen(next)
    // the box exists before it is shown: focus it once drawn
    if (next) requestAnimationFrame(() => inputRef.current?.focus())
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      inputRef.current?.focus()
    }
  }

  /** Closes the results once focus has left the search (not when it moves to a result). */
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  function openResult(event: MouseEvent, href: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    confirmLeave(() => {
      allowUnload()
      window.location.assign(href)
    })
  }

  const results = found.status === 'done' ? found.results : []
  const shown = open && found.status !== 'idle'
  return (
    <>
      <button type="button" className="panel-search__toggle" aria-expanded={phoneOpen} aria-controls={`${id}-form`} disabled={!ready} onClick={togglePhone}>
        <Icon name="search" size={22} />
        <span className="visually-hidden">{text.toggle}</span>
      </button>
      <form
        id={`${id}-form`}
        role="search"
        aria-label={text.form}
        data-phone-open={phoneOpen || undefined}
        className="panel-search"
        onSubmit={(event) => {
          event.preventDefault()
          void run(typed)
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {text.box}
        </label>
        <input
          ref={inputRef}
          id={`${id}-q`}
          className="panel-search__input"
          type="search"
          placeholder={text.box}
          autoComplete="off"
          maxLength={200}
          disabled={!ready}
          value={typed}
          aria-describedby={found.status === 'idle' ? undefined : `${id}-status`}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onFocus={() => found.status !== 'idle' && setOpen(true)}
        />
        {/* From the first search on, the count's live region stays in the page (so each new count is announced); drawn only while open. */}
        <div className="panel-search__results" data-open={shown || undefined}>
          {found.status !== 'idle' && (
            <p className="panel-search__status" id={`${id}-status`} role="status">
              {shown ? statusText(found, text) : ''}
            </p>
          )}
          {shown && results.length > 0 && (
            <ul className="panel-search__list" aria-label={text.results}>
              {results.map((result) => (
                <li key={result.href}>
                  <a className="panel-search__result" href={result.href} onClick={(event) => openResult(event, result.href)}>
                    {/* the area as the panel names it in Hindi: the panel the result opens in */}
                    <span className="panel-search__area">{lang === 'en' ? result.area : panelText.panels[result.panel]}</span>
                    {/* what staff wrote, in the language it is written in */}
                    <span className="panel-search__title" lang={scriptLang(result.title)}>
                      {result.title}
                    </span>
                    {result.note && <span className="panel-search__note">{inPanelLanguage(result.note, lang)}</span>}
                    {result.snippet && result.snippet !== result.title && (
                      <span className="panel-search__snippet" lang={scriptLang(result.snippet)}>
                        {result.snippet}
                      </span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </form>
    </>
  )
}
