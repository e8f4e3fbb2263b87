import { wordDiff } from './word-diff'

/**
 * Old and new text compared word by word (docs/decisions/202): what was taken out in <del>, what
 * was put in in <ins>, each with words a screen reader says (most do not announce the elements
 * themselves), and the colours not the only sign (struck through, underlined).
 */
export function WordDiff({ before, after, lang }: { before: string; after: string; lang?: string }) {
  return (
    <p className="admin-diff" lang={lang}>
      {wordDiff(before, after).map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'del' ? (
          <del key={i}>
            <span className="visually-hidden" lang="en">{'[removed: '}</span>
            {part.text}
            <span className="visually-hidden" lang="en">{'] '}</span>
          </del>
        ) : (
          <ins key={i}>
            <span className="visually-hidden" lang="en">{'[added: '}</span>
            {part.text}
            <span className="visually-hidden" lang="en">{'] '}</span>
          </ins>
        ),
      )}
    </p>
  )
}
