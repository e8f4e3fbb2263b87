/**
 * Uploads each decompression bomb of the hostile corpus (tests/helpers/hostile-pdfs.ts) to a server
 * in this process and prints the answer, the time to it and the process's peak RSS meanwhile
 * (docs/decisions/114). Run: npx tsx scripts/pdf-bomb-rss.ts
 */
import { filterChainBombPdf, imageBombPdf, lzwBombPdf } from '../tests/helpers/hostile-pdfs'
import { loginCookie, startTestServer } from '../tests/helpers/server'

const MB = 1024 * 1024
const bombs = { 'image-bomb.pdf': await imageBombPdf(), 'chain-bomb.pdf': await filterChainBombPdf(), 'lzw-bomb.pdf': lzwBombPdf() }
const server = await startTestServer()
const cookie = await loginCookie(server)
for (const [name, bytes] of Object.entries(bombs)) {
  const form = new FormData()
  for (const [key, value] of Object.entries({ title: 'Bomb', category: 'other', academicYear: '2026-27' })) form.append(key, value)
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name)
  await new Promise((resolve) => setTimeout(resolve, 500))
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10)
  const started = performance.now()
  const res = await server.fetch('/api/documents', { method: 'POST', headers: { cookie, origin: server.url }, body: form })
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const body = (await res.json()) as { message: string }
  console.log(`${name} (${(bytes.length / MB).toFixed(2)} MB, decodes to 512 MB): ${res.status} in ${seconds.toFixed(1)} s; RSS ${(before / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB; ${body.message.slice(0, 90)}`)
}
await server.close()
