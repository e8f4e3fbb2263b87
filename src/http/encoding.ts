import type { Request } from 'express'

export type Encoding = 'br' | 'gzip' | 'identity'

/** The best encoding the client accepts among brotli and gzip (q=0 means refused). */
export function preferredEncoding(req: Request): Encoding {
  const header = String(req.headers['accept-encoding'] ?? '')
  const accepts = (name: string) => {
    const match = header.match(new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=([0-9.]+))?`, 'i'))
    return match !== null && (match[1] === undefined || Number(match[1]) > 0)
  }
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return 'identity'
}
