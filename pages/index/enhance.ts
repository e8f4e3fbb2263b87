import { startBannerSlideshows } from '../../src/features/banners/ui/banner-script'
import { enhanceContactForms } from '../../src/features/enquiries/ui/contact-form-script'
import { startAlumniCarousels } from '../../src/ui/sections/alumni-script'

/** Home's widgets made live by small scripts over the server's HTML, no React (docs/decisions/197). */
export function enhanceHome(): void {
  startBannerSlideshows()
  startAlumniCarousels()
  enhanceContactForms()
}
