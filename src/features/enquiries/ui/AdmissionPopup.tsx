import { island } from '../../../ui/island'
import type { Lang } from '../../../content/lang'

/**
 * The home page admission popup's place: only JavaScript can open the popup, so the server sends
 * its marker alone, whose props give the language and where a post comes back to; the dialog is
 * drawn and opened by a small script when it is due (admission-popup-script.ts, docs/decisions/141, 210).
 */
function AdmissionPopup(_props: { returnTo: string; lang?: Lang }) {
  return null
}

export const AdmissionPopupIsland = island('admission-popup', AdmissionPopup)
