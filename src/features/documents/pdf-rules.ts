/**
 * The limits and refusal reasons of the PDF checks (docs/decisions/090), and the check made on the
 * bytes alone. Apart from pdf-check.ts so that the server process loads no PDF parser: parsing
 * runs in the PDF worker only (pdf-worker.ts).
 */

/** Largest PDF accepted: a scanned prospectus is 5–15 MB. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024
/** More pages than any notice, prospectus or annual report a college publishes. */
export const MAX_PDF_PAGES = 1000
/**
 * Pages of a PDF a stranger sends (a grievance's evidence: a fee receipt, a letter, a few scanned
 * pages): a 990-page file no longer holds a check for its full time (docs/decisions/150).
 */
export const MAX_PUBLIC_PDF_PAGES = 50
/** Pages whose text is extracted for the site search; the rest is counted, not read. */
export const TEXT_PAGES = 300
/** Extracted text kept per document (characters). */
export const MAX_TEXT_CHARS = 200_000

/**
 * Bytes that the file's streams other than images may decode to, all together, every stage of
 * every filter chain counted (docs/decisions/114). Page text, fonts and object streams of a real
 * 20 MB document come to a few MB; a "zip bomb" (a small stream that inflates to gigabytes) ends
 * here, measured by streaming decoders before any parser decodes anything.
 */
export const MAX_DECODED_BYTES = 128 * 1024 * 1024
/**
 * Largest raster one image may declare: an A3 page scanned at 600 dpi in grey, or A4 at 400 dpi in
 * colour. An image may decode to no more than it declares, so a bomb cannot pass as a picture.
 */
export const MAX_IMAGE_BYTES = 96 * 1024 * 1024
/** All images of one file together, decoded (a 300-dpi colour scan of 30 pages is about 800 MB). */
export const MAX_IMAGES_DECODED_BYTES = 1024 * 1024 * 1024

export type PdfReport = { pages: number; text: string; hasText: boolean }

/** A refused PDF: the message names the file's problem and is safe to show to staff. */
export class PdfRejected extends Error {}

export const PDF_REASONS = {
  notPdf: 'is not a PDF file (it does not start with %PDF-). Please choose a PDF.',
  tooLarge: `is larger than ${MAX_PDF_BYTES / 1024 / 1024} MB. Please reduce it (e.g. "Save as reduced size PDF") and upload again.`,
  encrypted: 'is password-protected or encrypted. Please save an unprotected copy and upload that.',
  broken: 'is damaged and cannot be read. Please export it again from the original and upload that.',
  tooManyPages: (pages: number, most = MAX_PDF_PAGES) => `has ${pages.toLocaleString('en-IN')} pages; a document may have at most ${most.toLocaleString('en-IN')}.`,
  active: (what: string) => `contains ${what}, which a public document must not carry. Please print it to a new PDF ("Save as PDF") and upload that.`,
  ambiguous: 'is built so that PDF readers would read it differently from the check (its index points at other contents than it holds). Please print it to a new PDF ("Save as PDF") and upload that.',
  busy: 'could not be checked just now: other documents are being checked. Please upload it again in a minute.',
  overload: 'could not be read within the time and memory a document may take (it may be damaged or built to overload the reader).',
} as const

/** Checks done on the bytes alone, before any parser runs (cheap, main thread). */
export function precheckPdf(bytes: Uint8Array): void {
  if (bytes.length > MAX_PDF_BYTES) throw new PdfRejected(PDF_REASONS.tooLarge)
  // Strict: the header at byte 0, so that an HTML page with a PDF appended is not a PDF here.
  if (bytes.length < 8 || Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new PdfRejected(PDF_REASONS.notPdf)
}
