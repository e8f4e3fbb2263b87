import { sql, type Kysely } from 'kysely'
import { readFileLanguage } from '../../content/file-language.js'

/**
 * The language a document's PDF is written in (docs/decisions/297): 'en', 'hi', 'both', or null
 * when not known. A page in the other language says so beside the link. Each stored PDF's is read
 * from its text layer; a scan's stays unknown until staff say it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('file_language', 'text').execute()
  const rows = await sql<{ id: string; text: string }>`select id, text from documents`.execute(db)
  for (const row of rows.rows) {
    const language = readFileLanguage(row.text ?? '')
    if (language) await sql`update documents set file_language = ${language} where id = ${row.id}`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('file_language').execute()
}
