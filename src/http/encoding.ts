import type { IncomingMessage } from 'node:http'

export type Encoding = 'br' | 'gzip' | 'identity'

const BR = /(?:^|,)\s*br\s*(?:;\s*q=([0-9.]+))?/i
const GZIP = /(?:^|,)\s*gzip\s*(?:;\s*q=([0-9.]+))?/i

function accepts(header: string, pattern: RegExp): boolean {
  const match = header.match(pattern)
  return match !== null && (match[1] === undefined || Number(match[1]) > 0)
}

/**
 * Answers by Accept-Encoding value: browsers send a handful of distinct values, and matching them
 * is part of every cached page's cost. Bounded, so a client making up values fills it only once.
 */
const byHeader = new Map<string, Encoding>()
const KEPT_HEADERS = 64

/** The best encoding the client accepts among brotli and gzip (q=0 means refused). */
export function preferredEncoding(req: Pick<IncomingMessage, 'headers'>): Encoding {
  const header = req.headers['accept-encoding']
  if (!header) return 'identity'
  let encoding = byHeader.get(header)
  if (encoding === undefined) {
    encoding = accepts(header, BR) ? 'br' : accepts(header, GZIP) ? 'gzip' : 'identity'
    if (byHeader.size < KEPT_HEADERS) byHeader.set(header, encoding)
  }
  return encoding
}

/** Whether the client takes gzip (streamed responses use it: a small window, whatever else is offered). */
export function acceptsGzip(req: Pick<IncomingMessage, 'headers'>): boolean {
  const header = req.headers['accept-encoding']
  return typeof header === 'string' && accepts(header, GZIP)
}
