import { BannerMotionIsland } from '../../src/features/banners/ui/BannerSlideshow'
import { AdmissionPopupIsland } from '../../src/features/enquiries/ui/AdmissionPopup'
import { AlumniCarouselIsland } from '../../src/ui/sections/AlumniCarousel'

/** Home's islands, imported by +client.ts only after the first paint (docs/decisions/054). */
export const islands = [BannerMotionIsland, AlumniCarouselIsland, AdmissionPopupIsland]
