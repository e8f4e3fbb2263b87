import { ApiError, isSessionExpired } from './api'
import { notify } from './toasts'
import type { ToastOptions } from 'react-toastify/unstyled'
import { inPanelLanguage } from './panel-catalogue'
// the Hindi of the fallbacks below and of the server's shared answers
import './kit-text'

/** Said when no answer came at all (network down, server stopped). */
export const UNREACHABLE = 'The server could not be reached. Check the connection and try again.'

/** Why a call failed, in the server's own words (English, the API's contract). */
function serverReason(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.message) return err.message
    return err.status === 0 ? UNREACHABLE : `The server refused it (status ${err.status}) without saying why.`
  }
  return err instanceof Error && err.message ? err.message : UNREACHABLE
}

/**
 * Why a call failed, in the server's own words; without any, what is known (no answer, a bare
 * status). Shown in the panel's language (docs/decisions/231): the one path every inline error line,
 * list state and toast of the panel takes, so a message the panel knows is in Hindi there.
 */
export function reasonOf(err: unknown): string {
  return inPanelLanguage(serverReason(err))
}

/**
 * Every failure the panel shows says why (issue 30, docs/decisions/133). Where spec.md fixes the
 * on-screen text, that text stays exactly and the server's reason follows on a second line;
 * elsewhere the reason alone is shown.
 */
export function failureText(err: unknown, specText?: string): string {
  const reason = serverReason(err)
  if (!specText) return inPanelLanguage(reason)
  return inPanelLanguage(reason === specText ? specText : `${specText}\n${reason}`)
}

/** The failure as an error toast; quiet when the session expired (the shell speaks then). */
export function notifyFailure(err: unknown, specText?: string, options?: ToastOptions): void {
  if (isSessionExpired(err)) return
  notify.error(failureText(err, specText), options)
}
