import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'
import { imageFileNames, parseImageMeta } from '../../src/http/images'
import { SPEC, adminCookie, adminHeaders, isSignedIn, listFiles, tempDirs } from './support'

const run = promisify(execFile)

/** Runs an ops script the way `npm run backup|restore` does, with its own environment. */
function script(name: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  return run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { env: { PATH: process.env.PATH, ...env } }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (err) => ({ code: err.code as number, stdout: err.stdout as string, stderr: err.stderr as string }),
  )
}

/** Tables whose rows are site content (no writes to them happen during the backup). */
const CONTENT_TABLES = ['banners', 'blogs', 'eventCategories', 'eventImages', 'foundationEntries', 'aboutContent', 'missionVision', 'programs', 'topbar', 'contactQueries'] as const

async function contentRows(server: TestServer) {
  const rows: Record<string, unknown[]> = {}
  for (const table of CONTENT_TABLES) rows[table] = await server.ctx.db.selectFrom(table).selectAll().orderBy('id').execute()
  return rows
}

/** Every upload URL the database references (each image: its JPEG and WebP variants). */
async function referencedUploads(server: TestServer): Promise<string[]> {
  const db = server.ctx.db
  const sources = [
    ['Home', await db.selectFrom('banners').select(['imageUrl', 'imageMeta']).execute()],
    ['Event', await db.selectFrom('eventImages').select(['imageUrl', 'imageMeta']).execute()],
    ['Blogs', await db.selectFrom('blogs').select(['imageUrl', 'imageMeta']).execute()],
    ['About', await db.selectFrom('foundationEntries').select(['imageUrl', 'imageMeta']).execute()],
    ['About', await db.selectFrom('aboutContent').select(['imageUrl', 'imageMeta']).execute()],
  ] as const
  return sources.flatMap(([folder, rows]) => rows.flatMap((r) => imageFileNames(r.imageUrl, parseImageMeta(r.imageMeta)).map((name) => `/uploads/${folder}/${name}`)))
}

describe('backup and restore', () => {
  const backupDir = tempDirs('backups')
  const archives = path.join(backupDir.root, 'archives')
  const target = tempDirs('restored')
  let original: TestServer
  let archive: string
  let acknowledgedBeforeBackup: string[] = []

  beforeAll(async () => {
    original = await startTestServer({ SEED_DEMO: '1', SUBMIT_RATE_LIMIT: '100000' })
    const cookie = await adminCookie(original)
    const topbar = await original.fetch(SPEC.topbar, { method: 'POST', headers: adminHeaders(original, cookie), body: JSON.stringify({ message: 'Admissions open for 2026–27', link: 'https://example.org/admissions' }) })
    expect(topbar.status).toBeLessThan(300)
    // staff text in Hindi (issue 29): the translations and a row's own language travel with the backup
    const [news] = await original.ctx.db.selectFrom('blogs').select('id').limit(1).execute()
    for (const [path, body] of [
      ['/api/translations/topbar/topbar', { fields: { message: { text: 'प्रवेश 2026–27 प्रारंभ' } } }],
      [`/api/translations/news/${news!.id}`, { source: 'hi', fields: { title: { text: 'Admission notice' } } }],
    ] as const) {
      const translated = await original.fetch(path, { method: 'PUT', headers: adminHeaders(original, cookie), body: JSON.stringify(body) })
      expect(translated.status).toBe(200)
    }
    const contact = await original.fetch(SPEC.contact, { method: 'POST', headers: adminHeaders(original, ''), body: JSON.stringify({ name: 'Asha Verma', email: 'asha@example.org', mobile: '9876543210', message: 'Is there a scholarship?' }) })
    expect(contact.status).toBeLessThan(300)
    for (let i = 0; i < 5; i++) {
      const fullname = `Before Backup ${i}`
      const res = await original.fetch(SPEC.admission, { method: 'POST', headers: adminHeaders(original, ''), body: JSON.stringify({ fullname, city: 'Shahdol', phone: '', course: '' }) })
      expect(res.status).toBe(201)
      acknowledgedBeforeBackup.push(fullname)
    }
  })
  afterAll(async () => {
    await original?.close()
    backupDir.remove()
    target.remove()
  })

  it('writes a dated archive while the server keeps answering writes', async () => {
    let writing = true
    let duringBackup = 0
    const writer = (async () => {
      while (writing) {
        const res = await original.fetch(SPEC.admission, { method: 'POST', headers: adminHeaders(original, ''), body: JSON.stringify({ fullname: `During Backup ${duringBackup}` }) })
        expect(res.status).toBe(201)
        duringBackup++
      }
    })()
    const result = await script('backup', { DATA_DIR: original.dataDir, UPLOADS_DIR: original.uploadsDir, BACKUP_DIR: archives })
    writing = false
    await writer
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const files = fs.readdirSync(archives)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^college-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/)
    archive = path.join(archives, files[0]!)
    expect(result.stdout).toContain(archive)
    expect(duringBackup).toBeGreaterThan(0)
  })

  it('refuses to restore into a folder that holds files, with a clear message, and changes nothing there', async () => {
    // the running server's folder: refused, naming the server
    const before = listFiles(original.dataDir)
    const result = await script('restore', { DATA_DIR: original.dataDir, UPLOADS_DIR: target.uploadsDir }, [archive])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`DATA_DIR (${original.dataDir}) is in use by a running server (pid ${process.pid}`)
    expect(listFiles(original.dataDir)).toEqual(before)
    expect(listFiles(target.uploadsDir)).toEqual([])
    // a folder no process uses but that holds a file: refused as not empty
    const used = tempDirs('used')
    fs.writeFileSync(path.join(used.dataDir, 'notes.txt'), 'keep me')
    const again = await script('restore', { DATA_DIR: used.dataDir, UPLOADS_DIR: target.uploadsDir }, [archive])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain(`DATA_DIR (${used.dataDir}) is not empty`)
    expect(listFiles(used.dataDir)).toEqual(['notes.txt'])
    used.remove()
  })

  it('refuses a missing or foreign archive with a clear message', async () => {
    const missing = await script('restore', { DATA_DIR: target.dataDir, UPLOADS_DIR: target.uploadsDir }, [path.join(backupDir.root, 'nope.tar.gz')])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/^Restore failed: No backup archive at /)
    const foreign = path.join(backupDir.root, 'foreign.tar.gz')
    fs.writeFileSync(foreign, 'not a tarball')
    const bad = await script('restore', { DATA_DIR: target.dataDir, UPLOADS_DIR: target.uploadsDir }, [foreign])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/^Restore failed: .*not a (readable )?backup/)
    fs.rmSync(foreign)
    expect(listFiles(target.dataDir)).toEqual([])
  })

  it('restores into empty folders, and a server started there serves the same content and images', async () => {
    const result = await script('restore', { DATA_DIR: target.dataDir, UPLOADS_DIR: target.uploadsDir }, [archive])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)

    const restored = await startTestServer({ SEED_DEMO: '1' }, { dataDir: target.dataDir, uploadsDir: target.uploadsDir })
    try {
      expect(await contentRows(restored)).toEqual(await contentRows(original))
      const translations = (server: TestServer) => Promise.all([server.ctx.db.selectFrom('translations').selectAll().orderBy(['area', 'rowId', 'field']).execute(), server.ctx.db.selectFrom('contentLangs').selectAll().orderBy(['area', 'rowId']).execute()])
      const [texts, langs] = await translations(original)
      expect(texts.map((row) => row.text)).toEqual(expect.arrayContaining(['प्रवेश 2026–27 प्रारंभ', 'Admission notice']))
      // every content row's language is recorded (docs/decisions/162), the one staff chose among them
      expect(langs.length).toBeGreaterThan(10)
      expect(langs.filter((row) => row.chosen)).toHaveLength(1)
      expect(await translations(restored)).toEqual([texts, langs])
      const names = (await restored.ctx.db.selectFrom('admissionQueries').select('fullname').execute()).map((r) => r.fullname)
      for (const fullname of acknowledgedBeforeBackup) expect(names).toContain(fullname)

      for (const pathname of ['/', '/blogs', '/eventGallery', '/aboutUs']) {
        const [a, b] = await Promise.all([original.fetch(pathname).then((r) => r.text()), restored.fetch(pathname).then((r) => r.text())])
        expect(b, pathname).toBe(a)
      }
      const uploads = await referencedUploads(original)
      expect(uploads.length).toBeGreaterThan(20)
      for (const url of uploads) {
        const res = await restored.fetch(url)
        expect(res.status, url).toBe(200)
        const served = Buffer.from(await res.arrayBuffer())
        expect(served.equals(fs.readFileSync(path.join(original.uploadsDir, url.slice('/uploads/'.length)))), url).toBe(true)
      }
      // the session secret is not in backups: the old site's admin cookie ends with the restore
      const oldCookie = await adminCookie(original)
      expect(await isSignedIn(original, oldCookie)).toBe(true)
      expect(await isSignedIn(restored, oldCookie)).toBe(false)
    } finally {
      await restored.stop()
    }
  })
})
