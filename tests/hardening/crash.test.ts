import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../../src/db/connection'
import { imageFileNames, parseImageMeta } from '../../src/http/images'
import { SPEC, cookieFrom, integrityCheck, listFiles, spawnServer, tempDirs } from './support'

const ADMIN = { email: 'crash@college.test', password: 'crash-test-pass' }
const RUN_MS = 2500

/** A photo large enough that storing it (three WebP widths and a JPEG) takes a few hundred ms, so uploads are in flight at the kill. */
function photo(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 1400, height: 1000, channels: 3, background: { r: 40 * seed, g: 90, b: 200 - 30 * seed } } }).jpeg().toBuffer()
}

describe('crash safety', () => {
  const dirs = tempDirs('crash')
  afterAll(() => dirs.remove())

  it('keeps every acknowledged submission and no broken upload after SIGKILL mid-run', async () => {
    const env = { DATA_DIR: dirs.dataDir, UPLOADS_DIR: dirs.uploadsDir, SUBMIT_RATE_LIMIT: '1000000', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }
    const first = await spawnServer(env)
    const json = { 'content-type': 'application/json', origin: first.url }
    const login = await fetch(first.url + SPEC.login, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) })
    expect(login.status).toBe(200)
    const cookie = cookieFrom(login)
    const category = await fetch(first.url + '/api/event/addCategory', { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ category: 'Crash Drill' }) })
    expect(category.status).toBe(201)
    const photos = await Promise.all([1, 2, 3].map(photo))

    const acknowledged = { admission: [] as string[], contact: [] as string[], uploads: 0 }
    const uploadRefusals: number[] = []
    let attempted = 0
    let killed = false
    const worker = async (kind: 'admission' | 'contact' | 'upload', id: number) => {
      for (let n = 0; !killed; n++) {
        const unique = `${kind}-${id}-${n}-${Math.random().toString(36).slice(2, 8)}`
        attempted++
        try {
          if (kind === 'upload') {
            const form = new FormData()
            form.append('category', 'Crash Drill')
            form.append('image', new Blob([new Uint8Array(photos[n % photos.length]!)], { type: 'image/jpeg' }), `${unique}.jpg`)
            const res = await fetch(first.url + '/api/event/uploadEventImages', { method: 'POST', headers: { cookie, origin: first.url }, body: form })
            await res.arrayBuffer()
            if (res.status < 300) acknowledged.uploads++
            else uploadRefusals.push(res.status)
          } else {
            const body = kind === 'admission' ? { fullname: unique, city: 'Shahdol', phone: '9000000000', course: '' } : { name: unique, email: 'c@example.org', mobile: '9000000000', message: `Message ${unique}` }
            const res = await fetch(first.url + (kind === 'admission' ? SPEC.admission : SPEC.contact), { method: 'POST', headers: json, body: JSON.stringify(body) })
            await res.arrayBuffer()
            if (res.status === 201) acknowledged[kind].push(unique)
          }
        } catch {
          // the connection died with the server: not acknowledged, so it may or may not be stored
        }
      }
    }
    const workers = [
      ...Array.from({ length: 6 }, (_, i) => worker('admission', i)),
      ...Array.from({ length: 4 }, (_, i) => worker('contact', i)),
      ...Array.from({ length: 3 }, (_, i) => worker('upload', i)),
    ]
    await new Promise((r) => setTimeout(r, RUN_MS))
    await first.kill()
    killed = true
    await Promise.all(workers)
    expect(first.process.signalCode).toBe('SIGKILL')
    expect(acknowledged.admission.length).toBeGreaterThan(10)
    expect(acknowledged.contact.length).toBeGreaterThan(5)

    // a temp file as a kill between write and rename leaves it; the restart must remove it
    const planted = path.join(dirs.uploadsDir, 'Event', '.0123456789abcdef01234567-480.webp.4242.tmp')
    fs.writeFileSync(planted, 'half a picture')
    const tempBefore = listFiles(dirs.uploadsDir).filter((f) => f.endsWith('.tmp'))
    const rowsAtKill = new SQLite(path.join(dirs.dataDir, DATABASE_FILE), { readonly: true })
    const idsAtKill = new Set((rowsAtKill.prepare('select image_url from event_images').pluck().all() as string[]).map((url) => url.slice(0, 24)))
    rowsAtKill.close()
    const orphansAtKill = listFiles(path.join(dirs.uploadsDir, 'Event')).filter((name) => !name.endsWith('.tmp') && !idsAtKill.has(name.slice(0, 24)))

    const second = await spawnServer(env)
    try {
      expect(listFiles(dirs.uploadsDir).filter((f) => f.endsWith('.tmp'))).toEqual([])
      const sqlite = new SQLite(path.join(dirs.dataDir, DATABASE_FILE), { readonly: true })
      const admissions = new Set(sqlite.prepare('select fullname from admission_queries').pluck().all() as string[])
      const contacts = new Set(sqlite.prepare('select name from contact_queries').pluck().all() as string[])
      const images = sqlite.prepare('select image_url as imageUrl, image_meta as imageMeta from event_images').all() as { imageUrl: string; imageMeta: string }[]
      sqlite.close()

      // no image file without its row: files of uploads cut by the kill were removed at the restart
      const ids = new Set(images.map((image) => image.imageUrl.slice(0, 24)))
      const orphans = listFiles(path.join(dirs.uploadsDir, 'Event')).filter((name) => !ids.has(name.slice(0, 24)))
      const lostAdmissions = acknowledged.admission.filter((name) => !admissions.has(name))
      const lostContacts = acknowledged.contact.filter((name) => !contacts.has(name))
      console.log(
        `crash: ${attempted} requests; admissions acknowledged ${acknowledged.admission.length}, found ${acknowledged.admission.length - lostAdmissions.length}; ` +
          `contacts acknowledged ${acknowledged.contact.length}, found ${acknowledged.contact.length - lostContacts.length}; ` +
          `uploads acknowledged ${acknowledged.uploads} (refused: ${uploadRefusals.join(',') || 'none'}), rows ${images.length}; temp files cleaned at restart ${tempBefore.length}; image files without a row at the kill ${orphansAtKill.length}, after the restart ${orphans.length}`,
      )
      expect(lostAdmissions).toEqual([])
      expect(lostContacts).toEqual([])
      expect(images.length).toBeGreaterThanOrEqual(acknowledged.uploads)

      for (const image of images) {
        for (const name of imageFileNames(image.imageUrl, parseImageMeta(image.imageMeta))) {
          const file = path.join(dirs.uploadsDir, 'Event', name)
          expect(fs.existsSync(file), name).toBe(true)
          const meta = await sharp(file).metadata()
          expect(meta.width, name).toBeGreaterThan(0)
          const served = await fetch(`${second.url}/uploads/Event/${name}`)
          expect(served.status, name).toBe(200)
          await served.arrayBuffer()
        }
      }
      expect(orphans).toEqual([])
      // and every upload the gallery page points at is served
      const gallery = await fetch(second.url + '/eventGallery')
      expect(gallery.status).toBe(200)
      const referenced = [...new Set((await gallery.text()).match(/\/uploads\/Event\/[\w.-]+/g) ?? [])]
      expect(referenced.length).toBeGreaterThanOrEqual(images.length)
      for (const url of referenced) expect((await fetch(second.url + url)).status, url).toBe(200)
    } finally {
      await second.stop()
    }
    expect(integrityCheck(dirs.dataDir)).toBe('ok')
  })
})
