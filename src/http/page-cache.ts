import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { promisify } from 'node:util'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import { preferredEncoding, type Encoding } from './encoding.js'
import { PUBLIC_PAGE, publicPageCacheControl } from './cache-control.js'
import { PAGE_VARY } from './save-data.js'

/** Headers the cache writes itself, dropped from what the renderer gave (Vike sends no-store). */
const OWN_HEADERS = new Set(['content-length', 'cache-control', 'etag', 'vary', 'content-encoding'])

export type CachedPage = {
  version: number
  /** Milliseconds since the epoch after which the page is rendered anew even without a write (0: never). */
  expiresAt: number
  status: number
  headers: [string, string][]
  body: Buffer
  /** Compressed once when first asked for, then served as is. */
  gzip?: Buffer
  br?: Buffer
  etag: string
  /** The flat header lists sent with this page, made once per set of extra (security) headers and per encoding. */
  sent?: WeakMap<object, SentHeaders>
}

/** What writeHead is given: for a 304, and for the body in each encoding (with its length). */
type SentHeaders = { notModified: string[] } & Partial<Record<Encoding, string[]>>

const NO_HEADERS: [string, string][] = []

/** HTML may be kept by shared caches for a few seconds, then revalidated (ETag): src/http/cache-control.ts. */
export const HTML_CACHE_CONTROL = PUBLIC_PAGE

/** What the cache may hold in all, bodies and their compressed forms counted. */
export const PAGE_CACHE_BYTES = 16 * 1024 * 1024
/** What a key that points at a shared "not found" page is charged. */
const ALIAS_BYTES = 64

function pageBytes(page: CachedPage): number {
  return page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0)
}

/**
 * Rendered HTML by canonical URL (src/app/page-params.ts), the low-data variant under a key of its
 * own (src/http/save-data.ts: every answer says `Vary: Save-Data`). An entry is valid while the content
 * version it was rendered at is current and its expiry (if any) has not passed. The least recently
 * used entries go first once the bytes held pass the bound. Every 404 of a version shares one page
 * per distinct body: an unknown path costs its key, not another copy of the page.
 */
export class PageCache {
  private readonly lru: LRUCache<string, CachedPage>
  private notFound = new Map<string, CachedPage>()
  private notFoundVersion = -1
  /** Counts forget() calls; a render started before a page was forgotten is not kept for it. */
  private forgets = 0
  /** Path → the forget count when it was last forgotten. */
  private readonly forgotten = new Map<string, number>()

  constructor(maxBytes = PAGE_CACHE_BYTES) {
    this.lru = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page, key) => key.length + (page.status === 404 ? ALIAS_BYTES : pageBytes(page)),
    })
  }

  /** `now`: the app's clock (src/clock.ts), against which scheduled expiry times are set. */
  get(key: string, version: number, now = Date.now()): CachedPage | null {
    const entry = this.lru.get(key)
    if (!entry || entry.version !== version) return null
    if (entry.expiresAt !== 0 && now >= entry.expiresAt) return null
    return entry
  }

  /**
   * `encoded`: the body already compressed (a background render), so that no visitor waits for it.
   * `renderedFrom`: mark() taken when the render began; the page is not kept if it was forgotten since.
   */
  set(key: string, version: number, status: number, headers: [string, string][], html: string | Buffer, expiresAt = 0, encoded: { br?: Buffer; gzip?: Buffer } = {}, renderedFrom = this.forgets): CachedPage {
    const body = typeof html === 'string' ? Buffer.from(html) : html
    // Weak: the same validator stands for every encoding of these bytes.
    const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`
    let entry: CachedPage = { version, expiresAt, status, headers, body, etag, ...encoded }
    if (status === 404) entry = this.sharedNotFound(entry)
    if ((this.forgotten.get(pathOf(key)) ?? -1) <= renderedFrom) this.lru.set(key, entry)
    return entry
  }

  /** Taken before a render, given to set(): a page forgotten meanwhile is not kept from it. */
  mark(): number {
    return this.forgets
  }

  /** Drops the cached copies of one page (every query of its path); the rest of the cache stays. */
  forget(pathname: string): void {
    this.forgotten.set(pathname, ++this.forgets)
    for (const key of [...this.lru.keys()]) if (pathOf(key) === pathname) this.lru.delete(key)
  }

  /** The one copy of this 404 body at this version. */
  private sharedNotFound(entry: CachedPage): CachedPage {
    if (this.notFoundVersion !== entry.version) {
      this.notFound = new Map()
      this.notFoundVersion = entry.version
    }
    const shared = this.notFound.get(entry.etag)
    if (shared && shared.expiresAt === entry.expiresAt) return shared
    this.notFound.set(entry.etag, entry)
    return entry
  }

  /**
   * The page's headers after `extraHeaders`, with the cache's own, flat as writeHead takes them; made
   * once, unless the page changes by itself within the shared cache's freshness (then its
   * Cache-Control counts down to that moment and is made for each answer).
   */
  private headerLists(entry: CachedPage, extraHeaders: [string, string][], now: number): SentHeaders {
    const cacheControl = publicPageCacheControl(entry.expiresAt, now)
    const kept = cacheControl === HTML_CACHE_CONTROL
    entry.sent ??= new WeakMap()
    let lists = kept ? entry.sent.get(extraHeaders) : undefined
    if (!lists) {
      const pairs: [string, string][] = [...extraHeaders]
      for (const header of entry.headers) if (!OWN_HEADERS.has(header[0].toLowerCase())) pairs.push(header)
      pairs.push(['ETag', entry.etag], ['Cache-Control', cacheControl], ['Vary', PAGE_VARY])
      lists = { notModified: pairs.flat() }
      if (kept) entry.sent.set(extraHeaders, lists)
    }
    return lists
  }

  /** Entries and bytes held, for the benchmark and tests. */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.lru.size, bytes: this.lru.calculatedSize }
  }

  /**
   * Writes a cached page with Node's own response API (it also serves Express's): one writeHead
   * with every header, then the body in the encoding the client prefers, or 304 for a matching
   * ETag. `extraHeaders` are the security headers when Express middleware has not set them.
   * `now`: the app's clock, against which a scheduled moment's countdown is sent.
   */
  send(req: IncomingMessage, res: ServerResponse, key: string, entry: CachedPage, extraHeaders: [string, string][] = NO_HEADERS, now = Date.now()): void {
    const lists = this.headerLists(entry, extraHeaders, now)
    if (entry.status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, lists.notModified)
      res.end()
      return
    }
    const encoding = preferredEncoding(req)
    const body = encoding === 'identity' ? entry.body : (entry[encoding] ?? this.compress(key, entry, encoding))
    let headers = lists[encoding]
    if (!headers) {
      headers = [...lists.notModified, ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]), 'Content-Length', String(body.length)]
      lists[encoding] = headers
    }
    res.writeHead(entry.status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** The body in `encoding`, made now and kept with the entry (its bytes charged to it; a 404 is charged as a key only). */
  private compress(key: string, entry: CachedPage, encoding: 'br' | 'gzip'): Buffer {
    const body = (entry[encoding] = encoding === 'br' ? brotli(entry.body) : zlib.gzipSync(entry.body, GZIP_OPTIONS))
    if (entry.status !== 404 && this.lru.peek(key) === entry) this.lru.set(key, entry)
    return body
  }
}

/** The path of a cache key (a canonical URL, or a low-data variant's: `<url> low-data`, src/http/save-data.ts). */
function pathOf(key: string): string {
  const end = key.search(/[? ]/)
  return end === -1 ? key : key.slice(0, end)
}

const brotliOptions = (body: Buffer): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
})
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 }

function brotli(body: Buffer): Buffer {
  return zlib.brotliCompressSync(body, brotliOptions(body))
}

const brotliAsync = promisify<zlib.InputType, zlib.BrotliOptions, Buffer>(zlib.brotliCompress)
const gzipAsync = promisify<zlib.InputType, zlib.ZlibOptions, Buffer>(zlib.gzip)

/** Both encodings of a body, made on libuv's thread pool (for a page rendered in the background). */
export async function compressedForms(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzip] = await Promise.all([brotliAsync(body, brotliOptions(body)), gzipAsync(body, GZIP_OPTIONS)])
  return { br, gzip }
}
