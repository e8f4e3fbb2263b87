/**
 * The yardstick's answer for `npm run bench`, in plain JavaScript so that the process that runs it
 * loads nothing else (no TypeScript loader): the exact bytes and headers our server sent for each
 * page (compressed body included), held in memory, written the way the plainest node:http server
 * would. Reads { path: { status, headers: [name, value][], body (base64) } } from `file`.
 */
import fs from 'node:fs'

export function snapshotAnswer(file) {
  const pages = new Map(
    Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([path, page]) => [path, { status: page.status, flat: page.headers.flat(), bytes: Buffer.from(page.body, 'base64') }]),
  )
  /** Answers a request for a page of the snapshot and returns true; false for any other path. */
  return (req, res) => {
    const page = pages.get(req.url)
    if (page === undefined) return false
    res.writeHead(page.status, [...page.flat, 'Content-Length', String(page.bytes.length)])
    res.end(page.bytes)
    return true
  }
}
