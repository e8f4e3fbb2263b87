import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Migrator } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/connection'
import { migrations } from '../../src/db/migrations/index'
import { readFileLanguage } from '../../src/content/file-language'

/** Decision 297: the language of a PDF read from its text layer, or null where it cannot be told. */
const ENGLISH = 'The fee structure for the academic year 2026-27 is given below. Students shall pay the tuition fee in two instalments, the first at the time of admission and the second by the end of January. '.repeat(3)
const HINDI = 'शैक्षणिक वर्ष 2026-27 के लिए शुल्क संरचना नीचे दी गई है। विद्यार्थी शिक्षण शुल्क दो किस्तों में जमा करेंगे, पहली प्रवेश के समय और दूसरी जनवरी के अंत तक। '.repeat(3)
/** Hindi typed in the Kruti Dev font: its text layer is Latin letters that are no English. */
const KRUTI_DEV = "'kS{kf.kd o\"kZ 2026&27 ds fy, 'kqYd lajpuk uhps nh xbZ gSA fo|kFkhZ f'k{k.k 'kqYd nks fdLrksa esa tek djsaxs] igyh izos'k ds le; vkSj nwljh tuojh ds var rdA ".repeat(3)

describe('the language of a PDF, from its text layer', () => {
  it('English prose is English; Devanagari is Hindi; both side by side are both', () => {
    expect(readFileLanguage(ENGLISH)).toBe('en')
    expect(readFileLanguage(HINDI)).toBe('hi')
    expect(readFileLanguage(`${ENGLISH}\n${HINDI}`)).toBe('both')
    // a Hindi notice with course names in Latin letters stays Hindi
    expect(readFileLanguage(`${HINDI} B.A. LL.B. LL.M.`)).toBe('hi')
  })

  it('cannot be told from a scan, a few words, or a legacy Hindi font’s Latin letters', () => {
    expect(readFileLanguage('')).toBeNull()
    expect(readFileLanguage('Fee structure 2026-27\nTuition fee per year: Rs. 18,000')).toBeNull()
    expect(readFileLanguage(KRUTI_DEV)).toBeNull()
    expect(readFileLanguage('1234567890 '.repeat(100))).toBeNull()
  })
})

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-language-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

it('migration 047 reads the language of each stored PDF from its text layer; a scan stays not known', async () => {
  const opened = openDatabase(dir, 'before-047.db')
  try {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '047'))
    await new Migrator({ db: opened.db, provider: { getMigrations: async () => before } }).migrateToLatest()
    const add = opened.sqlite.prepare(
      "INSERT INTO documents (id, title, category, academic_year, valid_until, file_name, original_name, size_bytes, pages, has_text, text, publish_at, created_at, updated_at) VALUES (?, ?, 'fees', '', NULL, ?, ?, 1000, 1, ?, ?, NULL, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
    )
    add.run('doc-en', 'Fees', 'doc-en.pdf', 'fees.pdf', 1, ENGLISH)
    add.run('doc-hi', 'शुल्क', 'doc-hi.pdf', 'shulk.pdf', 1, HINDI)
    add.run('doc-scan', 'Scan', 'doc-scan.pdf', 'scan.pdf', 0, '')
    const { error } = await new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } }).migrateToLatest()
    expect(error).toBeUndefined()
    const languages = opened.sqlite.prepare('SELECT id, file_language AS language FROM documents ORDER BY id').all()
    expect(languages).toEqual([
      { id: 'doc-en', language: 'en' },
      { id: 'doc-hi', language: 'hi' },
      { id: 'doc-scan', language: null },
    ])
  } finally {
    opened.sqlite.close()
  }
})
