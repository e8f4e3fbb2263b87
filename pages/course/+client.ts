import { startPage } from '../../src/ui/client'
import { AdmissionFormIsland } from '../../src/features/enquiries/ui/AdmissionForm'

startPage([AdmissionFormIsland])
