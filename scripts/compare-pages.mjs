/**
 * Are the public pages of two checkouts byte-identical? Each checkout's production build (run
 * `npm run build` in it first) is started on the same data: the first on fresh folders with the
 * demo content, the second on a copy of what the first left, so that ids and dates agree. Every
 * page the sitemap names (and the sitemap itself) is fetched from each and written to a folder;
 * the folders are then compared file by file.
 *
 *   node scripts/compare-pages.mjs <checkout-before> <checkout-after> [out-folder]
 *
 * Exit code 0 when every page is the same, 1 when any differs (each one named), 2 on a failure.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const [before, after, outArg] = process.argv.slice(2)
if (!before || !after) {
  console.error('usage: node scripts/compare-pages.mjs <checkout-before> <checkout-after> [out-folder]')
  process.exit(2)
}
const out = path.resolve(outArg || fs.mkdtempSync(path.join(os.tmpdir(), 'pages-')))
// The origin the sitemap and canonical links name; the pages are fetched from the local port.
const ORIGIN = 'https://college.example'

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(base, child) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start (exit ${child.exitCode})`)
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('the server did not answer /healthz within 120 s')
}

/** A page's file name in the snapshot: its path and query, readable and unique. */
function fileFor(pathAndQuery) {
  return (pathAndQuery === '/' ? 'index' : pathAndQuery.slice(1)).replace(/[^A-Za-z0-9._-]/g, '_') + '.html'
}

async function snapshot(checkout, dirs, into) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dirs.data,
      UPLOADS_DIR: dirs.uploads,
      SEED_DEMO: '1',
      PUBLIC_ORIGIN: ORIGIN,
      SESSION_SECRET: 'compare-pages-fixed-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForHealth(base, child)
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(m[1].replaceAll('&amp;', '&'))
      return url.pathname + url.search
    })
    if (paths.length === 0) throw new Error('the sitemap names no page')
    fs.mkdirSync(into, { recursive: true })
    fs.writeFileSync(path.join(into, 'sitemap.xml'), sitemap)
    for (const page of paths) {
      const res = await fetch(base + page, { headers: { 'accept-encoding': 'identity' } })
      fs.writeFileSync(path.join(into, fileFor(page)), `${res.status}\n${await res.text()}`)
    }
    return paths.length
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
  }
}

try {
  const first = { data: path.join(out, 'data'), uploads: path.join(out, 'uploads') }
  const second = { data: path.join(out, 'data-copy'), uploads: path.join(out, 'uploads-copy') }
  for (const dir of [...Object.values(first), ...Object.values(second), path.join(out, 'before'), path.join(out, 'after')]) fs.rmSync(dir, { recursive: true, force: true })
  const counted = await snapshot(path.resolve(before), first, path.join(out, 'before'))
  fs.cpSync(first.data, second.data, { recursive: true })
  fs.cpSync(first.uploads, second.uploads, { recursive: true })
  await snapshot(path.resolve(after), second, path.join(out, 'after'))
  const names = [...new Set([...fs.readdirSync(path.join(out, 'before')), ...fs.readdirSync(path.join(out, 'after'))])].sort()
  const differing = names.filter((name) => {
    const a = path.join(out, 'before', name)
    const b = path.join(out, 'after', name)
    return !fs.existsSync(a) || !fs.existsSync(b) || !fs.readFileSync(a).equals(fs.readFileSync(b))
  })
  console.log(`${counted} sitemap pages and the sitemap, snapshots in ${out}/before and ${out}/after`)
  if (differing.length) {
    console.log(`${differing.length} differ:\n${differing.map((n) => `  ${n}`).join('\n')}`)
    process.exit(1)
  }
  console.log('every page is byte-identical')
} catch (err) {
  console.error(`compare-pages failed: ${err.message}`)
  process.exit(2)
}
