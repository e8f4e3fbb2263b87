/**
 * The rows of issue 36 about strangers' uploads (1, 3, 4, 6 and 11), for scripts/attack.ts: each
 * measures the server of a checkout from outside (HTTP and /proc) and returns its figure, so that
 * `npm run attack -- --before <checkout> --rows 36` prints before → after.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import sharp from 'sharp'
import { plainPdf } from './pdfs.js'

type Answer = { status: number; ms: number; headers: http.IncomingHttpHeaders; body: string }

/** What these rows use of attack.ts's Target. */
export type UploadTarget = {
  server?: ChildProcess
  dataDir: string
  url(p?: string): string
  request(method: string, p: string, options?: { headers?: Record<string, string>; body?: string | Buffer }): Promise<Answer>
  json(method: string, p: string, body: unknown, options?: { cookie?: string; from?: string }): Promise<Answer>
  multipart(method: string, p: string, form: FormData, cookie?: string): Promise<Answer>
  staff(role: string, name: string): Promise<{ cookie: string }>
  document(title: string, pdf: Buffer): Promise<Answer>
  proc(): { ticks: number; rssKb: number; peakKb: number }
}

export type UploadRow = { id: string; what: string; measure: (t: UploadTarget) => Promise<string> }

const MB = 1024 * 1024
const STUDENT = { name: 'Asha Verma', course: 'LL.B. 2nd year', email: 'asha@student.test', category: 'examination', subject: 'Result withheld', description: 'My semester result has been withheld since July.' }

const counts = (statuses: number[]) =>
  [...statuses.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<number, number>())]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${n}×${s}`)
    .join(', ')

function filing(files: [name: string, part: Blob][]): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(STUDENT)) form.append(name, value)
  for (const [name, part] of files) form.append('attachments', part, name)
  return form
}

/** Samples `read` every 20 ms until stop(): the largest value seen. */
function peakOf(read: () => number): { stop: () => number } {
  let peak = read()
  const timer = setInterval(() => (peak = Math.max(peak, read())), 20)
  return { stop: () => (clearInterval(timer), Math.max(peak, read())) }
}

/** Resident kB of the server's child processes whose command line names `name` (the image process). */
function childRssKb(t: UploadTarget, name: string): number {
  let total = 0
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== t.server!.pid) continue
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes(name)) continue
      total += Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1] ?? 0)
    } catch {
      /* gone meanwhile */
    }
  }
  return total
}

/** Bytes of the database files (the grievances' attachments are kept there). */
function databaseBytes(t: UploadTarget): number {
  return fs.readdirSync(t.dataDir).reduce((sum, name) => (/\.(db|sqlite)(-wal)?$|^database/.test(name) ? sum + fs.statSync(path.join(t.dataDir, name)).size : sum), 0)
}

/** A valid one-page PDF padded to `bytes` with comment lines after its end (readers skip them). */
function paddedPdf(bytes: number): Buffer {
  const pdf = plainPdf('Fee receipt')
  const line = Buffer.from('%' + 'x'.repeat(1022) + '\n')
  return Buffer.concat([pdf, ...Array.from({ length: Math.floor((bytes - pdf.length) / line.length) }, () => line)])
}

export const UPLOAD_ROWS: UploadRow[] = [
  {
    id: '36-1',
    what: '20 anonymous POST /api/grievance at once, each with 4 files of ~10 MB',
    measure: async (t) => {
      const part = new Blob([new Uint8Array(10 * MB - 4096)], { type: 'application/pdf' })
      const before = t.proc().rssKb
      const rss = peakOf(() => t.proc().rssKb)
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.multipart('POST', '/api/grievance', filing([1, 2, 3, 4].map((n) => [`evidence-${n}.pdf`, part])), '')))
      const peak = rss.stop()
      await new Promise((r) => setTimeout(r, 15_000))
      return `server RSS ${Math.round(before / 1024)} → ${Math.round(peak / 1024)} MB (${Math.round(t.proc().rssKb / 1024)} MB 15 s later); ${counts(answers.map((a) => a.status))}`
    },
  },
  {
    id: '36-3',
    what: '9 anonymous filings at once with a small PDF; an Editor uploads a document meanwhile',
    measure: async (t) => {
      const editor = await t.staff('editor', 'Flood Editor')
      const pdf = new Blob([new Uint8Array(plainPdf('Fee receipt'))], { type: 'application/pdf' })
      const filings = Promise.all(Array.from({ length: 9 }, () => t.multipart('POST', '/api/grievance', filing([['receipt.pdf', pdf]]), '')))
      await new Promise((r) => setTimeout(r, 100))
      const form = new FormData()
      for (const [name, value] of Object.entries({ title: 'Circular meanwhile', category: 'other', academicYear: '2026-27' })) form.append(name, value)
      form.append('file', new Blob([new Uint8Array(plainPdf('Circular'))], { type: 'application/pdf' }), 'circular.pdf')
      const upload = await t.multipart('POST', '/api/documents', form, editor.cookie)
      const answers = await filings
      return `filings ${counts(answers.map((a) => a.status))}; the Editor's upload ${upload.status}`
    },
  },
  {
    id: '36-4',
    what: 'a 7000 × 7100 single-colour PNG as a grievance attachment, one and three at once',
    measure: async (t) => {
      const png = await sharp({ create: { width: 7000, height: 7100, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer()
      const part = new Blob([new Uint8Array(png)], { type: 'image/png' })
      const out = []
      for (const n of [1, 3]) {
        const rss = peakOf(() => childRssKb(t, 'image-worker'))
        const answers = await Promise.all(Array.from({ length: n }, () => t.multipart('POST', '/api/grievance', filing([['white.png', part]]), '')))
        out.push(`${n} (${Math.round(png.length / 1024)} KB each): ${counts(answers.map((a) => a.status))}, image process peak RSS ${Math.round(rss.stop() / 1024)} MB`)
      }
      return out.join('; ')
    },
  },
  {
    id: '36-6',
    what: 'one address files 4 grievances, each with 3 padded 10 MB PDFs',
    measure: async (t) => {
      const part = new Blob([new Uint8Array(paddedPdf(10 * MB - 64 * 1024))], { type: 'application/pdf' })
      const from = '10.36.6.1'
      const before = databaseBytes(t)
      const statuses = []
      for (let i = 0; i < 4; i++) {
        const res = await fetch(t.url('/api/grievance'), { method: 'POST', body: filing([1, 2, 3].map((n) => [`receipt-${n}.pdf`, part])), headers: { origin: t.url(), 'x-forwarded-for': from } })
        await res.text()
        statuses.push(res.status)
      }
      return `${statuses.join(', ')}; database grew ${((databaseBytes(t) - before) / MB).toFixed(0)} MB`
    },
  },
  {
    id: '36-11',
    what: '/aboutUs a hit, then an anonymous enquiry and a grievance: still a hit?',
    measure: async (t) => {
      const rendered = async () => Boolean((await t.request('GET', '/aboutUs')).headers['server-timing'])
      await rendered()
      const hit = !(await rendered())
      await t.json('POST', '/api/admission/submit', { fullname: 'Ravi Kumar', city: 'Shahdol', phone: '9876543210', course: 'LLB(3yrs.)' })
      const afterEnquiry = !(await rendered())
      await t.multipart('POST', '/api/grievance', filing([]), '')
      const afterGrievance = !(await rendered())
      const word = (h: boolean) => (h ? 'hit' : 'rendered again')
      return `before: ${word(hit)}; after an enquiry: ${word(afterEnquiry)}; after a grievance: ${word(afterGrievance)}`
    },
  },
]
