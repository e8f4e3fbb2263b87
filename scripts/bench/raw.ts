/**
 * The yardstick for `npm run bench`: a raw node:http server that answers with the exact bytes and
 * headers our server sent (compressed body included), held in memory. Reads
 * { path: { status, headers: [name, value][], body(base64) } } from the file named in argv[2] and
 * listens on argv[3]; any other path is a 404.
 */
import fs from 'node:fs'
import http from 'node:http'

type Snapshot = Record<string, { status: number; headers: [string, string][]; body: string }>
const pages = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as Snapshot).map(([path, page]) => [path, { ...page, flat: page.headers.flat(), bytes: Buffer.from(page.body, 'base64') }]),
)

http
  .createServer((req, res) => {
    const page = pages.get(req.url ?? '/')
    if (!page) {
      res.writeHead(404)
      res.end()
      return
    }
    res.writeHead(page.status, [...page.flat, 'Content-Length', String(page.bytes.length)])
    res.end(page.bytes)
  })
  .listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'))
