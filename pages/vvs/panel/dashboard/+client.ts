import { hydrateIslands } from '../../../../src/ui/hydrate'
import { DashboardIsland } from '../../../../src/ui/admin/DashboardIsland'

hydrateIslands([DashboardIsland])
