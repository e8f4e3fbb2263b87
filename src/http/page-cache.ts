import crypto from 'node:crypto'
import type { Request, Response } from 'express'

export type CachedPage = {
  version: number
  status: number
  headers: [string, string][]
  body: Buffer
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
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`
    const entry: CachedPage = { version, status, headers, body, etag }
    if (this.entries.size >= this.maxEntries) {
      for (const [key, old] of this.entries) {
        if (old.version !== version || this.entries.size >= this.maxEntries) this.entries.delete(key)
        if (this.entries.size < this.maxEntries / 2) break
      }
    }
    this.entries.set(url, entry)
    return entry
  }

  send(req: Request, res: Response, entry: CachedPage): void {
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('ETag', entry.etag)
    res.setHeader('Cache-Control', HTML_CACHE_CONTROL)
    if (entry.status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.status(304).end()
      return
    }
    res.status(entry.status).send(entry.body)
  }
}
