import crypto from 'node:crypto'

export type BodyEncoding = 'json' | 'urlencoded' | 'multipart'

/** Text fields as a request body in one of the three encodings the site's calls accept. */
export function formBody(fields: Record<string, string>, encoding: BodyEncoding): { contentType: string; body: string } {
  if (encoding === 'json') return { contentType: 'application/json', body: JSON.stringify(fields) }
  if (encoding === 'urlencoded') return { contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() }
  const boundary = 'form' + crypto.randomBytes(8).toString('hex')
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: parts.join('') + `--${boundary}--\r\n` }
}
