import type { PageContextServer } from 'vike/types'
import { getTopbar, type Topbar } from '../src/features/topbar/store'
import { readSafely } from '../src/ui/read-safely'
import { topbarArea } from '../src/features/topbar/area'
import { localize } from '../src/platform/translations/localize'
import type { Shown } from '../src/platform/translations/area'
import { makeI18n } from '../src/ui/i18n'
import { langOfPath, type Lang } from '../src/content/lang'

export type LayoutData = { topbar: { message: string; link: string; shown?: Shown } }

/** Data every public page's layout needs (the announcement bar), read once per render. */
export async function onBeforeRender(pageContext: PageContextServer) {
  // Vike renders the error page after a page's data aborts (render(404)) from a fresh context that
  // onBeforeRoute never saw (its type says `lang` is always there): its language is then the URL's
  const lang = (pageContext.lang as Lang | undefined) ?? langOfPath(pageContext.urlPathname)
  // Spec: a failed read is only logged; the bar keeps an empty message and a placeholder link.
  const read = await readSafely(pageContext, 'topbar', getTopbar(pageContext.app.db))
  const stored = read.ok ? read.value : null
  // the message in the page's language where staff wrote one (docs/decisions/125)
  const topbar = stored && (await readSafely(pageContext, 'topbar', localize(pageContext.app.db, { ...topbarArea, oneRow: true }, [stored], lang, () => topbarArea.key)))
  const shown: (Topbar & { shown?: Shown }) | null = topbar?.ok ? topbar.value[0]! : stored
  const layout: LayoutData = { topbar: { message: shown?.message ?? '', link: shown?.link || '#', ...(shown?.shown ? { shown: shown.shown } : {}) } }
  return { pageContext: { lang, layout, i18n: makeI18n(lang) } }
}
