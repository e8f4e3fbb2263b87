import { island } from '../../ui/island'
import { Dashboard } from './Dashboard'

export const DashboardIsland = island('admin-dashboard', Dashboard)
