import { startPageScript } from '../../src/ui/page-script'
import { enhanceGrievanceForms } from '../../src/features/grievances/ui/grievance-form-script'

// The grievance form made live by a small script, no React in the browser (docs/decisions/196).
startPageScript()
enhanceGrievanceForms()
