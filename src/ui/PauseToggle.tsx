import type { ChangeEvent } from 'react'

/**
 * The visible Pause control of a moving part (WCAG 2.2.2): a real checkbox, so it works by mouse,
 * touch and keyboard, says its state to a screen reader, and — for the CSS-only marquee and news
 * columns — stops them without any script (`:has(:checked)` in their CSS). Hidden under reduced
 * motion, where nothing moves.
 */
export function PauseToggle({ label, checked, onChange, className = '' }: { label: string; checked?: boolean; onChange?: (paused: boolean) => void; className?: string }) {
  const controlled = onChange ? { checked: !!checked, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked) } : {}
  return (
    <label className={`pause-toggle ${className}`.trim()}>
      <input type="checkbox" className="pause-toggle__input" data-pause-toggle="" {...controlled} />
      <span className="pause-toggle__text">{label}</span>
    </label>
  )
}
