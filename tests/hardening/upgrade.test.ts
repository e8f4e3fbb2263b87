import { Migrator } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../helpers/server'
import { openDatabase } from '../../src/db/connection'
import { migrations } from '../../src/db/migrations/index'
import { hashForSetup } from '../../src/platform/auth/password-checks'
import { integrityCheck, signedSessionCookie, tempDirs } from './support'

const FIRST = '001-initial'
const at = '2024-06-01T10:00:00.000Z'

/** A database as the first release left it: only migration 001 applied, with rows in it. */
async function firstReleaseDatabase(dataDir: string) {
  const { db, close } = openDatabase(dataDir)
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ [FIRST]: migrations[FIRST]! }) } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  expect(results?.map((r) => r.migrationName)).toEqual([FIRST])
  await db.insertInto('admins').values({ id: 'a1', email: 'old-admin@college.test', name: 'Old Admin', passwordHash: await hashForSetup('old-password'), createdAt: at, updatedAt: at }).execute()
  await db.insertInto('blogs').values({ id: 'b1', title: 'Results of the 2024 session', description: 'First line\n**A bullet', date: '2024-06-01', category: 'news', imageUrl: null, imageMeta: null, linkTitle: null, link: null, createdAt: at, updatedAt: at }).execute()
  await db.insertInto('topbar').values({ id: 't1', message: 'Written by the first release', link: '', createdAt: at, updatedAt: at }).execute()
  await db.insertInto('eventCategories').values({ id: 'c1', name: 'Convocation', createdAt: at, updatedAt: at }).execute()
  await db.insertInto('admissionQueries').values({ id: 'q1', fullname: 'Early Applicant', city: 'Rewa', phone: '', course: 'LLM(2yrs.)', createdAt: at, updatedAt: at }).execute()
  await db.insertInto('contactQueries').values({ id: 'm1', name: 'Early Visitor', email: 'v@example.org', mobile: '1', message: 'Hello', createdAt: at, updatedAt: at }).execute()
  await close()
}

describe('upgrading an older database', () => {
  const dirs = tempDirs('upgrade')
  afterAll(() => dirs.remove())

  it('migrates a first-release database forward at start and keeps every row', async () => {
    await firstReleaseDatabase(dirs.dataDir)
    const server = await startTestServer({ SEED_DEMO: '1' }, dirs)
    try {
      const applied = await server.ctx.db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never).execute()
      expect(applied.map((r) => (r as { name: string }).name)).toEqual(Object.keys(migrations).sort())

      const db = server.ctx.db
      expect(await db.selectFrom('blogs').select(['id', 'title', 'description']).execute()).toEqual([{ id: 'b1', title: 'Results of the 2024 session', description: 'First line\n**A bullet' }])
      expect((await db.selectFrom('admissionQueries').select('fullname').execute()).map((r) => r.fullname)).toEqual(['Early Applicant'])
      expect((await db.selectFrom('contactQueries').select('name').execute()).map((r) => r.name)).toEqual(['Early Visitor'])
      expect((await db.selectFrom('eventCategories').select('name').execute()).map((r) => r.name)).toEqual(['Convocation'])
      expect(await db.selectFrom('admins').select(['id', 'email']).where('id', '=', 'a1').executeTakeFirst()).toEqual({ id: 'a1', email: 'old-admin@college.test' })
      // staff tools (006): the old admin is an Administrator, old enquiries are new
      expect(await db.selectFrom('admins').select('role').where('id', '=', 'a1').executeTakeFirst()).toEqual({ role: 'administrator' })
      expect((await db.selectFrom('admissionQueries').select('status').execute()).map((r) => r.status)).toEqual(['new'])
      // a session cookie issued before the upgrade (version 1) keeps working, with every right
      const earlier = Date.now() - 60_000
      const cookie = signedSessionCookie(server.ctx.config.sessionSecret, { adminId: 'a1', version: 1, loginAt: earlier, seenAt: earlier })
      const me = await server.fetch('/api/admin/me', { headers: { cookie } })
      expect(me.status).toBe(200)
      expect((await me.json()).user).toMatchObject({ id: 'a1', role: 'administrator' })
      expect((await server.fetch('/api/admission/getAllAddmissionQueries', { headers: { cookie } })).status).toBe(200)
      // content existed, so the demo seed must not have added anything
      expect(await db.selectFrom('banners').select('id').execute()).toEqual([])

      expect(await (await server.fetch('/')).text()).toContain('Written by the first release')
      const blogPage = await server.fetch('/blogs/detail/b1')
      expect(blogPage.status).toBe(200)
      expect(await blogPage.text()).toContain('Results of the 2024 session')
    } finally {
      await server.stop()
    }
    expect(integrityCheck(dirs.dataDir)).toBe('ok')
  })

  it('starts again on the upgraded database without applying anything twice', async () => {
    const server = await startTestServer({ SEED_DEMO: '1' }, dirs)
    try {
      const applied = await server.ctx.db.selectFrom('kysely_migration' as never).select('name' as never).execute()
      expect(applied).toHaveLength(Object.keys(migrations).length)
      expect(await server.ctx.db.selectFrom('blogs').select('id').execute()).toEqual([{ id: 'b1' }])
    } finally {
      await server.stop()
    }
  })
})
