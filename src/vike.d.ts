import type { AppContext } from './http/context'
import type { KeptForm } from './http/form-state'
import type { AdminUser } from './platform/auth/store'
import type { LayoutData } from '../pages/+onBeforeRender'
import type { RenderState } from './ui/read-safely'
import type { Lang } from './content/lang'
import type { I18n } from './ui/i18n'

declare global {
  namespace Vike {
    interface PageContext {
      /** The server's context: database, config, content version. */
      app: AppContext
      /** The signed-in admin, or null. */
      admin: AdminUser | null
      /** Set when the request's session was ended by a suspension: the panel's pages say so. */
      sessionEnded?: 'suspended'
      /** What this visitor typed into a form refused without JavaScript, for the page it came back to (src/http/form-state.ts). */
      formState?: KeptForm
      /** Low-data mode (`Save-Data: on`, docs/decisions/195): the first banner only, small images, galleries as links. */
      lowData?: boolean
      /** Staff's preview of one draft row on its public page (/preview/<area>/<id>, docs/decisions/276): marked, never indexed, never kept. */
      rowPreview?: true
      /** Shared layout data, from pages/+onBeforeRender.ts. */
      layout: LayoutData
      /** This render's own state (degraded, expiry), given by src/app/pages.ts; absent in the browser. */
      renderState?: RenderState
      /** The page's language, from its URL alone (pages/+onBeforeRoute.ts); the path without /hi is urlPathname. */
      lang: Lang
      /** This render's own catalogue and formatters (pages/+onBeforeRender.ts): never shared between requests. */
      i18n: I18n
    }
  }
}

export {}
