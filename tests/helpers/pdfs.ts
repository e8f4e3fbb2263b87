/**
 * PDFs made in the test code (never downloaded): good, scanned (image only), encrypted (a
 * hand-written /Encrypt dictionary), and a hostile corpus.
 */
import zlib from 'node:zlib'
import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

/** A text PDF with `lines` on its one page. */
export async function textPdf(lines: string[] = ['Fee structure 2026-27', 'Tuition fee per year: Rs. 18,000']): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([595, 842])
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font }))
  return Buffer.from(await doc.save())
}

/** A "scan": one page holding only an image (no text layer). */
export async function scannedPdf(): Promise<Buffer> {
  const png = await sharp({ create: { width: 200, height: 280, channels: 3, background: '#d8d4c8' } }).png().toBuffer()
  const doc = await PDFDocument.create()
  const image = await doc.embedPng(png)
  doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 })
  return Buffer.from(await doc.save())
}

/** Builds a PDF from object bodies with a correct xref table (objects are numbered from 1). */
export function rawPdf(objects: string[], trailer = '', prefix = '%PDF-1.4\n'): Buffer {
  let out = prefix
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

const PAGE_OBJECTS = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
]

/** Encrypted with the standard security handler: a hand-written /Encrypt dictionary. */
export function encryptedPdf(): Buffer {
  const owner = '<' + 'ab'.repeat(32) + '>'
  return rawPdf(
    [...PAGE_OBJECTS, `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O ${owner} /U ${owner} >>`],
    `/Encrypt 4 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`,
  )
}

/** A document whose opening runs JavaScript (kept inside an object stream, as pdf-lib writes). */
export async function javascriptPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(await textPdf(['Notice']))
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("pwned")') })
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action))
  return Buffer.from(await doc.save({ useObjectStreams: true }))
}

/** A link annotation whose action launches a program. */
export async function launchPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(await textPdf(['Click here']))
  const page = doc.getPage(0)
  const action = doc.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe'), NewWindow: true })
  const annotation = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [40, 760, 300, 800], A: action })
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annotation)]))
  return Buffer.from(await doc.save())
}

/** A valid PDF whose bytes also read as an HTML page with a script (a PDF/HTML polyglot). */
export function polyglotPdf(): Buffer {
  const html = '<html><head><title>polyglot</title></head><body><script>document.title="pwned";alert("pwned")</script></body></html>'
  return rawPdf([...PAGE_OBJECTS.slice(0, 2), '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>', streamObject('BT /F1 12 Tf 50 780 Td (Polyglot) Tj ET')], '', `%PDF-1.4\n%${html}\n`)
}

/** The same HTML first and the PDF after it: not a PDF by its first bytes. */
export function htmlFirstPolyglot(): Buffer {
  return Buffer.concat([Buffer.from('<html><script>alert("pwned")</script></html>\n'), polyglotPdf()])
}

function streamObject(content: string): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`
}

/** 10,000 pages. */
export async function manyPagesPdf(pages = 10_000): Promise<Buffer> {
  const doc = await PDFDocument.create()
  for (let i = 0; i < pages; i++) doc.addPage([100, 100])
  return Buffer.from(await doc.save())
}

/** A page whose content stream is a few hundred KB that inflates to `decodedMb` MB (a "zip bomb"). */
export async function zipBombPdf(decodedMb = 300): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise((resolve) => deflate.on('end', resolve))
  const spaces = Buffer.alloc(1024 * 1024, 0x20)
  for (let i = 0; i < decodedMb; i++) if (!deflate.write(spaces)) await new Promise((resolve) => deflate.once('drain', resolve))
  deflate.end()
  await done
  const body = Buffer.concat(chunks)
  const objects = [...PAGE_OBJECTS.slice(0, 2), '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>']
  const prefix = rawPdf(objects).toString('latin1').split('xref\n')[0]
  const offsets = [...prefix.matchAll(/(\d+) 0 obj\n/g)].map((m) => m.index!)
  const before = Buffer.from(prefix + `4 0 obj\n<< /Length ${body.length} /Filter /FlateDecode >>\nstream\n`, 'latin1')
  const after = Buffer.from('\nendstream\nendobj\n', 'latin1')
  let tail = `xref\n0 5\n0000000000 65535 f \n`
  for (const offset of [...offsets, prefix.length]) tail += `${String(offset).padStart(10, '0')} 00000 n \n`
  tail += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${before.length + body.length + after.length}\n%%EOF\n`
  return Buffer.concat([before, body, after, Buffer.from(tail, 'latin1')])
}
