import { sql, type Kysely } from 'kysely'

/**
 * Bin entries named with English glued to them, which the Hindi panel showed as the name (issue
 * 40, docs/decisions/274): a fee row's "Fees of LL.M. 2026-27", a photo's "photo 'Relay'" or
 * "photo 3a16….jpg", a banner's "banner 3a16….jpg". Deleted Items says the area beside the name in
 * the panel's language and shows a picture itself, so the name is what staff wrote: the course and
 * year, the picture's description ('' when it has none). Entries made before are mended here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE bin SET label = substr(label, length('Fees of ') + 1) WHERE area = 'fees' AND label LIKE 'Fees of %'`.execute(db)
  await sql`UPDATE bin SET label = substr(label, length('photo ''') + 1, length(label) - length('photo ''') - 1)
            WHERE area = 'event gallery' AND label LIKE 'photo ''%'''`.execute(db)
  await sql`UPDATE bin SET label = '' WHERE (area = 'event gallery' AND label GLOB 'photo [^'']*') OR (area = 'banners' AND label GLOB 'banner*')`.execute(db)
}

export async function down(): Promise<void> {
  // the area is said by the panel now; nothing to put back
}
