import type { Db } from '../../db/connection.js'
import type { Lang } from '../../content/lang.js'
import type { Localized } from '../../platform/translations/area.js'
import { localize } from '../../platform/translations/localize.js'
import { documentsArea } from '../documents/area.js'
import { committeesArea } from './area.js'
import type { Committee } from './schema.js'

/** A committee as a public page shows it: its order's title, too, in the page's language, or marked with its own. */
export type ShownCommittee = Localized<Omit<Committee, 'order'>> & { order: (NonNullable<Committee['order']> & { lang?: Lang }) | null }

/**
 * The committees in the page's language (docs/decisions/125), and each constituting order by the
 * title the library gives it in that language: /hi/committees names the SGRC's order as
 * /hi/documents does, and an order with no Hindi title carries its own language's mark.
 */
export async function localizeCommittees(db: Db, committees: Committee[], lang: Lang): Promise<ShownCommittee[]> {
  const shown = await localize(db, committeesArea, committees, lang, (committee) => committee._id)
  const orders = shown.flatMap((committee) => (committee.order && committee.orderDocumentId ? [{ _id: committee.orderDocumentId, title: committee.order.title }] : []))
  const titles = new Map((await localize(db, documentsArea, orders, lang, (order) => order._id)).map((order) => [order._id, order]))
  return shown.map((committee) => {
    const order = committee.orderDocumentId ? titles.get(committee.orderDocumentId) : undefined
    if (!committee.order || !order) return committee
    const mark = order.shown?.langs.title
    return { ...committee, order: { ...committee.order, title: order.title, ...(mark ? { lang: mark } : {}) } }
  })
}
