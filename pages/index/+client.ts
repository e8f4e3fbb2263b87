import { installGalleryMarquee } from '../../src/features/events/ui/marquee-loop'
import { startPage } from '../../src/ui/client'

installGalleryMarquee()
startPage(() => import('./islands').then((m) => m.islands))
