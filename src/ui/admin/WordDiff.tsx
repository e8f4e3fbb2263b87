import { wordDiff } from './word-diff'
import { useKitText } from './kit-text'
import { usePanelText } from './panel-text'

/**
 * Old and new text compared word by word (docs/decisions/202): what was taken out in <del>, what
 * was put in in <ins>, each with words a screen reader says (most do not announce the elements
 * themselves), and the colours not the only sign (struck through, underlined).
 */
export function WordDiff({ before, after, lang }: { before: string; after: string; lang?: string }) {
  const { diff: text } = useKitText()
  // the spoken marks are the panel's words, in the panel's language (the compared text keeps its own)
  const panelLang = usePanelText().lang
  return (
    <p className="admin-diff" lang={lang}>
      {wordDiff(before, after).map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'del' ? (
          <del key={i}>
            <span className="visually-hidden" lang={panelLang}>{text.removed}</span>
            {part.text}
            <span className="visually-hidden" lang={panelLang}>{text.end}</span>
          </del>
        ) : (
          <ins key={i}>
            <span className="visually-hidden" lang={panelLang}>{text.added}</span>
            {part.text}
            <span className="visually-hidden" lang={panelLang}>{text.end}</span>
          </ins>
        ),
      )}
    </p>
  )
}
