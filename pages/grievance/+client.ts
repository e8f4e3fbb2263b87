import { startEnhancedPage } from '../../src/ui/enhanced-page'

// The grievance form made live by a small script, no React in the browser (docs/decisions/196).
startEnhancedPage(() => import('../../src/features/grievances/ui/grievance-form-script').then((m) => m.enhanceGrievanceForms))
