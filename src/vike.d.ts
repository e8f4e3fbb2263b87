import type { AppContext } from './http/context'
import type { AdminUser } from './features/admin-auth/store'
import type { LayoutData } from '../pages/+onBeforeRender'

declare global {
  namespace Vike {
    interface PageContext {
      /** The server's context: database, config, content version. */
      app: AppContext
      /** The signed-in admin, or null. */
      admin: AdminUser | null
      /** Shared layout data, from pages/+onBeforeRender.ts. */
      layout: LayoutData
    }
  }
}

export {}
