import { startPageScript } from './page-script'
import { whenWanted } from './when-wanted'

/**
 * A page whose widgets are made live by a small script of their own, no React (the form pages,
 * docs/decisions/196): the same timing as islands, the script fetched after load or on first touch.
 */
export function startEnhancedPage(loadEnhancer: () => Promise<() => void>): void {
  startPageScript()
  whenWanted(() => loadEnhancer().then((enhance) => enhance()))
}
