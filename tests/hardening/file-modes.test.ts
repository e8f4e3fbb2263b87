import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBackup, restoreBackup } from '../../src/ops/backup'
import { DATABASE_FILE } from '../../src/db/connection'
import { SPEC, adminHeaders, spawnServer, tempDirs, type ChildServer } from './support'

/** Every path below dir (dir itself first) with its permission bits, e.g. { 'data/college.sqlite': '600' }. */
function modes(dir: string, base = path.dirname(dir)): Record<string, string> {
  const out: Record<string, string> = { [path.relative(base, dir)]: (fs.statSync(dir).mode & 0o777).toString(8) }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) Object.assign(out, modes(full, base))
    else out[path.relative(base, full)] = (fs.statSync(full).mode & 0o777).toString(8)
  }
  return out
}

/** The modes a private tree must have: folders 700, files 600. */
function privateModes(dir: string): Record<string, string> {
  return Object.fromEntries(Object.keys(modes(dir)).map((name) => [name, fs.statSync(path.join(path.dirname(dir), name)).isDirectory() ? '700' : '600']))
}

describe('files the server and the ops scripts create are private (0600 files, 0700 folders) under a 022 umask', () => {
  const dirs = tempDirs('modes')
  const backupDir = path.join(dirs.root, 'backups')
  const restored = tempDirs('modes-restored')
  let server: ChildServer
  let previousUmask: number

  beforeAll(async () => {
    previousUmask = process.umask(0o022) // the usual umask: without care, files come out 0644 and folders 0755
    fs.rmSync(dirs.dataDir, { recursive: true }) // the server makes DATA_DIR itself
    server = await spawnServer({ DATA_DIR: dirs.dataDir, UPLOADS_DIR: dirs.uploadsDir, SEED_DEMO: '1', ADMIN_EMAIL: 'staff@college.test', ADMIN_PASSWORD: 'correct-horse' })
    // writes: the WAL and its index fill up
    const res = await fetch(server.url + SPEC.admission, { method: 'POST', headers: adminHeaders(server, ''), body: JSON.stringify({ fullname: 'Mode Check', city: 'Shahdol', phone: '', course: '' }) })
    expect(res.status).toBe(201)
  })
  afterAll(async () => {
    await server?.stop()
    process.umask(previousUmask)
    dirs.remove()
    restored.remove()
  })

  it('DATA_DIR is 0700 and the database, -wal, -shm and session secret are 0600', () => {
    const found = modes(dirs.dataDir)
    for (const name of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, 'session-secret']) expect(Object.keys(found)).toContain(path.join('data', name))
    expect(found).toEqual(privateModes(dirs.dataDir))
  })

  it('backup archives are 0600 in a 0700 folder, and a restored DATA_DIR is private too', async () => {
    const { file } = await createBackup({ dataDir: dirs.dataDir, uploadsDir: dirs.uploadsDir, backupDir })
    expect(path.dirname(file)).toBe(backupDir)
    expect(modes(backupDir)).toEqual(privateModes(backupDir))
    expect(Object.keys(modes(backupDir))).toHaveLength(2)

    fs.rmSync(restored.dataDir, { recursive: true })
    await restoreBackup(file, { dataDir: restored.dataDir, uploadsDir: restored.uploadsDir })
    expect(modes(restored.dataDir)).toEqual(privateModes(restored.dataDir))
  })

  it('files an older version left readable are made private when the server starts', async () => {
    await server.stop()
    for (const name of Object.keys(modes(dirs.dataDir))) {
      const full = path.join(dirs.root, name)
      fs.chmodSync(full, fs.statSync(full).isDirectory() ? 0o755 : 0o644)
    }
    server = await spawnServer({ DATA_DIR: dirs.dataDir, UPLOADS_DIR: dirs.uploadsDir, SEED_DEMO: '0' })
    const res = await fetch(server.url + SPEC.getTopbar) // reaches the database
    expect(res.status).toBe(200)
    expect(modes(dirs.dataDir)).toEqual(privateModes(dirs.dataDir))
  })
})
