/**
 * The yardstick for `npm run bench`: a bare Express app that answers with bytes held in memory.
 * Reads { path: { headers, body(base64) } } from the file named in argv[2] and listens on argv[3].
 */
import fs from 'node:fs'
import express from 'express'

const pages = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as Record<string, { headers: Record<string, string>; body: string }>
const app = express()
for (const [path, page] of Object.entries(pages)) {
  const body = Buffer.from(page.body, 'base64')
  app.get(path, (_req, res) => {
    res.set(page.headers)
    res.end(body)
  })
}
app.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'))
