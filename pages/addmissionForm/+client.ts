import { startEnhancedPage } from '../../src/ui/enhanced-page'

// The admission form made live by a small script, no React in the browser (docs/decisions/196).
startEnhancedPage(() => import('../../src/features/enquiries/ui/enquiry-form-script').then((m) => m.enhanceAdmissionForms))
