import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Migrator } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/connection'
import { migrations } from '../../src/db/migrations/index'
import { rowRevision } from '../../src/db/row-revision'
import { changeIsStale, changeMarks, changeSeenBy } from '../../src/platform/row-drafts/changes'
import { storedDraft, withRevisions } from '../../src/platform/row-drafts/stored'

/**
 * A change kept as a draft is stale when its row's content changed since it was kept, and only
 * then (docs/decisions/281): the time a row was written, its place in its list and its draft state
 * are not its content. Migration 043 carries changes kept before it over.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'change-staleness-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('rowRevision', () => {
  const row = { id: 'f1', name: 'Dr Rao', designation: 'Principal', sort: 2, draft_by: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-02-01T00:00:00.000Z' }
  it('is the same for a raw reading and the connection plugin’s, with the owner read beside it', () => {
    const camel = { owner: null, id: 'f1', name: 'Dr Rao', designation: 'Principal', sort: 2, draftBy: null, createdAt: row.created_at, updatedAt: row.updated_at }
    expect(rowRevision(camel)).toBe(rowRevision(row))
  })
  it('does not move with the time written or the place in the list', () => {
    expect(rowRevision({ ...row, sort: 0, updated_at: '2026-11-30T10:00:00.000Z' })).toBe(rowRevision(row))
  })
  it('moves with every content column, the draft state included', () => {
    const revisions = [row, { ...row, name: 'Dr Rao ' }, { ...row, designation: 'Dean' }, { ...row, draft_by: 'a1' }, { ...row, extra: '' }].map(rowRevision)
    expect(new Set(revisions).size).toBe(revisions.length)
  })
})

it('migration 043 carries a change kept before it over: publishable while its row is as it was, stale once the row was edited', async () => {
  const opened = openDatabase(dir, 'before-043.db')
  try {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '043'))
    await new Migrator({ db: opened.db, provider: { getMigrations: async () => before } }).migrateToLatest()
    const program = opened.sqlite.prepare("INSERT INTO programs (id, title, duration, description, highlights, created_at, updated_at) VALUES (?, ?, '3 years', 'x', '[]', ?, ?)")
    program.run('p-same', 'BA LLB', '2026-01-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z')
    program.run('p-edited', 'LLM', '2026-01-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z')
    const change = opened.sqlite.prepare("INSERT INTO row_changes (area, row_id, fields, author_id, base_updated_at, saved_at) VALUES ('programs', ?, '{\"title\":\"Kept\"}', 'a1', ?, '2026-04-01T00:00:00.000Z')")
    change.run('p-same', '2026-03-01T00:00:00.000Z')
    // kept on 1 April over the row of 1 March; the row was edited on 1 May
    change.run('p-edited', '2026-03-01T00:00:00.000Z')
    const { error } = await new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } }).migrateToLatest()
    expect(error).toBeUndefined()
    const reader = { id: 'a1', role: 'editor' }
    const staleness = async (id: string) => changeIsStale((await changeSeenBy(opened.db, 'programs', id, reader))!, rowRevision((await storedDraft(opened.db, 'programs', id))!.row))
    expect(await staleness('p-same')).toBe(false)
    expect(await staleness('p-edited')).toBe(true)
    expect(opened.sqlite.prepare("SELECT name FROM pragma_table_info('row_changes') WHERE name LIKE 'base%' ORDER BY name").all()).toEqual([{ name: 'base_fields' }, { name: 'base_revision' }])
    // kept before 044 without the row's values of its fields (decision 282): every field counts as its writer's, as it did
    const marks = await changeMarks(opened.db, { key: 'programs', table: 'programs' }, await withRevisions(opened.db, 'programs', [{ _id: 'p-same' }]), reader)
    expect(marks.get('p-same')).toMatchObject({ fields: { title: 'Kept' }, edited: ['title'], bothEdited: [], stale: false })
  } finally {
    opened.sqlite.close()
  }
})
