/**
 * Uploads each decompression bomb of the hostile corpus (tests/helpers/hostile-pdfs.ts) to a server
 * in this process and prints the answer, the time to it and the peak RSS meanwhile of the server and
 * of the check's own process (docs/decisions/114). Run: npx tsx scripts/pdf-bomb-rss.ts (Linux).
 */
import fs from 'node:fs'
import { filterChainBombPdf, imageBombPdf, lzwBombPdf } from '../tests/helpers/hostile-pdfs'
import { loginCookie, startTestServer } from '../tests/helpers/server'

const MB = 1024 * 1024

/** Resident bytes of this process's children (the PDF check runs in one), from /proc. */
function childrenRss(): number {
  try {
    const pids = fs.readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'latin1').trim().split(/\s+/).filter(Boolean)
    return pids.reduce((sum, pid) => sum + Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1] ?? 0) * 1024, 0)
  } catch {
    return 0
  }
}
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
  let childPeak = 0
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
    childPeak = Math.max(childPeak, childrenRss())
  }, 10)
  const started = performance.now()
  const res = await server.fetch('/api/documents', { method: 'POST', headers: { cookie, origin: server.url }, body: form })
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const body = (await res.json()) as { message: string }
  console.log(`${name} (${(bytes.length / MB).toFixed(2)} MB, decodes to 512 MB): ${res.status} in ${seconds.toFixed(1)} s; server RSS ${(before / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB; check process peak ${(childPeak / MB).toFixed(0)} MB; ${body.message.slice(0, 90)}`)
}
await server.close()
