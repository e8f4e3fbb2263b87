import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, type ApiClient } from '../api/client'
import { checkPdf, inCheckSlot } from '../../src/features/documents/pdf-inspect'
import { bigScanPdf, hostilePdfCorpus, incrementalUpdatePdf, linkedImagesPdf } from '../helpers/hostile-pdfs'
import { javascriptPdf, launchPdf, manyPagesPdf, polyglotPdf, scannedPdf, textPdf } from '../helpers/pdfs'

/**
 * The hostile PDF corpus of docs/decisions/114 through the real upload route: each file is refused
 * with its reason and nothing is stored; the documents a college publishes still go in.
 */
let server: TestServer
let admin: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
})
afterAll(() => server?.close())

const stored = () => {
  const folder = path.join(server.uploadsDir, 'Documents')
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => !name.startsWith('.')) : []
}
const upload = (name: string, bytes: Buffer) =>
  admin.multipart('POST', '/api/documents', formData({ title: 'Circular', category: 'other', academicYear: '2026-27' }, [['file', name, bytes, 'application/pdf']]))

describe('hostile PDFs are refused through the upload route', () => {
  for (const file of hostilePdfCorpus()) {
    it(`refuses ${file.what}`, async () => {
      const before = stored()
      const bytes = await file.build()
      expect(bytes.length).toBeLessThan(1.2 * 1024 * 1024)
      const started = Date.now()
      const res = await upload(file.name, bytes)
      expect(res.status).toBe(400)
      expect(res.body.success).toBe(false)
      expect(res.body.message.startsWith(`${file.name} `)).toBe(true)
      expect(res.body.message).toMatch(file.reason)
      expect(Date.now() - started).toBeLessThan(14_000) // refused by the check, not by its time limit
      expect(stored()).toEqual(before)
    })
  }

  it('still refuses the earlier corpus (JavaScript in an object stream, a launch link, 10,000 pages)', async () => {
    expect((await upload('js.pdf', await javascriptPdf())).body.message).toMatch(/^js\.pdf contains JavaScript/)
    expect((await upload('launch.pdf', await launchPdf())).body.message).toMatch(/^launch\.pdf contains a launch action/)
    expect((await upload('pages.pdf', await manyPagesPdf(10_000))).body.message).toMatch(/^pages\.pdf has 10,000 pages/)
  })
})

describe('the documents a college publishes still go in', () => {
  const benign: [string, () => Buffer | Promise<Buffer>, boolean][] = [
    ['a text notice', () => textPdf(), true],
    ['a scan (one image, no text)', scannedPdf, false],
    ['the PDF/HTML polyglot served inert', polyglotPdf, true],
    ['images, an outline, links to a page, a web address and a mail address', linkedImagesPdf, true],
    ['a 16-page Flate scan (139 MB of rasters decoded)', () => bigScanPdf(16), false],
    ['a notice saved again as an incremental update (object 4 twice, the table pointing at the newer)', incrementalUpdatePdf, true],
  ]
  for (const [what, make, hasText] of benign) {
    it(`accepts ${what}`, async () => {
      const res = await upload('notice.pdf', await make())
      expect(res.status).toBe(201)
      expect(res.body.data.hasText).toBe(hasText)
    })
  }
})

describe('PDF checks run side by side, with a bound', () => {
  /** Takes a check slot and keeps it until release() is called: a check that has not ended yet. */
  function holdSlot() {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const done = inCheckSlot(() => held)
    return { release, done }
  }

  it('a check still running does not hold a new upload behind it', async () => {
    const slow = holdSlot()
    const quick = await upload('notice.pdf', await textPdf())
    expect(quick.status).toBe(201)
    slow.release()
    await slow.done
  })

  it('past two running and four waiting, an upload is answered 503 at once with the reason', async () => {
    const held = Array.from({ length: 6 }, holdSlot)
    const busy = await upload('notice.pdf', await textPdf())
    expect(busy.status).toBe(503)
    expect(busy.body.message).toBe('notice.pdf could not be checked just now: other documents are being checked. Please upload it again in a minute.')
    expect(busy.headers.get('retry-after')).toBe('60')
    for (const slot of held) slot.release()
    await Promise.all(held.map((slot) => slot.done))
    expect((await upload('notice.pdf', await textPdf())).status).toBe(201)
  })
})

describe('the memory a check may take is bounded by its process, ArrayBuffers included', () => {
  it('kills a check whose process is resident past its bound (here 1 MB, which any process passes at once)', async () => {
    const file = await textPdf()
    await expect(checkPdf(file, { memoryMb: 1 })).rejects.toThrow(/could not be read within the time and memory a document may take/)
    await expect(checkPdf(file)).resolves.toMatchObject({ pages: 1, hasText: true })
  })
})
