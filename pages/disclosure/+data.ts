import type { PageContextServer } from 'vike/types'
import { assembleDisclosure, type Disclosure } from '../../src/features/disclosure/assemble'
import { indianDay } from '../../src/features/grievances/deadlines'
import { yearFigures, type YearFigures } from '../../src/features/grievances/store'
import { localizeCommittees } from '../../src/features/committees/shown'
import { documentsArea } from '../../src/features/documents/area'
import { facultyArea } from '../../src/features/faculty/area'
import { statutoryArea } from '../../src/features/statutory/area'
import { localize } from '../../src/platform/translations/localize'
import { localizeFees } from '../../src/features/fees/shown'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { disclosure: Disclosure | null; grievances: YearFigures | null }

/** The disclosure with its staff-written parts in the page's language where they have it (docs/decisions/125). */
async function localized(pageContext: PageContextServer, d: Disclosure): Promise<Disclosure> {
  const { db } = pageContext.app
  const lang = pageContext.lang
  const byId = <T extends { _id: string }>(item: T) => item._id
  const [documents, committees, faculty, feeTable, statutory] = await Promise.all([
    localize(db, documentsArea, d.documents, lang, byId),
    localizeCommittees(db, d.committees, lang),
    localize(db, facultyArea, d.faculty, lang, byId),
    localizeFees(db, d.feeTable, lang),
    localize(db, statutoryArea, d.statutory, lang, byId),
  ])
  // the approvals and fee documents are taken from the same list
  const shown = new Map(documents.map((doc) => [doc._id, doc]))
  const pick = (doc: Disclosure['documents'][number]) => shown.get(doc._id) ?? doc
  return { ...d, documents, committees, faculty, feeTable, statutory, approvals: d.approvals.map(pick), fees: d.fees.map(pick) }
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { app } = pageContext
  const disclosure = await readSafely(pageContext, 'disclosure', async () => localized(pageContext, await assembleDisclosure(app.db, app.clock.now())))
  // This year's grievance counts (docs/decisions/120): a page cached before a new grievance is rendered again (its filing bumps the content version).
  const grievances = await readSafely(pageContext, 'grievance figures', async () => yearFigures(app.sqlite, Number(indianDay(app.clock.now()).slice(0, 4))))
  return { disclosure: disclosure.ok ? disclosure.value : null, grievances: grievances.ok ? grievances.value : null }
}
