import { AsyncResource } from 'node:async_hooks'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Request, RequestHandler, Response } from 'express'
import multer from 'multer'
import type { PublicUploadBudget } from '../config.js'
import { log } from '../log.js'
import { ensurePrivateDir } from '../ops/file-modes.js'
import { ADDRESS_QUOTA_SPENT, SITE_QUOTA_SPENT, UPLOADS_BUSY } from './public-upload-text.js'
import type { AppContext } from './context.js'
import { HttpError } from './errors.js'
import { MAX_LIMITED_ADDRESSES } from './rate-limit.js'
import { fileNameHasPath, MAX_FILE_PARTS, PATH_IN_FILE_NAME, uploadError } from './uploads.js'
import { visitorKey } from './visitor.js'

/**
 * What a stranger may upload, in one place for every public route that takes files (today the
 * grievance form; docs/decisions/150). Staff uploads keep their own reader (uploads.ts) and limits.
 *
 * - Files go to disk as they arrive (a private temporary folder under DATA_DIR), never whole in
 *   memory, and are removed when the request ends, whatever its answer.
 * - A byte budget across every anonymous upload in flight: a request is counted for its declared
 *   length (the most it may be when it declares none); past the budget it is answered 503 with
 *   Retry-After before a byte is read.
 * - A storage quota per day, per address and for the whole site: past it, 429 with Retry-After.
 * - A request larger than `maxFiles` files of `maxFileBytes` and the text fields is refused (413)
 *   before a byte is read.
 */

/** Files a public route accepts, and what it says about a file too large. */
export type PublicUploadRules = {
  /** Files accepted; one more is read, so that the route can say "too many" rather than drop it unseen. */
  maxFiles: number
  maxFileBytes: number
  /** Largest text field (the body limit of the form's text). */
  fieldsLimit: number
  tooLarge: () => HttpError
  /** What the route says of a text field longer than fieldsLimit (its name given); else 413 for the body. */
  fieldTooLong?: (field: string) => HttpError
  /**
   * True for a request whose text fields are read even when its files are refused before a byte
   * of them is stored (the quota, the budget in flight, a body too large): a form posted without
   * JavaScript keeps what was typed. The files are read past, never kept.
   */
  readFieldsOfRefused?: (req: Request) => boolean
}

/**
 * How the route answers a refusal of this module itself (true: answered), e.g. a form post without
 * JavaScript goes back to its form; otherwise next(refusal): JSON with its status, message and
 * Retry-After.
 */
export type PublicUploadRefused = (req: Request, res: Response, refusal: HttpError) => boolean

/**
 * The mark the route walker looks for (tests/hardening/public-uploads.test.ts), and `readText`:
 * the text fields of a request refused before this reader ran (a rate limit), read as a refused
 * request's are (its files passed over), then `done`. Other content types go to `done` at once.
 */
export type PublicUploadHandler = RequestHandler & { publicUpload: true; readText: (req: Request, res: Response, done: () => void) => void }

export { ADDRESS_QUOTA_SPENT, SITE_QUOTA_SPENT, UPLOADS_BUSY }
export const REQUEST_TOO_LARGE = (rules: PublicUploadRules) => `The form with its attachments is too large: at most ${rules.maxFiles} files of ${rules.maxFileBytes / 1024 / 1024} MB each.`

/** Retry-After of a request refused because the budget in flight is spent: uploads end within seconds. */
export const BUSY_RETRY_SECONDS = 30
const DAY_MS = 24 * 60 * 60 * 1000
/** Room for multipart's own bytes (boundaries, part headers) beside files and fields. */
const MULTIPART_OVERHEAD = 64 * 1024
/** A body this small carries no file worth counting against a quota (the text of the form). */
const TEXT_ALLOWANCE = (rules: PublicUploadRules) => rules.fieldsLimit + MULTIPART_OVERHEAD

/**
 * Each chunk of a request body is read into a buffer of its own, outside the V8 heap and freed only
 * by a young-generation collection, which V8 starts for such buffers only once 32 MB of them wait
 * (a fixed figure: --max-semi-space-size does not move it). Strangers' bodies, read to disk or
 * drained after a refusal, so kept up to 32 MB of dead chunks in the server (issue 36's flood:
 * +25–35 MB at its peak) and the C allocator kept their pages after. `npm start` exposes gc
 * (--expose-gc): the bodies read here collect the young generation every 8 MB, a few milliseconds
 * each and less CPU than the full collections that pressure started. Without gc nothing changes.
 */
const COLLECT_EVERY_BYTES = 8 * 1024 * 1024
let readSinceCollected = 0
function bodyRead(chunk: Buffer): void {
  readSinceCollected += chunk.length
  if (readSinceCollected < COLLECT_EVERY_BYTES || !globalThis.gc) return
  readSinceCollected = 0
  globalThis.gc({ type: 'minor' })
}

/** Bytes stored in one day's window, which starts at the first upload counted in it. */
type DayCount = { bytes: number; resetAt: number }

const byContext = new WeakMap<AppContext, PublicUploads>()

/** The one public-upload budget of an app (its routes share it). */
export function publicUploads(ctx: AppContext): PublicUploads {
  let found = byContext.get(ctx)
  if (!found) byContext.set(ctx, (found = new PublicUploads(ctx.config.publicUploads, path.join(ctx.config.dataDir, 'incoming'), () => ctx.clock.now())))
  return found
}

export class PublicUploads {
  private inFlight = 0
  /** address → its day's count; Map order is least recently used first, bounded as the rate limits are. */
  private readonly addresses = new Map<string, DayCount>()
  private site: DayCount = { bytes: 0, resetAt: 0 }
  private folderReady = false

  constructor(
    readonly budget: PublicUploadBudget,
    readonly folder: string,
    private readonly now: () => number,
  ) {}

  /** Bytes of anonymous uploads in flight now (the budget's use). */
  get bytesInFlight(): number {
    return this.inFlight
  }

  /** The temporary folder, emptied of what a killed process left there the first time it is used. */
  private tempFolder(): string {
    if (!this.folderReady) {
      fs.rmSync(this.folder, { recursive: true, force: true })
      ensurePrivateDir(this.folder)
      this.folderReady = true
    }
    return this.folder
  }

  private dayOf(address: string): DayCount {
    const now = this.now()
    let count = this.addresses.get(address)
    if (!count || count.resetAt <= now) count = { bytes: 0, resetAt: now + DAY_MS }
    this.addresses.delete(address)
    this.addresses.set(address, count)
    for (const [oldest, { resetAt }] of this.addresses) {
      if (this.addresses.size <= MAX_LIMITED_ADDRESSES && resetAt > now) break
      this.addresses.delete(oldest)
    }
    if (this.site.resetAt <= now) this.site = { bytes: 0, resetAt: now + DAY_MS }
    return count
  }

  /** The quota refusal for storing `bytes` more from this address, or null when they fit. */
  private quotaRefusal(address: string, bytes: number): HttpError | null {
    const mine = this.dayOf(address)
    const retry = (count: DayCount) => Math.max(1, Math.ceil((count.resetAt - this.now()) / 1000))
    if (mine.bytes + bytes > this.budget.perAddressDailyBytes) return new HttpError(429, ADDRESS_QUOTA_SPENT, { attachments: ADDRESS_QUOTA_SPENT }, retry(mine))
    if (this.site.bytes + bytes > this.budget.siteDailyBytes) return new HttpError(429, SITE_QUOTA_SPENT, { attachments: SITE_QUOTA_SPENT }, retry(this.site))
    return null
  }

  /**
   * The reader of a public route's multipart body: text fields into req.body, files (up to
   * rules.maxFiles + 1) to disk as req.files with their `path`. Other content types pass through.
   */
  receive(rules: PublicUploadRules, onRefused?: PublicUploadRefused): PublicUploadHandler {
    const readCount = rules.maxFiles + 1
    // No request larger than this can be accepted: refused before it is read, and what one that
    // declares no length is counted for in flight.
    const largest = rules.maxFiles * rules.maxFileBytes + TEXT_ALLOWANCE(rules)
    const storage = multer.diskStorage({
      destination: (_req, _file, done) => {
        try {
          done(null, this.tempFolder())
        } catch (err) {
          done(err as Error, '')
        }
      },
      filename: (_req, _file, done) => done(null, crypto.randomBytes(12).toString('hex')),
    })
    const KEPT = Symbol('kept')
    type Counting = Request & { [KEPT]?: number }
    // streamHandler: multer's own option (feeds busboy), not in its type declarations
    const options: multer.Options & { streamHandler: (req: Request, busboy: NodeJS.WritableStream) => void } = {
      storage,
      streamHandler: (req, busboy) => {
        req.on('data', bodyRead)
        req.pipe(busboy)
      },
      preservePath: true,
      defParamCharset: 'utf8',
      limits: { fileSize: rules.maxFileBytes, files: MAX_FILE_PARTS, fields: 50, parts: 100, fieldSize: rules.fieldsLimit, fieldNameSize: 100 },
      fileFilter: (req: Counting, file, accept) => {
        if (fileNameHasPath(file.originalname)) return accept(new HttpError(400, PATH_IN_FILE_NAME))
        const kept = req[KEPT] ?? 0
        if (kept >= readCount) return accept(null, false)
        req[KEPT] = kept + 1
        accept(null, true)
      },
    }
    const upload = multer(options).any()
    // the text of a refused request: every file passed over unread into nothing
    const fieldsOnly = multer({ ...options, storage: multer.memoryStorage(), fileFilter: (_req, _file, accept) => accept(null, false) }).any()
    const readText = (req: Request, res: Response, done: () => void) => {
      if (req.is('multipart/form-data') !== 'multipart/form-data') return done()
      fieldsOnly(req, res, AsyncResource.bind(() => done()))
    }
    /** multer's answer as this route says it. */
    const refusalOf = (err: unknown): HttpError | unknown => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FIELD_VALUE' && err.field && rules.fieldTooLong) return rules.fieldTooLong(err.field)
      return uploadError(err, readCount, rules.tooLarge)
    }

    const handler: RequestHandler = (req, res, next) => {
      if (req.is('multipart/form-data') !== 'multipart/form-data') return next()
      const refuse = (refusal: HttpError, why: string) => {
        log.warn('public upload refused', { path: req.path, ip: req.ip, status: refusal.status, reason: why })
        if (!onRefused?.(req, res, refusal)) next(refusal)
      }
      /**
       * Refused before the body is read: what the client still sends is read (counted) and thrown
       * away, its text fields kept first where the route asks for them.
       */
      const refuseUnread = (refusal: HttpError, why: string) => {
        if (!rules.readFieldsOfRefused?.(req)) {
          req.on('data', bodyRead)
          return refuse(refusal, why)
        }
        readText(req, res, () => refuse(refusal, why))
      }
      const declared = req.headers['content-length'] === undefined ? null : Number(req.headers['content-length'])
      if (declared !== null && declared > largest) return refuseUnread(new HttpError(413, REQUEST_TOO_LARGE(rules), { attachments: REQUEST_TOO_LARGE(rules) }), `declared ${declared} bytes`)
      // one household's quota, by the rule every limit uses (docs/decisions/154)
      const address = visitorKey(req, 'household')
      const filesAtMost = Math.max(0, (declared ?? largest) - TEXT_ALLOWANCE(rules))
      const overQuota = filesAtMost > 0 && this.quotaRefusal(address, Math.min(filesAtMost, rules.maxFiles * rules.maxFileBytes))
      if (overQuota) return refuseUnread(overQuota, 'daily quota')
      const reserved = declared ?? largest
      if (this.inFlight + reserved > this.budget.inFlightBytes) {
        return refuseUnread(new HttpError(503, UPLOADS_BUSY, { attachments: UPLOADS_BUSY }, BUSY_RETRY_SECONDS), `budget in flight: ${this.inFlight} + ${reserved} bytes`)
      }
      this.inFlight += reserved
      let ended = false
      res.once('close', () => {
        if (ended) return
        ended = true
        this.inFlight -= reserved
        // every file of this request goes, answered or refused: what was kept is in the database by now
        for (const file of Array.isArray(req.files) ? req.files : []) if (file.path) fs.rm(file.path, { force: true }, () => {})
      })
      upload(
        req,
        res,
        AsyncResource.bind((err?: unknown) => {
          if (err) {
            const answer = refusalOf(err)
            return answer instanceof HttpError ? refuse(answer, answer.message) : next(answer)
          }
          const received = (Array.isArray(req.files) ? req.files : []).reduce((sum, file) => sum + file.size, 0)
          if (received > 0) {
            const spent = this.quotaRefusal(address, received)
            if (spent) return refuse(spent, 'daily quota')
            this.dayOf(address).bytes += received
            this.site.bytes += received
          }
          next()
        }),
      )
    }
    return Object.assign(handler, { publicUpload: true as const, readText })
  }
}

/** True when a route's handlers read files through this module (the route walker's check). */
export function usesPublicUploads(handlers: readonly unknown[]): boolean {
  return handlers.some((handler) => (handler as Partial<PublicUploadHandler> | null)?.publicUpload === true)
}
