import { AdmissionFormIsland } from './AdmissionForm'

/** The admission form page's and the course page's island, imported after the first paint (docs/decisions/054). */
export const islands = [AdmissionFormIsland]
