import fs from 'node:fs'
import path from 'node:path'
import express, { Router, type RequestHandler } from 'express'
import { preferredEncoding } from './encoding.js'

/** For files whose names change when their content does (hashed build assets, uploads). */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
}

/**
 * Serves the hashed build assets, answering with the .br/.gz file written at build time
 * (scripts/precompress.ts) when the client accepts it, so nothing is compressed per request.
 */
export function buildAssets(clientDir: string): Router {
  const assetsDir = path.join(clientDir, 'assets')
  const precompressed = new Set<string>()
  if (fs.existsSync(assetsDir)) {
    for (const file of fs.readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })) precompressed.add(file)
  }
  const router = Router()
  const servePrecompressed: RequestHandler = (req, res, next) => {
    const relative = decodeURIComponent(req.path).replace(/^\/+/, '')
    const type = TYPES[path.extname(relative)]
    if (!type || relative.includes('..') || !precompressed.has(relative)) return next()
    const encoding = preferredEncoding(req)
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : ''
    if (!suffix || !precompressed.has(relative + suffix)) return next()
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Encoding', encoding)
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('Cache-Control', IMMUTABLE)
    res.sendFile(path.join(assetsDir, relative + suffix), { dotfiles: 'deny' }, (err) => err && next())
  }
  router.use('/assets', servePrecompressed)
  router.use(
    '/assets',
    express.static(assetsDir, { index: false, fallthrough: false, setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE) }),
  )
  // Files from public/ (logo, robots.txt, stock images): names do not change, so revalidate daily.
  router.use(express.static(clientDir, { index: false, redirect: false, maxAge: '1d' }))
  return router
}

/** Uploaded images: random names never reused, so cached for a year; never a directory listing. */
export function serveUploads(uploadsDir: string): RequestHandler {
  const files = express.static(uploadsDir, {
    index: false,
    dotfiles: 'ignore',
    redirect: false,
    fallthrough: false,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  })
  // The documents library's PDFs are served only by /documents/… with their own headers.
  return (req, res, next) => {
    let pathname = req.path
    try {
      pathname = decodeURIComponent(pathname)
    } catch {
      // not percent-encoded text: compared as sent
    }
    if (/^\/+documents(\/|$)/i.test(pathname)) return void res.status(404).end()
    files(req, res, next)
  }
}
