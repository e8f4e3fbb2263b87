import { hydrateIslands } from '../../../../src/ui/hydrate'
import { DashboardIsland } from '../../../../src/app/admin/DashboardIsland'

hydrateIslands([DashboardIsland])
