import { describe, expect, it } from 'vitest'
import { boundDecodedSize, MAX_DECODED_BYTES, PdfRejected, precheckPdf } from '../../src/features/documents/pdf-check'
import { htmlFirstPolyglot, scannedPdf, textPdf, zipBombPdf } from '../helpers/pdfs'

describe('PDF checks before any parser runs', () => {
  it('stops a stream that inflates past the cap, from the raw bytes', async () => {
    const bomb = await zipBombPdf(MAX_DECODED_BYTES / 1024 / 1024 + 8)
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(() => boundDecodedSize(bomb)).toThrow(PdfRejected)
  })

  it('lets real documents through (text and image streams)', async () => {
    const text = await textPdf()
    const scan = await scannedPdf()
    expect(() => boundDecodedSize(text)).not.toThrow()
    expect(() => boundDecodedSize(scan)).not.toThrow()
  })

  it('wants %PDF- at byte 0', () => {
    expect(() => precheckPdf(htmlFirstPolyglot())).toThrow(/is not a PDF file/)
    expect(() => precheckPdf(Buffer.from('%PDF-1.7\n'))).not.toThrow()
  })
})
