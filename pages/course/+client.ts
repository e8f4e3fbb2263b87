import { startPageScript } from '../../src/ui/page-script'
import { enhanceAdmissionForms } from '../../src/features/enquiries/ui/enquiry-form-script'

// The admission form made live by a small script, no React in the browser (docs/decisions/196).
startPageScript()
enhanceAdmissionForms()
