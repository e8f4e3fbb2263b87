import { useRef, useState, type KeyboardEvent, type TextareaHTMLAttributes } from 'react'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { bulletLines, plainLines, type TextEdit } from './news-text'
import { newsText } from './text'

/** The toolbar's buttons: their edit, and their name and hint in the catalogue. */
const TOOLS = [
  { key: 'bullets', hint: 'bulletsHint', edit: bulletLines },
  { key: 'plain', hint: 'plainHint', edit: plainLines },
] as const

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & { id: string; value: string; onText: (text: string) => void }

/**
 * A news description with its formatting toolbar (docs/decisions/204): one Tab stop, the arrow
 * keys move between the buttons (the ARIA toolbar pattern). A button rewrites the lines the
 * selection touches through `onText` (the form's draft and its leave warning see it as typing),
 * then gives the focus back to the text with the same lines selected. Field passes its
 * aria-describedby and aria-invalid on to the textarea.
 */
export function NewsTextBox({ id, value, onText, ...textarea }: Props) {
  const box = useRef<HTMLTextAreaElement>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const [active, setActive] = useState(0)
  const t = usePanelCatalogue(newsText).toolbar

  function apply(edit: (text: string, start: number, end: number) => TextEdit) {
    const area = box.current
    if (!area) return
    const next = edit(area.value, area.selectionStart, area.selectionEnd)
    if (next.text !== area.value) onText(next.text)
    // After React has written the new text (which puts the caret at the end): focus and selection back.
    requestAnimationFrame(() => {
      area.focus()
      area.setSelectionRange(next.start, next.end)
    })
  }

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = TOOLS.length - 1
    const to = { ArrowRight: active + 1, ArrowDown: active + 1, ArrowLeft: active - 1, ArrowUp: active - 1, Home: 0, End: last }[event.key]
    if (to === undefined) return
    event.preventDefault()
    const index = to < 0 ? last : to > last ? 0 : to
    setActive(index)
    buttons.current[index]?.focus()
  }

  return (
    <div className="news-text">
      <div className="news-text__tools" role="toolbar" aria-label={t.name} aria-controls={id} onKeyDown={move}>
        {TOOLS.map((tool, i) => (
          <button
            key={tool.key}
            ref={(el) => {
              buttons.current[i] = el
            }}
            type="button"
            className="admin-button admin-button--ghost admin-button--small"
            tabIndex={i === active ? 0 : -1}
            title={t[tool.hint]}
            onFocus={() => setActive(i)}
            onClick={() => apply(tool.edit)}
          >
            {t[tool.key]}
          </button>
        ))}
      </div>
      <textarea {...textarea} ref={box} id={id} value={value} onChange={(event) => onText(event.currentTarget.value)} />
    </div>
  )
}
