import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Migrator } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/connection'
import { migrations } from '../../src/db/migrations/index'
import { committeesArea } from '../../src/features/committees/area'
import { fieldRevision, revisionOf } from '../../src/platform/translations/revision'

/**
 * Migration 045 (docs/decisions/284): a list's translation kept whole before (the demo's
 * committees held phones, e-mails and seats in their Hindi) keeps only its words, and the Hindi
 * search no longer finds a committee by a phone; a stored value that is not a list is left as it is.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-translations-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

it('migration 045 keeps a list translation’s words only, and the search entry follows', async () => {
  const opened = openDatabase(dir, 'before-045.db')
  try {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '045'))
    await new Migrator({ db: opened.db, provider: { getMigrations: async () => before } }).migrateToLatest()
    const at = '2026-01-01T00:00:00.000Z'
    const members = [{ name: 'Dr. Asha Rao', role: 'Chairperson', phone: '9425000001', email: 'asha@college.test', seat: 'chair' }]
    opened.sqlite.prepare("UPDATE committees SET members = ? WHERE id = 'committee-sgrc'").run(JSON.stringify(members))
    const translate = opened.sqlite.prepare("INSERT INTO translations (area, row_id, field, text, source_revision, updated_by, updated_at) VALUES (?, ?, ?, ?, ?, 'Demo', ?)")
    // up to date with the members as they are (written from their whole JSON, as before 045)
    translate.run('committees', 'committee-sgrc', 'members', JSON.stringify([{ name: 'डॉ. आशा राव', role: 'अध्यक्ष', phone: '9425000001', email: 'asha@college.test', seat: 'chair' }]), revisionOf(JSON.stringify(members)), at)
    translate.run('fees', 'fee-1', 'otherFees', JSON.stringify([{ covers: 'पुस्तकालय', amount: 99 }]), 'r', at)
    // written from an earlier list: it stays "needs update"
    translate.run('committees', 'committee-icc', 'members', 'not a list', 'earlier', at)
    opened.sqlite.prepare("UPDATE committees SET updated_at = ? WHERE id = 'committee-sgrc'").run(at)
    const searchBody = () => (opened.sqlite.prepare("SELECT alt_body FROM search_index WHERE kind = 'committee' AND ref = 'committee-sgrc'").get() as { alt_body: string | null }).alt_body ?? ''
    expect(searchBody()).toContain('9425000001')

    const { error } = await new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } }).migrateToLatest()
    expect(error).toBeUndefined()
    const stored = (area: string, row: string, field: string) => (opened.sqlite.prepare('SELECT text FROM translations WHERE area = ? AND row_id = ? AND field = ?').get(area, row, field) as { text: string }).text
    expect(JSON.parse(stored('committees', 'committee-sgrc', 'members'))).toEqual([{ name: 'डॉ. आशा राव', role: 'अध्यक्ष' }])
    expect(JSON.parse(stored('fees', 'fee-1', 'otherFees'))).toEqual([{ covers: 'पुस्तकालय' }])
    expect(stored('committees', 'committee-icc', 'members')).toBe('not a list')
    const revision = (area: string, row: string) => (opened.sqlite.prepare("SELECT source_revision AS r FROM translations WHERE area = ? AND row_id = ?").get(area, row) as { r: string }).r
    // up to date before, up to date after: written from the members' words now
    expect(revision('committees', 'committee-sgrc')).toBe(fieldRevision(committeesArea, 'members', JSON.stringify(members)))
    expect(fieldRevision(committeesArea, 'members', JSON.stringify([{ ...members[0], phone: '1' }]))).toBe(revision('committees', 'committee-sgrc'))
    expect(revision('committees', 'committee-icc')).toBe('earlier')
    expect(revision('fees', 'fee-1')).toBe('r')
    expect(searchBody()).toContain('आशा राव')
    expect(searchBody()).not.toMatch(/9425000001|asha@college|chair\b/)
  } finally {
    opened.sqlite.close()
  }
})
