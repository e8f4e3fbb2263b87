import { startPage } from '../../src/ui/client'
import { BannerSlideshowIsland } from '../../src/features/banners/ui/BannerSlideshow'
import { AdmissionPopupIsland } from '../../src/features/enquiries/ui/AdmissionPopup'
import { ContactFormIsland } from '../../src/features/enquiries/ui/ContactForm'
import { AlumniCarouselIsland } from '../../src/ui/sections/AlumniCarousel'

startPage([BannerSlideshowIsland, AlumniCarouselIsland, ContactFormIsland, AdmissionPopupIsland])
