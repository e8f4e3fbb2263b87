import { sql, type Kysely } from 'kysely'
import { isTranslatedEntry, listTranslationText, listWordsJson, parseList, type ListWords } from '../../platform/translations/lists.js'
import { revisionOf } from '../../platform/translations/revision.js'

/**
 * A list's translation keeps only its words (docs/decisions/284): a committee's members their
 * name and role, a fee row's notes what they cover, a programme's highlights themselves. Those
 * kept before (the demo install's committees among them) held whole entries, phones, e-mails and
 * seats too, which the Hindi search indexed. Each is rewritten as its words; one that is not a
 * list of a translation's entries is left as it is (the pages log it and show the item's own).
 * The committees and programmes are touched so that their triggers write their search entries anew.
 *
 * A list's translation is now written from its words only (fieldRevision), so a changed phone or
 * amount leaves it up to date: one up to date with its list as it is gets the revision of that
 * list's words; one written from an earlier list keeps its revision and stays "needs update".
 */
const LISTS: { area: string; field: string; words: ListWords; table: string; column: string; searched: boolean }[] = [
  { area: 'committees', field: 'members', words: ['name', 'role'], table: 'committees', column: 'members', searched: true },
  { area: 'fees', field: 'otherFees', words: ['covers'], table: 'fee_rows', column: 'other_fees', searched: false },
  { area: 'programs', field: 'highlights', words: 'entry', table: 'programs', column: 'highlights', searched: true },
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const list of LISTS) {
    const { rows } = await sql<{ rowId: string; text: string; revision: string; own: string | null }>`select t.row_id as "rowId", t.text, t.source_revision as revision, o.${sql.ref(list.column)} as own
      from translations as t left join ${sql.table(list.table)} as o on o.id = t.row_id where t.area = ${list.area} and t.field = ${list.field}`.execute(db)
    const touched: string[] = []
    for (const row of rows) {
      if (row.own !== null && row.revision === revisionOf(row.own)) {
        await sql`update translations set source_revision = ${revisionOf(listWordsJson(row.own, list.words))} where area = ${list.area} and row_id = ${row.rowId} and field = ${list.field}`.execute(db)
      }
      const entries = parseList(row.text)
      if (!entries || !entries.every((entry) => isTranslatedEntry(entry, list.words))) continue
      const words = listTranslationText(entries, list.words)
      if (words === row.text) continue
      if (words) await sql`update translations set text = ${words} where area = ${list.area} and row_id = ${row.rowId} and field = ${list.field}`.execute(db)
      else await sql`delete from translations where area = ${list.area} and row_id = ${row.rowId} and field = ${list.field}`.execute(db)
      touched.push(row.rowId)
    }
    // the same values written again: the table's triggers write the search entries from the translations as they are now
    if (list.searched && touched.length) await sql`update ${sql.table(list.table)} set updated_at = updated_at where id in (${sql.join(touched)})`.execute(db)
  }
}

/** The whole entries are not kept: nothing to put back. */
export async function down(): Promise<void> {}
