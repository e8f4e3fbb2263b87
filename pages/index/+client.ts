import { installGalleryMarquee } from '../../src/features/events/ui/marquee-loop'
import { startEnhancedPage } from '../../src/ui/enhanced-page'

installGalleryMarquee()
// the widgets made live by small scripts, no React in the browser (docs/decisions/197, 210)
startEnhancedPage(() => import('./enhance').then((m) => m.enhanceHome))
