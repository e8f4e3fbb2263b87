/**
 * What an upload may be, in one place for the server (src/http/uploads.ts) and the admin upload
 * widgets (they say it before a file is chosen and check it before sending). Plain constants: the
 * browser bundle imports this file, so nothing server-only belongs here.
 */

/** Largest accepted file (a phone photo is 2–8 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
export const MAX_FILE_MB = MAX_FILE_BYTES / 1024 / 1024

/** The formats the server decodes (src/http/images.ts), as staff know them. */
export const ACCEPTED_FORMATS = 'JPEG, PNG, WebP, GIF, AVIF or HEIC'

/**
 * Why an upload was refused, short enough to follow "Upload failed. Please try again." (spec §8).
 * The API sends it as `errors.image` beside its message.
 */
export const UPLOAD_REASONS = {
  tooLarge: `The file is over ${MAX_FILE_MB} MB.`,
  notAPicture: 'This file is not a picture.',
  tooManyPixels: 'The picture is over 50 megapixels.',
} as const

/** The limits as one line, shown in a widget before anything is chosen. */
export function uploadLimitsText(cap: number): string {
  return `${cap === 1 ? 'One image' : `Up to ${cap} images`} · ${ACCEPTED_FORMATS} · at most ${MAX_FILE_MB} MB each`
}

/** What the server records about a stored image (the image_meta column): its size and WebP widths. */
export type ImageMeta = { width: number; height: number; widths: number[] }

/**
 * Widths (px) written for each upload as WebP; the largest also as JPEG for old browsers. 720 is
 * what a phone (412 px at DPR 1.75–2) asks for a picture as wide as the page: without it, it
 * takes the 960 (docs/decisions/063-image-widths-and-variants-on-demand.md).
 */
export const IMAGE_WIDTHS = [480, 720, 960, 1600] as const

/**
 * The WebP widths storeImage writes for an image whose largest width is `largest`: each standard
 * width clearly below it (a 720 beside an 800 would save nothing), and `largest` itself.
 */
export function standardWidths(largest: number): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < largest * 0.9), largest]
}

/**
 * The WebP widths a page may list for a stored image: those its meta records, and the standard
 * widths an upload made before a width was added lacks (made on first request by
 * makeMissingVariant, so none of them 404s).
 */
export function variantWidths(imageMeta: ImageMeta | null): number[] {
  if (!imageMeta?.widths.length) return []
  const largest = Math.max(...imageMeta.widths, Number.isFinite(imageMeta.width) ? imageMeta.width : 0)
  return [...new Set([...imageMeta.widths, ...standardWidths(largest)])].sort((a, b) => a - b)
}

/** The header naming an upload whose server steps the widget follows (src/http/upload-progress.ts). */
export const UPLOAD_PROGRESS_HEADER = 'x-upload-progress'
