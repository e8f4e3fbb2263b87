import { Readable, Transform, Writable, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'

/**
 * Streaming decoders for the PDF filters that expand data (docs/decisions/114). Each stage passes
 * its output on in small chunks and forgets it, so decoding a stream costs a few hundred KB of
 * memory however large its output: a decompression bomb is measured, never held.
 */

/** What the data may still grow to; shared by every stage of every stream of one file. */
export type DecodeBudget = { left: number }

/** Thrown by a counting stage the moment a stream's output passes what it may decode to. */
export class DecodeLimitReached extends Error {}

const CHUNK = 64 * 1024

/** Collects output bytes into CHUNK-sized buffers for push(). */
class Output {
  private buffer = Buffer.allocUnsafe(CHUNK)
  private at = 0
  constructor(private readonly stage: Transform) {}
  room(bytes: number): void {
    if (this.at + bytes > this.buffer.length) this.flush()
    if (bytes > this.buffer.length) this.buffer = Buffer.allocUnsafe(bytes)
  }
  byte(value: number): void {
    if (this.at === this.buffer.length) this.flush()
    this.buffer[this.at++] = value
  }
  /** Writes `length` bytes ending at the current position backwards through `fill` (LZW strings). */
  reserve(length: number): number {
    this.room(length)
    const start = this.at
    this.at += length
    return start
  }
  get bytes(): Buffer {
    return this.buffer
  }
  flush(): void {
    if (this.at === 0) return
    this.stage.push(Buffer.from(this.buffer.subarray(0, this.at)))
    this.buffer = Buffer.allocUnsafe(CHUNK)
    this.at = 0
  }
}

/** A decoder that keeps its state between chunks and ignores everything after its end-of-data mark. */
abstract class ByteDecoder extends Transform {
  protected ended = false
  protected readonly out = new Output(this)
  protected abstract decodeByte(byte: number): void
  protected finish(): void {}
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    for (let i = 0; i < chunk.length && !this.ended; i++) this.decodeByte(chunk[i]!)
    this.out.flush()
    done()
  }
  override _flush(done: TransformCallback): void {
    if (!this.ended) this.finish()
    this.out.flush()
    done()
  }
}

const HEX = (byte: number): number => (byte >= 0x30 && byte <= 0x39 ? byte - 0x30 : (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66 ? (byte | 0x20) - 0x57 : -1)

class AsciiHexDecoder extends ByteDecoder {
  private high = -1
  protected decodeByte(byte: number): void {
    if (byte === 0x3e) return this.finish()
    const digit = HEX(byte)
    if (digit < 0) return // whitespace and stray bytes are skipped, as readers do
    if (this.high < 0) this.high = digit
    else {
      this.out.byte((this.high << 4) | digit)
      this.high = -1
    }
  }
  protected override finish(): void {
    if (this.high >= 0) this.out.byte(this.high << 4)
    this.high = -1
    this.ended = true
  }
}

class Ascii85Decoder extends ByteDecoder {
  private group: number[] = []
  protected decodeByte(byte: number): void {
    if (byte === 0x7e) return this.finish() // ~>
    if (byte === 0x7a && this.group.length === 0) {
      for (let i = 0; i < 4; i++) this.out.byte(0)
      return
    }
    if (byte < 0x21 || byte > 0x75) return
    this.group.push(byte - 0x21)
    if (this.group.length === 5) this.emitGroup(4)
  }
  private emitGroup(bytes: number): void {
    while (this.group.length < 5) this.group.push(84)
    let value = 0
    for (const digit of this.group) value = value * 85 + digit
    for (let i = 0; i < bytes; i++) this.out.byte((value >>> (24 - 8 * i)) & 0xff)
    this.group = []
  }
  protected override finish(): void {
    if (this.group.length > 1) this.emitGroup(this.group.length - 1)
    this.group = []
    this.ended = true
  }
}

class RunLengthDecoder extends ByteDecoder {
  private literal = 0
  private repeat = 0
  protected decodeByte(byte: number): void {
    if (this.literal > 0) {
      this.out.byte(byte)
      this.literal--
    } else if (this.repeat > 0) {
      for (let i = 0; i < this.repeat; i++) this.out.byte(byte)
      this.repeat = 0
    } else if (byte === 128) this.ended = true
    else if (byte < 128) this.literal = byte + 1
    else this.repeat = 257 - byte
  }
}

/** LZW as PDF readers decode it (9–12-bit codes, 256 clear, 257 end, EarlyChange). */
class LzwDecoder extends ByteDecoder {
  private readonly prefixes = new Uint16Array(4096)
  private readonly lengths = new Uint16Array(4096)
  private readonly lasts = new Uint8Array(4096)
  private readonly firsts = new Uint8Array(4096)
  private bits = 0
  private bitCount = 0
  private width = 9
  private nextCode = 258
  private previous = -1
  constructor(private readonly earlyChange: number) {
    super()
    for (let code = 0; code < 256; code++) {
      this.lengths[code] = 1
      this.lasts[code] = code
      this.firsts[code] = code
    }
  }
  protected decodeByte(byte: number): void {
    this.bits = ((this.bits << 8) | byte) & 0xffffff
    this.bitCount += 8
    while (this.bitCount >= this.width && !this.ended) {
      this.bitCount -= this.width
      this.decodeCode((this.bits >>> this.bitCount) & ((1 << this.width) - 1))
    }
  }
  private decodeCode(code: number): void {
    if (code === 256) {
      this.width = 9
      this.nextCode = 258
      this.previous = -1
      return
    }
    if (code === 257) {
      this.ended = true
      return
    }
    let first: number
    if (code < 256 || (code > 257 && code < this.nextCode)) {
      this.writeString(code)
      first = this.firsts[code]!
    } else if (this.previous >= 0) {
      // the code being defined right now: the previous string and its own first byte
      this.writeString(this.previous)
      first = this.firsts[this.previous]!
      this.out.byte(first)
    } else {
      this.ended = true // damaged: readers stop here too
      return
    }
    if (this.previous >= 0 && this.nextCode < 4096) {
      this.prefixes[this.nextCode] = this.previous
      this.lengths[this.nextCode] = this.lengths[this.previous]! + 1
      this.lasts[this.nextCode] = first
      this.firsts[this.nextCode] = this.firsts[this.previous]!
      this.nextCode++
    }
    if (this.nextCode + this.earlyChange >= 1 << this.width && this.width < 12) this.width++
    this.previous = code
  }
  private writeString(code: number): void {
    const length = this.lengths[code]!
    const start = this.out.reserve(length)
    const bytes = this.out.bytes
    for (let i = length - 1; i >= 0; i--) {
      bytes[start + i] = this.lasts[code]!
      code = this.prefixes[code]!
    }
  }
}

/** Counts what passes through against the stream's own bound and the file's budget. */
class Counter extends Transform {
  private seen = 0
  constructor(
    private readonly budget: DecodeBudget,
    private readonly streamLimit: number,
  ) {
    super()
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length
    this.budget.left -= chunk.length
    if (this.budget.left < 0 || this.seen > this.streamLimit) return done(new DecodeLimitReached())
    done(null, chunk)
  }
}

/** Filters whose output the check can measure; the others (image codecs) end the chain undecoded. */
const DECODERS: Record<string, (params: { earlyChange: number }) => Transform> = {
  FlateDecode: () => zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH, chunkSize: CHUNK }),
  LZWDecode: ({ earlyChange }) => new LzwDecoder(earlyChange),
  ASCIIHexDecode: () => new AsciiHexDecoder(),
  ASCII85Decode: () => new Ascii85Decoder(),
  RunLengthDecode: () => new RunLengthDecoder(),
}
/** The abbreviations readers accept for the same filters. */
const ABBREVIATIONS: Record<string, string> = { Fl: 'FlateDecode', LZW: 'LZWDecode', AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode', RL: 'RunLengthDecode' }

export const filterName = (name: string): string => ABBREVIATIONS[name] ?? name

export type FilterStep = { filter: string; earlyChange: number }

/**
 * Decodes `data` through `chain` stage by stage, counting every stage's output (a stage that
 * shrinks what the one before produced, like hex decoding whitespace, cannot hide it). Throws
 * DecodeLimitReached the moment the output passes `streamLimit` or the file's budget; damaged data
 * simply ends the count where the decoder stops.
 */
export async function measureDecoded(data: Uint8Array, chain: FilterStep[], budget: DecodeBudget, streamLimit: number): Promise<void> {
  const stages: Transform[] = []
  for (const step of chain) {
    const make = DECODERS[filterName(step.filter)]
    if (!make) break
    stages.push(make(step), new Counter(budget, streamLimit))
  }
  if (stages.length === 0) return
  const source = Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += CHUNK) yield Buffer.from(data.buffer, data.byteOffset + at, Math.min(CHUNK, data.length - at))
    })(),
  )
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() })
  try {
    await pipeline([source, ...stages, sink])
  } catch (err) {
    if (err instanceof DecodeLimitReached) throw err
    // damaged data: readers stop decoding there too
  }
}
