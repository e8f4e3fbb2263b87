import { AsyncResource } from 'node:async_hooks'
import type { Request, RequestHandler } from 'express'
import multer from 'multer'
import type { UploadFolder } from '../config.js'
import { log } from '../log.js'
import type { AppContext } from './context.js'
import { SIGN_IN_REQUIRED } from './auth-guard.js'
import { BODY_TOO_LARGE, bodyLimit, DEFAULT_BODY_LIMIT } from './body-limits.js'
import { DISK_FULL, HttpError } from './errors.js'
import { deleteImageFiles, ImageNotSaved, ImageRejected, storeImage, type StoredImageFile } from './images.js'
import { IMAGE_WORK_UNAVAILABLE, ImageWorkUnavailable } from './image-process.js'
import { MAX_FILE_BYTES, UPLOAD_REASONS } from './upload-rules.js'

export { MAX_FILE_BYTES }

/** File parts read per request; more is refused (400) before anything is stored. */
export const MAX_FILE_PARTS = 30

/** Images kept per request (spec §5/§9): extra files beyond the cap are ignored. */
export const UPLOAD_CAPS = { banner: 3, aboutContent: 1, event: 10, single: 1 } as const

export const FILE_TOO_LARGE = `Each file must be at most ${MAX_FILE_BYTES / 1024 / 1024} MB. Please upload a smaller photo.`

/** Retry-After of an image the process could not take now (it restarts with the next job). */
export const RETRY_IMAGE_SECONDS = 10

export const NOT_WRITABLE = 'The server could not save the image (its uploads folder cannot be written); nothing was saved.'
export const WRITE_FAILED = 'The server could not save the image (a disk error); nothing was saved.'

/** What the person is told when the image was fine but the disk refused it: 507 for a full disk, else 500. */
function notSavedAnswer(err: ImageNotSaved): HttpError {
  if (err.code === 'ENOSPC' || err.code === 'EDQUOT') return new HttpError(507, DISK_FULL)
  if (err.code === 'EACCES' || err.code === 'EPERM' || err.code === 'EROFS') return new HttpError(500, NOT_WRITABLE)
  return new HttpError(500, WRITE_FAILED)
}

export const PATH_IN_FILE_NAME = 'File names must not contain folders (like ../ or /). Please rename the photo and try again.'

/** A sent file name that names a folder (also percent-encoded): never used, but a sign of a forged request. */
export function fileNameHasPath(name: string): boolean {
  let decoded = name
  try {
    decoded = decodeURIComponent(name)
  } catch {
    /* not percent-encoded */
  }
  return [name, decoded].some((text) => /[\\/]|^\.\.?$|\.\.(?=$|[\\/])/.test(text) || text.includes('\0'))
}

const KEPT = Symbol('keptImageCount')
type CountingRequest = Request & { [KEPT]?: number }

/** What multer's limit codes mean for the person who sent the request. */
export function uploadError(err: unknown, maxFiles: number, tooLarge: () => HttpError): HttpError | unknown {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return maxFiles ? tooLarge() : new HttpError(413, BODY_TOO_LARGE)
    if (err.code === 'LIMIT_FIELD_VALUE') return new HttpError(413, BODY_TOO_LARGE)
    if (err.code === 'LIMIT_FILE_COUNT') return new HttpError(400, `Too many files in one request (at most ${MAX_FILE_PARTS}).`)
    return new HttpError(400, `The upload could not be read (${err.message.toLowerCase()}).`)
  }
  if (err instanceof Error && !(err instanceof HttpError)) {
    // busboy: malformed multipart body, or the client went away mid-upload
    return new HttpError(400, 'The upload could not be read. Please try again.')
  }
  return err
}

/**
 * Reads a multipart request into memory: text fields into req.body, the first `maxImages` file
 * parts (whatever their field name: image, image1, image2, …) into req.files; later files are
 * drained unread. Other content types pass through untouched (req.files stays empty).
 */
export function receiveImages(maxImages: number, fieldLimit = DEFAULT_BODY_LIMIT): RequestHandler {
  return receiveFiles(maxImages, MAX_FILE_BYTES, () => new HttpError(413, FILE_TOO_LARGE, { image: UPLOAD_REASONS.tooLarge }), fieldLimit)
}

/** receiveImages with another size limit and its answer (PDFs: src/features/documents). */
export function receiveFiles(maxImages: number, maxBytes: number, tooLarge: () => HttpError, fieldLimit = DEFAULT_BODY_LIMIT): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    // Keep the sent name as is, so that a name with folders can be refused rather than trimmed.
    preservePath: true,
    // Browsers send file names as raw UTF-8 (a Hindi name stays readable).
    defParamCharset: 'utf8',
    limits: { fileSize: maxImages === 0 && fieldLimit < DEFAULT_BODY_LIMIT ? fieldLimit : maxBytes, files: MAX_FILE_PARTS, fields: 50, parts: 100, fieldSize: fieldLimit, fieldNameSize: 100 },
    fileFilter: (req: CountingRequest, file, accept) => {
      if (fileNameHasPath(file.originalname)) return accept(new HttpError(400, PATH_IN_FILE_NAME))
      const kept = req[KEPT] ?? 0
      if (kept >= maxImages) return accept(null, false)
      req[KEPT] = kept + 1
      accept(null, true)
    },
  }).any()
  const handler: RequestHandler = (req, res, next) => {
    // Staff's reader and limits: a public route reads files through src/http/public-uploads.ts.
    if (maxImages > 0 && !req.admin && req.is('multipart/form-data') === 'multipart/form-data') {
      log.error('staff upload reader on a request without a session', undefined, { path: req.path })
      req.resume()
      return next(new HttpError(401, SIGN_IN_REQUIRED))
    }
    // multer calls back from the body stream's events: bound here, lines logged later keep the request id
    upload(req, res, AsyncResource.bind((err?: unknown) => {
      if (err) {
        const answer = uploadError(err, maxImages, tooLarge)
        log.warn('upload refused', { path: req.path, reason: answer instanceof Error ? answer.message : String(answer) })
        return next(answer)
      }
      next()
    }))
  }
  return Object.assign(handler, { filesRead: maxImages })
}

const fieldReaders = new Map<number, RequestHandler>()

/**
 * For calls whose body is text only: a multipart body (FormData from an earlier client) is read
 * into req.body like JSON or a form post would be; any file in it is drained unread. Fields and
 * drained files are held to the call's body limit (src/http/body-limits.ts).
 */
export const receiveFields: RequestHandler = (req, res, next) => {
  const limit = bodyLimit(req.path)
  let reader = fieldReaders.get(limit)
  if (!reader) fieldReaders.set(limit, (reader = receiveImages(0, limit)))
  reader(req, res, next)
}

/** The files multer kept for this request, in the order they were sent. */
export function uploadedFiles(req: Request): Express.Multer.File[] {
  return Array.isArray(req.files) ? req.files.filter((file) => file.size > 0) : []
}

/**
 * Stores each upload with storeImage (decode, auto-rotate, strip metadata, widths). If any file is
 * not a readable image, the ones already written are removed and the request is answered 400.
 */
export async function storeUploads(ctx: AppContext, files: Express.Multer.File[], folder: UploadFolder, onStored?: (count: number) => void): Promise<StoredImageFile[]> {
  const stored: StoredImageFile[] = []
  try {
    for (const file of files) {
      stored.push(await storeImage(file.buffer, ctx.config.uploadsDir, folder))
      onStored?.(stored.length)
    }
  } catch (err) {
    await removeStored(ctx, folder, stored)
    if (err instanceof ImageRejected) {
      log.warn('image rejected', { folder, reason: err.message })
      throw new HttpError(400, err.message, { image: err.reason })
    }
    if (err instanceof ImageWorkUnavailable) {
      log.warn('image process unavailable', { folder, reason: err.message })
      throw new HttpError(503, IMAGE_WORK_UNAVAILABLE, { image: IMAGE_WORK_UNAVAILABLE }, RETRY_IMAGE_SECONDS)
    }
    if (err instanceof ImageNotSaved) {
      log.error('image not saved', undefined, { folder, code: err.code, reason: err.message, removed: stored.length })
      throw notSavedAnswer(err)
    }
    throw err
  }
  return stored
}

export async function removeStored(ctx: AppContext, folder: UploadFolder, stored: StoredImageFile[]): Promise<void> {
  await Promise.all(stored.map((file) => deleteImageFiles(ctx.config.uploadsDir, folder, file.imageUrl, file.imageMeta)))
}

/**
 * Runs the database write that records freshly stored images; when it fails the files are deleted,
 * so no file exists that no row refers to.
 */
export async function recordStored<T>(ctx: AppContext, folder: UploadFolder, stored: StoredImageFile[], write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    await removeStored(ctx, folder, stored)
    throw err
  }
}

/** The JSON text kept in the image_meta column. */
export function imageColumns(file: StoredImageFile | null): { imageUrl: string | null; imageMeta: string | null } {
  return file ? { imageUrl: file.imageUrl, imageMeta: JSON.stringify(file.imageMeta) } : { imageUrl: null, imageMeta: null }
}
