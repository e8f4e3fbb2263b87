import { startPageScript } from '../src/ui/page-script'

// Every page without a +client.ts of its own gets the header's behaviour (decisions 071, 117):
// a new page cannot ship a header that never slides away or a scroll padding of the wrong height.
startPageScript()
