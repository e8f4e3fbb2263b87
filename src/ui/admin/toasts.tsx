import { useEffect, useRef, useState } from 'react'
import { ToastContainer, toast, type ToastOptions } from 'react-toastify/unstyled'
import { inPanelLanguage } from './panel-catalogue'
import { useKitText } from './kit-text'

/** The category panel's toasts (spec §9): shorter and out of the way, bottom-right. */
export const CATEGORY_TOAST: ToastOptions = { position: 'bottom-right', autoClose: 2000 }

/** The server's own success message in an answer body, else `fallback`. */
export function answerMessage(body: unknown, fallback: string): string {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined
  return typeof message === 'string' && message ? message : fallback
}

/**
 * Success toasts keep the spec's timings (5 s, the category panel's 2 s); error toasts stay until
 * the person closes them (WCAG 2.2.1: nobody has to read a failure against the clock). Every toast
 * is shown in the panel's language: a server message the panel knows is shown in Hindi there.
 */
export const notify = {
  success: (message: string, options?: ToastOptions) => toast.success(inPanelLanguage(message), options),
  error: (message: string, options?: ToastOptions) => toast.error(inPanelLanguage(message), { ...options, autoClose: false }),
  /** A message with one action: it stays until closed or acted on (no one has to act against the clock). */
  withAction: (message: string, action: { label: string; run: () => void }) => {
    const id = toast.info(
      <span className="admin-toast-action">
        {message}{' '}
        <button
          type="button"
          className="admin-button admin-button--small"
          onClick={() => {
            action.run()
            toast.dismiss(id)
          }}
        >
          {action.label}
        </button>
      </span>,
      { autoClose: false },
    )
    return id
  },
}

/** One container for the dashboard: 5 s at top-right, dismissed by dragging 80 % of its width. */
export function Toasts() {
  // Rendered after hydration only: the container has no server HTML to match.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const { toasts: text } = useKitText()
  const wrap = useRef<HTMLDivElement>(null)
  // The library names its close button and its timer in English, with no option for the timer:
  // each toast drawn gets the names in the panel's language (read aloud, docs/decisions/231).
  useEffect(() => {
    const root = wrap.current
    if (!root) return
    const name = () => {
      for (const button of root.querySelectorAll('.Toastify__close-button')) if (button.getAttribute('aria-label') !== text.close) button.setAttribute('aria-label', text.close)
      for (const timer of root.querySelectorAll('.Toastify__progress-bar[role="progressbar"]')) if (timer.getAttribute('aria-label') !== text.timer) timer.setAttribute('aria-label', text.timer)
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [mounted, text])
  if (!mounted) return null
  return (
    <div ref={wrap} className="admin-toasts">
      <ToastContainer position="top-right" autoClose={5000} draggable draggablePercent={80} newestOnTop aria-label={text.region} />
    </div>
  )
}
