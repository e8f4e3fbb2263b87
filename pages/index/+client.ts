import { installGalleryMarquee } from '../../src/features/events/ui/marquee-loop'
import { startPage } from '../../src/ui/client'
import { whenWanted } from '../../src/ui/when-wanted'

installGalleryMarquee()
startPage(() => import('./islands').then((m) => m.islands))
// the widgets without React: fetched with the same timing as the islands (docs/decisions/197)
whenWanted(() => import('./enhance').then((m) => m.enhanceHome()))
