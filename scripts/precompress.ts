/**
 * After `vite build`: writes .br and .gz beside every JS, CSS, SVG and JSON file of the client
 * build, so that the server sends compressed bytes without compressing per request.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const clientDir = path.resolve(process.env.BUILD_DIR || 'dist', 'client')
let count = 0
let saved = 0
for (const file of fs.readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
  if (!/\.(js|css|svg|json|txt|xml)$/.test(file)) continue
  const full = path.join(clientDir, file)
  const data = fs.readFileSync(full)
  if (data.length < 512) continue
  const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
  const gz = zlib.gzipSync(data, { level: 9 })
  fs.writeFileSync(full + '.br', br)
  fs.writeFileSync(full + '.gz', gz)
  count++
  saved += data.length - br.length
}
console.log(`precompressed ${count} files (brotli saves ${(saved / 1024).toFixed(1)} KB)`)
