import crypto from 'node:crypto'

/** An opaque 24-hex-digit id, the shape earlier clients of the site know as `_id`. */
export function newId(): string {
  return crypto.randomBytes(12).toString('hex')
}

export function now(): string {
  return new Date().toISOString()
}
