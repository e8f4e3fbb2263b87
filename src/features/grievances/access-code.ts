import crypto from 'node:crypto'

/**
 * The secret that opens a grievance's status (docs/decisions/155): 12 characters from an alphabet
 * without look-alikes (no 0/O, 1/I/L), about 59 bits, written in three groups of four. Given once,
 * at filing (the answer, the page and the acknowledgement e-mail); only its SHA-256 is kept.
 */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const ACCESS_CODE_LENGTH = 12

export function newAccessCode(): string {
  let code = ''
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++) code += ACCESS_CODE_ALPHABET[crypto.randomInt(ACCESS_CODE_ALPHABET.length)]
  return code.replace(/(.{4})(?=.)/g, '$1-')
}

/** As typed: any case, with or without the dashes and spaces. */
export function normalAccessCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '')
}

/** What is stored of a code: the SHA-256 of its normal form. */
export function accessCodeHash(code: string): string {
  return crypto.createHash('sha256').update(`grievance-access:${normalAccessCode(code)}`).digest('hex')
}

/** Whether a typed code is the one whose hash is stored (a missing hash matches nothing, after the same work). */
export function accessCodeMatches(typed: string, storedHash: string | null): boolean {
  const given = Buffer.from(accessCodeHash(typed), 'hex')
  const stored = Buffer.from(storedHash ?? '0'.repeat(64), 'hex')
  return stored.length === given.length && crypto.timingSafeEqual(given, stored) && storedHash !== null
}
