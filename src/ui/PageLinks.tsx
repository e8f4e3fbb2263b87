import type { ReactNode } from 'react'
import './page-links.css'

/** A neighbouring page of a list: its address and what the link says. */
export type PageLink = { href: string; text: string }

/**
 * The links to a list's neighbouring pages, plain links that work without JavaScript: the newer (or
 * earlier) page first, where the reader is (`children`) in between, the next page last. Nothing
 * when the list has one page. The arrows are drawn, not read (the gap between them and the text is CSS).
 */
export function PageLinks({ label, previous, next, children }: { label: string; previous: PageLink | null; next: PageLink | null; children?: ReactNode }) {
  if (!previous && !next) return null
  return (
    <nav className="page-links" aria-label={label}>
      {previous && (
        <a href={previous.href} rel="prev">
          <span aria-hidden="true">←</span>
          {previous.text}
        </a>
      )}
      {children && <span className="page-links__where">{children}</span>}
      {next && (
        <a href={next.href} rel="next">
          {next.text}
          <span aria-hidden="true">→</span>
        </a>
      )}
    </nav>
  )
}
