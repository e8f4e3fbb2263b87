import { startBannerSlideshows } from '../../src/features/banners/ui/banner-script'
import { startAdmissionPopups } from '../../src/features/enquiries/ui/admission-popup-script'
import { enhanceContactForms } from '../../src/features/enquiries/ui/contact-form-script'
import { startAlumniCarousels } from '../../src/ui/sections/alumni-script'

/** Home's widgets made live by small scripts over the server's HTML, no React (docs/decisions/197, 210). */
export function enhanceHome(): void {
  startBannerSlideshows()
  startAlumniCarousels()
  enhanceContactForms()
  startAdmissionPopups()
}
