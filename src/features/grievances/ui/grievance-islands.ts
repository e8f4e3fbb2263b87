import { GrievanceFormIsland } from './GrievanceForm'

/** The grievance page's island, imported after the first paint (docs/decisions/054). */
export const islands = [GrievanceFormIsland]
