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
