import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { UPLOAD_FOLDERS, type UploadFolder } from '../config.js'
import { log } from '../log.js'
import { imageMetadata, ImageWorkUnavailable, sharpBuffer, type ImageHeader } from './image-process.js'
import { IMAGE_WIDTHS, standardWidths, UPLOAD_REASONS, variantWidths, type ImageMeta } from './upload-rules.js'

/** The meta type lives in upload-rules.ts (the pages import it too); the stores take it from here. */
export type { ImageMeta }

/** WebP quality of every variant (figures in docs/decisions/063-image-widths-and-variants-on-demand.md). */
const WEBP_QUALITY = 65
/** Decoding stops above this many pixels (a 20000×20000 "bomb" is 400 M). */
export const MAX_INPUT_PIXELS = 50_000_000
/**
 * The same for a stranger's photo (a grievance's attachment): a phone's 12–24 megapixel photo
 * passes; a 7000 × 7100 single-colour PNG of 206 KB, which took the image process to 369 MB, does
 * not (docs/decisions/150).
 */
export const MAX_PUBLIC_INPUT_PIXELS = 25_000_000
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])
const STORED_NAME = /^[a-f0-9]{24}\.jpg$/

/**
 * Bad upload: the message is safe to show to the person who sent it; `reason` is the short form
 * that follows "Upload failed. Please try again." in the admin panel (UPLOAD_REASONS).
 */
export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly reason: string = UPLOAD_REASONS.notAPicture,
  ) {
    super(message)
  }
}

/** The image was fine but could not be written (disk full, no permission, I/O error); `code` is the system's. */
export class ImageNotSaved extends Error {
  constructor(
    readonly code: string,
    cause: Error,
  ) {
    super(`${code}: ${cause.message}`, { cause })
  }
}

/** A system error from the file system (it has a string code such as ENOSPC), as opposed to a decoding error. */
function isFileSystemError(err: unknown): err is NodeJS.ErrnoException & { code: string } {
  return err instanceof Error && typeof (err as NodeJS.ErrnoException).code === 'string' && typeof (err as NodeJS.ErrnoException).syscall === 'string'
}

export type StoredImageFile = { imageUrl: string; imageMeta: ImageMeta }

/**
 * Decodes, auto-rotates and strips metadata from an uploaded image, then writes its variants under
 * a random name in uploadsDir/folder. Files appear by rename, so no reader sees a half-written one.
 */
export async function storeImage(input: Buffer, uploadsDir: string, folder: UploadFolder): Promise<StoredImageFile> {
  let meta: ImageHeader
  try {
    // The header alone (no decoding), so that an oversized image gets the "too large" answer below.
    meta = await imageMetadata(input, { limitInputPixels: false })
  } catch (err) {
    if (err instanceof ImageWorkUnavailable) throw err
    throw new ImageRejected('The file is not an image that can be read. Please upload a JPEG, PNG or WebP photo.')
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new ImageRejected('Only photos (JPEG, PNG, WebP, GIF, AVIF or HEIC) can be uploaded.')
  }
  if (!meta.width || !meta.height) throw new ImageRejected('The image has no size.')
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageRejected('The image is too large (more than 50 megapixels). Please upload a smaller photo.', UPLOAD_REASONS.tooManyPixels)
  }
  const rotated = (meta.orientation ?? 1) >= 5
  const width = rotated ? meta.height : meta.width
  const height = rotated ? meta.width : meta.height
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1])
  const widths = standardWidths(largest)

  const id = crypto.randomBytes(12).toString('hex')
  const dir = path.join(uploadsDir, folder)
  const written: string[] = []
  try {
    const options = { limitInputPixels: MAX_INPUT_PIXELS }
    for (const w of widths) {
      written.push(await writeAtomically(dir, `${id}-${w}.webp`, sharpBuffer(input, options, [['rotate'], ['resize', { width: w }], ['webp', { quality: WEBP_QUALITY }]])))
    }
    written.push(
      await writeAtomically(dir, `${id}.jpg`, sharpBuffer(input, options, [['rotate'], ['resize', { width: largest }], ['flatten', { background: '#ffffff' }], ['jpeg', { quality: 78, mozjpeg: true }]])),
    )
  } catch (err) {
    await Promise.all(written.map((file) => fs.rm(file, { force: true })))
    if (err instanceof ImageRejected || err instanceof ImageWorkUnavailable) throw err
    if (isFileSystemError(err)) throw new ImageNotSaved(err.code, err)
    throw new ImageRejected('The image could not be processed. Please try another photo.')
  }
  return { imageUrl: `${id}.jpg`, imageMeta: { width: largest, height: Math.round((height * largest) / width), widths } }
}

/** Names of the temporary files writeAtomically makes; a crash between write and rename leaves one. */
const TEMP_FILE = /^\..+\.\d+\.tmp$/

/**
 * Removes temporary files that a killed process left half-written. Called once at start, before
 * anything is served; the database never references a temporary name, so nothing breaks.
 */
export async function removeStrayTempFiles(uploadsDir: string): Promise<string[]> {
  const removed: string[] = []
  for (const folder of UPLOAD_FOLDERS) {
    const dir = path.join(uploadsDir, folder)
    const names = await fs.readdir(dir).catch(() => [] as string[])
    for (const name of names.filter((n) => TEMP_FILE.test(n))) {
      await fs.rm(path.join(dir, name), { force: true })
      removed.push(path.join(folder, name))
    }
  }
  return removed
}

/** Writes a file under a temporary name and renames it into place: no reader sees half a file. */
export async function writeAtomically(dir: string, name: string, data: Promise<Buffer>): Promise<string> {
  const target = path.join(dir, name)
  const temp = path.join(dir, `.${name}.${process.pid}.tmp`)
  const bytes = await data
  try {
    await fs.writeFile(temp, bytes)
    await fs.rename(temp, target)
  } catch (err) {
    // a full disk leaves a partly written temp file: never keep it
    await fs.rm(temp, { force: true })
    throw err
  }
  return target
}

/** The file names that belong to a stored image, computed from database values only. */
export function imageFileNames(imageUrl: string | null, imageMeta: ImageMeta | null): string[] {
  if (!imageUrl || !STORED_NAME.test(imageUrl)) return []
  const id = imageUrl.slice(0, -4)
  return [imageUrl, ...variantWidths(imageMeta).map((w) => `${id}-${w}.webp`)]
}

/** A WebP variant's name: `<24 hex>-<width>.webp`. */
const VARIANT_NAME = /^([a-f0-9]{24})-(\d{1,4})\.webp$/
/** A name makeMissingVariant may make on request (so its absence on disk says nothing yet). */
export const isVariantName = (name: string) => VARIANT_NAME.test(name)
/** Variants being made, by file path: a second request for the same one waits for the first. */
const making = new Map<string, Promise<boolean>>()
/** One variant at a time: a small server has little memory and CPU to spare. */
let queue: Promise<unknown> = Promise.resolve()

/**
 * Makes a missing standard-width WebP variant of a stored image from its JPEG (an upload made
 * before that width was added, see variantWidths). True when the file is there afterwards; false
 * when the name is not a standard variant, there is no such image, or it is not wider than that
 * (the caller answers 404). Never rejects: a failure is logged and answered false.
 */
export function makeMissingVariant(uploadsDir: string, folder: UploadFolder, name: string): Promise<boolean> {
  const match = VARIANT_NAME.exec(name)
  const width = Number(match?.[2])
  if (!match || !(IMAGE_WIDTHS as readonly number[]).includes(width)) return Promise.resolve(false)
  const dir = path.join(uploadsDir, folder)
  const target = path.join(dir, name)
  const pending = making.get(target)
  if (pending) return pending
  const job = queue.then(async () => {
    if (await isFile(target)) return true
    const jpeg = path.join(dir, `${match[1]}.jpg`)
    if (!(await isFile(jpeg))) return false
    const { width: largest = 0 } = await imageMetadata(jpeg)
    if (!standardWidths(largest).includes(width)) return false
    await writeAtomically(dir, name, sharpBuffer(jpeg, { limitInputPixels: MAX_INPUT_PIXELS }, [['resize', { width }], ['webp', { quality: WEBP_QUALITY }]]))
    return true
  })
  const done = job
    .catch((err: unknown) => {
      log.error('image variant not made', err, { folder, name })
      return false
    })
    .finally(() => making.delete(target))
  making.set(target, done)
  queue = done
  return done
}

async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then((stat) => stat.isFile(), () => false)
}

/** Removes every file of a stored image; missing files are fine. */
export async function deleteImageFiles(uploadsDir: string, folder: UploadFolder, imageUrl: string | null, imageMeta: ImageMeta | null): Promise<void> {
  await Promise.all(imageFileNames(imageUrl, imageMeta).map((name) => fs.rm(path.join(uploadsDir, folder, name), { force: true })))
}

export function parseImageMeta(text: string | null): ImageMeta | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as ImageMeta
    return Array.isArray(value.widths) ? value : null
  } catch {
    return null
  }
}
