import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { writeAtomically } from '../../http/images.js'
import { paramId } from '../../http/replies.js'
import { getDocumentRow } from './store.js'

/** Stored PDFs: a random name, never the one sent (docs/decisions/090). */
const STORED_NAME = /^[a-f0-9]{24}\.pdf$/

export function documentsDir(ctx: AppContext): string {
  return path.join(ctx.config.uploadsDir, 'Documents')
}

export async function writePdf(ctx: AppContext, bytes: Buffer): Promise<string> {
  const name = `${crypto.randomBytes(12).toString('hex')}.pdf`
  await writeAtomically(documentsDir(ctx), name, Promise.resolve(bytes))
  return name
}

export async function removePdf(ctx: AppContext, name: string): Promise<void> {
  if (STORED_NAME.test(name)) await fs.rm(path.join(documentsDir(ctx), name), { force: true })
}

/**
 * How a PDF is served: as a PDF only (nosniff), in a sandbox with no script and no origin of
 * its own if anything ever treated it as a page, and named for people who save it.
 */
export const PDF_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: blob:; object-src 'none'; frame-ancestors 'none'"

/** Content-Disposition with a plain-ASCII name for old clients and the UTF-8 one for the rest. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\;]/g, '').replace(/^[\s.-]+/, '').trim() || 'document.pdf'
  return `inline; filename="${ascii.endsWith('.pdf') ? ascii : 'document.pdf'}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** GET /documents/:id/:name — the PDF itself, opened in the browser's own viewer (mounted after the session is read). */
export function documentFiles(ctx: AppContext): Router {
  const router = Router()
  router.get('/documents/:id/:name', async (req, res, next) => {
    try {
      // the public opens only what it may see now (src/db/visibility.ts); staff open every document
      const row = await getDocumentRow(ctx.db, paramId(req), req.admin ? undefined : ctx.clock.now())
      if (!row || !STORED_NAME.test(row.fileName)) return next()
      res.setHeader('Content-Security-Policy', PDF_CONTENT_SECURITY_POLICY)
      res.sendFile(
        row.fileName,
        {
          root: documentsDir(ctx),
          dotfiles: 'deny',
          // Replaced by a new upload, never changed in place; a deleted one must go within minutes.
          // A staff member's view of one the public cannot see yet is kept by nobody.
          maxAge: req.admin ? 0 : '5m',
          cacheControl: !req.admin,
          headers: {
            'Content-Type': 'application/pdf',
            'X-Content-Type-Options': 'nosniff',
            'Content-Disposition': contentDisposition(row.originalName),
            ...(req.admin ? { 'Cache-Control': 'private, no-store' } : {}),
          },
        },
        (err) => err && !res.headersSent && next(),
      )
    } catch (err) {
      next(err)
    }
  })
  return router
}
