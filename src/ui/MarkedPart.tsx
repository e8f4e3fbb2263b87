import { Fragment } from 'react'
import type { Lang } from '../content/lang'
import { useI18n } from './page-context'

/**
 * A sentence of the page's catalogue holding a part in another language (the college's name, the
 * words a visitor searched for), with that part marked `lang` wherever it stands (WCAG 3.1.2). A
 * part in the page's language leaves the sentence as it was.
 */
export function MarkedPart({ text, part, lang }: { text: string; part: string; lang: Lang }) {
  const page = useI18n().lang
  const pieces = part && lang !== page ? text.split(part) : [text]
  if (pieces.length === 1) return <>{text}</>
  return (
    <>
      {pieces.map((piece, k) => (
        <Fragment key={k}>
          {k > 0 && <span lang={lang}>{part}</span>}
          {piece}
        </Fragment>
      ))}
    </>
  )
}
