import { startPage } from '../../src/ui/client'

startPage(() => import('../../src/features/grievances/ui/grievance-islands').then((m) => m.islands))
