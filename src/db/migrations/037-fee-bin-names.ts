import { sql, type Kysely } from 'kysely'

/**
 * A deleted fee row's bin entry held "Fees of LL.M. 2026-27": English the Hindi panel showed as the
 * name (issue 40). Deleted Items says the area beside the name in the panel's language, so the
 * name is the course and year as written (docs/decisions/274); entries made before lose the words.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE bin SET label = substr(label, length('Fees of ') + 1) WHERE area = 'fees' AND label LIKE 'Fees of %'`.execute(db)
}

export async function down(): Promise<void> {
  // the area is said by the panel now; nothing to put back
}
