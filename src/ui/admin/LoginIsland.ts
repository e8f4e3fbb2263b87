import { island } from '../island'
import { LoginForm } from './Login'

/** Its own module so that the login page's bundle holds the form only, not the dashboard. */
export const LoginIsland = island('admin-login', LoginForm)
