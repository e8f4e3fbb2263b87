import { installGalleryViewer } from '../../src/ui/enhance/gallery-viewer'
import { startPageScript } from '../../src/ui/page-script'

startPageScript()
installGalleryViewer()
