/**
 * `npx tsx scripts/bench-upload-memory.ts [photos]`: the memory one batch of event photos costs
 * (issue 40 item 4, docs/decisions/222), against the server exactly as `npm start` runs it. Sends
 * one upload of `photos` (default 30) phone-sized JPEGs (4000×3000, noisy, 3–5 MB each) and
 * samples every 50 ms the RSS of the server and of its image process (sharp runs in a process of
 * its own). Prints the highest of each and of their sum, and how many photos the server kept.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { freePort } from './free-port'
import { startArgs, startEnv } from './start-command'
import { freshBuild } from './bench/fresh-build'
import { waitUp } from './wait-up'

const ADMIN = { email: 'bench@college.test', password: 'bench-password' }
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'college-bench-upload-'))
const count = Number(process.argv[2] ?? 30)

/** RSS in MB of a process, 0 when it is gone. */
function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024
  } catch {
    return 0
  }
}

/** The server's child processes (the image process when it runs). */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

async function main() {
  freshBuild(root)
  const photos = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110 + i, sigma: 40 } } }).jpeg({ quality: 80 }).toBuffer(),
    ),
  )
  const sent = photos.reduce((sum, photo) => sum + photo.length, 0)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = { ...process.env, ...startEnv(root), NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), UPLOADS_DIR: path.join(work, 'uploads'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' }
  const server = spawn(process.execPath, startArgs(root), { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env })
  try {
    await waitUp(base)
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(ADMIN) })
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const headers = { cookie, origin: base }
    const category = await (await fetch(`${base}/api/event/addCategory`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ category: 'Bench' }) })).json()
    const atStart = rssOf(server.pid!)
    const highest = { server: atStart, images: 0, sum: atStart }
    const sampler = setInterval(() => {
      const serverRss = rssOf(server.pid!)
      const imagesRss = childrenOf(server.pid!).reduce((sum, pid) => sum + rssOf(pid), 0)
      highest.server = Math.max(highest.server, serverRss)
      highest.images = Math.max(highest.images, imagesRss)
      highest.sum = Math.max(highest.sum, serverRss + imagesRss)
    }, 50)
    const form = new FormData()
    form.append('category', category.data._id)
    photos.forEach((photo, i) => form.append(`image${i + 1}`, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`))
    const started = performance.now()
    const res = await fetch(`${base}/api/event/uploadEventImages`, { method: 'POST', headers, body: form })
    const body = await res.json()
    clearInterval(sampler)
    const kept = Array.isArray(body.data) ? body.data.length : 0
    console.log(`sent ${count} photos (${(sent / 1024 / 1024).toFixed(1)} MB) in one upload: ${res.status}, kept ${kept}, ${((performance.now() - started) / 1000).toFixed(1)} s`)
    console.log(`server RSS: ${atStart.toFixed(0)} MB at start, highest ${highest.server.toFixed(0)} MB; image process highest ${highest.images.toFixed(0)} MB; both together highest ${highest.sum.toFixed(0)} MB`)
  } finally {
    server.kill('SIGTERM')
    fs.rmSync(work, { recursive: true, force: true })
  }
}

void main()
