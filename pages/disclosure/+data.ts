import type { PageContextServer } from 'vike/types'
import { assembleDisclosure, type Disclosure } from '../../src/features/disclosure/assemble'
import { indianDay } from '../../src/features/grievances/deadlines'
import { yearFigures, type YearFigures } from '../../src/features/grievances/store'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { disclosure: Disclosure | null; grievances: YearFigures | null }

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { app } = pageContext
  const disclosure = await readSafely(pageContext, 'disclosure', assembleDisclosure(app.db, app.clock.now()))
  // This year's grievance counts (docs/decisions/120): a page cached before a new grievance is rendered again (its filing bumps the content version).
  const grievances = await readSafely(pageContext, 'grievance figures', async () => yearFigures(app.sqlite, Number(indianDay(app.clock.now()).slice(0, 4))))
  return { disclosure: disclosure.ok ? disclosure.value : null, grievances: grievances.ok ? grievances.value : null }
}
