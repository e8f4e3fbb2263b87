import zlib from 'node:zlib'
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } from 'pdf-lib'
import { MAX_DECODED_BYTES, MAX_PDF_PAGES, MAX_TEXT_CHARS, PDF_REASONS, PdfRejected, TEXT_PAGES, precheckPdf, type PdfReport } from './pdf-rules.js'

export * from './pdf-rules.js'

/**
 * What the library learns from a PDF at upload: the checks of docs/decisions/090. Runs inside the
 * PDF worker (pdf-worker.ts), never on the thread that answers visitors.
 */

/** Action types that run code or programs, open other files, or carry files. */
const ACTIVE_ACTIONS: Record<string, string> = {
  JavaScript: 'JavaScript',
  Launch: 'a launch action (it asks to run a program)',
  ImportData: 'an import-data action',
  GoToE: 'an embedded-file action',
  RichMedia: 'embedded media',
}

/** Walks every object in the file (object streams included) looking for active content. */
function findActiveContent(doc: PDFDocument): string | null {
  const seen = new Set<unknown>()
  const visit = (value: unknown, depth: number): string | null => {
    if (depth > 64 || value === undefined || seen.has(value)) return null
    seen.add(value)
    let dict: PDFDict | null = null
    if (value instanceof PDFDict) dict = value
    else if (value instanceof PDFStream) dict = value.dict
    else if (value instanceof PDFArray) {
      for (let i = 0; i < value.size(); i++) {
        const found = visit(value.get(i), depth + 1)
        if (found) return found
      }
      return null
    }
    if (!dict) return null
    const subtype = dict.get(PDFName.of('S'))
    if (subtype instanceof PDFName) {
      const name = subtype.decodeText()
      if (name in ACTIVE_ACTIONS) return ACTIVE_ACTIONS[name]
    }
    if (dict.has(PDFName.of('JS'))) return 'JavaScript'
    const type = dict.get(PDFName.of('Type'))
    if (type instanceof PDFName && (type.decodeText() === 'EmbeddedFile' || type.decodeText() === 'Filespec') && dict.has(PDFName.of('EF'))) {
      return 'an attached file'
    }
    for (const [key, child] of dict.entries()) {
      if (key.decodeText() === 'JavaScript') return 'JavaScript'
      if (key.decodeText() === 'EmbeddedFiles') return 'an attached file'
      const found = visit(child, depth + 1)
      if (found) return found
    }
    return null
  }
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    // Page content (raw streams) is drawing, not actions: only dictionaries are walked.
    const found = visit(object instanceof PDFRawStream ? object.dict : object, 0)
    if (found) return found
  }
  return null
}

/**
 * Inflates every Flate stream that is not an image, with a running output cap, straight from the
 * raw bytes (before pdf-lib or PDF.js decode anything). Throws PdfRejected past the cap.
 */
export function boundDecodedSize(bytes: Uint8Array): void {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const textView = raw.toString('latin1')
  let budget = MAX_DECODED_BYTES
  let at = 0
  for (;;) {
    const keyword = textView.indexOf('stream', at)
    if (keyword === -1) return
    at = keyword + 6
    if (textView.startsWith('end', keyword - 3)) continue
    let start = at
    if (textView[start] === '\r') start++
    if (textView[start] !== '\n') continue
    start++
    const dictionary = textView.slice(Math.max(0, keyword - 2048), keyword)
    const dictStart = dictionary.lastIndexOf('obj')
    const dict = dictStart === -1 ? dictionary : dictionary.slice(dictStart)
    if (/\/Subtype\s*\/Image/.test(dict) || !/\/(FlateDecode|Fl)\b/.test(dict)) continue
    const end = textView.indexOf('endstream', start)
    const body = raw.subarray(start, end === -1 ? raw.length : end)
    try {
      const decoded = zlib.inflateSync(body, { maxOutputLength: Math.max(1, budget), finishFlush: zlib.constants.Z_SYNC_FLUSH })
      budget -= decoded.length
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new PdfRejected(PDF_REASONS.overload)
      // not inflatable here (damaged, or another filter first): the parsers decide
    }
    at = end === -1 ? raw.length : end + 9
  }
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')
let pdfjs: Promise<PdfJs> | null = null

/** Full check: structure (pdf-lib), then pages and text (PDF.js). Throws PdfRejected with the reason. */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfReport> {
  precheckPdf(bytes)
  boundDecodedSize(bytes)
  let doc: PDFDocument
  try {
    // Loaded even when encrypted, so that encryption is told apart from damage just below.
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false, ignoreEncryption: true })
  } catch {
    throw new PdfRejected(PDF_REASONS.broken)
  }
  if (doc.isEncrypted) throw new PdfRejected(PDF_REASONS.encrypted)
  const active = findActiveContent(doc)
  if (active) throw new PdfRejected(PDF_REASONS.active(active))

  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs')
  const { getDocument } = await pdfjs
  const task = getDocument({
    data: bytes.slice(),
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
    if (pages > MAX_PDF_PAGES) throw new PdfRejected(PDF_REASONS.tooManyPages(pages))
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
