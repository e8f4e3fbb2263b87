import { sql, type Kysely } from 'kysely'

/**
 * A deleted gallery category's bin entry held "<name> with its 2 photos": English the Hindi panel
 * showed as the name (issue 40). The name is now kept as written and the photos are counted from
 * the entry itself (docs/decisions/271); entries made before lose the words.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE bin SET label = substr(label, 1, length(label) - length(' with its photo'))
            WHERE area = 'event categories' AND label LIKE '% with its photo'`.execute(db)
  await sql`UPDATE bin SET label = substr(label, 1, instr(label, ' with its ') - 1)
            WHERE area = 'event categories' AND label GLOB '* with its [0-9]* photos'`.execute(db)
}

export async function down(): Promise<void> {
  // the words are said by the panel now; nothing to put back
}
