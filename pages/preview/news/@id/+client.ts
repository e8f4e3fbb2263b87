import { startPageScript } from '../../../../src/ui/page-script'

startPageScript()
