import { enhanceContactForms } from '../../src/features/enquiries/ui/contact-form-script'

/** Home's widgets made live by small scripts over the server's HTML, no React (docs/decisions/197). */
export function enhanceHome(): void {
  enhanceContactForms()
}
