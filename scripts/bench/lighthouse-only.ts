/**
 * `npm run bench:lighthouse`: section 6 of `npm run bench` on its own. Starts the production build
 * exactly as `npm start` does (demo content, a throwaway DATA_DIR) and runs Lighthouse 12 (mobile
 * preset, simulated throttling, median of 3) on every public page of the sitemap: the spec's
 * routes, the disclosure pages, one course tab and one news item — each in English and in Hindi.
 *
 *   npm run bench:lighthouse                          # all public pages
 *   npm run bench:lighthouse -- / /course             # only these paths
 *   npm run bench:lighthouse -- --save after.json     # also write the figures to a file
 *   npm run bench:lighthouse -- --compare before.json # print a before/after table
 *   npm run bench:lighthouse -- --before 61f89b7      # build that commit too and measure it page by page beside this one
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
import { execFileSync, execSync } from 'node:child_process'
import { startArgs } from '../start-command'
import { localPath } from '../../src/content/lang'
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
const beforeCommit = option('--before')
if (compareWith && beforeCommit) {
  console.error('--compare and --before both give the "before" figures: name one')
  process.exit(2)
}
const detail = flag('--detail')
const profileArg = option('--profile') ?? 'default'
if (profileArg !== 'both' && !(profileArg in PROFILES)) {
  console.error(`--profile is one of: ${Object.keys(PROFILES).join(', ')}, both`)
  process.exit(2)
}
const profiles = (profileArg === 'both' ? Object.keys(PROFILES) : [profileArg]) as ProfileName[]

function startServer(work: string, tree = root, port = PORT): ChildProcess {
  return spawn(process.execPath, startArgs(tree), {
    cwd: tree,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The address pages name without it: the same bytes, and no warning at start (decision 119).
      PUBLIC_ORIGIN: 'http://localhost:3000',
      PORT: String(port),
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

/**
 * The commit to compare with, as it was: exported from git into `work`, its own dependencies (this
 * checkout's when its lock file is the same), built, and started as `npm start` starts it. Measured
 * in the same minutes as this checkout, page by page, so both meet the same load.
 */
async function startBefore(commit: string, work: string): Promise<{ base: string; server: ChildProcess; tree: string }> {
  const sha = execFileSync('git', ['-C', root, 'rev-parse', '--verify', `${commit}^{commit}`], { encoding: 'utf8' }).trim()
  // Kept between runs (a commit's build does not change): the second run starts at once.
  const tree = path.join(os.tmpdir(), `college-lighthouse-before-${sha}`)
  const built = path.join(tree, '.built')
  if (!fs.existsSync(built)) {
    fs.rmSync(tree, { recursive: true, force: true })
    fs.mkdirSync(tree, { recursive: true })
    execSync(`git -C ${JSON.stringify(root)} archive ${sha} | tar -x -C ${JSON.stringify(tree)}`)
    const sameLock = fs.readFileSync(path.join(tree, 'package-lock.json'), 'utf8') === fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')
    if (sameLock) fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'))
    else execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] })
    execFileSync('npm', ['run', 'build'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] })
    fs.writeFileSync(built, '')
  }
  console.log(`before: ${sha.slice(0, 7)} (${execFileSync('git', ['-C', root, 'log', '-1', '--format=%ad', '--date=iso', sha], { encoding: 'utf8' }).trim()}), built in ${tree}`)
  const port = await freePort()
  const server = startServer(path.join(work, 'before-data'), tree, port)
  const base = `http://127.0.0.1:${port}`
  await waitFor200(`${base}/`)
  return { base, server, tree }
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url)
    await response.arrayBuffer()
    return response.status === 200
  } catch {
    return false
  }
}

async function stop(server: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve()
    server.once('exit', () => resolve())
    server.kill('SIGTERM')
  })
}

/** The sitemap's pages, with the course tabs and news items each standing for their kind by the first one. */
async function publicPages(from = base): Promise<string[]> {
  const xml = await (await fetch(`${from}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))))
    return url.pathname + url.search
  })
  const kinds = new Set<string>()
  const pages: string[] = []
  for (const p of paths) {
    const inHindi = p === '/hi' || p.startsWith('/hi/') || p.startsWith('/hi?')
    const bare = inHindi ? p.slice(3) || '/' : p
    if (inHindi) continue // taken as the twin of its English page below
    const kind = bare.startsWith('/blogs/detail/') ? 'news' : bare.startsWith('/course?') ? 'course tab' : bare
    if (kinds.has(kind)) continue
    kinds.add(kind)
    pages.push(p)
  }
  // Each page's Hindi twin beside it (sitemaps of some commits list it only as an alternate).
  return [...new Set(pages.flatMap((p) => [p, localPath('hi', p)]))]
}

const pad = (value: string | number, width: number) => String(value).padStart(width)
const meets = (f: LighthouseFigures) => f.fcp <= TARGET.fcp && f.lcp <= TARGET.lcp && f.tbt <= TARGET.tbt
const shortName = (p: string) => p.replace(/^(\/hi)?\/blogs\/detail\/.*/, '$1/blogs/detail/{id}')

async function main() {
  freshBuild(root)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'college-lighthouse-'))
  const server = startServer(work)
  let before: Awaited<ReturnType<typeof startBefore>> | undefined
  try {
    await waitFor200(`${base}/`)
    if (beforeCommit) before = await startBefore(beforeCommit, work)
    const all = await publicPages()
    // A path as the table prints it (e.g. /blogs/detail/{id}) stands for the sitemap's page of that kind.
    const pages = args.length ? args.map((a) => all.find((p) => shortName(p) === a) ?? a) : all
    // Each page once before measuring, so that every Lighthouse run gets the cached page; the other
    // commit's pages too, where it has them (a page it did not have yet is measured on this one only).
    for (const page of pages) if (!(await answers200(base + page))) throw new Error(`${page} does not answer 200 here`)
    // The other commit's page of the same kind: the same path, or its own first of the kind (a news item's id differs).
    const beforePath = new Map<string, string>()
    if (before) {
      const theirs = await publicPages(before.base)
      for (const page of pages) {
        const same = (await answers200(before.base + page)) ? page : theirs.find((p) => shortName(p) !== p && shortName(p) === shortName(page))
        if (same && (await answers200(before.base + same))) beforePath.set(page, same)
      }
    }
    const saved: (LighthouseFigures & { profile: ProfileName })[] = JSON.parse(compareWith ? fs.readFileSync(compareWith, 'utf8') : '[]')
    const after: (LighthouseFigures & { profile: ProfileName })[] = []
    const comparing = Boolean(compareWith || before)
    let missedAny = false
    for (const profile of profiles) {
      const savedOf = (p: string) => saved.find((b) => shortName(b.path) === shortName(p) && (b.profile ?? 'default') === profile)
      console.log(`\nLighthouse 12, ${PROFILES[profile].label}, simulated throttling, median of ${RUNS} runs (ms)${profile === 'default' ? `; targets FCP ≤ ${TARGET.fcp}, LCP ≤ ${TARGET.lcp}, TBT ≤ ${TARGET.tbt}` : ': stated, no target'}`)
      console.log(`${'page'.padEnd(26)}${comparing ? `${pad('before: FCP', 12)}${pad('LCP', 6)}${pad('TBT', 5)}   after:` : ''}${pad('FCP', 6)}${pad('LCP', 6)}${pad('TBT', 5)}`)
      const figures: LighthouseFigures[] = []
      for (const page of pages) {
        // the two commits page by page, in the same minutes
        const theirPath = beforePath.get(page)
        const was = before ? (theirPath ? (await lighthousePages(before.base, [theirPath], RUNS, { profile }))[0] : undefined) : savedOf(page)
        const [f] = await lighthousePages(base, [page], RUNS, { detail, profile })
        figures.push(f)
        const wasText = comparing ? (was ? `${pad(Math.round(was.fcp), 12)}${pad(Math.round(was.lcp), 6)}${pad(Math.round(was.tbt), 5)}         ` : `${pad('-', 12)}${pad('-', 6)}${pad('-', 5)}         `) : ''
        const verdict = profile === 'default' ? (meets(f) ? 'ok' : 'MISSED') : ''
        console.log(`${shortName(f.path).slice(0, 25).padEnd(26)}${wasText}${pad(Math.round(f.fcp), 6)}${pad(Math.round(f.lcp), 6)}${pad(Math.round(f.tbt), 5)}   ${verdict}`)
        for (const line of f.detail ?? []) console.log(`    ${line}`)
      }
      after.push(...figures.map(({ detail: _detail, ...f }) => ({ ...f, profile })))
      if (profile !== 'default') continue
      const missed = figures.filter((f) => !meets(f))
      missedAny = missed.length > 0
      console.log(missed.length ? `\n${missed.length} of ${figures.length} pages miss the target: ${missed.map((f) => shortName(f.path)).join(', ')}` : `\nall ${figures.length} pages meet the target`)
    }
    if (saveTo) fs.writeFileSync(saveTo, JSON.stringify(after, null, 2) + '\n')
    process.exitCode = missedAny ? 1 : 0
  } finally {
    await stop(server)
    if (before) await stop(before.server)
    fs.rmSync(work, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
