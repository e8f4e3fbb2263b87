import { Worker } from 'node:worker_threads'
import { fileURLToPath } from 'node:url'
import { log } from '../../log.js'
import { PDF_REASONS, PdfRejected, precheckPdf, type PdfReport } from './pdf-rules.js'

/** Wall-clock time one PDF may take to be checked. */
export const PDF_CHECK_TIMEOUT_MS = 15_000
/** Heap of the worker thread: a decompression bomb ends here, not in the server's heap. */
const WORKER_HEAP_MB = 160
/**
 * What the process may grow by while PDFs are checked (docs/decisions/114). The worker's heap
 * limit does not cover ArrayBuffers, where decoded streams live, so the process's resident memory
 * is watched: past this, every running check is stopped. Two checks of real documents take about
 * 60–120 MB each; the 512 MB bombs took the server to 1.5–1.9 GB before the decoders streamed.
 */
export const PDF_CHECK_MEMORY_MB = 448
/** How often the resident memory is read while checks run. */
const MEMORY_SAMPLE_MS = 50

/** Stops of the running checks, and the resident memory when the first of them began. */
const runningChecks = new Set<(why: string) => void>()
let memoryWatch: { timer: NodeJS.Timeout; baseline: number; limitBytes: number } | null = null

function watchMemory(stop: (why: string) => void, memoryMb: number): void {
  runningChecks.add(stop)
  if (memoryWatch) {
    memoryWatch.limitBytes = Math.min(memoryWatch.limitBytes, memoryMb * 1024 * 1024)
    return
  }
  const watch = { baseline: process.memoryUsage.rss(), limitBytes: memoryMb * 1024 * 1024, timer: undefined as unknown as NodeJS.Timeout }
  watch.timer = setInterval(() => {
    const grown = process.memoryUsage.rss() - watch.baseline
    if (grown > watch.limitBytes) for (const stopCheck of [...runningChecks]) stopCheck(`memory: the process grew ${Math.round(grown / 1024 / 1024)} MB`)
  }, MEMORY_SAMPLE_MS)
  watch.timer.unref()
  memoryWatch = watch
}

function unwatchMemory(stop: (why: string) => void): void {
  runningChecks.delete(stop)
  if (runningChecks.size === 0 && memoryWatch) {
    clearInterval(memoryWatch.timer)
    memoryWatch = null
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
    const worker = new Worker(fileURLToPath(workerFile()), {
      workerData: bytes,
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    })
    let settled = false
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      unwatchMemory(overload)
      void worker.terminate()
      outcome()
    }
    const overload = (why: string) =>
      finish(() => {
        log.warn('pdf check stopped', { reason: why })
        reject(new PdfRejected(PDF_REASONS.overload))
      })
    const timer = setTimeout(() => overload('timeout'), timeoutMs)
    watchMemory(overload, memoryMb)
    worker.on('message', (answer: { ok: true; report: PdfReport } | { ok: false; reason: string | null; detail?: string }) =>
      finish(() => {
        if (answer.ok) return resolve(answer.report)
        if (answer.reason) return reject(new PdfRejected(answer.reason))
        log.warn('pdf check failed', { detail: answer.detail?.slice(0, 300) })
        reject(new PdfRejected(PDF_REASONS.broken))
      }),
    )
    worker.on('error', (err) => overload(err.message.slice(0, 200)))
    worker.on('exit', (code) => overload(`worker exited (${code})`))
  })
}

/**
 * Checks an uploaded PDF off the main thread; resolves with its pages and text, or rejects with
 * PdfRejected whose message says what is wrong with the file.
 */
export async function checkPdf(bytes: Uint8Array, { timeoutMs = PDF_CHECK_TIMEOUT_MS, memoryMb = PDF_CHECK_MEMORY_MB } = {}): Promise<PdfReport> {
  precheckPdf(bytes)
  await takeSlot()
  try {
    return await runWorker(bytes, timeoutMs, memoryMb)
  } finally {
    releaseSlot()
  }
}
