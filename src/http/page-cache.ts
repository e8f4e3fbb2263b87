import crypto from 'node:crypto'
import zlib from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { preferredEncoding } from './encoding.js'

/** Headers the cache writes itself, dropped from what the renderer gave (Vike sends no-store). */
const OWN_HEADERS = new Set(['content-length', 'cache-control', 'etag', 'vary', 'content-encoding'])

export type CachedPage = {
  version: number
  status: number
  headers: [string, string][]
  body: Buffer
  /** Compressed once when first asked for, then served as is. */
  gzip?: Buffer
  br?: Buffer
  etag: string
  /** Scheduled content (a notice's publish or expiry time) makes the entry stale from this moment (ms). */
  validUntil: number
}

/** Public pages: everything but the admin panel. */
export function isCacheablePage(pathname: string): boolean {
  return !pathname.startsWith('/vvs/')
}

/** HTML may be kept by browsers and CDNs but must be revalidated (ETag) after a minute. */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate'

/**
 * Rendered HTML by URL. An entry is valid while the content version it was rendered at is current;
 * the map is bounded so that crawling odd URLs cannot grow it without end.
 */
export class PageCache {
  private entries = new Map<string, CachedPage>()
  constructor(private readonly maxEntries = 500) {}

  get(url: string, version: number, now: number): CachedPage | null {
    const entry = this.entries.get(url)
    return entry && entry.version === version && now < entry.validUntil ? entry : null
  }

  set(url: string, version: number, status: number, headers: [string, string][], html: string, validUntil = Infinity): CachedPage {
    const body = Buffer.from(html)
    // Weak: the same validator stands for every encoding of these bytes.
    const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`
    const entry: CachedPage = { version, status, headers, body, etag, validUntil }
    if (this.entries.size >= this.maxEntries) this.evict(version)
    this.entries.set(url, entry)
    return entry
  }

  /** Drops stale entries first, then the oldest, down to half the bound. */
  private evict(version: number): void {
    for (const [key, old] of this.entries) if (old.version !== version) this.entries.delete(key)
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries / 2) break
      this.entries.delete(key)
    }
  }

  /**
   * Writes a cached page with Node's own response API (it also serves Express's): one writeHead
   * with every header, then the body in the encoding the client prefers, or 304 for a matching
   * ETag. `extraHeaders` are the security headers when Express middleware has not set them.
   */
  send(req: IncomingMessage, res: ServerResponse, entry: CachedPage, extraHeaders: [string, string][] = []): void {
    const headers: [string, string | number][] = [...extraHeaders]
    for (const header of entry.headers) if (!OWN_HEADERS.has(header[0].toLowerCase())) headers.push(header)
    headers.push(['ETag', entry.etag], ['Cache-Control', HTML_CACHE_CONTROL], ['Vary', 'Accept-Encoding'])
    if (entry.status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers.flat())
      res.end()
      return
    }
    const encoding = preferredEncoding(req)
    let body = entry.body
    if (encoding === 'br') {
      body = entry.br ??= zlib.brotliCompressSync(entry.body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
      })
    } else if (encoding === 'gzip') {
      body = entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 })
    }
    if (encoding !== 'identity') headers.push(['Content-Encoding', encoding])
    headers.push(['Content-Length', body.length])
    res.writeHead(entry.status, headers.flat())
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}
