import type { ReactNode } from 'react'
import { Honeypot } from './Honeypot'

/** A labelled control of a public enquiry form. */
export function FormField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  )
}

/**
 * The end of every enquiry form: the honeypot, where a no-JS post returns to, and the submit
 * button (showing `busyText` while the hydrated form is sending).
 */
export function FormEnd({ idPrefix, returnTo, busy, text, busyText, buttonClass }: { idPrefix: string; returnTo: string; busy: boolean; text: string; busyText: string; buttonClass: string }) {
  return (
    <>
      <Honeypot idPrefix={idPrefix} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button className={buttonClass} type="submit" disabled={busy}>
        {busy ? busyText : text}
      </button>
    </>
  )
}
