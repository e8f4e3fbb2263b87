import { AdmissionPopupIsland } from '../../src/features/enquiries/ui/AdmissionPopup'

/** Home's islands, imported by +client.ts only after the first paint (docs/decisions/054). */
export const islands = [AdmissionPopupIsland]
