import { ApiError, isSessionExpired } from './api'
import { notify } from './toasts'
import type { ToastOptions } from 'react-toastify/unstyled'

/** Said when no answer came at all (network down, server stopped). */
export const UNREACHABLE = 'The server could not be reached. Check the connection and try again.'

/** Why a call failed, in the server's own words; without any, what is known (no answer, a bare status). */
export function reasonOf(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.message) return err.message
    return err.status === 0 ? UNREACHABLE : `The server refused it (status ${err.status}) without saying why.`
  }
  return err instanceof Error && err.message ? err.message : UNREACHABLE
}

/**
 * Every failure the panel shows says why (issue 30, docs/decisions/133). Where spec.md fixes the
 * on-screen text, that text stays exactly and the server's reason follows on a second line;
 * elsewhere the reason alone is shown.
 */
export function failureText(err: unknown, specText?: string): string {
  const reason = reasonOf(err)
  if (!specText) return reason
  return reason === specText ? specText : `${specText}\n${reason}`
}

/** The failure as an error toast; quiet when the session expired (the shell speaks then). */
export function notifyFailure(err: unknown, specText?: string, options?: ToastOptions): void {
  if (isSessionExpired(err)) return
  notify.error(failureText(err, specText), options)
}
