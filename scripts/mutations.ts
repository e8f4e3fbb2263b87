/**
 * npm run mutations [-- <name> ...]: makes each one-line change below to the source that the test
 * suite must notice, runs the test files that guard it, prints red (good: named failing tests) or
 * green (the suite missed it), and puts the file back — in a finally block, at exit and on
 * SIGINT/SIGTERM/SIGHUP (Ctrl-C ends the tests too; a signal to this process alone takes effect when
 * the running tests end), so an interrupted run leaves no change behind (docs/decisions/116). First
 * the unchanged source must pass the same files. Exit code 1 when any change stayed green or no
 * longer applies. The API and page-cache tests import the source, so a change
 * takes effect without a build; they need the build for the pages (npm run build).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

type Mutation = {
  name: string
  file: string
  /** Text that occurs exactly once in the file, and what it becomes. */
  from: string
  to: string
  tests: string[]
}

const ROUTE_RIGHTS = ['tests/api/routes.test.ts']
const PAGE_CACHE = ['tests/hardening/page-cache-validity.test.ts', 'tests/unit/page-cache.test.ts', 'tests/api/freshness.test.ts']

export const MUTATIONS: Mutation[] = [
  {
    name: 'an Editor reads the activity log',
    file: 'src/platform/activity/api.ts',
    from: "router.get('/activity', guard('accounts')",
    to: "router.get('/activity', guard('signed-in')",
    tests: ROUTE_RIGHTS,
  },
  {
    name: "an Editor exports every applicant's name and phone",
    file: 'src/features/enquiries/api.ts',
    from: "router.get(`/${kind}/exportQueries`, guard('enquiries')",
    to: "router.get(`/${kind}/exportQueries`, guard('signed-in')",
    tests: ROUTE_RIGHTS,
  },
  {
    name: 'a cached page keeps no expiry when a scheduled notice falls due',
    file: 'src/app/pages.ts',
    from: 'if (Number.isFinite(due)) state.expiresAt = due',
    to: 'void due',
    tests: PAGE_CACHE,
  },
  {
    name: 'notices say nothing of when they next change',
    file: 'src/features/blogs/api.ts',
    from: 'ctx.content.addValidUntil((now) => nextVisibilityChange(ctx.db, now))',
    to: 'void nextVisibilityChange',
    tests: PAGE_CACHE,
  },
  {
    name: 'the page cache ignores expiry times',
    file: 'src/http/page-cache.ts',
    from: 'if (entry.expiresAt !== 0 && now >= entry.expiresAt) return null',
    to: 'void now',
    tests: PAGE_CACHE,
  },
  {
    name: 'the page cache is kept after a write that failed with a 5xx',
    file: 'src/http/content-writes.ts',
    from: 'if ((status >= 200 && status < 300) || status >= 500) content.bump(apiPath)',
    to: 'if (status >= 200 && status < 300) content.bump(apiPath)',
    tests: PAGE_CACHE,
  },
  {
    name: 'a shared cache keeps a page past the moment a notice falls due',
    file: 'src/http/cache-control.ts',
    from: 'if (expiresAt === 0 || expiresAt - now >= FRESHNESS_BOUND_SECONDS * 1000) return PUBLIC_PAGE',
    to: 'return PUBLIC_PAGE',
    tests: ['tests/api/cache-control.test.ts'],
  },
  {
    name: 'answers to staff on public routes may be kept by a shared cache',
    file: 'server.ts',
    from: '  app.use(privateForStaff)\n',
    to: '',
    tests: ['tests/api/cache-control.test.ts'],
  },
]

/** Files changed by this run and their original text, put back by restoreAll. */
const originals = new Map<string, string>()
function restoreAll(): void {
  for (const [file, text] of originals) fs.writeFileSync(file, text)
  originals.clear()
}
process.on('exit', restoreAll)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    restoreAll()
    process.exit(130)
  })
}

type Outcome = { verdict: 'red' | 'green' | 'does not apply' | 'error'; failing: string[]; command: string }

function failingTests(reportFile: string): string[] | null {
  if (!fs.existsSync(reportFile)) return null
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as { testResults: { name: string; message?: string; assertionResults: { status: string; fullName: string }[] }[] }
  const failing: string[] = []
  for (const file of report.testResults) {
    const where = path.relative(process.cwd(), file.name)
    const failed = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failed) failing.push(`${where} > ${test.fullName}`)
    // a file that fails before its tests run (import or hook error) counts too
    if (!failed.length && file.message) failing.push(`${where}: ${file.message.split('\n')[0]}`)
  }
  return failing
}

/** Runs the test files; red when any test failed. */
function runTests(tests: string[], reportFile: string): Outcome {
  const command = `npx vitest run ${tests.join(' ')}`
  const result = spawnSync('npx', ['vitest', 'run', ...tests, '--reporter=json', `--outputFile=${reportFile}`], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', timeout: 540_000 })
  const failing = failingTests(reportFile)
  if (failing === null) return { verdict: 'error', failing: [`vitest wrote no report (exit ${result.status}): ${(result.stderr ?? '').trim().split('\n').slice(-3).join(' | ')}`], command }
  return { verdict: failing.length ? 'red' : 'green', failing, command }
}

function run(mutation: Mutation, reportDir: string): Outcome {
  const file = path.resolve(mutation.file)
  const text = fs.readFileSync(file, 'utf8')
  if (text.split(mutation.from).length !== 2) return { verdict: 'does not apply', failing: [`"${mutation.from}" is not in ${mutation.file} exactly once`], command: '' }
  originals.set(file, text)
  try {
    fs.writeFileSync(file, text.replace(mutation.from, mutation.to))
    return runTests(mutation.tests, path.join(reportDir, `${MUTATIONS.indexOf(mutation)}.json`))
  } finally {
    restoreAll()
  }
}

function main(): number {
  const wanted = process.argv.slice(2)
  const chosen = wanted.length ? MUTATIONS.filter((m, i) => wanted.some((w) => String(i + 1) === w || m.name.includes(w))) : MUTATIONS
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-mutations-'))
  let survivors = 0
  try {
    // A red without any change would make every change look caught.
    const baseline = runTests([...new Set(chosen.flatMap((m) => m.tests))], path.join(reportDir, 'baseline.json'))
    console.log(`unchanged source: ${baseline.command}\n   ${baseline.verdict.toUpperCase()}`)
    if (baseline.verdict !== 'green') {
      for (const line of baseline.failing) console.log(`     ${line}`)
      console.log('\nThe tests fail without any change: mend them first.')
      return 1
    }
    for (const mutation of chosen) {
      console.log(`\n${MUTATIONS.indexOf(mutation) + 1}. ${mutation.name}\n   ${mutation.file}: ${mutation.from}\n   →  ${mutation.to}`)
      const started = Date.now()
      const outcome = run(mutation, reportDir)
      if (outcome.verdict !== 'red') survivors++
      console.log(`   ${outcome.command}  (${((Date.now() - started) / 1000).toFixed(0)} s)`)
      console.log(`   ${outcome.verdict.toUpperCase()}${outcome.verdict === 'green' ? ': no test noticed' : ''}`)
      for (const line of outcome.failing) console.log(`     ${line}`)
    }
  } finally {
    fs.rmSync(reportDir, { recursive: true, force: true })
  }
  console.log(`\n${chosen.length - survivors} of ${chosen.length} changes turned the suite red`)
  return survivors ? 1 : 0
}

process.exitCode = main()
