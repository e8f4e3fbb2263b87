import { useKitText } from './kit-text'

/** Previous / next between the pages of a server-paged list. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  const { pager: text } = useKitText()
  if (pages <= 1) return null
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="admin-button admin-button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text.newer}
      </button>
      <span>{text.pageOf(page, pages)}</span>
      <button type="button" className="admin-button admin-button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {text.older}
      </button>
    </nav>
  )
}

/** Query string of the set filters (empty ones left out). */
export function queryString(params: Record<string, string | number>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== '' && value !== undefined) search.set(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}
