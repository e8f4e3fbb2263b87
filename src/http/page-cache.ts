import crypto from 'node:crypto'
import zlib from 'node:zlib'
import type { Request, Response } from 'express'
import { preferredEncoding } from './encoding.js'

export type CachedPage = {
  version: number
  status: number
  headers: [string, string][]
  body: Buffer
  /** Compressed once when first asked for, then served as is. */
  gzip?: Buffer
  br?: Buffer
  etag: string
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

  get(url: string, version: number): CachedPage | null {
    const entry = this.entries.get(url)
    return entry && entry.version === version ? entry : null
  }

  set(url: string, version: number, status: number, headers: [string, string][], html: string): CachedPage {
    const body = Buffer.from(html)
    // Weak: the same validator stands for every encoding of these bytes.
    const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`
    const entry: CachedPage = { version, status, headers, body, etag }
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

  send(req: Request, res: Response, entry: CachedPage): void {
    for (const [name, value] of entry.headers) {
      if (name.toLowerCase() !== 'content-length') res.setHeader(name, value)
    }
    res.setHeader('ETag', entry.etag)
    res.setHeader('Cache-Control', HTML_CACHE_CONTROL)
    res.setHeader('Vary', 'Accept-Encoding')
    if (entry.status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.status(304).end()
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
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.status(entry.status)
    if (req.method === 'HEAD') res.end()
    else res.end(body)
  }
}
