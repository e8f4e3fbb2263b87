import { Worker } from 'node:worker_threads'
import { fileURLToPath } from 'node:url'
import { log } from '../../log.js'
import { PDF_REASONS, PdfRejected, precheckPdf, type PdfReport } from './pdf-rules.js'

/** Wall-clock time one PDF may take to be checked. */
export const PDF_CHECK_TIMEOUT_MS = 15_000
/** Heap of the worker thread: a decompression bomb ends here, not in the server's heap. */
const WORKER_HEAP_MB = 160

/**
 * The worker's file: beside this module in the source tree (run through tsx), or beside the
 * server bundle in production (scripts/build-server.ts builds pdf-worker.mjs there).
 */
function workerFile(): URL {
  const here = import.meta.url
  return new URL(here.endsWith('.ts') ? './pdf-worker-source.mjs' : './pdf-worker.mjs', here)
}

/** One check at a time: the machine has two cores, and visitors need one. */
let queue: Promise<unknown> = Promise.resolve()

function runWorker(bytes: Uint8Array, timeoutMs: number): Promise<PdfReport> {
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
      void worker.terminate()
      outcome()
    }
    const overload = (why: string) =>
      finish(() => {
        log.warn('pdf check stopped', { reason: why })
        reject(new PdfRejected(PDF_REASONS.overload))
      })
    const timer = setTimeout(() => overload('timeout'), timeoutMs)
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
export function checkPdf(bytes: Uint8Array, timeoutMs = PDF_CHECK_TIMEOUT_MS): Promise<PdfReport> {
  precheckPdf(bytes)
  const turn = queue.then(() => runWorker(bytes, timeoutMs))
  queue = turn.catch(() => undefined)
  return turn
}
