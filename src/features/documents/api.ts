import { Router, type Request } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { parsePartialInput } from '../../http/partial-update.js'
import { paramId, sendData, sendDone } from '../../http/replies.js'
import { receiveFiles, uploadedFiles } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { keepInBin } from '../../platform/bin/keep.js'
import { snapshotLinks, snapshotRow } from '../../platform/bin/store.js'
import { MAX_PDF_BYTES, PDF_REASONS, PdfRejected } from './pdf-rules.js'
import { checkPdf, PDF_BUSY_RETRY_SECONDS, PdfChecksBusy } from './pdf-inspect.js'
import { removePdf, writePdf } from './files.js'
import { documentSchema, SCAN_WARNING } from './schema.js'
import { withServerNow } from './publish-time.js'
import { createDocument, deleteDocument, getDocument, listDocuments, readableFileName, updateDocument } from './store.js'
import { writeUnchangedSinceOpened } from '../../platform/row-drafts/opened-revision.js'
import { withRevisions } from '../../platform/row-drafts/stored.js'

const NOT_FOUND = 'No document with this id.'
export const PDF_REQUIRED = 'Please choose a PDF file to upload.'

/** "fees.pdf is …": every refusal names the file it is about. */
function aboutFile(name: string, reason: string): string {
  return `${name || 'The file'} ${reason}`
}

/** The documents library (docs/decisions/090). Reads are public; writes go through the admin guard. */
export function documentsApi(ctx: AppContext): Router {
  const router = Router()

  // Staff see every document; the public those it may see now (src/db/visibility.ts).
  const publicAt = (req: Request) => (req.admin ? undefined : ctx.clock.now())

  router.get('/documents', guard('public'), async (req, res) => {
    const documents = await listDocuments(ctx.db, { publicAt: publicAt(req) })
    // staff: each with the revision its edit form sends back (docs/decisions/283)
    res.json(req.admin ? await withRevisions(ctx.db, 'documents', documents) : documents)
  })

  router.get('/documents/:id', guard('public'), async (req, res) => {
    const document = await getDocument(ctx.db, paramId(req), publicAt(req))
    if (!document) throw new HttpError(404, NOT_FOUND)
    sendData(res, document)
  })

  /** One PDF per request (the panel sends a folder's worth one after another, each with its progress). */
  router.post(
    '/documents',
    guard('content'),
    receiveFiles(1, MAX_PDF_BYTES, () => new HttpError(413, `The file ${PDF_REASONS.tooLarge}`)),
    async (req, res) => {
      const input = parseInput(documentSchema, withServerNow(req.body, ctx.clock.now()))
      const [file] = uploadedFiles(req)
      if (!file) throw new HttpError(400, PDF_REQUIRED, { file: PDF_REQUIRED })
      const sentName = file.originalname.normalize('NFC')
      let report
      try {
        report = await checkPdf(file.buffer)
      } catch (err) {
        if (err instanceof PdfChecksBusy) {
          log.warn('pdf checks busy', { name: sentName.slice(0, 120) })
          throw new HttpError(503, aboutFile(sentName, err.message), { file: err.message }, PDF_BUSY_RETRY_SECONDS)
        }
        if (!(err instanceof PdfRejected)) throw err
        log.warn('pdf refused', { name: sentName.slice(0, 120), reason: err.message })
        throw new HttpError(400, aboutFile(sentName, err.message), { file: err.message })
      }
      const fileName = await writePdf(ctx, file.buffer)
      let document
      try {
        // public on its own from the upload on, unless a later time or none (only through links) was chosen
        const publishAt = input.publishAt === undefined ? new Date(ctx.clock.now()).toISOString() : input.publishAt
        document = await createDocument(ctx.db, { ...input, publishAt }, {
          fileName,
          originalName: readableFileName(sentName, input.title),
          sizeBytes: file.size,
          pages: report.pages,
          hasText: report.hasText,
          text: report.text,
        })
      } catch (err) {
        await removePdf(ctx, fileName)
        throw err
      }
      log.info('document added', { id: document._id, pages: document.pages, hasText: document.hasText })
      const warnings = document.hasText ? [] : [aboutFile(sentName, SCAN_WARNING)]
      res.status(201).json({ success: true, message: 'Document uploaded successfully!', data: document, warnings })
    },
  )

  router.put('/documents/:id', guard('content'), receiveFiles(0, MAX_PDF_BYTES, () => new HttpError(413, PDF_REASONS.tooLarge)), async (req, res) => {
    const input = parsePartialInput(documentSchema, withServerNow(req.body, ctx.clock.now()))
    // refused when the document changed since its form was opened (docs/decisions/283)
    const document = await writeUnchangedSinceOpened(ctx.db, { body: req.body, table: 'documents', id: paramId(req) }, (trx) => updateDocument(trx, paramId(req), input))
    if (!document) throw new HttpError(404, NOT_FOUND)
    log.info('document updated', { id: document._id })
    sendDone(res, 'Document updated successfully!', document)
  })

  // To the bin for 30 days with its file; a restore brings it back to /documents, search and the
  // committees, notices and fee rows that pointed at it (docs/decisions/096).
  router.delete('/documents/:id', guard('content'), async (req, res) => {
    const stored = snapshotRow(ctx.sqlite, 'documents', paramId(req))
    const links = stored ? snapshotLinks(ctx.sqlite, 'documents', paramId(req)) : {}
    const row = stored ? await deleteDocument(ctx.db, paramId(req)) : null
    if (!row || !stored) throw new HttpError(404, NOT_FOUND)
    keepInBin(ctx, req, res, { table: 'documents', folder: 'Documents', stored, links, area: 'documents', label: row.title })
    log.info('document deleted', { id: row.id })
    sendDone(res, 'Document deleted successfully', { _id: row.id })
  })

  return router
}
