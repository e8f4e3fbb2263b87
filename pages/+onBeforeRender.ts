import type { PageContextServer } from 'vike/types'
import { getTopbar } from '../src/features/topbar/store'
import { readSafely } from '../src/ui/read-safely'
import { makeI18n } from '../src/ui/i18n'

export type LayoutData = { topbar: { message: string; link: string } }

/** Data every public page's layout needs (the announcement bar), read once per render. */
export async function onBeforeRender(pageContext: PageContextServer) {
  // Spec: a failed read is only logged; the bar keeps an empty message and a placeholder link.
  const read = await readSafely(pageContext, 'topbar', getTopbar(pageContext.app.db))
  const topbar = read.ok ? read.value : null
  const layout: LayoutData = { topbar: { message: topbar?.message ?? '', link: topbar?.link || '#' } }
  return { pageContext: { layout, i18n: makeI18n(pageContext.lang ?? 'en') } }
}
