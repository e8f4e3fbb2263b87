/**
 * The PDF worker's entry: inspects the bytes it is given and answers with the report or the
 * reason for refusal. It runs in its own thread with its own memory limit (pdf-inspect.ts), so a
 * hostile file can slow or kill only this thread, never the one answering visitors.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { inspectPdf, PdfRejected } from './pdf-check.js'

const bytes = workerData as Uint8Array
inspectPdf(bytes).then(
  (report) => parentPort!.postMessage({ ok: true, report }),
  (err: unknown) =>
    parentPort!.postMessage(
      err instanceof PdfRejected ? { ok: false, reason: err.message } : { ok: false, reason: null, detail: err instanceof Error ? err.message : String(err) },
    ),
)
