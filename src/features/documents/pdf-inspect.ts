import { fork } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { log } from '../../log.js'
import { PDF_REASONS, PdfRejected, precheckPdf, type PdfReport } from './pdf-rules.js'

/** Wall-clock time one PDF may take to be checked. */
export const PDF_CHECK_TIMEOUT_MS = 15_000
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
 * Checks that run at once: one per core, so that two staff members uploading together are not
 * queued behind each other, and a slow file holds one slot for at most PDF_CHECK_TIMEOUT_MS.
 */
export const PDF_CHECKS_AT_ONCE = 2
/** Checks that may wait for a slot; one more is answered 503 at once instead of waiting longer. */
export const PDF_CHECKS_WAITING = 4

/** Too many PDFs being checked: the upload is answered 503 with PDF_REASONS.busy. */
export class PdfChecksBusy extends Error {}

let running = 0
const waiting: (() => void)[] = []

/** Takes a slot, waiting in line when all are in use, or throws PdfChecksBusy when the line is full. */
async function takeSlot(): Promise<void> {
  if (running < PDF_CHECKS_AT_ONCE) {
    running++
    return
  }
  if (waiting.length >= PDF_CHECKS_WAITING) throw new PdfChecksBusy(PDF_REASONS.busy)
  await new Promise<void>((resolve) => waiting.push(resolve))
}

/** Hands the slot to the next check in line, or frees it. */
function releaseSlot(): void {
  const next = waiting.shift()
  if (next) next()
  else running--
}

function runWorker(bytes: Uint8Array, timeoutMs: number, memoryMb: number): Promise<PdfReport> {
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
      if (resident > memoryMb * 1024 * 1024) overload(`memory: ${Math.round(resident / 1024 / 1024)} MB resident`)
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
    worker.send(bytes)
  })
}

/**
 * Checks an uploaded PDF off the main thread; resolves with its pages and text, or rejects with
 * PdfRejected whose message says what is wrong with the file.
 */
export async function checkPdf(bytes: Uint8Array, { timeoutMs = PDF_CHECK_TIMEOUT_MS, memoryMb = PDF_CHECK_MEMORY_MB } = {}): Promise<PdfReport> {
  precheckPdf(bytes)
  return inCheckSlot(() => runWorker(bytes, timeoutMs, memoryMb))
}

/** Runs `work` in one of the PDF check slots: waiting in line, or PdfChecksBusy when it is full. */
export async function inCheckSlot<T>(work: () => Promise<T>): Promise<T> {
  await takeSlot()
  try {
    return await work()
  } finally {
    releaseSlot()
  }
}
