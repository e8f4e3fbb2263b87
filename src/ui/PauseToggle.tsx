/**
 * The visible Pause control of a moving part (WCAG 2.2.2): a real checkbox, so it works by mouse,
 * touch and keyboard, says its state to a screen reader, and — for the CSS-only marquee and news
 * columns — stops them without any script (`:has(:checked)` in their CSS). Hidden under reduced
 * motion, where nothing moves. An autoplay's box is made in the browser once it runs, the same
 * markup (motion.ts, showPauseBox).
 */
export function PauseToggle({ label, className = '' }: { label: string; className?: string }) {
  return (
    <label className={`pause-toggle ${className}`.trim()}>
      <input type="checkbox" className="pause-toggle__input" data-pause-toggle="" />
      <span className="pause-toggle__text">{label}</span>
    </label>
  )
}

