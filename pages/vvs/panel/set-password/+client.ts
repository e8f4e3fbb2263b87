import { hydrateIslands } from '../../../../src/ui/hydrate'
import { SetPasswordIsland } from '../../../../src/features/accounts/ui/SetPasswordForm'

hydrateIslands([SetPasswordIsland])
