import { MAX_INPUT_PIXELS } from '../../http/images.js'
import { imageMetadata, sharpBuffer } from '../../http/image-process.js'
import { fileNameHasPath } from '../../http/uploads.js'
import { log } from '../../log.js'
import { checkPdf } from '../documents/pdf-inspect.js'
import { PdfRejected } from '../documents/pdf-rules.js'
import { M } from './messages.js'
import type { NewAttachment } from './store.js'

/** A refused attachment; the message names the file and is safe to show to the student. */
export class AttachmentRejected extends Error {}

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

/** A name to offer staff when they save the file: no folders, no control characters, the right ending. */
export function attachmentName(sent: string, ending: '.pdf' | '.jpg', index: number): string {
  const base = fileNameHasPath(sent) ? '' : sent.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f"\\/]/g, '').replace(/\.[A-Za-z0-9]{1,5}$/, '').trim().slice(0, 100)
  return `${base || `attachment-${index + 1}`}${ending}`
}

/**
 * Checks one attachment as the documents library checks its files: a PDF goes through the PDF
 * worker (no JavaScript, launch actions or attached files, no decompression bomb); anything else
 * must decode as a photo of at most 50 megapixels and is stored re-encoded as JPEG, so its
 * metadata (a phone's GPS position) and anything hidden after the picture are not kept.
 */
export async function checkAttachment(file: { originalname: string; buffer: Buffer }, index: number): Promise<NewAttachment> {
  const shown = attachmentName(file.originalname, file.buffer.subarray(0, 5).toString('latin1') === '%PDF-' ? '.pdf' : '.jpg', index)
  const refuse = (reason: string, detail?: string): never => {
    log.warn('grievance attachment refused', { reason: detail ?? reason })
    throw new AttachmentRejected(`${shown} ${reason}`)
  }
  if (file.buffer.subarray(0, 5).toString('latin1') === '%PDF-') {
    try {
      await checkPdf(file.buffer)
    } catch (err) {
      if (err instanceof PdfRejected) refuse(err.message)
      throw err
    }
    return { name: shown, type: 'application/pdf', data: file.buffer }
  }
  let format: string | undefined
  let pixels = 0
  try {
    const meta = await imageMetadata(file.buffer, { limitInputPixels: false })
    format = meta.format
    pixels = (meta.width ?? 0) * (meta.height ?? 0)
  } catch {
    refuse(M.errors.notAFile)
  }
  if (!format || !IMAGE_FORMATS.has(format) || pixels === 0) refuse(M.errors.notAFile, `format ${format}`)
  if (pixels > MAX_INPUT_PIXELS) refuse(M.errors.notAFile, 'over 50 megapixels')
  try {
    const data = await sharpBuffer(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS }, [['rotate'], ['flatten', { background: '#ffffff' }], ['jpeg', { quality: 85 }]])
    return { name: shown, type: 'image/jpeg', data }
  } catch {
    return refuse(M.errors.notAFile, 'decoding failed')
  }
}
