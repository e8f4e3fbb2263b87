import { island } from '../island'
import { Dashboard } from './Dashboard'

export const DashboardIsland = island('admin-dashboard', Dashboard)
