import { installCourseMenu } from './enhance/course-menu'
import { installHeaderAutoHide } from './header-auto-hide'
import { installHeaderEscape } from './enhance/header-escape'
import { installSwitchHash } from './enhance/switch-hash'
import { registerServiceWorker } from './enhance/service-worker'
import { installLowDataSwitch } from './enhance/low-data-switch'

/**
 * The header's behaviour, on every public page: a few KB of plain script, no React
 * (docs/decisions/071). Pages with islands run it through startPage (client.ts).
 */
export function startPageScript(): void {
  installHeaderAutoHide()
  installCourseMenu()
  installHeaderEscape()
  installSwitchHash()
  registerServiceWorker()
  installLowDataSwitch()
}
