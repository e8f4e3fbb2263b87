import { startPage } from '../../src/ui/client'

startPage(() => import('./islands').then((m) => m.islands))
