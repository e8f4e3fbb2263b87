import type { Request, RequestHandler } from 'express'
import type { z } from 'zod'
import type { UploadFolder } from '../config.js'
import type { Db } from '../db/connection.js'
import type { StaffReader } from '../db/visibility.js'
import { log } from '../log.js'
import type { AppContext } from './context.js'
import { HttpError } from './errors.js'
import { deleteImageFiles, type ImageMeta, type StoredImageFile } from './images.js'
import { paramId, sendDone } from './replies.js'
import { imageColumns, recordStored, removeStored, storeUploads, uploadedFiles } from './uploads.js'
import { trackUpload } from './upload-progress.js'
import { altTextSchema, parseInput, uploadAltSchema } from './validation.js'
import { keepInBin } from '../platform/bin/keep.js'
import { snapshotRow, type BinTable } from '../platform/bin/store.js'
import { writeAnsweringRevision } from '../platform/row-drafts/opened-revision.js'

/** Routes that manage rows owning an uploaded image: the steps they all take, in one place. */

export const NO_IMAGE_CHOSEN = 'Please choose at least one image to upload.'
export const UPLOAD_SUCCESS = 'Images uploaded successfully!'
export const IMAGE_DELETED = 'Image deleted successfully'

type ImageColumns = { imageUrl: string | null; imageMeta: string | null }

/**
 * Each uploaded photo's description, in the order the photos are stored: `altN` for the file sent
 * as `imageN` (typed beside each photo before uploading, issue 30), else the upload's one `alt`.
 * Each is checked like any description (a refused one names its field).
 */
export function uploadAlts(req: Request): string[] {
  const body = (req.body ?? {}) as Record<string, unknown>
  const { alt } = parseInput(uploadAltSchema, body)
  return uploadedFiles(req).map((file) => {
    const own = /^image(\d{1,2})$/.exec(file.fieldname)
    const field = own ? `alt${own[1]}` : ''
    if (!field || body[field] === undefined) return alt
    try {
      return parseInput(altTextSchema, { alt: body[field] }).alt
    } catch (err) {
      if (err instanceof HttpError) throw new HttpError(400, `The description of photo ${own![1]}: ${err.message}`, { [field]: err.message })
      throw err
    }
  })
}

/** Stores the request's photos in `folder`; a request without any is answered 400. */
export async function storeRequiredUploads(ctx: AppContext, req: Request, folder: UploadFolder): Promise<StoredImageFile[]> {
  const files = uploadedFiles(req)
  if (files.length === 0) throw new HttpError(400, NO_IMAGE_CHOSEN)
  const progress = trackUpload(req, files.length)
  try {
    return await storeUploads(ctx, files, folder, progress.stored)
  } finally {
    progress.end()
  }
}

/** Stores the request's photos (at least one) and inserts their rows; a failed insert removes the files. */
export async function recordUploads<T>(ctx: AppContext, req: Request, folder: UploadFolder, insert: (stored: StoredImageFile[]) => Promise<T>): Promise<T> {
  const stored = await storeRequiredUploads(ctx, req, folder)
  return recordStored(ctx, folder, stored, () => insert(stored))
}

/**
 * Updates a row from a multipart request whose photo is optional: an unknown id is answered 404
 * before any file is stored; when a new photo came, the previous one's files are deleted after.
 */
export async function updateWithOptionalImage<R>(
  ctx: AppContext,
  req: Request,
  folder: UploadFolder,
  step: {
    exists: () => Promise<unknown>
    update: (image: ImageColumns | null) => Promise<R | null>
    previousImage: (result: R) => { name: string | null; meta: ImageMeta | null }
    notFound: string
  },
): Promise<R> {
  if (!(await step.exists())) throw new HttpError(404, step.notFound)
  const stored = await storeUploads(ctx, uploadedFiles(req), folder)
  const result = await recordStored(ctx, folder, stored, () => step.update(stored[0] ? imageColumns(stored[0]) : null))
  if (!result) {
    await removeStored(ctx, folder, stored)
    throw new HttpError(404, step.notFound)
  }
  if (stored[0]) {
    const previous = step.previousImage(result)
    await deleteImageFiles(ctx.config.uploadsDir, folder, previous.name, previous.meta)
  }
  return result
}

type RowWithImage = { _id: string; imageMeta: ImageMeta | null }

/** A picture's name as written: its description, on one line and at most 60 characters ('' when it has none). */
export function describedAs(alt: string | null | undefined): string {
  return (alt ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)
}

/** The log's words for a deleted picture: "the banner 'Campus gate'", "a banner without a description". */
export function pictureLogged(noun: string, alt: string | null | undefined): string {
  const name = describedAs(alt)
  return name ? `the ${noun} '${name}'` : `a ${noun} without a description`
}

/** What a delete route needs to know about its rows. */
type Deletion<T extends RowWithImage> = {
  folder: UploadFolder
  /** The stored file name of the row's image (null: the row has none). */
  imageOf: (row: T) => string | null
  notFound: string
  /** The log line, e.g. 'banner deleted'. */
  logText: string
  /** The answer's message. */
  message: string
  /** The deleted row goes to the bin for 30 days (its files stay): its table, area, name as written and, where that does not say what it is, the log's words. */
  bin: { table: BinTable; area: string; label: (row: T) => string; logged?: (row: T) => string }
}

/**
 * Keeps the deleted row in the bin (its image files stay until the bin lets it go), refreshes
 * cached pages, tells the activity log, logs and answers { _id }.
 */
function finishDelete<T extends RowWithImage>(ctx: AppContext, req: Request, res: Parameters<RequestHandler>[1], row: T, stored: Record<string, unknown>, deletion: Deletion<T>): void {
  keepInBin(ctx, req, res, { table: deletion.bin.table, folder: deletion.folder, stored, area: deletion.bin.area, label: deletion.bin.label(row), logged: deletion.bin.logged?.(row) })
  log.info(deletion.logText, { id: row._id })
  sendDone(res, deletion.message, { _id: row._id })
}

/** DELETE …/:id of a row that owns an image; `remove` deletes the row and returns it (null: unknown id). */
export function deleteRowById<T extends RowWithImage>(ctx: AppContext, deletion: Deletion<T> & { remove: (db: Db, id: string) => Promise<T | null> }): RequestHandler {
  return async (req, res) => {
    const stored = snapshotRow(ctx.sqlite, deletion.bin.table, paramId(req))
    const row = stored ? await deletion.remove(ctx.db, paramId(req)) : null
    if (!row || !stored) throw new HttpError(404, deletion.notFound)
    finishDelete(ctx, req, res, row, stored, deletion)
  }
}

/** DELETE of a photo named by `imageUrl` (JSON body, or the query string). */
export function deleteRowByImageUrl<T extends RowWithImage>(
  ctx: AppContext,
  deletion: Omit<Deletion<T>, 'message'> & {
    schema: z.ZodType<{ imageUrl: string }, unknown>
    /** the row of that file as `reader` may see it (another Editor's draft: null) */
    find: (db: Db, imageUrl: string, reader: StaffReader) => Promise<T | null>
    remove: (db: Db, id: string) => Promise<unknown>
  },
): RequestHandler {
  return async (req, res) => {
    const { imageUrl } = parseInput(deletion.schema, { imageUrl: req.body?.imageUrl ?? req.query.imageUrl })
    const row = await deletion.find(ctx.db, imageUrl, req.admin!)
    const stored = row && snapshotRow(ctx.sqlite, deletion.bin.table, row._id)
    if (!row || !stored) throw new HttpError(404, deletion.notFound)
    await deletion.remove(ctx.db, row._id)
    finishDelete(ctx, req, res, row, stored, { ...deletion, message: IMAGE_DELETED })
  }
}

/**
 * PUT …/:id with `{ alt }`: saves one photo's description (alt text), beside the contract. Answers
 * the photo with the revision its editor goes on from, or 404 with `notFound` when the id is
 * unknown. A `revision` sent with it (the staff list's) that the photo no longer has is refused
 * (409, docs/decisions/285), checked in the transaction of the write.
 */
export function saveImageDescription<T extends { _id: string }>(
  ctx: AppContext,
  photo: { table: 'banners' | 'eventImages'; save: (db: Db, id: string, alt: string) => Promise<T | null>; notFound: string; logText: string },
): RequestHandler {
  return async (req, res) => {
    const { alt } = parseInput(altTextSchema, req.body)
    const id = paramId(req)
    const saved = await writeAnsweringRevision(ctx.db, { body: req.body, table: photo.table, id }, (trx) => photo.save(trx, id, alt))
    if (!saved) throw new HttpError(404, photo.notFound)
    log.info(photo.logText, { id: saved._id })
    sendDone(res, 'Description saved', saved)
  }
}
