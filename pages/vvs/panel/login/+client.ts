import { hydrateIslands } from '../../../../src/ui/hydrate'
import { LoginIsland } from '../../../../src/ui/admin/LoginIsland'

hydrateIslands([LoginIsland])
