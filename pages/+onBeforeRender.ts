import type { PageContextServer } from 'vike/types'
import { getTopbar } from '../src/features/topbar/store'

export type LayoutData = { topbar: { message: string; link: string } }

/** Data every public page's layout needs (the announcement bar), read once per render. */
export async function onBeforeRender(pageContext: PageContextServer) {
  const topbar = await getTopbar(pageContext.app.db)
  const layout: LayoutData = { topbar: { message: topbar?.message ?? '', link: topbar?.link || '#' } }
  return { pageContext: { layout } }
}
