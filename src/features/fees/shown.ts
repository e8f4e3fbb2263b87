import type { Db } from '../../db/connection.js'
import type { Lang } from '../../content/lang.js'
import { otherLang, type Localized } from '../../platform/translations/area.js'
import { localize } from '../../platform/translations/localize.js'
import { feesArea } from './area.js'
import type { FeeRow, OtherFee } from './schema.js'

/** A fee row as a public page shows it: each note in the page's language where it has one, else marked with its own. */
export type ShownFeeRow = Localized<Omit<FeeRow, 'otherFees'>> & { otherFees: (OtherFee & { lang?: Lang })[] }

/**
 * The fee rows' notes (what each other fee covers) in the page's language (docs/decisions/140).
 * The translation is the list's JSON; only its `covers` are taken, by position: an amount is
 * always the row's own, so a translation cannot change what a fee costs. A note the translation
 * lacks (a fee added since) shows in its own language, marked.
 */
export async function localizeFees(db: Db, rows: FeeRow[], lang: Lang): Promise<ShownFeeRow[]> {
  const shown = await localize(db, feesArea, rows, lang, (row) => row._id)
  return shown.map((row, i) => {
    const own = rows[i]!
    if (row === own) return own
    const translated: unknown[] = row.otherFees === own.otherFees ? [] : row.otherFees
    const otherFees = own.otherFees.map((fee, k) => {
      const covers = (translated[k] as { covers?: unknown } | undefined)?.covers
      return typeof covers === 'string' && covers.trim() ? { ...fee, covers: covers.trim() } : { ...fee, lang: otherLang(lang) }
    })
    return { ...row, otherFees }
  })
}
