import type { NextFunction, Request } from 'express'
import { typedLength } from '../ui/text-limit.js'
import { startWithin } from './form-state.js'

/** Fields of one post read at most, and the bytes of a field's name, as the multipart readers take them (uploads.ts). */
const MAX_FIELDS = 50
const MAX_NAME_BYTES = 100

const COUNTED = Symbol('lengths of a form post read over its limit')
type Counted = Request & { [COUNTED]?: Record<string, number> }

/**
 * A public form posted without JavaScript (urlencoded) whose body is over its call's limit
 * (body-limits.ts): read as it streams rather than refused unread, so that the route can send the
 * visitor back to the form with the field named, how long it was and what was typed
 * (docs/decisions/296). Nothing over the limit is accepted: the route refuses the post. What is
 * held is the limit at most, of decoded text, every field together: a field holds half of what is
 * left at most (more is held in part, cut between two characters), so the fields after it are
 * held too; each field's characters are counted to its end as the API's
 * limits count them (code points, a line break one). Then `req.body` is what was held, and
 * `countedLengths(req)` the lengths.
 */
export function readOverLimitForm(req: Request, limit: number, next: NextFunction): void {
  const form = new CountingFormReader(limit)
  req.on('data', (chunk: Buffer) => form.write(chunk))
  req.once('end', () => {
    const { fields, lengths } = form.end()
    req.body = fields
    ;(req as Counted)[COUNTED] = lengths
    next()
  })
  req.once('error', next)
}

/** Each field's length of a post read over its limit (readOverLimitForm); undefined for any other request. */
export function countedLengths(req: Request): Record<string, number> | undefined {
  return (req as Counted)[COUNTED]
}

const hexValue = (byte: number) => (byte >= 0x30 && byte <= 0x39 ? byte - 0x30 : byte >= 0x41 && byte <= 0x46 ? byte - 0x37 : byte >= 0x61 && byte <= 0x66 ? byte - 0x57 : -1)
const PERCENT = 0x25

/** An application/x-www-form-urlencoded body, decoded byte by byte as it arrives (percent escapes may span chunks). */
class CountingFormReader {
  private readonly held: Buffer
  private used = 0
  private readonly fields = new Map<string, string>()
  private readonly lengths = new Map<string, number>()
  // the field being read
  private name: number[] = []
  private inName = true
  private skipped = false
  private start = 0
  private room = 0
  private cut = false
  private characters = 0
  private afterCR = false
  // a percent escape being read: its bytes so far (0: none, 1: the %, 2: the % and one hex digit)
  private escaped = 0
  private escapeDigit = 0

  constructor(limit: number) {
    this.held = Buffer.allocUnsafe(limit)
  }

  write(chunk: Buffer): void {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!
      if (this.escaped) {
        const digit = hexValue(byte)
        if (digit >= 0 && this.escaped === 1) {
          this.escaped = 2
          this.escapeDigit = byte
          continue
        }
        if (digit >= 0) {
          this.escaped = 0
          this.decoded(hexValue(this.escapeDigit) * 16 + digit)
          continue
        }
        // not an escape: its bytes stand as they are
        this.flushEscape()
      }
      if (byte === 0x26) this.endField()
      else if (byte === 0x3d && this.inName) this.startValue()
      else if (byte === PERCENT) this.escaped = 1
      else this.decoded(byte === 0x2b ? 0x20 : byte)
    }
  }

  end(): { fields: Record<string, string>; lengths: Record<string, number> } {
    this.flushEscape()
    this.endField()
    return { fields: Object.fromEntries(this.fields), lengths: Object.fromEntries(this.lengths) }
  }

  private flushEscape(): void {
    const escaped = this.escaped
    this.escaped = 0
    if (escaped >= 1) this.decoded(PERCENT)
    if (escaped === 2) this.decoded(this.escapeDigit)
  }

  private startValue(): void {
    this.inName = false
    this.skipped = this.fields.has(this.nameText()) || this.fields.size >= MAX_FIELDS
    this.start = this.used
    // half of what is left: the fields after a long one (returnTo last of all) are held too
    this.room = this.used + Math.floor((this.held.length - this.used) / 2)
  }

  private decoded(byte: number): void {
    if (this.inName) {
      if (this.name.length < MAX_NAME_BYTES) this.name.push(byte)
      return
    }
    if (this.skipped) return
    // a character starts at every byte but UTF-8's continuation bytes; \r\n is one line break
    if ((byte & 0xc0) !== 0x80 && !(byte === 0x0a && this.afterCR)) this.characters++
    this.afterCR = byte === 0x0d
    if (this.used < this.room) this.held[this.used++] = byte
    else this.cut = true
  }

  private endField(): void {
    if (this.inName && this.name.length === 0) return this.nextField()
    if (this.inName) this.startValue()
    const name = this.nameText()
    if (!this.skipped) {
      const text = this.held.toString('utf8', this.start, this.used)
      // cut: the last character may be in part (a letter without its vowel sign, half a UTF-8 sequence)
      const value = this.cut ? startWithin(text, Buffer.byteLength(text) - 4) : text
      this.fields.set(name, value)
      this.lengths.set(name, this.cut ? this.characters : typedLength(value))
    }
    this.nextField()
  }

  private nameText(): string {
    return Buffer.from(this.name).toString('utf8')
  }

  private nextField(): void {
    this.name = []
    this.inName = true
    this.skipped = false
    this.cut = false
    this.characters = 0
    this.afterCR = false
  }
}
