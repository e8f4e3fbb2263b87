import fs from 'node:fs/promises'
import { HttpError } from '../../http/errors.js'
import { MAX_PUBLIC_INPUT_PIXELS } from '../../http/images.js'
import { imageMetadata, ImageWorkUnavailable, sharpBuffer } from '../../http/image-process.js'
import { fileNameHasPath, RETRY_IMAGE_SECONDS } from '../../http/uploads.js'
import { log } from '../../log.js'
import { checkPdf, PDF_BUSY_RETRY_SECONDS, PdfChecksBusy } from '../documents/pdf-inspect.js'
import { PDF_REASONS, PdfRejected } from '../documents/pdf-rules.js'
import { M } from './messages.js'
import type { RefusalReason } from './ui/form-result.js'
import type { NewAttachment } from './store.js'

/** A refused attachment; the message names the file as it was sent and is safe to show to the student. */
export class AttachmentRejected extends Error {
  constructor(
    readonly fileName: string,
    readonly reason: RefusalReason,
  ) {
    super(`${fileName} ${M.errors[reason]}`)
  }
}

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

/** A sent file name without folders or control characters, or "attachment-N" when nothing is left. */
function cleanName(sent: string, index: number, keepEnding: boolean): string {
  const clean = fileNameHasPath(sent) ? '' : sent.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f"\\/]/g, '').trim()
  const ending = /\.[A-Za-z0-9]{1,5}$/.exec(clean)?.[0] ?? ''
  const base = clean.slice(0, clean.length - ending.length).trim().slice(0, 100)
  if (!base) return `attachment-${index + 1}`
  return keepEnding ? `${base}${ending}` : base
}

/** A name to offer staff when they save the file: no folders, no control characters, the right ending. */
export function attachmentName(sent: string, ending: '.pdf' | '.jpg', index: number): string {
  return `${cleanName(sent, index, false)}${ending}`
}

/** A refused file named as the student sent it (its own ending, never the one it would have been stored with). */
export function sentName(sent: string, index: number): string {
  return cleanName(sent, index, true)
}

/** The student's reason for a PDF the checks refused: the checks' own sentences are written for staff. */
function pdfReason(err: PdfRejected): RefusalReason {
  if (err.message === PDF_REASONS.encrypted) return 'pdfEncrypted'
  // the two sentences that carry a figure or a name: PDF_REASONS.tooManyPages and .active
  if (/^has [\d,]+ pages;/.test(err.message)) return 'pdfPages'
  if (err.message.startsWith('contains ')) return 'pdfActive'
  return 'pdfBroken'
}

/** The first bytes of a file on disk. */
async function head(file: string, length: number): Promise<string> {
  const handle = await fs.open(file)
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0)
    return buffer.subarray(0, bytesRead).toString('latin1')
  } finally {
    await handle.close()
  }
}

/** A file that could not be checked now (the checks are busy, the image process restarting), named as sent. */
export class AttachmentNotChecked extends HttpError {
  constructor(
    readonly fileName: string,
    retryAfter: number,
  ) {
    const said = `${fileName} ${M.errors.checksBusy}`
    super(503, said, { attachments: said }, retryAfter)
  }
}

/** 503 with Retry-After for a file that could not be checked now; null for any other failure. */
function notCheckedNow(err: unknown, fileName = ''): AttachmentNotChecked | null {
  if (err instanceof PdfChecksBusy) return new AttachmentNotChecked(fileName, PDF_BUSY_RETRY_SECONDS)
  if (err instanceof ImageWorkUnavailable) return new AttachmentNotChecked(fileName, RETRY_IMAGE_SECONDS)
  return null
}

/**
 * Checks one attachment (received to disk by src/http/public-uploads.ts) as the documents library
 * checks its files, with a stranger's lanes and limits: a PDF goes through the PDF worker (no
 * JavaScript, launch actions or attached files, no decompression bomb, at most 50 pages); anything
 * else must decode as a photo of at most 25 megapixels and is stored re-encoded as JPEG, so its
 * metadata (a phone's GPS position) and anything hidden after the picture are not kept. Checks that
 * cannot run now throw an HttpError 503 with Retry-After.
 */
export async function checkAttachment(file: { originalname: string; path: string }, index: number): Promise<NewAttachment> {
  const isPdf = (await head(file.path, 5)) === '%PDF-'
  const shown = attachmentName(file.originalname, isPdf ? '.pdf' : '.jpg', index)
  const refuse = (reason: RefusalReason, detail?: string): never => {
    log.warn('grievance attachment refused', { reason: detail ?? reason })
    throw new AttachmentRejected(sentName(file.originalname, index), reason)
  }
  const busy = (err: unknown): never => {
    const answer = notCheckedNow(err, sentName(file.originalname, index))
    if (!answer) throw err
    log.warn('grievance attachment not checked now', { reason: err instanceof Error ? err.message : String(err) })
    throw answer
  }
  if (isPdf) {
    const bytes = await fs.readFile(file.path)
    try {
      await checkPdf(bytes, { trust: 'public' })
    } catch (err) {
      if (err instanceof PdfRejected) refuse(pdfReason(err), err.message)
      busy(err)
    }
    return { name: shown, type: 'application/pdf', data: bytes }
  }
  let format: string | undefined
  let pixels = 0
  try {
    const meta = await imageMetadata(file.path, { limitInputPixels: false }, 'public')
    format = meta.format
    pixels = (meta.width ?? 0) * (meta.height ?? 0)
  } catch (err) {
    if (notCheckedNow(err)) busy(err)
    refuse('notAFile')
  }
  if (!format || !IMAGE_FORMATS.has(format) || pixels === 0) refuse('notAFile', `format ${format}`)
  if (pixels > MAX_PUBLIC_INPUT_PIXELS) refuse('tooManyPixels', `${Math.round(pixels / 1e6)} megapixels`)
  try {
    const data = await sharpBuffer(file.path, { limitInputPixels: MAX_PUBLIC_INPUT_PIXELS }, [['rotate'], ['flatten', { background: '#ffffff' }], ['jpeg', { quality: 85 }]], 'public')
    return { name: shown, type: 'image/jpeg', data }
  } catch (err) {
    if (notCheckedNow(err)) busy(err)
    return refuse('notAFile', 'decoding failed')
  }
}
