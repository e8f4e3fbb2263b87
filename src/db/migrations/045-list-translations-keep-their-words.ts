import { sql, type Kysely } from 'kysely'
import { isTranslatedEntry, listTranslationText, parseList, type ListWords } from '../../platform/translations/lists.js'

/**
 * A list's translation keeps only its words (docs/decisions/284): a committee's members their
 * name and role, a fee row's notes what they cover, a programme's highlights themselves. Those
 * kept before (the demo install's committees among them) held whole entries, phones, e-mails and
 * seats too, which the Hindi search indexed. Each is rewritten as its words; one that is not a
 * list of a translation's entries is left as it is (the pages log it and show the item's own).
 * The committees and programmes are touched so that their triggers write their search entries anew.
 */
const LISTS: { area: string; field: string; words: ListWords; table?: string }[] = [
  { area: 'committees', field: 'members', words: ['name', 'role'], table: 'committees' },
  { area: 'fees', field: 'otherFees', words: ['covers'] },
  { area: 'programs', field: 'highlights', words: 'entry', table: 'programs' },
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const list of LISTS) {
    const { rows } = await sql<{ rowId: string; text: string }>`select row_id as "rowId", text from translations where area = ${list.area} and field = ${list.field}`.execute(db)
    const touched: string[] = []
    for (const row of rows) {
      const entries = parseList(row.text)
      if (!entries || !entries.every((entry) => isTranslatedEntry(entry, list.words))) continue
      const words = listTranslationText(entries, list.words)
      if (words === row.text) continue
      if (words) await sql`update translations set text = ${words} where area = ${list.area} and row_id = ${row.rowId} and field = ${list.field}`.execute(db)
      else await sql`delete from translations where area = ${list.area} and row_id = ${row.rowId} and field = ${list.field}`.execute(db)
      touched.push(row.rowId)
    }
    // the same values written again: the table's triggers write the search entries from the translations as they are now
    if (list.table && touched.length) await sql`update ${sql.table(list.table)} set updated_at = updated_at where id in (${sql.join(touched)})`.execute(db)
  }
}

/** The whole entries are not kept: nothing to put back. */
export async function down(): Promise<void> {}
