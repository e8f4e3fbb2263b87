import { fork } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { WorkLane, type Trust } from '../../http/work-lanes.js'
import { log } from '../../log.js'
import { MAX_PDF_PAGES, MAX_PUBLIC_PDF_PAGES, PDF_REASONS, PdfRejected, precheckPdf, type PdfReport } from './pdf-rules.js'

/**
 * CPU time (user + system, read from /proc) one check may use: the work done, not the time it
 * waited for a core. A wall-clock limit of 15 s refused good PDFs on a busy machine (issue 43); a
 * small notice takes well under 2 s of CPU from source, the 1,000-page document about 6 s. A
 * stranger's file (at most MAX_PUBLIC_PDF_PAGES pages) gets less (docs/decisions/150).
 */
export const PDF_CHECK_CPU_MS: Record<Trust, number> = { staff: 15_000, public: 8_000 }
/** Wall-clock safety net only, far above any CPU limit: a check stalled on nothing at all ends here. */
export const PDF_CHECK_TIMEOUT_MS = 180_000
/** Pages a PDF may have, by who sends it. */
export const PDF_PAGES: Record<Trust, number> = { staff: MAX_PDF_PAGES, public: MAX_PUBLIC_PDF_PAGES }
/** Heap of the checking process (its V8 old space). */
const WORKER_HEAP_MB = 160
/**
 * Resident memory the checking process may reach, ArrayBuffers included (which a heap limit does
 * not cover): read from /proc every 50 ms, and the process is killed past it (docs/decisions/114).
 * From source (TypeScript compiled in the process) a small notice peaks near 260 MB, a 1,000-page
 * document or a 16-page Flate scan at 400–510 MB; the 512 MB bombs took the server to 1.5–1.9 GB
 * before the decoders streamed.
 */
export const PDF_CHECK_MEMORY_MB = 640
const MEMORY_SAMPLE_MS = 50

/** Linux reports CPU time in /proc in clock ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10

/** CPU time (user + system) a process has used, in ms (Linux /proc), or 0 where it cannot be read. */
function cpuMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK
  } catch {
    return 0
  }
}

/** Resident memory of a process in bytes (Linux /proc), or 0 where it cannot be read. */
function residentBytes(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'latin1')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

/**
 * The worker's file: beside this module in the source tree (run through tsx), or beside the
 * server bundle in production (scripts/build-server.ts builds pdf-worker.mjs there).
 */
function workerFile(): URL {
  const here = import.meta.url
  return new URL(here.endsWith('.ts') ? './pdf-worker-source.mjs' : './pdf-worker.mjs', here)
}

/**
 * Checks that run at once, in two lanes: staff's (one per core, so that two staff members uploading
 * together are not queued behind each other) and strangers' (one), so that the public form never
 * takes a staff member's place (issue 36: 9 filings at once left an Editor's upload 503).
 */
export const PDF_CHECKS_AT_ONCE: Record<Trust, number> = { staff: 2, public: 1 }
/** Checks that may wait for a slot; one more is answered 503 at once instead of waiting longer. */
export const PDF_CHECKS_WAITING: Record<Trust, number> = { staff: 4, public: 3 }

/** Too many PDFs being checked: the upload is answered 503 with PDF_REASONS.busy and Retry-After. */
export class PdfChecksBusy extends Error {}
/** Retry-After (seconds) of a PDF that could not be checked now. */
export const PDF_BUSY_RETRY_SECONDS = 60

const lanes: Record<Trust, WorkLane> = {
  staff: new WorkLane(PDF_CHECKS_AT_ONCE.staff, PDF_CHECKS_WAITING.staff, () => new PdfChecksBusy(PDF_REASONS.busy)),
  public: new WorkLane(PDF_CHECKS_AT_ONCE.public, PDF_CHECKS_WAITING.public, () => new PdfChecksBusy(PDF_REASONS.busy)),
}

type CheckLimits = { maxPages: number; cpuMs: number; timeoutMs: number; memoryMb: number }

function runWorker(bytes: Uint8Array, { maxPages, cpuMs: cpuLimitMs, timeoutMs, memoryMb }: CheckLimits): Promise<PdfReport> {
  return new Promise<PdfReport>((resolve, reject) => {
    const worker = fork(fileURLToPath(workerFile()), [], {
      execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    })
    let settled = false
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      clearInterval(memory)
      worker.kill('SIGKILL')
      outcome()
    }
    const overload = (why: string) =>
      finish(() => {
        log.warn('pdf check stopped', { reason: why })
        reject(new PdfRejected(PDF_REASONS.overload))
      })
    const timer = setTimeout(() => overload('timeout'), timeoutMs)
    const memory = setInterval(() => {
      const resident = residentBytes(worker.pid)
      if (resident > memoryMb * 1024 * 1024) return overload(`memory: ${Math.round(resident / 1024 / 1024)} MB resident`)
      const used = cpuMs(worker.pid)
      if (used > cpuLimitMs) overload(`cpu: ${used} ms`)
    }, MEMORY_SAMPLE_MS)
    worker.on('message', (answer: { ok: true; report: PdfReport } | { ok: false; reason: string | null; detail?: string }) =>
      finish(() => {
        if (answer.ok) return resolve(answer.report)
        if (answer.reason) return reject(new PdfRejected(answer.reason))
        log.warn('pdf check failed', { detail: answer.detail?.slice(0, 300) })
        reject(new PdfRejected(PDF_REASONS.broken))
      }),
    )
    worker.on('error', (err) => overload(err.message.slice(0, 200)))
    worker.on('exit', (code, signal) => overload(`check process exited (${code ?? signal})`))
    worker.send({ bytes, maxPages })
  })
}

/**
 * Checks an uploaded PDF off the main thread, in the lane and with the limits of who sent it;
 * resolves with its pages and text, or rejects with PdfRejected whose message says what is wrong
 * with the file, or PdfChecksBusy when the lane is full.
 */
export async function checkPdf(bytes: Uint8Array, limits: { trust?: Trust; cpuMs?: number; timeoutMs?: number; memoryMb?: number } = {}): Promise<PdfReport> {
  const { trust = 'staff', timeoutMs = PDF_CHECK_TIMEOUT_MS, memoryMb = PDF_CHECK_MEMORY_MB } = limits
  precheckPdf(bytes)
  return inCheckSlot(() => runWorker(bytes, { maxPages: PDF_PAGES[trust], cpuMs: limits.cpuMs ?? PDF_CHECK_CPU_MS[trust], timeoutMs, memoryMb }), trust)
}

/** Runs `work` in one of the PDF check slots of a lane: waiting in line, or PdfChecksBusy when it is full. */
export function inCheckSlot<T>(work: () => Promise<T>, trust: Trust = 'staff'): Promise<T> {
  return lanes[trust].run(work)
}
