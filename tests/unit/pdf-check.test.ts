import { describe, expect, it } from 'vitest'
import { decodePDFRawStream, PDFContext, PDFRawStream } from 'pdf-lib'
import { boundDecodedSize, findDisallowedByReader, inspectPdf, MAX_DECODED_BYTES, PdfRejected, precheckPdf } from '../../src/features/documents/pdf-check'
import { measureDecoded } from '../../src/features/documents/pdf-decode'
import { bigScanPdf, BOMB_DECODED_BYTES, duplicateObjectPdf, hiddenObjectPdf, renditionPdf, untypedAttachmentPdf, xfaScriptPdf, incrementalUpdatePdf, openActionPdf, predictorXrefPdf, filterChainBombPdf, imageBombPdf, linkedImagesPdf, lzwBombPdf, lzwSpaces, objectInStreamDataPdf } from '../helpers/hostile-pdfs'
import { htmlFirstPolyglot, scannedPdf, textPdf, zipBombPdf } from '../helpers/pdfs'

describe('PDF checks before any parser runs', () => {
  it('stops a stream that inflates past the cap, from the raw bytes', async () => {
    const bomb = await zipBombPdf(MAX_DECODED_BYTES / 1024 / 1024 + 8)
    expect(bomb.length).toBeLessThan(1024 * 1024)
    await expect(boundDecodedSize(bomb)).rejects.toThrow(PdfRejected)
  })

  it('stops the bombs no byte pattern gave away: an /Image used as page content, a filter chain, LZW', async () => {
    for (const [what, make] of [['image', imageBombPdf], ['chain', filterChainBombPdf], ['lzw', lzwBombPdf]] as const) {
      const bomb = await make()
      expect(bomb.length, what).toBeLessThan(1.2 * 1024 * 1024)
      await expect(boundDecodedSize(bomb), what).rejects.toThrow(/could not be read within the time and memory/)
    }
  })

  it('lets real documents through (text, images, a 16-page Flate scan of 139 MB decoded)', async () => {
    for (const file of [await textPdf(), await scannedPdf(), await linkedImagesPdf(), bigScanPdf()]) await expect(boundDecodedSize(file)).resolves.toBeUndefined()
  })

  it('wants %PDF- at byte 0', () => {
    expect(() => precheckPdf(htmlFirstPolyglot())).toThrow(/is not a PDF file/)
    expect(() => precheckPdf(Buffer.from('%PDF-1.7\n'))).not.toThrow()
  })
})

describe('streaming decoders', () => {
  it('decode the corpus LZW exactly as readers do (pdf-lib’s port of the pdf.js decoder), and count each byte', async () => {
    const codes = lzwSpaces(1_000_000)
    const dict = PDFContext.create().obj({ Filter: 'LZWDecode' })
    const readers = decodePDFRawStream(PDFRawStream.of(dict, codes)).decode()
    expect(readers.length).toBe(1_000_000)
    expect(readers.every((b) => b === 0x20)).toBe(true)
    const budget = { left: 2_000_000 }
    await measureDecoded(codes, [{ filter: 'LZW', earlyChange: 1 }], budget, Infinity)
    expect(budget.left).toBe(1_000_000)
    expect(codes.length).toBeLessThan(10_000)
    expect(BOMB_DECODED_BYTES).toBe(512 * 1024 * 1024)
  })

  it('count every stage of a chain: hex digits hidden in whitespace still cost their inflated size', async () => {
    const zlib = await import('node:zlib')
    const whitespace = zlib.deflateSync(Buffer.alloc(4_000_000, 0x20))
    const budget = { left: 3_000_000 }
    await expect(measureDecoded(whitespace, [{ filter: 'FlateDecode', earlyChange: 1 }, { filter: 'AHx', earlyChange: 1 }], budget, Infinity)).rejects.toThrow()
  })
})

describe('what readers see', () => {
  it('the two parser-differential files really run app.alert(1) in pdf.js, and are refused', async () => {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
    for (const file of [duplicateObjectPdf(), objectInStreamDataPdf()]) {
      const task = getDocument({ data: new Uint8Array(file), isEvalSupported: false, verbosity: 0 })
      const pdf = await task.promise
      expect(await pdf.getJSActions()).toEqual({ OpenAction: ['app.alert(1)'] })
      await task.destroy()
      await expect(inspectPdf(file)).rejects.toThrow(/PDF readers would read it differently/)
    }
  })

  it('refuses an object header hidden in stream data even when the table does not point at it: a reader rebuilding a damaged table finds it', async () => {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
    const task = getDocument({ data: new Uint8Array(hiddenObjectPdf(true)), isEvalSupported: false, verbosity: 0 })
    expect(await (await task.promise).getJSActions()).toEqual({ OpenAction: ['app.alert(1)'] })
    await task.destroy()
    await expect(inspectPdf(hiddenObjectPdf(true))).rejects.toThrow(/is damaged and cannot be read/)
    await expect(inspectPdf(hiddenObjectPdf())).rejects.toThrow(/PDF readers would read it differently/)
  })

  it('PDF.js, asked itself, names the XFA form, the JavaScript, the attached file and the media annotation (the second opinion)', async () => {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
    const cases: [Buffer, string | null][] = [
      [xfaScriptPdf(), 'an XFA form (it can carry scripts)'],
      [duplicateObjectPdf(), 'JavaScript'],
      [untypedAttachmentPdf(), 'a FileAttachment annotation'],
      [renditionPdf(), 'a Screen annotation'],
      [await linkedImagesPdf(), null],
    ]
    for (const [file, expected] of cases) {
      const task = getDocument({ data: new Uint8Array(file), isEvalSupported: false, verbosity: 0 })
      const pdf = await task.promise
      expect(await findDisallowedByReader(pdf, pdf.numPages)).toBe(expected)
      await task.destroy()
    }
  })

  it('accepts links to pages, web and mail addresses, outlines and images', async () => {
    const report = await inspectPdf(await linkedImagesPdf())
    expect(report).toMatchObject({ pages: 2, hasText: true })
    expect(report.text).toContain('Admission notice 2026-27')
  })

  it('reads an incremental update as readers do: the newer copy of the page text', async () => {
    const report = await inspectPdf(incrementalUpdatePdf())
    expect(report.text).toBe('Notice: examination timetable (revised)')
  })

  it('follows a cross-reference stream with PNG predictors, as Acrobat writes them', async () => {
    const report = await inspectPdf(predictorXrefPdf())
    expect(report).toEqual({ pages: 1, text: 'Notice: examination timetable', hasText: true })
  })

  it('answers a damaged cross-reference stream (its checksum broken) as damaged, not with the decoder’s error', async () => {
    const file = predictorXrefPdf()
    const data = file.indexOf('stream\n', file.indexOf('/Type /XRef')) + 7
    const end = file.indexOf('\nendstream', data)
    file[end - 1] ^= 0xff // the last byte of the Adler-32 checksum
    await expect(inspectPdf(file)).rejects.toThrow(/^is damaged and cannot be read/)
  })

  it('names an action from the file only when its name is plain', async () => {
    await expect(inspectPdf(openActionPdf('<< /S /#3Cimg#20src#3Dx#3E >>'))).rejects.toThrow(/^contains an action of unknown type, which/)
    await expect(inspectPdf(openActionPdf('<< /S /Thread /D 1 >>'))).rejects.toThrow(/^contains a Thread action, which/)
  })
})
