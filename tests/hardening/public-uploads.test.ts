import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, formData, jpeg } from '../api/client'
import { loginCookie, startTestServer, staffCookie, type TestServer } from '../helpers/server'
import { manyPagesPdf, textPdf } from '../helpers/pdfs'
import { routesOf } from './routes'
import { declaredPermission } from '../../src/http/auth-guard'
import { usesPublicUploads, UPLOADS_BUSY, ADDRESS_QUOTA_SPENT, SITE_QUOTA_SPENT } from '../../src/http/public-uploads'
import { imageJobLoad, imageMetadata, imageProcessId } from '../../src/http/image-process'
import { checkPdf, inCheckSlot } from '../../src/features/documents/pdf-inspect'

/**
 * Issue 36, rows 1, 3, 4, 6 and 11: what a stranger may upload is budgeted apart from staff
 * (src/http/public-uploads.ts, docs/decisions/150). Each test fails on the code before it.
 */

const STUDENT = { name: 'Asha Verma', course: 'LL.B. 2nd year', email: 'asha@student.test', category: 'examination', subject: 'Result withheld', description: 'My semester result has been withheld since July.' }
const MB = 1024 * 1024

/** The route's handlers, as Express holds them (nested routers included). */
type Layer = { route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] }; handle?: { stack?: Layer[] } }
function handlersOf(app: unknown): { route: string; handlers: unknown[] }[] {
  const found: { route: string; handlers: unknown[] }[] = []
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) for (const method of Object.keys(layer.route.methods)) found.push({ route: `${method.toUpperCase()} ${layer.route.path}`, handlers: layer.route.stack.map((l) => l.handle) })
      else if (layer.handle?.stack) walk(layer.handle.stack)
    }
  }
  walk((app as { router: { stack: Layer[] } }).router.stack)
  return found
}

/** Files in the public uploads' temporary folder (none once every request has ended). */
const incoming = (server: TestServer) => {
  const dir = path.join(server.dataDir, 'incoming')
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

/** Waits until `check` holds (a response's close runs just after the client has its answer). */
async function eventually(check: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
  return check()
}

/** Random bytes: a file that is neither a PDF nor a picture, but counts against the budgets. */
const junk = (bytes: number) => Buffer.alloc(bytes, 7)

describe('every public route that takes files reads them through the public-upload module', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it('walks the router: a route without a session that reads files uses it, and never the staff reader', () => {
    const routes = handlersOf(server.app)
    expect(routes.length).toBe(routesOf(server.app).length)
    const readsFiles = (handlers: unknown[]) => handlers.some((h) => ((h as { filesRead?: number }).filesRead ?? 0) > 0)
    const publicRoutes = routes.filter((r) => declaredPermission(r.handlers) === 'public')
    expect(publicRoutes.length).toBeGreaterThan(5)
    for (const { route, handlers } of publicRoutes) expect(readsFiles(handlers), `${route} reads files with the staff reader`).toBe(false)
    // the public routes that take files: the grievance form today, through the module
    expect(publicRoutes.filter((r) => usesPublicUploads(r.handlers)).map((r) => r.route)).toEqual(['POST /grievance'])
    // and the staff routes that take files still use the staff reader (the walker sees them)
    expect(routes.filter((r) => readsFiles(r.handlers)).length).toBeGreaterThan(3)
  })

  it('the staff reader refuses a file sent without a session, whatever route it is put on', async () => {
    const { receiveImages } = await import('../../src/http/uploads')
    const reader = receiveImages(1)
    const req = Object.assign(new http.IncomingMessage(null as never), { headers: { 'content-type': 'multipart/form-data; boundary=x' }, path: '/x', is: (type: string) => type })
    const err = await new Promise<unknown>((resolve) => reader(req as never, {} as never, resolve))
    expect((err as { status?: number }).status).toBe(401)
  })
})

describe('row 1 and 6: a byte budget in flight and daily quotas for strangers', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_UPLOAD_IN_FLIGHT_MB: '12', PUBLIC_UPLOAD_ADDRESS_MB: '20', PUBLIC_UPLOAD_SITE_MB: '1000' })
  })
  afterAll(() => server?.close())

  /** A filing whose body is sent in part and held open: its declared length stays counted in flight. */
  function heldFiling(declaredBytes: number): { sent: Promise<void>; end: () => void } {
    const req = http.request(`${server.url}/api/grievance`, { method: 'POST', headers: { origin: server.url, 'content-type': 'multipart/form-data; boundary=held', 'content-length': String(declaredBytes) } })
    req.on('error', () => {})
    const sent = new Promise<void>((resolve) => req.write('--held\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n', () => resolve()))
    return { sent, end: () => req.destroy() }
  }

  it('past the bytes in flight, a filing is answered 503 with Retry-After at once, and goes in once the budget is free', async () => {
    const client = apiClient(server)
    const held = heldFiling(10 * MB)
    await held.sent
    await new Promise((r) => setTimeout(r, 200))
    const busy = await client.multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'notice.jpg', await jpeg(), 'image/jpeg'], ['attachments', 'pad.jpg', junk(3 * MB), 'image/jpeg']]))
    expect(busy.status).toBe(503)
    expect(busy.body.message).toBe(UPLOADS_BUSY)
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0)
    // a small filing still fits beside the held one
    const small = await client.multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'notice.jpg', await jpeg(), 'image/jpeg']]))
    expect(small.status).toBe(201)
    held.end()
    expect(await eventually(() => server.ctx && incoming(server).length === 0)).toBe(true)
  })

  it('a file is written to disk as it arrives, not held in memory, and removed when the request ends', async () => {
    const req = http.request(`${server.url}/api/grievance`, { method: 'POST', headers: { origin: server.url, 'content-type': 'multipart/form-data; boundary=held', 'content-length': String(3 * MB) } })
    req.on('error', () => {})
    req.write('--held\r\nContent-Disposition: form-data; name="attachments"; filename="scan.jpg"\r\nContent-Type: image/jpeg\r\n\r\n')
    req.write(Buffer.alloc(MB, 1))
    const sizes = () => incoming(server).map((name) => fs.statSync(path.join(server.dataDir, 'incoming', name)).size)
    expect(await eventually(() => sizes().some((size) => size >= MB))).toBe(true)
    req.destroy()
    expect(await eventually(() => incoming(server).length === 0)).toBe(true)
  })

  it('without JavaScript, the refusal goes back to the form, as the other refusals do, saying why and keeping what was typed', async () => {
    const held = heldFiling(11 * MB)
    await held.sent
    await new Promise((r) => setTimeout(r, 200))
    const res = await server.fetch('/api/grievance', { method: 'POST', headers: { origin: server.url, accept: 'text/html' }, body: formData(STUDENT, [['attachments', 'pad.jpg', junk(2 * MB), 'image/jpeg']]), redirect: 'manual' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/grievance?result=failed&fields=attachments%3Abusy#grievance-form')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    held.end()
    const page = await (await server.fetch(res.headers.get('location')!, { headers: { cookie: res.headers.get('set-cookie')!.split(';')[0]! } })).text()
    expect(page).toContain(UPLOADS_BUSY)
    expect(page).toContain('value="Result withheld"')
    expect(await eventually(() => incoming(server).length === 0)).toBe(true)
  })

  it('a request larger than three attachments can be is refused before it is read (413)', async () => {
    const res = await apiClient(server).multipart('POST', '/api/grievance', formData(STUDENT, [1, 2, 3, 4].map((n) => ['attachments', `pad${n}.pdf`, junk(9 * MB), 'application/pdf'] as [string, string, Buffer, string])))
    expect(res.status).toBe(413)
  })

  it('past the day\'s bytes from one address: 429 with Retry-After; a filing without files still goes in', async () => {
    const client = apiClient(server)
    // 2 × 9 MB of files that are no picture: refused (400), but received, and counted
    for (let i = 0; i < 2; i++) {
      const res = await client.multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'pad.jpg', junk(9 * MB), 'image/jpeg']]))
      expect(res.status).toBe(400)
    }
    const refused = await client.multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'pad.jpg', junk(3 * MB), 'image/jpeg']]))
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(ADDRESS_QUOTA_SPENT)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600)
    // without JavaScript, from the Hindi page: its own reason in Hindi, not "too many grievances", and the text kept
    const page = await server.fetch('/api/grievance', { method: 'POST', headers: { origin: server.url, accept: 'text/html' }, body: formData({ returnTo: '/hi/grievance', ...STUDENT }, [['attachments', 'pad.jpg', junk(3 * MB), 'image/jpeg']]), redirect: 'manual' })
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe('/hi/grievance?result=invalid&fields=attachments%3Aquota#grievance-form')
    const form = await (await server.fetch(page.headers.get('location')!, { headers: { cookie: page.headers.get('set-cookie')!.split(';')[0]! } })).text()
    expect(form).toContain('आज आपके नेटवर्क से बहुत अधिक फ़ाइलें भेजी जा चुकी हैं')
    expect(form).not.toContain('बहुत अधिक शिकायतें')
    expect(form).toContain('value="Asha Verma"')
    expect((await client.multipart('POST', '/api/grievance', formData(STUDENT))).status).toBe(201)
    expect(await eventually(() => incoming(server).length === 0)).toBe(true)
  })
})

describe('row 6: a site-wide quota per day', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_UPLOAD_SITE_MB: '4' })
  })
  afterAll(() => server?.close())

  it('past the site\'s bytes for the day: 429 with Retry-After', async () => {
    const client = apiClient(server)
    expect((await client.multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'pad.jpg', junk(3 * MB), 'image/jpeg']]))).status).toBe(400)
    const refused = await client.multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'pad.jpg', junk(2 * MB), 'image/jpeg']]))
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(SITE_QUOTA_SPENT)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('row 6 and row 2: the daily quota is one visitor\'s, by the same rule as every other limit', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1', PUBLIC_UPLOAD_ADDRESS_MB: '5' })
  })
  afterAll(() => server?.close())

  /** A filing from `address` (behind the proxy), with one file of `bytes` that is no picture. */
  const filing = (address: string, bytes: number) =>
    server.fetch('/api/grievance', {
      method: 'POST',
      headers: { origin: server.url, accept: 'application/json', 'x-forwarded-for': address },
      body: formData(STUDENT, [['attachments', 'pad.jpg', junk(bytes), 'image/jpeg']]),
    })

  it('a new IPv6 address of the same household\'s /56 does not get a fresh quota; another household does', async () => {
    expect((await filing('2001:db8:4:400::1', 4 * MB)).status).toBe(400)
    // the next address of the same /64, then of the same /56: the day's bytes are spent for both
    expect((await filing('2001:db8:4:400::2', 2 * MB)).status).toBe(429)
    expect((await filing('2001:db8:4:4ff::9', 2 * MB)).status).toBe(429)
    // a neighbour outside the /56 is another visitor
    expect((await filing('2001:db8:4:500::1', 2 * MB)).status).toBe(400)
  })
})

describe('rows 3 and 4: a stranger\'s files get lower limits and their own lines of work', () => {
  let server: TestServer
  let editor: ReturnType<typeof apiClient>
  beforeAll(async () => {
    server = await startTestServer()
    editor = apiClient(server, await staffCookie(server, 'editor@college.test', 'Editor', 'editor'))
  })
  afterAll(() => server?.close())

  const document = (bytes: Buffer) => editor.multipart('POST', '/api/documents', formData({ title: 'Circular', category: 'other', academicYear: '2026-27' }, [['file', 'circular.pdf', bytes, 'application/pdf']]))

  it('a 7000 × 7100 single-colour PNG (206 KB) is refused from a stranger', async () => {
    const png = await sharp({ create: { width: 7000, height: 7100, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer()
    expect(png.length).toBeLessThan(1 * MB)
    const res = await apiClient(server).multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'white.png', png, 'image/png']]))
    expect(res.status).toBe(400)
    // named as the student sent it, never by the ending it would have been stored with
    expect(res.body.errors.attachments).toBe('white.png is a photo of more than 25 megapixels. Please send a smaller copy: a screenshot of it, or the photo taken at a lower size.')
  })

  it('a stranger\'s PDF may have 50 pages; staff\'s still 1,000', async () => {
    const pdf = await manyPagesPdf(60)
    const res = await apiClient(server).multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'long.pdf', pdf, 'application/pdf']]))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('long.pdf has more than 50 pages. Please send only the pages that matter.')
    expect((await document(pdf)).status).toBe(201)
  })

  it('with the strangers\' PDF line full, a filing is answered 503 with Retry-After (not 500), and an Editor\'s upload still goes in', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    // one running and three waiting: the strangers' line is full
    const slots = Array.from({ length: 4 }, () => inCheckSlot(() => held, 'public').catch(() => {}))
    const filing = await apiClient(server).multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'receipt.pdf', await textPdf(), 'application/pdf']]))
    expect(filing.status).toBe(503)
    expect(filing.headers.get('retry-after')).toBe('60')
    expect(filing.body.errors.attachments).toBe('receipt.pdf could not be checked just now: the server is checking other files. Please send the form again in a minute.')
    expect(filing.body.message).toBe(filing.body.errors.attachments)
    // without JavaScript, from the Hindi page: failed, the file named with why, in Hindi, the text kept
    const page = await server.fetch('/api/grievance', { method: 'POST', headers: { origin: server.url, accept: 'text/html' }, body: formData({ returnTo: '/hi/grievance', ...STUDENT }, [['attachments', 'रसीद.pdf', await textPdf(), 'application/pdf']]), redirect: 'manual' })
    expect(page.headers.get('location')).toBe('/hi/grievance?result=failed&fields=attachments%3AchecksBusy#grievance-form')
    const form = await (await server.fetch(page.headers.get('location')!, { headers: { cookie: page.headers.get('set-cookie')!.split(';')[0]! } })).text()
    expect(form).toContain('रसीद.pdf की जाँच अभी नहीं हो सकी: सर्वर दूसरी फ़ाइलें जाँच रहा है।')
    expect(form).toContain('value="Asha Verma"')
    const upload = await document(await textPdf())
    expect(upload.status).toBe(201)
    release()
    await Promise.all(slots)
    expect((await apiClient(server).multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'receipt.pdf', await textPdf(), 'application/pdf']]))).status).toBe(201)
  })

  it('the PDF check is limited by the CPU time it uses, not by the time it waits for a core', async () => {
    const pdf = await textPdf()
    // a busy machine: the checking process gets no CPU for 8 s, longer than its CPU limit here
    const stopped = new Set<number>()
    const pause = setInterval(() => {
      for (const pid of childPids()) {
        if (stopped.has(pid) || !fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes('pdf-worker')) continue
        stopped.add(pid)
        process.kill(pid, 'SIGSTOP')
        setTimeout(() => process.kill(pid, 'SIGCONT'), 8000)
      }
    }, 5)
    try {
      const started = Date.now()
      await expect(checkPdf(pdf, { cpuMs: 6000 })).resolves.toMatchObject({ pages: 1 })
      expect(stopped.size).toBe(1)
      expect(Date.now() - started).toBeGreaterThan(8000)
    } finally {
      clearInterval(pause)
    }
    // and a check that needs more CPU than it may use is stopped
    await expect(checkPdf(pdf, { cpuMs: 30 })).rejects.toThrow(/could not be read within the time and memory/)
  })
})

/** Processes whose parent is this one (the test's server runs in it). */
function childPids(): number[] {
  const pids: number[] = []
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'latin1')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid) pids.push(Number(name))
    } catch {
      /* gone meanwhile */
    }
  }
  return pids
}

describe('issue 43: the image process comes back after it dies', () => {
  let server: TestServer
  let admin: ReturnType<typeof apiClient>
  beforeAll(async () => {
    server = await startTestServer()
    admin = apiClient(server, await loginCookie(server))
  })
  afterAll(() => server?.close())

  const notice = async () => admin.multipart('POST', '/api/blogs/createBlog', formData({ title: 'Notice', description: 'Text.', date: '2026-11-26', category: 'news' }, [['image', 'photo.jpg', await jpeg(), 'image/jpeg']]))

  it('a job in the process when it is killed answers 503 with Retry-After; the next upload starts a new process', async () => {
    await imageMetadata(await jpeg()) // the process runs
    const pid = imageProcessId()!
    expect(pid).toBeGreaterThan(0)
    process.kill(pid, 'SIGSTOP') // it takes the next job and does not answer…
    const pending = notice()
    await new Promise((r) => setTimeout(r, 300))
    process.kill(pid, 'SIGKILL') // …and dies with it
    const killed = await pending
    expect(killed.status).toBe(503)
    expect(killed.body.message).not.toMatch(/not a|not an image/i)
    expect(Number(killed.headers.get('retry-after'))).toBeGreaterThan(0)
    const next = await notice()
    expect(next.status).toBe(201)
    expect(imageProcessId()).not.toBe(pid)
  })

  it('the process runs one stranger\'s job at a time, the others wait their turn, and a staff job runs beside it', async () => {
    await imageMetadata(await jpeg())
    const pid = imageProcessId()!
    process.kill(pid, 'SIGSTOP') // nothing finishes: what is in the process stays there
    const photo = await jpeg(1200, 900)
    let filings: Promise<{ status: number }>[] = []
    let staff: Promise<{ status: number }> | undefined
    try {
      filings = Array.from({ length: 3 }, () => apiClient(server).multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'photo.jpg', photo, 'image/jpeg']])))
      staff = notice()
      expect(await eventually(() => imageJobLoad('public').waiting === 2 && imageJobLoad('staff').running === 1)).toBe(true)
      expect(imageJobLoad('public')).toEqual({ running: 1, waiting: 2 })
    } finally {
      process.kill(pid, 'SIGCONT')
    }
    expect((await staff)?.status).toBe(201)
    expect((await Promise.all(filings)).map((r) => r.status)).toEqual([201, 201, 201])
  })

  it('the same for a stranger\'s photo: 503, then the next filing goes in', async () => {
    await imageMetadata(await jpeg())
    const pid = imageProcessId()!
    process.kill(pid, 'SIGSTOP')
    const pending = apiClient(server).multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'photo.jpg', await jpeg(), 'image/jpeg']]))
    await new Promise((r) => setTimeout(r, 300))
    process.kill(pid, 'SIGKILL')
    expect((await pending).status).toBe(503)
    expect((await apiClient(server).multipart('POST', '/api/grievance', formData(STUDENT, [['attachments', 'photo.jpg', await jpeg(), 'image/jpeg']]))).status).toBe(201)
  })
})

describe('row 11: a stranger\'s write empties no cached page', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  /** Whether the page was rendered for this request (a cache hit carries no Server-Timing). */
  const rendered = async (page: string) => {
    const res = await server.fetch(page)
    await res.text()
    expect(res.status).toBe(200)
    return res.headers.has('server-timing')
  }

  it('/aboutUs stays a hit through an enquiry, a contact message and a grievance; /disclosure shows the new count', async () => {
    await rendered('/aboutUs')
    expect(await rendered('/aboutUs')).toBe(false)
    const disclosure = async () => (await (await server.fetch('/disclosure')).text())
    const before = await disclosure()
    const visitor = apiClient(server)
    expect((await visitor.json('POST', '/api/admission/submit', { fullname: 'Ravi Kumar', city: 'Shahdol', phone: '9876543210', course: 'LLB(3yrs.)' })).status).toBe(201)
    expect((await visitor.json('POST', '/api/contact/addContact', { name: 'Ravi Kumar', email: 'ravi@example.com', mobile: '9876543210', message: 'When does admission open?' })).status).toBe(201)
    expect((await visitor.multipart('POST', '/api/grievance', formData(STUDENT))).status).toBe(201)
    expect(await rendered('/aboutUs')).toBe(false)
    expect(await rendered('/hi/aboutUs')).toBe(true) // first visit of the Hindi page
    expect(await rendered('/hi/aboutUs')).toBe(false)
    const after = await disclosure()
    expect(after).not.toBe(before)
  })

  it('a staff write still renders what it changes', async () => {
    await rendered('/aboutUs')
    expect(await rendered('/aboutUs')).toBe(false)
    const admin = apiClient(server, await loginCookie(server))
    // the announcement bar shows on every page
    expect((await admin.json('POST', '/api/topbar/addTopbarData', { message: 'Admissions open for 2026-27' })).status).toBeLessThan(300)
    expect(await rendered('/aboutUs')).toBe(true)
  })
})
