import { ALLOWED_ANNOTATIONS, findDisallowedContent, namedKind } from './pdf-allow.js'
import { MAX_PDF_PAGES, MAX_TEXT_CHARS, PDF_REASONS, PdfRejected, TEXT_PAGES, precheckPdf, type PdfReport } from './pdf-rules.js'
import { boundDecodedSize, loadAsReadersDo } from './pdf-structure.js'

export * from './pdf-rules.js'
export { boundDecodedSize } from './pdf-structure.js'

/**
 * What the library learns from a PDF at upload: the checks of docs/decisions/090 and 114. Runs
 * inside the PDF worker (pdf-worker.ts), never on the thread that answers visitors.
 */

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')
let pdfjs: Promise<PdfJs> | null = null

/**
 * Full check: decoded size, structure as readers see it, what it contains (pdf-lib), then pages,
 * text and a second look at actions, files and forms through PDF.js itself. Throws PdfRejected
 * with the reason.
 */
type ReaderDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>

/**
 * PDF.js's own view of scripts, attached files, XFA and the annotations of the pages it reads: a
 * second opinion on findDisallowedContent from the parser readers use. Returns what it found.
 */
export async function findDisallowedByReader(pdf: ReaderDocument, pages: number): Promise<string | null> {
  const { info } = (await pdf.getMetadata()) as { info: { IsXFAPresent?: boolean } }
  if (info?.IsXFAPresent) return 'an XFA form (it can carry scripts)'
  if (await pdf.getJSActions()) return 'JavaScript'
  if (await pdf.getAttachments()) return 'an attached file'
  for (let n = 1; n <= pages; n++) {
    const page = await pdf.getPage(n)
    for (const annotation of (await page.getAnnotations()) as { subtype?: string }[]) {
      if (!ALLOWED_ANNOTATIONS.has(annotation.subtype ?? '')) return namedKind(annotation.subtype ?? '', 'annotation')
    }
  }
  return null
}

export async function inspectPdf(bytes: Uint8Array, maxPages = MAX_PDF_PAGES): Promise<PdfReport> {
  precheckPdf(bytes)
  await boundDecodedSize(bytes)
  const doc = await loadAsReadersDo(bytes)
  // Counted before any page is read, so that a long file is refused for its length, not its time
  // (a page tree pdf-lib cannot walk is left to PDF.js's count below).
  const counted = (() => {
    try {
      return doc.getPageCount()
    } catch {
      return 0
    }
  })()
  if (counted > maxPages) throw new PdfRejected(PDF_REASONS.tooManyPages(counted, maxPages))
  const found = findDisallowedContent(doc)
  if (found) throw new PdfRejected(PDF_REASONS.active(found))

  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs')
  const { getDocument } = await pdfjs
  const task = getDocument({
    data: new Uint8Array(bytes), // a copy: PDF.js takes the buffer over
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  })
  try {
    const pdf = await task.promise
    const { info } = (await pdf.getMetadata()) as { info: { EncryptFilterName?: string | null } }
    if (info?.EncryptFilterName) throw new PdfRejected(PDF_REASONS.encrypted)
    const pages = pdf.numPages
    if (pages < 1) throw new PdfRejected(PDF_REASONS.broken)
    if (pages > maxPages) throw new PdfRejected(PDF_REASONS.tooManyPages(pages, maxPages))
    const readerFound = await findDisallowedByReader(pdf, Math.min(pages, TEXT_PAGES))
    if (readerFound) throw new PdfRejected(PDF_REASONS.active(readerFound))
    let text = ''
    for (let n = 1; n <= Math.min(pages, TEXT_PAGES) && text.length < MAX_TEXT_CHARS; n++) {
      const page = await pdf.getPage(n)
      const content = await page.getTextContent()
      for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ')
      text += '\n'
      page.cleanup()
    }
    text = text.replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim().slice(0, MAX_TEXT_CHARS)
    return { pages, text, hasText: /[\p{L}\p{N}]/u.test(text) }
  } catch (err) {
    if (err instanceof PdfRejected) throw err
    if (err instanceof Error && err.name === 'PasswordException') throw new PdfRejected(PDF_REASONS.encrypted)
    throw new PdfRejected(PDF_REASONS.broken)
  } finally {
    await task.destroy()
  }
}
