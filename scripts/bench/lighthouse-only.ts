/**
 * `npm run bench:lighthouse`: section 6 of `npm run bench` on its own. Starts the production build
 * exactly as `npm start` does (demo content, a throwaway DATA_DIR) and runs Lighthouse 12 (mobile
 * preset, simulated throttling, median of 3) on every public page of the sitemap: the spec's
 * routes, the disclosure pages, one course tab and one news item.
 *
 *   npm run bench:lighthouse                          # all public pages
 *   npm run bench:lighthouse -- / /course             # only these paths
 *   npm run bench:lighthouse -- --save after.json     # also write the figures to a file
 *   npm run bench:lighthouse -- --compare before.json # print a before/after table
 *   npm run bench:lighthouse -- --detail              # also list render-blocking requests and the LCP element
 *   npm run bench:lighthouse -- --profile low-end     # a low-end phone on slow 3G (6× CPU; targets are the default profile's)
 *   npm run bench:lighthouse -- --profile both        # the default profile, then the low-end one
 *
 * BENCH_PORT (default: a free port) is the server's port, BENCH_DEBUG_PORT (default: a free port) Chromium's
 * debugging port, LIGHTHOUSE_RUNS (default 3) the runs per page.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { lighthousePages, PROFILES, type LighthouseFigures, type ProfileName } from './lighthouse'
import { startArgs } from '../start-command'
import { freshBuild } from './fresh-build'
import { freePort } from '../free-port'

const PORT = Number(process.env.BENCH_PORT) || (await freePort())
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3)
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const base = `http://127.0.0.1:${PORT}`
const TARGET = { fcp: 1000, lcp: 1200, tbt: 50 }

const args = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(name)
  if (i < 0) return undefined
  const value = args[i + 1]
  args.splice(i, 2)
  return value
}
const flag = (name: string) => {
  const i = args.indexOf(name)
  if (i >= 0) args.splice(i, 1)
  return i >= 0
}
const saveTo = option('--save')
const compareWith = option('--compare')
const detail = flag('--detail')
const profileArg = option('--profile') ?? 'default'
if (profileArg !== 'both' && !(profileArg in PROFILES)) {
  console.error(`--profile is one of: ${Object.keys(PROFILES).join(', ')}, both`)
  process.exit(2)
}
const profiles = (profileArg === 'both' ? Object.keys(PROFILES) : [profileArg]) as ProfileName[]

function startServer(work: string): ChildProcess {
  return spawn(process.execPath, startArgs(root), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The address pages name without it: the same bytes, and no warning at start (decision 119).
      PUBLIC_ORIGIN: 'http://localhost:3000',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      UPLOADS_DIR: path.join(work, 'uploads'),
    },
  })
}

async function waitFor200(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status === 200) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer 200 within 60 s`)
}

/** The sitemap's pages, with the course tabs and news items each standing for their kind by the first one. */
async function publicPages(): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))))
    return url.pathname + url.search
  })
  const kinds = new Set<string>()
  const pages: string[] = []
  for (const p of paths) {
    const kind = p.startsWith('/blogs/detail/') ? 'news' : p.startsWith('/course?') ? 'course tab' : p
    if (kinds.has(kind)) continue
    kinds.add(kind)
    pages.push(p)
  }
  return pages
}

const pad = (value: string | number, width: number) => String(value).padStart(width)
const meets = (f: LighthouseFigures) => f.fcp <= TARGET.fcp && f.lcp <= TARGET.lcp && f.tbt <= TARGET.tbt
const shortName = (p: string) => (p.startsWith('/blogs/detail/') ? '/blogs/detail/{id}' : p)

async function main() {
  freshBuild(root)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'college-lighthouse-'))
  const server = startServer(work)
  try {
    await waitFor200(`${base}/`)
    const all = await publicPages()
    // A path as the table prints it (e.g. /blogs/detail/{id}) stands for the sitemap's page of that kind.
    const pages = args.length ? args.map((a) => all.find((p) => shortName(p) === a) ?? a) : all
    // Each page once before measuring, so that every Lighthouse run gets the cached page.
    for (const page of pages) await (await fetch(base + page)).arrayBuffer()
    const before: (LighthouseFigures & { profile?: ProfileName })[] = compareWith ? JSON.parse(fs.readFileSync(compareWith, 'utf8')) : []
    const saved: (LighthouseFigures & { profile: ProfileName })[] = []
    let missedAny = false
    for (const profile of profiles) {
      const beforeOf = (p: string) => before.find((b) => shortName(b.path) === shortName(p) && (b.profile ?? 'default') === profile)
      console.log(`\nLighthouse 12, ${PROFILES[profile].label}, simulated throttling, median of ${RUNS} runs (ms)${profile === 'default' ? `; targets FCP ≤ ${TARGET.fcp}, LCP ≤ ${TARGET.lcp}, TBT ≤ ${TARGET.tbt}` : ': stated, no target'}`)
      console.log(`${'page'.padEnd(26)}${compareWith ? `${pad('before: FCP', 12)}${pad('LCP', 6)}${pad('TBT', 5)}   after:` : ''}${pad('FCP', 6)}${pad('LCP', 6)}${pad('TBT', 5)}`)
      const figures = await lighthousePages(base, pages, RUNS, {
        detail,
        profile,
        onPage(f) {
          const b = beforeOf(f.path)
          const was = compareWith ? (b ? `${pad(Math.round(b.fcp), 12)}${pad(Math.round(b.lcp), 6)}${pad(Math.round(b.tbt), 5)}         ` : `${pad('-', 12)}${pad('-', 6)}${pad('-', 5)}         `) : ''
          const verdict = profile === 'default' ? (meets(f) ? 'ok' : 'MISSED') : ''
          console.log(`${shortName(f.path).slice(0, 25).padEnd(26)}${was}${pad(Math.round(f.fcp), 6)}${pad(Math.round(f.lcp), 6)}${pad(Math.round(f.tbt), 5)}   ${verdict}`)
          for (const line of f.detail ?? []) console.log(`    ${line}`)
        },
      })
      saved.push(...figures.map(({ detail: _detail, ...f }) => ({ ...f, profile })))
      if (profile !== 'default') continue
      const missed = figures.filter((f) => !meets(f))
      missedAny = missed.length > 0
      console.log(missed.length ? `\n${missed.length} of ${figures.length} pages miss the target: ${missed.map((f) => shortName(f.path)).join(', ')}` : `\nall ${figures.length} pages meet the target`)
    }
    if (saveTo) fs.writeFileSync(saveTo, JSON.stringify(saved, null, 2) + '\n')
    process.exitCode = missedAny ? 1 : 0
  } finally {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve()
      server.once('exit', () => resolve())
      server.kill('SIGTERM')
    })
    fs.rmSync(work, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
