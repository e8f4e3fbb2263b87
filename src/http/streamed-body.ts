import type { Writable } from 'node:stream'
import zlib from 'node:zlib'
import type { Response } from 'express'
import { acceptsGzip } from './encoding.js'

/**
 * Where a streamed answer (a spec list, a CSV export) writes: a gzip stream made here when the
 * client takes gzip, else the response itself. Not the compression middleware: its brotli keeps a
 * 4 MB window per response (+20 MB of server memory for one 100k-row list) and is slow at volume,
 * and 'drain' listeners handed to it are never removed. `no-transform` tells the middleware (and
 * any proxy) to leave the body as it is.
 */
export function streamedBody(res: Response, gzipLevel = 6): Writable {
  const cacheControl = res.getHeader('Cache-Control')
  res.setHeader('Cache-Control', cacheControl ? `${String(cacheControl)}, no-transform` : 'no-transform')
  res.setHeader('Vary', 'Accept-Encoding')
  if (!acceptsGzip(res.req)) return res
  res.setHeader('Content-Encoding', 'gzip')
  const gzip = zlib.createGzip({ level: gzipLevel })
  gzip.pipe(res)
  // A client that leaves ends the compression too; writers see `destroyed`.
  res.once('close', () => gzip.destroy())
  return gzip
}

/** Resolves when `out` takes more (it said it was full), or the client has left. */
export function drained(out: Writable, res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done)
      res.off('close', done)
      resolve()
    }
    out.on('drain', done)
    res.on('close', done)
  })
}
