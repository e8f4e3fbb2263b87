import { useCallback, useEffect, useRef, useState } from 'react'
import { hasUnkeptWork, hasUnsavedWork, saveDrafts } from './session'
import { useModal } from './modal'
import { KIT_TEXT, useKitText } from './kit-text'

export const LEAVE_TITLE = KIT_TEXT.en.leave.title
export const LEAVE_TEXT = KIT_TEXT.en.leave.text
export const LEAVE_FILES_TEXT = KIT_TEXT.en.leave.files

/** `leaveText`: the leave button's words (Log out's own), or the kit's "Leave and keep the draft" in the panel's language. */
type Pending = { leaveText?: string; leave: () => void }

/**
 * Nothing typed in the panel is lost by leaving it: a panel switch, Back, Log out or closing the
 * tab with unsaved input asks first (docs/decisions/080). Leaving keeps the draft (saveDrafts), and
 * the form takes it back when the person returns.
 *
 * `confirmLeave(leave, leaveText)` runs `leave` at once when nothing is unsaved, else after the
 * person chose to leave in the dialog. `allowUnload()` lets the page go without the browser's own
 * prompt (the shell's own navigations: sign-in after expiry, log out).
 */
export function useLeaveGuard() {
  const [pending, setPending] = useState<Pending | null>(null)
  const unloadAllowed = useRef(false)

  const allowUnload = useCallback(() => {
    unloadAllowed.current = true
  }, [])

  const confirmLeave = useCallback((leave: () => void, leaveText?: string) => {
    if (!hasUnsavedWork()) return leave()
    setPending({ leaveText, leave })
  }, [])

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      saveDrafts() // a reload brings the draft back
      if (unloadAllowed.current || !hasUnsavedWork()) return
      event.preventDefault()
      event.returnValue = '' // older Chromium needs it to show its prompt
    }
    const onPageHide = () => saveDrafts()
    window.addEventListener('beforeunload', onBeforeUnload)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      window.removeEventListener('pagehide', onPageHide)
    }
  }, [])

  const dialog = pending && (
    <LeaveDialog
      leaveText={pending.leaveText}
      onStay={() => setPending(null)}
      onLeave={() => {
        saveDrafts()
        setPending(null)
        pending.leave()
      }}
    />
  )
  return { confirmLeave, allowUnload, dialog }
}

/** A modal dialog (focus kept inside, Escape stays) that asks before unsaved input is left behind. */
function LeaveDialog({ leaveText, onStay, onLeave }: { leaveText?: string; onStay: () => void; onLeave: () => void }) {
  const { dialogRef: ref, firstRef: stayRef } = useModal<HTMLButtonElement>()
  const { leave: text } = useKitText()
  const unkept = hasUnkeptWork()
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby="leave-dialog-title"
      aria-describedby="leave-dialog-text"
      onCancel={(event) => {
        event.preventDefault()
        onStay()
      }}
    >
      <h2 id="leave-dialog-title">{text.title}</h2>
      <div id="leave-dialog-text">
        <p>{text.text}</p>
        {unkept && <p>{text.files}</p>}
      </div>
      <div className="admin-actions">
        <button ref={stayRef} type="button" className="admin-button" onClick={onStay}>
          {text.stay}
        </button>
        <button type="button" className="admin-button admin-button--ghost" onClick={onLeave}>
          {leaveText ?? text.leaveKeep}
        </button>
      </div>
    </dialog>
  )
}
