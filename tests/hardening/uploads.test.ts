import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'
import { adminCookie, listFiles, tempDirs } from './support'

const EVENT_UPLOAD = '/api/event/uploadEventImages'
const BANNER_UPLOAD = '/api/home/uploadBannerImages'

type Part = { field?: string; name: string; type: string; data: Buffer }

/** A PNG whose header claims width × height while its data is a few bytes: a decompression bomb. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale
  // one row of zeros compresses to a handful of bytes; a real bomb repeats it for every row
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * 64))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))])
}

describe('uploads', () => {
  let server: TestServer
  let cookie: string
  let root: string
  let realJpeg: Buffer
  let realGif: Buffer
  const outside = tempDirs('uploads-outside')

  beforeAll(async () => {
    server = await startTestServer()
    root = path.dirname(server.uploadsDir)
    cookie = await adminCookie(server)
    const made = await server.fetch('/api/event/addCategory', { method: 'POST', headers: { cookie, origin: server.url, 'content-type': 'application/json' }, body: JSON.stringify({ category: 'Uploads Drill' }) })
    expect(made.status).toBe(201)
    realJpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).jpeg().toBuffer()
    realGif = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#ff0000' } }).gif().toBuffer()
  })
  afterAll(async () => {
    await server?.close()
    outside.remove()
  })

  async function upload(parts: Part[], { endpoint = EVENT_UPLOAD, withCookie = true, category = 'Uploads Drill' } = {}) {
    const form = new FormData()
    if (endpoint === EVENT_UPLOAD) form.append('category', category)
    for (const part of parts) form.append(part.field ?? 'image', new Blob([new Uint8Array(part.data)], { type: part.type }), part.name)
    const res = await server.fetch(endpoint, { method: 'POST', headers: { origin: server.url, ...(withCookie ? { cookie } : {}) }, body: form })
    const body = (await res.json().catch(() => null)) as { success: boolean; message: string; data?: { image?: string; imageUrl?: string }[] } | null
    return { status: res.status, body }
  }

  /** Runs an upload that must be refused: 4xx with a message, and no file added or changed anywhere. */
  async function expectRefused(what: string, parts: Part[], options?: Parameters<typeof upload>[1]) {
    const before = listFiles(root)
    const rowsBefore = (await server.ctx.db.selectFrom('eventImages').select('id').execute()).length
    const { status, body } = await upload(parts, options)
    expect(status, what).toBeGreaterThanOrEqual(400)
    expect(status, what).toBeLessThan(500)
    expect(body?.success, what).toBe(false)
    expect(body?.message, what).toMatch(/\w{3,}/)
    expect(listFiles(root), what).toEqual(before)
    expect(listFiles(outside.root), what).toEqual([])
    expect((await server.ctx.db.selectFrom('eventImages').select('id').execute()).length, what).toBe(rowsBefore)
    return body!.message
  }

  it('refuses a fake image (text with a .jpg name and type)', async () => {
    const message = await expectRefused('fake', [{ name: 'holiday.jpg', type: 'image/jpeg', data: Buffer.from('<html><script>alert(1)</script></html>') }])
    expect(message).toMatch(/image/i)
  })

  it('refuses SVG, which can carry script', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>')
    await expectRefused('svg', [{ name: 'logo.svg', type: 'image/svg+xml', data: svg }])
    await expectRefused('svg named jpg', [{ name: 'logo.jpg', type: 'image/jpeg', data: svg }])
  })

  it('refuses a decompression bomb by its pixel count, before decoding it', async () => {
    const bomb = pngBomb(30_000, 30_000)
    expect(bomb.length).toBeLessThan(100_000)
    const message = await expectRefused('bomb', [{ name: 'bomb.png', type: 'image/png', data: bomb }])
    expect(message).toMatch(/large|read/i)
  })

  it('refuses an oversized file with 413', async () => {
    const huge = Buffer.concat([realJpeg, Buffer.alloc(11 * 1024 * 1024)])
    await expectRefused('oversized', [{ name: 'huge.jpg', type: 'image/jpeg', data: huge }])
    const { status } = await upload([{ name: 'huge.jpg', type: 'image/jpeg', data: huge }])
    expect(status).toBe(413)
  })

  it('refuses a thousand tiny files in one request', async () => {
    const tiny = Array.from({ length: 1000 }, (_, i) => ({ name: `t${i}.jpg`, type: 'image/jpeg', data: realJpeg }))
    await expectRefused('thousand files', tiny)
  })

  it('refuses uploads without an admin session, before storing anything', async () => {
    await expectRefused('anonymous', [{ name: 'a.jpg', type: 'image/jpeg', data: realJpeg }], { withCookie: false })
    await expectRefused('anonymous banner', [{ name: 'a.jpg', type: 'image/jpeg', data: realJpeg }], { endpoint: BANNER_UPLOAD, withCookie: false })
  })

  it('refuses file names with folders (../, /, \\, encoded) and stores nothing, inside or outside UPLOADS_DIR', async () => {
    const names = ['../../../escape.jpg', '..\\..\\escape.jpg', `${outside.root}/absolute.jpg`, '....//....//x.jpg', '%2e%2e%2fencoded.jpg', '..']
    for (const name of names) {
      const message = await expectRefused(name, [{ name, type: 'image/jpeg', data: realJpeg }])
      expect(message, name).toMatch(/folders/)
    }
    expect(fs.existsSync(path.join(root, '..', 'escape.jpg'))).toBe(false)
    await expectRefused('category with ../', [{ name: 'a.jpg', type: 'image/jpeg', data: realJpeg }], { category: '../../Home' })
  })

  it('stores an upload under a random name, never the sent one', async () => {
    const before = new Set(listFiles(root))
    const { status } = await upload([{ name: 'My Photo (1).jpg', type: 'image/jpeg', data: realJpeg }])
    expect(status).toBe(201)
    const added = listFiles(root).filter((f) => !before.has(f))
    expect(added.length).toBeGreaterThan(0)
    for (const file of added) expect(file).toMatch(/^uploads\/Event\/[a-f0-9]{24}(-\d+\.webp|\.jpg)$/)
  })

  it('stores polyglots re-encoded: the served file is a plain image with nosniff, the appended script is gone', async () => {
    const payload = '<html><body><script>alert(document.domain)</script></body></html>'
    const polyglots = [
      { name: 'gif-js.gif', type: 'image/gif', data: Buffer.concat([realGif, Buffer.from(`\n/*${payload}*/alert(1)//`)]) },
      { name: 'jpeg-html.jpg', type: 'image/jpeg', data: Buffer.concat([realJpeg, Buffer.from(payload)]) },
      { name: 'jpeg-html.html', type: 'text/html', data: Buffer.concat([realJpeg, Buffer.from(payload)]) },
    ]
    for (const file of polyglots) {
      const { status, body } = await upload([file])
      expect(status, file.name).toBe(201)
      const stored = body!.data![0]!.image!
      expect(stored).toMatch(/^[a-f0-9]{24}\.jpg$/)
      const res = await server.fetch(`/uploads/Event/${stored}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/jpeg')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      const served = Buffer.from(await res.arrayBuffer())
      expect(served.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), file.name).toBe(true)
      expect(served.includes('script'), file.name).toBe(false)
      expect(served.includes('alert'), file.name).toBe(false)
      const webp = await server.fetch(`/uploads/Event/${stored.replace('.jpg', '-')}${(await sharp(served).metadata()).width}.webp`)
      expect(webp.headers.get('content-type')).toBe('image/webp')
      expect(Buffer.from(await webp.arrayBuffer()).includes('script')).toBe(false)
    }
  })

  it('answers a request for a path outside the uploads with 404, never a file from elsewhere', async () => {
    for (const pathname of ['/uploads/../data/college.sqlite', '/uploads/%2e%2e/data/college.sqlite', '/uploads/Event/..%2f..%2fdata%2fcollege.sqlite', '/uploads/.hidden']) {
      const res = await server.fetch(pathname)
      const text = await res.text()
      expect(res.status, pathname).toBeGreaterThanOrEqual(400)
      expect(text, pathname).not.toContain('SQLite format')
    }
  })
})
