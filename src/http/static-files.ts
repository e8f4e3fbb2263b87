import fs from 'node:fs'
import path from 'node:path'
import express, { Router, type RequestHandler } from 'express'
import sirv from 'sirv'
import { UPLOAD_FOLDERS, type UploadFolder } from '../config.js'
import { makeMissingVariant } from './images.js'
import { log } from '../log.js'

/** For files whose names change when their content does (hashed build assets, uploads). */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Text types with their charset (sirv's own lookup names the type only). */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
}

/**
 * Serves the hashed build assets with sirv (docs/decisions/045-static-files-with-sirv.md): it
 * lists the folder once at start, answers with the .br/.gz file written at build time
 * (scripts/precompress.ts) when the client accepts it, and looks every request up in that list,
 * so a malformed or hostile path ("%", "%c0%ae%c0%ae/", "..%2f") is simply not found.
 */
export function buildAssets(clientDir: string): Router {
  const assetsDir = path.join(clientDir, 'assets')
  const router = Router()
  if (fs.existsSync(assetsDir)) {
    const known = buildFiles(assetsDir)
    const assets = sirv(assetsDir, {
      dev: false,
      etag: false,
      brotli: true,
      gzip: true,
      extensions: [],
      dotfiles: false,
      setHeaders: (res, pathname) => {
        res.setHeader('Cache-Control', IMMUTABLE)
        const type = TEXT_TYPES[path.extname(pathname)]
        if (type) res.setHeader('Content-Type', type)
      },
    })
    const serveAssets: RequestHandler = (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next()
      // Whole files only: sirv would turn a reversed range ("bytes=9-2") into an invalid stream.
      // Ignoring Range is always allowed (RFC 9110 §14.2); hashed assets are small.
      delete req.headers.range
      // sirv serves from the list it made at start and opens the file with no error handler: a file
      // gone since (a build run over the folder of a running server) would end the process. Such a
      // file is not found instead, and the log says what to do.
      if (!allPresent(req.path)) {
        log.warn('build file missing: restart the server after a build', { path: req.path })
        return next()
      }
      assets(req, res, next)
    }
    // A path sirv listed (its precompressed forms too) whose file is gone; a path it never listed it does not find anyway.
    const allPresent = (asked: string): boolean => [asked, `${asked}.br`, `${asked}.gz`].every((variant) => !known.has(variant) || fs.existsSync(path.join(assetsDir, variant)))
    router.use('/assets', serveAssets)
  }
  router.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found')
  })
  // Files from public/ (logo, robots.txt, stock images): names do not change, so revalidate daily.
  router.use(express.static(clientDir, { index: false, redirect: false, maxAge: '1d' }))
  return router
}

/** Every file under a build folder, as paths from it: /favicon.svg, /images/… of dist/client; /chunks/… of its assets/. */
export function buildFiles(clientDir: string): Set<string> {
  const files = new Set<string>()
  const walk = (dir: string, prefix: string) => {
    let entries: fs.Dirent[] = []
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const at = `${prefix}/${entry.name}`
      if (entry.isDirectory()) walk(path.join(dir, entry.name), at)
      else files.add(at)
    }
  }
  walk(clientDir, '')
  return files
}

/** The upload folders that hold images (documents are PDFs). */
const IMAGE_FOLDERS = UPLOAD_FOLDERS.filter((f) => f !== 'Documents')

/**
 * The folder and name of an uploaded image as asked for (the path under /uploads), or null. The
 * path is checked after it is normalised: a path whose decoded or normalised form differs from
 * what was sent (dot segments, encoded dots or slashes, backslashes, double slashes) is refused,
 * as is any folder but the image folders; stored names never need encoding. The documents
 * library's PDFs are served only by /documents/… with their own headers (src/features/documents/files.ts).
 */
export function uploadedImagePath(asked: string): { folder: UploadFolder; name: string } | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(asked)
  } catch {
    return null
  }
  if (decoded !== asked || asked.includes('\\') || path.posix.normalize(asked) !== asked) return null
  const match = /^\/([^/]+)\/([^/]+)$/.exec(asked)
  const folder = match && IMAGE_FOLDERS.find((f) => f === match[1])
  if (!folder || match[2].startsWith('.')) return null
  return { folder, name: match[2] }
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
  return (req, res, next) => {
    const file = uploadedImagePath(req.path)
    if (!file) return void res.status(404).end()
    files(req, res, (err?: unknown) => {
      // A standard-width WebP that an upload made before that width was added lacks
      // (upload-rules.ts variantWidths lists it) is made from its JPEG on first request, then
      // served; makeMissingVariant alone decides which names are such variants.
      if ((err as { status?: number } | undefined)?.status !== 404) return next(err)
      makeMissingVariant(uploadsDir, file.folder, file.name).then((made) => (made ? files(req, res, next) : next(err)), next)
    })
  }
}
