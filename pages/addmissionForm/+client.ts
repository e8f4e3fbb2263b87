import { startPage } from '../../src/ui/client'

startPage(() => import('../../src/features/enquiries/ui/admission-form-islands').then((m) => m.islands))
