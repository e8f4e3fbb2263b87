/**
 * Writes .br and .gz beside every JS, CSS, SVG, JSON, text and XML file of the client build, so
 * that the server sends compressed bytes without compressing per request.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export function precompress(clientDir: string): { files: number; savedBytes: number } {
  let files = 0
  let savedBytes = 0
  for (const file of fs.readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(js|css|svg|json|txt|xml)$/.test(file)) continue
    const full = path.join(clientDir, file)
    const data = fs.readFileSync(full)
    if (data.length < 512) continue
    const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    fs.writeFileSync(full + '.br', br)
    fs.writeFileSync(full + '.gz', zlib.gzipSync(data, { level: 9 }))
    files++
    savedBytes += data.length - br.length
  }
  return { files, savedBytes }
}
