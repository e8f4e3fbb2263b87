import type { Db } from '../../db/connection.js'
import type { Lang } from '../../content/lang.js'
import type { Localized } from '../../platform/translations/area.js'
import { localize } from '../../platform/translations/localize.js'
import { feesArea } from './area.js'
import type { FeeRow, OtherFee } from './schema.js'

/** A fee row as a public page shows it: each note in the page's language where it has one, else marked with its own. */
export type ShownFeeRow = Localized<Omit<FeeRow, 'otherFees'>> & { otherFees: (OtherFee & { lang?: Lang })[] }

/**
 * The fee rows' notes (what each other fee covers) in the page's language (docs/decisions/140,
 * 284): the translation gives only each fee's `covers`, by position, so an amount is always the
 * row's own; a note the translation lacks (a fee added since) carries its own language.
 */
export async function localizeFees(db: Db, rows: FeeRow[], lang: Lang): Promise<ShownFeeRow[]> {
  return (await localize(db, feesArea, rows, lang, (row) => row._id)) as ShownFeeRow[]
}
