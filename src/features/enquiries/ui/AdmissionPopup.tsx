import { useEffect, useRef, useState } from 'react'
import { island } from '../../../ui/island'
import type { Lang } from '../../../content/lang'
import { FORM_TEXT } from './messages'
import { AdmissionForm } from './AdmissionForm'

/** sessionStorage key: set when the popup has been shown in this browser session. */
export const POPUP_SHOWN_KEY = 'admission-popup-shown'
export const POPUP_DELAY_MS = 1000

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(POPUP_SHOWN_KEY) !== null
  } catch {
    return false // storage blocked: better to show it than to fail
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(POPUP_SHOWN_KEY, '1')
  } catch {
    // storage blocked: nothing to record
  }
}

/**
 * The home page admission popup: a native <dialog> (focus trap and Escape for free) opened once per
 * browser session about a second after load; a successful submission closes it. Only JavaScript
 * can open it, so the server sends none of it: the dialog is made when it is due (docs/decisions/141).
 */
export function AdmissionPopup({ returnTo, lang = 'en' }: { returnTo: string; lang?: Lang }) {
  const text = FORM_TEXT[lang]
  const dialog = useRef<HTMLDialogElement>(null)
  const [due, setDue] = useState(false)
  useEffect(() => {
    if (shownThisSession()) return
    const timer = window.setTimeout(() => {
      // A visitor already tabbing through the page (or who has clicked into it) is not interrupted:
      // the popup would take their focus away (WCAG 2.4.3, 3.2.1). It may show on a later visit.
      if (document.activeElement && document.activeElement !== document.body) return
      markShown()
      setDue(true)
    }, POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
  useEffect(() => {
    const node = dialog.current
    if (!due || !node) return
    if (!node.open) node.showModal()
    // It opened while nothing had focus (above), and closing gives focus back to nothing: the next
    // Tab would go on from the popup, near the foot of the page (WCAG 2.4.3). Start again at the top.
    const restart = () => {
      // (at "close" the focus may still be on the popup's button, which is gone from the page)
      const focus = document.activeElement
      if (focus && focus !== document.body && !node.contains(focus)) return
      document.body.tabIndex = -1
      document.body.focus({ preventScroll: true })
      document.body.removeAttribute('tabindex')
    }
    node.addEventListener('close', restart)
    return () => node.removeEventListener('close', restart)
  }, [due])
  if (!due) return null
  const close = () => dialog.current?.close()
  return (
    <dialog ref={dialog} className="admission-popup" aria-labelledby="admission-popup-title">
      <div className="admission-popup__head">
        <h2 id="admission-popup-title">{text.popupTitle}</h2>
        <button type="button" className="admission-popup__close" aria-label={text.close} onClick={close}>
          ×
        </button>
      </div>
      <AdmissionForm idPrefix="popup" returnTo={returnTo} outcome={null} onSuccess={close} lang={lang} />
    </dialog>
  )
}

export const AdmissionPopupIsland = island('admission-popup', AdmissionPopup)
