import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, png, type ApiClient } from './client'

let server: TestServer
let admin: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
})
afterAll(() => server?.close())

const filesIn = (folder: string) => fs.readdirSync(path.join(server.uploadsDir, folder)).filter((name) => !name.startsWith('.'))
const upload = (files: [string, string, Buffer, string?][], fields: Record<string, string> = {}, call = '/api/home/uploadBannerImages') =>
  admin.multipart('POST', call, formData(fields, files))

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid PNG header claiming width×height (1-bit grey) with a tiny IDAT: a "decompression bomb" in under 100 bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([1, 0, 0, 0, 0], 8) // bit depth 1, greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('image uploads', () => {
  it('auto-rotates a JPEG with EXIF orientation 6 and strips EXIF and GPS', async () => {
    // 400×200 as stored, displayed 200×400 once rotated
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#204080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Camera owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 17/1 0/1' } })
      .toBuffer()
    const input = await sharp(photo).metadata()
    expect(input.orientation).toBe(6)
    expect(input.exif?.includes(Buffer.from('Camera owner'))).toBe(true)

    const res = await upload([['image', 'phone.jpg', photo]])
    expect(res.status).toBe(201)
    const name = res.body.data[0].imageUrl as string
    for (const file of filesIn('Home').filter((f) => f.startsWith(name.slice(0, 24)))) {
      const meta = await sharp(path.join(server.uploadsDir, 'Home', file)).metadata()
      expect(meta.exif, file).toBeUndefined()
      expect(meta.orientation ?? 1, file).toBe(1)
      expect(meta.height! > meta.width!, `${file} is portrait`).toBe(true)
    }
    const stored = await sharp(path.join(server.uploadsDir, 'Home', name)).metadata()
    expect([stored.width, stored.height]).toEqual([200, 400])
    expect(res.body.data[0].imageMeta).toMatchObject({ width: 200, height: 400, widths: [200] })
  })

  it('accepts a PNG (stored as WebP widths and a JPEG)', async () => {
    const res = await upload([['image', 'logo.png', await png(1000, 500), 'image/png']])
    expect(res.status).toBe(201)
    const id = (res.body.data[0].imageUrl as string).slice(0, 24)
    // the standard widths clearly below 1000 (480, 720; a 960 would be the 1000 again) and the 1000
    expect(filesIn('Home').filter((f) => f.startsWith(id)).sort()).toEqual([`${id}-1000.webp`, `${id}-480.webp`, `${id}-720.webp`, `${id}.jpg`])
  })

  it('refuses a text file renamed to .jpg with 400 and its message, storing nothing', async () => {
    const before = filesIn('Home').length
    const res = await upload([['image', 'photo.jpg', Buffer.from('this is not a picture\n'.repeat(50)), 'image/jpeg']])
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, message: 'The file is not an image that can be read. Please upload a JPEG, PNG or WebP photo.' })
    expect(filesIn('Home').length).toBe(before)
  })

  it('refuses the whole batch when one file is not an image, removing the files already stored', async () => {
    const before = filesIn('Event').length
    await admin.json('POST', '/api/event/addCategory', { category: 'Batch' })
    const res = await upload(
      [
        ['image1', 'a.jpg', await jpeg()],
        ['image2', 'b.jpg', Buffer.from('plain text')],
      ],
      { category: 'Batch' },
      '/api/event/uploadEventImages',
    )
    expect(res.status).toBe(400)
    expect(filesIn('Event').length).toBe(before)
    expect((await admin.get('/api/event/getEventImages')).body).toEqual([])
  })

  it('answers 413 with a clear message for a file over 10 MB', async () => {
    const res = await upload([['image', 'huge.jpg', Buffer.alloc(10 * 1024 * 1024 + 1, 7)]])
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('Each file must be at most 10 MB. Please upload a smaller photo.')
  })

  it('answers 400 quickly for a PNG claiming 20000×20000 pixels, without the process growing', async () => {
    const bomb = pngClaiming(20_000, 20_000)
    expect(bomb.length).toBeLessThan(200)
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 })
    const rssBefore = process.memoryUsage().rss
    const res = await upload([['image', 'bomb.png', bomb, 'image/png']])
    const grownMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      success: false,
      message: 'The image is too large (more than 50 megapixels). Please upload a smaller photo.',
      // the short reason the admin panel adds after "Upload failed. Please try again."
      errors: { image: 'The picture is over 50 megapixels.' },
    })
    // refused from its header, never decoded (400 megapixels would take more than a gigabyte): memory says so, whatever the machine's speed
    expect(grownMb).toBeLessThan(100)
  })

  it('keeps the first 3 banner images and ignores the rest', async () => {
    const before = (await admin.get('/api/home/bannerImages')).body.length
    const files: [string, string, Buffer][] = []
    for (let i = 1; i <= 5; i++) files.push([`image${i}`, `${i}.jpg`, await jpeg(100 + i, 100)])
    const res = await upload(files)
    expect(res.status).toBe(201)
    expect(res.body.data.map((b: { imageMeta: { width: number } }) => b.imageMeta.width)).toEqual([101, 102, 103])
    expect((await admin.get('/api/home/bannerImages')).body.length).toBe(before + 3)
  })

  it('keeps the first 10 event images and 1 about image', async () => {
    await admin.json('POST', '/api/event/addCategory', { category: 'Many' })
    const files: [string, string, Buffer][] = []
    for (let i = 1; i <= 12; i++) files.push([`image${i}`, `${i}.jpg`, await jpeg(60 + i, 60)])
    const events = await upload(files, { category: 'Many' }, '/api/event/uploadEventImages')
    expect(events.status).toBe(201)
    expect(events.body.data).toHaveLength(10)
    const about = await upload(files.slice(0, 2), {}, '/api/about/uploadAboutContentImages')
    expect(about.status).toBe(201)
    expect(about.body.data.image).toMatch(/^[a-f0-9]{24}\.jpg$/)
  })

  it('answers 400 (not a crash) for more than 30 file parts in one request', async () => {
    const tiny = await jpeg(8, 8)
    const files: [string, string, Buffer][] = Array.from({ length: 31 }, (_, i) => [`image${i}`, `${i}.jpg`, tiny])
    const res = await upload(files)
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('Too many files')
    expect((await server.fetch('/healthz')).status).toBe(200)
  })

  it('answers 400 for a malformed multipart body', async () => {
    const res = await admin.raw('POST', '/api/home/uploadBannerImages', '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc', 'multipart/form-data; boundary=x')
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(false)
  })

  it('deletes the stored files when the database write fails', async () => {
    const before = filesIn('Home').sort()
    server.ctx.sqlite.exec("CREATE TRIGGER refuse_banner BEFORE INSERT ON banners BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    try {
      const res = await upload([['image', 'a.jpg', await jpeg()]])
      expect(res.status).toBe(500)
      expect(res.body.success).toBe(false)
    } finally {
      server.ctx.sqlite.exec('DROP TRIGGER refuse_banner')
    }
    expect(filesIn('Home').sort()).toEqual(before)
  })
})
