import { useEffect, useState } from 'react'
import { pageOf, type PageOf, type PagePath, type PageReads } from './api'
import { useLoad, type LoadState } from './useLoad'
import { itemInAddress } from './rows'
import { useKitText } from './kit-text'

/**
 * One page of a list that lives on the server (…/admin/page?offset=&limit=&q=): the server
 * searches, counts and slices in SQL, so the panel holds one page whatever the table's size.
 * `state` is a list state like useList's, for the tables and grids that already take one.
 */
export function usePagedList<P extends PagePath>(path: P | '', pageSize = 25, options: { search?: boolean; item?: boolean } = {}) {
  const { pager: text } = useKitText()
  const [offset, setOffset] = useState(0)
  // Opened on one item (?item=<id>, a panel search result): the server answers that item alone until "Show all".
  const [item, setItem] = useState(() => (options.item ? itemInAddress() : ''))
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  // Ask the server once typing pauses, not on every keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim())
      setOffset(0)
      // a search of one's own replaces the item a link opened the list on
      if (typed.trim()) setItem('')
    }, 250)
    return () => clearTimeout(timer)
  }, [typed])
  const separator = path.includes('?') ? '&' : '?'
  // No path: this list is not used (nothing is loaded).
  const url = path && `${path}${separator}offset=${offset}&limit=${pageSize}${q ? `&q=${encodeURIComponent(q)}` : ''}${item ? `&item=${encodeURIComponent(item)}` : ''}`
  const page = useLoad<PageOf<P>>(url, (body) => pageOf(path as P, body))
  const state: LoadState<PageReads[P][]> = page.status === 'ready' ? { status: 'ready', data: page.data.items, error: null } : page
  const total = page.status === 'ready' ? page.data.total : null
  // A delete that empties the last page steps back one page.
  useEffect(() => {
    if (total !== null && offset > 0 && offset >= total) setOffset(Math.max(0, (Math.ceil(total / pageSize) - 1) * pageSize))
  }, [total, offset, pageSize])

  function showAll() {
    setItem('')
    const address = new URL(window.location.href)
    address.searchParams.delete('item')
    window.history.replaceState(window.history.state, '', address)
  }

  const bar = (
    <div className="admin-pager">
      {item && (
        <button type="button" className="admin-button admin-button--ghost" onClick={showAll}>
          {text.showAll}
        </button>
      )}
      {options.search && (
        <label className="admin-pager__search">
          <span>{text.search}</span>
          <input type="search" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
        </label>
      )}
      <span className="admin-pager__status" aria-live="polite">
        {total === null ? '' : total === 0 ? text.nothing : text.range(offset + 1, Math.min(offset + pageSize, total), total)}
      </span>
      <button type="button" className="admin-button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - pageSize))}>
        {text.previous}
      </button>
      <button type="button" className="admin-button" disabled={total === null || offset + pageSize >= total} onClick={() => setOffset(offset + pageSize)}>
        {text.next}
      </button>
    </div>
  )
  return { state, reload: page.reload, bar, offset, total }
}
