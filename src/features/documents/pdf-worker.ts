/**
 * The PDF check's entry: a child process (pdf-inspect.ts) that receives the bytes, inspects them
 * and answers with the report or the reason for refusal. Its own process, with its own heap limit
 * and its resident memory watched from outside, so a hostile file can slow or kill only this
 * process, never the one answering visitors.
 */
import { inspectPdf, PdfRejected } from './pdf-check.js'

process.once('message', ({ bytes, maxPages }: { bytes: Uint8Array; maxPages: number }) => {
  inspectPdf(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), maxPages).then(
    (report) => process.send!({ ok: true, report }),
    (err: unknown) =>
      process.send!(err instanceof PdfRejected ? { ok: false, reason: err.message } : { ok: false, reason: null, detail: err instanceof Error ? err.message : String(err) }),
  )
})
