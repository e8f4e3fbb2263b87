import zlib from 'node:zlib'
import { PDFArray, PDFContext, PDFDict, PDFDocument, PDFName, PDFNumber, PDFObjectParser, PDFParser, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib'
import { DecodeLimitReached, filterName, measureDecoded, type DecodeBudget, type FilterStep } from './pdf-decode.js'
import { MAX_DECODED_BYTES, MAX_IMAGE_BYTES, MAX_IMAGES_DECODED_BYTES, PDF_REASONS, PdfRejected } from './pdf-rules.js'

/**
 * What a PDF is, as readers see it (docs/decisions/114): its decoded size measured before any parser
 * decodes anything, then pdf-lib's reading of the objects checked against the cross-reference
 * table that readers (pdf.js, Acrobat) follow. A file the two read differently is refused.
 */

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')

/** Parses the one object that starts at `offset` (after its `N G obj` header), or null. */
function objectAt(bytes: Uint8Array, offset: number, context: PDFContext): PDFObject | null {
  try {
    return PDFObjectParser.forBytes(bytes.subarray(offset), context).parseObject()
  } catch {
    return null
  }
}

const OBJECT_HEADER = /(\d+)[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+obj/g

/** A direct name, or a direct array of direct names; anything else (a reference) is ambiguous. */
function filterChain(dict: PDFDict): FilterStep[] {
  const filter = dict.get(PDFName.of('Filter'))
  const params = dict.get(PDFName.of('DecodeParms'))
  if (filter === undefined) return []
  const names = filter instanceof PDFName ? [filter] : filter instanceof PDFArray ? filter.asArray() : null
  if (!names || !names.every((name) => name instanceof PDFName)) throw new PdfRejected(PDF_REASONS.ambiguous)
  return (names as PDFName[]).map((name, i) => {
    const param = params instanceof PDFArray ? params.get(i) : params
    const early = param instanceof PDFDict ? param.get(PDFName.of('EarlyChange')) : undefined
    if (early !== undefined && !(early instanceof PDFNumber)) throw new PdfRejected(PDF_REASONS.ambiguous)
    return { filter: name.decodeText(), earlyChange: early instanceof PDFNumber ? early.asNumber() : 1 }
  })
}

const COMPONENTS: Record<string, number> = { DeviceGray: 1, G: 1, CalGray: 1, Indexed: 1, I: 1, DeviceRGB: 3, RGB: 3, CalRGB: 3, Lab: 3, DeviceCMYK: 4, CMYK: 4 }

/**
 * The raster size an image stream declares (rows × bytes per row, one more byte a row for a PNG
 * predictor), from direct values only; null when it declares none it can be held to.
 */
function declaredImageBytes(dict: PDFDict): number | null {
  const number = (key: string) => {
    const value = dict.get(PDFName.of(key))
    return value instanceof PDFNumber ? value.asNumber() : null
  }
  if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) return null
  const width = number('Width')
  const height = number('Height')
  if (!width || !height || width < 0 || height < 0) return null
  const mask = dict.get(PDFName.of('ImageMask'))
  const space = dict.get(PDFName.of('ColorSpace'))
  const spaceName = space instanceof PDFName ? space.decodeText() : space instanceof PDFArray && space.get(0) instanceof PDFName ? (space.get(0) as PDFName).decodeText() : ''
  const components = mask && mask.toString() === 'true' ? 1 : (COMPONENTS[spaceName] ?? 4)
  const bits = mask && mask.toString() === 'true' ? 1 : Math.min(number('BitsPerComponent') ?? 8, 16)
  return (Math.ceil((width * components * bits) / 8) + 1) * height
}

/**
 * Bounds what the file decodes to, before any parser decodes anything: every object header in the
 * bytes (even one hidden in another stream's data) is parsed, and each stream's data goes through
 * every filter of its chain with a running total. An image may decode to no more than the raster it
 * declares (at most MAX_IMAGE_BYTES; all images together MAX_IMAGES_DECODED_BYTES); everything
 * else shares MAX_DECODED_BYTES. Decoding stops the moment a bound is passed.
 */
export async function boundDecodedSize(bytes: Uint8Array): Promise<void> {
  const text = latin1(bytes)
  const context = PDFContext.create()
  const other: DecodeBudget = { left: MAX_DECODED_BYTES }
  const images: DecodeBudget = { left: MAX_IMAGES_DECODED_BYTES }
  for (const header of text.matchAll(OBJECT_HEADER)) {
    const object = objectAt(bytes, header.index + header[0].length, context)
    if (!(object instanceof PDFRawStream)) continue
    const chain = filterChain(object.dict)
    const declared = declaredImageBytes(object.dict)
    if (declared !== null && declared > MAX_IMAGE_BYTES) throw new PdfRejected(PDF_REASONS.overload)
    try {
      if (declared === null) await measureDecoded(object.contents, chain, other, MAX_DECODED_BYTES)
      else await measureDecoded(object.contents, chain, images, declared + 4096)
    } catch (err) {
      if (err instanceof DecodeLimitReached) throw new PdfRejected(PDF_REASONS.overload)
      throw err
    }
  }
}

type ReaderEntry = { kind: 'at'; offset: number; generation: number } | { kind: 'inStream'; stream: number } | { kind: 'free' }

/** Undoes PNG predictors (used by most cross-reference streams) row by row. */
function unpredict(data: Buffer, columns: number): Buffer {
  const rows = Math.floor(data.length / (columns + 1))
  const out = Buffer.alloc(rows * columns)
  for (let row = 0; row < rows; row++) {
    const type = data[row * (columns + 1)]!
    for (let col = 0; col < columns; col++) {
      const raw = data[row * (columns + 1) + 1 + col]!
      const left = col > 0 ? out[row * columns + col - 1]! : 0
      const up = row > 0 ? out[(row - 1) * columns + col]! : 0
      const upLeft = row > 0 && col > 0 ? out[(row - 1) * columns + col - 1]! : 0
      let value = raw
      if (type === 1) value += left
      else if (type === 2) value += up
      else if (type === 3) value += (left + up) >> 1
      else if (type === 4) {
        const p = left + up - upLeft
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)]
        value += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
      }
      out[row * columns + col] = value & 0xff
    }
  }
  return out
}

/** The entries of a cross-reference stream (its size was bounded by boundDecodedSize). */
function crossRefStreamEntries(stream: PDFRawStream, entries: Map<number, ReaderEntry>): void {
  const dict = stream.dict
  const chain = filterChain(dict)
  if (chain.length > 1 || (chain.length === 1 && filterName(chain[0]!.filter) !== 'FlateDecode')) throw new PdfRejected(PDF_REASONS.broken)
  let data: Buffer
  try {
    data = chain.length ? zlib.inflateSync(stream.contents, { finishFlush: zlib.constants.Z_SYNC_FLUSH }) : Buffer.from(stream.contents)
  } catch {
    throw new PdfRejected(PDF_REASONS.broken)
  }
  const params = dict.get(PDFName.of('DecodeParms'))
  const predictor = params instanceof PDFDict ? params.get(PDFName.of('Predictor')) : undefined
  if (predictor instanceof PDFNumber && predictor.asNumber() >= 10) {
    const columns = (params as PDFDict).get(PDFName.of('Columns'))
    data = unpredict(data, columns instanceof PDFNumber ? columns.asNumber() : 1)
  }
  const widths = dict.get(PDFName.of('W'))
  const size = dict.get(PDFName.of('Size'))
  if (!(widths instanceof PDFArray) || !(size instanceof PDFNumber)) throw new PdfRejected(PDF_REASONS.broken)
  const w = widths.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : -1))
  if (w.length !== 3 || w.some((n) => n < 0 || n > 8)) throw new PdfRejected(PDF_REASONS.broken)
  const index = dict.get(PDFName.of('Index'))
  const ranges = index instanceof PDFArray ? index.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : 0)) : [0, size.asNumber()]
  let at = 0
  const field = (width: number, fallback: number) => {
    if (width === 0) return fallback
    let value = 0
    for (let i = 0; i < width; i++) value = value * 256 + (data[at++] ?? 0)
    return value
  }
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    for (let i = 0; i < ranges[r + 1]!; i++) {
      if (at + w[0]! + w[1]! + w[2]! > data.length) throw new PdfRejected(PDF_REASONS.broken)
      const type = field(w[0]!, 1)
      const second = field(w[1]!, 0)
      const third = field(w[2]!, 0)
      const number = ranges[r]! + i
      if (entries.has(number)) continue // a newer section already said where it is
      entries.set(number, type === 1 ? { kind: 'at', offset: second, generation: third } : type === 2 ? { kind: 'inStream', stream: second } : { kind: 'free' })
    }
  }
}

const TABLE_ROW = /[\0\t\n\f\r ]*(\d+)[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]*([nf])?/y

/**
 * The objects as a reader finds them: from the last `startxref`, each cross-reference section (a
 * table, a stream, or both) and its /Prev chain, the newest entry for each number winning.
 */
function readerView(bytes: Uint8Array): { entries: Map<number, ReaderEntry>; root: PDFRef | null } {
  const text = latin1(bytes)
  const context = PDFContext.create()
  const entries = new Map<number, ReaderEntry>()
  let root: PDFRef | null = null
  const startxref = /startxref[\0\t\n\f\r ]+(\d+)/g
  let offset = -1
  for (const match of text.matchAll(startxref)) offset = Number(match[1])
  const visited = new Set<number>()
  const trailerOf = (dict: PDFDict) => {
    const rootRef = dict.get(PDFName.of('Root'))
    if (!root && rootRef instanceof PDFRef) root = rootRef
    if (dict.has(PDFName.of('Encrypt'))) throw new PdfRejected(PDF_REASONS.encrypted)
  }
  const streamSection = (at: number) => {
    const header = /(\d+)[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+obj/y
    header.lastIndex = at
    const match = header.exec(text)
    const stream = match ? objectAt(bytes, at + match[0].length, context) : null
    if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Type')) !== PDFName.of('XRef')) throw new PdfRejected(PDF_REASONS.broken)
    crossRefStreamEntries(stream, entries)
    return stream.dict
  }
  while (offset >= 0) {
    if (visited.has(offset) || offset >= text.length || visited.size > 1000) throw new PdfRejected(PDF_REASONS.broken)
    visited.add(offset)
    let at = offset
    while (/[\0\t\n\f\r ]/.test(text[at] ?? '')) at++
    let trailer: PDFDict
    if (text.startsWith('xref', at)) {
      at += 4
      const section: [number, ReaderEntry][] = []
      let number = 0
      for (;;) {
        TABLE_ROW.lastIndex = at
        const row = TABLE_ROW.exec(text)
        if (!row) break
        at = TABLE_ROW.lastIndex
        if (!row[3]) number = Number(row[1])
        else section.push([number++, row[3] === 'n' ? { kind: 'at', offset: Number(row[1]), generation: Number(row[2]) } : { kind: 'free' }])
      }
      while (/[\0\t\n\f\r ]/.test(text[at] ?? '')) at++
      if (!text.startsWith('trailer', at)) throw new PdfRejected(PDF_REASONS.broken)
      const dict = objectAt(bytes, at + 7, context)
      if (!(dict instanceof PDFDict)) throw new PdfRejected(PDF_REASONS.broken)
      trailer = dict
      for (const [n, entry] of section) if (!entries.has(n)) entries.set(n, entry)
      // a hybrid file: the table's entries first, then its stream's, then the older sections
      const hybrid = dict.get(PDFName.of('XRefStm'))
      if (hybrid instanceof PDFNumber) streamSection(hybrid.asNumber())
    } else trailer = streamSection(at)
    trailerOf(trailer)
    const prev = trailer.get(PDFName.of('Prev'))
    offset = prev instanceof PDFNumber ? prev.asNumber() : -1
  }
  if (entries.size === 0) throw new PdfRejected(PDF_REASONS.broken)
  return { entries, root }
}

type Source = { at: number; fromStream: boolean }

/**
 * Loads the file with pdf-lib, noting where each object it keeps came from: the offset of the
 * top-level `N G obj` it parsed it at (or of the object stream holding it).
 */
async function loadNoted(bytes: Uint8Array) {
  const parser = new PDFParser(bytes, Infinity, false, false)
  const sources = new Map<string, Source>()
  const headers = new Map<number, { ref: PDFRef; kept: boolean }>()
  const doubled = new Set<string>()
  const internals = parser as unknown as {
    context: PDFContext
    bytes: { offset(): number }
    parseIndirectObject(): Promise<PDFRef>
    skipWhitespaceAndComments(): void
  }
  const parseOne = internals.parseIndirectObject.bind(parser)
  let at = -1
  let assigned: PDFRef[] = []
  const assign = internals.context.assign.bind(internals.context)
  internals.context.assign = (ref: PDFRef, object: PDFObject) => {
    assigned.push(ref)
    assign(ref, object)
  }
  internals.parseIndirectObject = async () => {
    internals.skipWhitespaceAndComments()
    at = internals.bytes.offset()
    assigned = []
    const ref = await parseOne()
    const kept = assigned.length === 1 && assigned[0] === ref
    headers.set(at, { ref, kept })
    for (const child of assigned) {
      if (!kept && sources.get(child.tag)?.at === at) doubled.add(child.tag) // twice in one object stream
      sources.set(child.tag, { at, fromStream: !kept })
    }
    return ref
  }
  const context = await parser.parseDocument()
  // what PDFDocument.load does after parsing (its constructor is not in the typings)
  const PdfDocument = PDFDocument as unknown as new (context: PDFContext, ignoreEncryption: boolean, updateMetadata: boolean) => PDFDocument
  return { doc: new PdfDocument(context, true, false), sources, headers, doubled }
}

/**
 * Loads the file with pdf-lib and refuses it unless every object a reader would find through the
 * cross-reference sections is the very one pdf-lib kept: not an earlier copy of a number defined
 * twice, not one hidden in another stream's data, not a second copy in an object stream. An object
 * header anywhere else in the bytes is refused too: a reader that rebuilds a damaged table scans
 * for headers and would find it.
 */
export async function loadAsReadersDo(bytes: Uint8Array): Promise<PDFDocument> {
  let loaded: Awaited<ReturnType<typeof loadNoted>>
  try {
    loaded = await loadNoted(bytes)
  } catch {
    throw new PdfRejected(PDF_REASONS.broken)
  }
  const { doc, sources, headers, doubled } = loaded
  if (doc.isEncrypted) throw new PdfRejected(PDF_REASONS.encrypted)
  const reader = readerView(bytes)
  const text = latin1(bytes)
  for (const header of text.matchAll(OBJECT_HEADER)) if (!headers.has(header.index)) throw new PdfRejected(PDF_REASONS.ambiguous)
  const streamAt = (number: number) => {
    const entry = reader.entries.get(number)
    return entry?.kind === 'at' ? entry.offset : -1
  }
  for (const [number, entry] of reader.entries) {
    if (entry.kind === 'free') continue
    if (entry.kind === 'inStream') {
      const source = sources.get(PDFRef.of(number, 0).tag)
      if (!source || !source.fromStream || source.at !== streamAt(entry.stream) || doubled.has(PDFRef.of(number, 0).tag)) throw new PdfRejected(PDF_REASONS.ambiguous)
      continue
    }
    let at = entry.offset
    while (/[\0\t\n\f\r ]/.test(text[at] ?? '')) at++
    const header = headers.get(at)
    if (!header || header.ref.objectNumber !== number || header.ref.generationNumber !== entry.generation) throw new PdfRejected(PDF_REASONS.ambiguous)
    if (header.kept && sources.get(header.ref.tag)?.at !== at) throw new PdfRejected(PDF_REASONS.ambiguous)
  }
  const root = doc.context.trailerInfo.Root
  if (!reader.root || !(root instanceof PDFRef) || root.tag !== reader.root.tag) throw new PdfRejected(PDF_REASONS.ambiguous)
  return doc
}
