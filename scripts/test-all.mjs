#!/usr/bin/env node
/**
 * `npm test`: the type check, the layer rule, the build, the Vitest suite and the browser tests, in
 * that order, each run whatever the others did (the two suites need the build: without it they are
 * not run), then one line per part and a last line that says plainly what passed, what failed and
 * what did not run. Exits 1 when any part failed or did not run.
 *
 * The last line is `tests: N passed, N failed` (", N skipped" after it): the two suites' test
 * counts, each part without tests of its own (the type check, the layer rule, the build) counted
 * as one, and each part that failed with no failing test to show (a suite that could not start)
 * or did not run counted as one failure.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const results = path.join(root, '.tmp', 'test-results')

/** A part of the run: its command, the part it needs to have passed, and how to read its test counts. */
export const PARTS = [
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit'] },
  { name: 'lint:layers', command: ['npm', 'run', '--silent', 'lint:layers'] },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  {
    name: 'vitest',
    needs: 'build',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'vitest.json')}`],
    report: path.join(results, 'vitest.json'),
    counts: () => vitestCounts(path.join(results, 'vitest.json')),
  },
  {
    name: 'playwright',
    needs: 'build',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json') },
    report: path.join(results, 'playwright.json'),
    counts: () => playwrightCounts(path.join(results, 'playwright.json')),
  },
]

/** Vitest's JSON report: passed, failed (a file that could not load counts as one), skipped. */
export function vitestCounts(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  const brokenFiles = (report.testResults ?? []).filter((result) => result.status === 'failed' && (result.assertionResults ?? []).length === 0).length
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) }
}

/** Playwright's JSON report: passed (flaky ones too: there are no retries), failed (and errors outside a test), skipped. */
export function playwrightCounts(file) {
  const { stats = {}, errors = [] } = JSON.parse(fs.readFileSync(file, 'utf8'))
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: (stats.unexpected ?? 0) + errors.length, skipped: stats.skipped ?? 0 }
}

/** Runs one command, its output shown as it comes; resolves to its exit code (1 when it could not start or was stopped). */
function run(part, onChild) {
  return new Promise((resolve) => {
    const [command, ...args] = part.command
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...part.env } })
    onChild(child)
    child.once('error', () => resolve(1))
    child.once('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)))
  })
}

/**
 * Runs the parts in order and returns each one's outcome: passed, failed, or not run (and why),
 * with its test counts when it has them. A stop (SIGINT, SIGTERM) ends the running part and runs no
 * more.
 */
export async function runParts(parts, { log = console.log } = {}) {
  const outcomes = []
  let current = null
  let stopped = null
  const stop = (signal) => {
    stopped = signal
    current?.kill(signal)
  }
  process.once('SIGINT', stop).once('SIGTERM', stop)
  try {
    for (const part of parts) {
      const needed = part.needs && outcomes.find((outcome) => outcome.name === part.needs)
      if (stopped) {
        outcomes.push({ name: part.name, state: 'not run', why: `stopped by ${stopped}` })
        continue
      }
      if (needed && needed.state !== 'passed') {
        outcomes.push({ name: part.name, state: 'not run', why: `${part.needs} ${needed.state}` })
        continue
      }
      log(`\n── ${part.name}: ${part.command.join(' ')}`)
      const started = Date.now()
      // an earlier run's report must not stand for this one's
      if (part.report) fs.rmSync(part.report, { force: true })
      const code = await run(part, (child) => (current = child))
      current = null
      let counts = null
      try {
        counts = part.counts?.() ?? null
      } catch {
        counts = null // no report: the suite did not get as far as writing one
      }
      const passed = code === 0 && !stopped
      outcomes.push({ name: part.name, state: passed ? 'passed' : 'failed', code, seconds: Math.round((Date.now() - started) / 1000), counts, ...(stopped ? { why: `stopped by ${stopped}` } : {}) })
    }
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop)
  }
  return outcomes
}

/** The closing lines: one per part, then `tests: N passed, N failed[, N skipped]`; and whether the run passed. */
export function summary(outcomes) {
  const lines = outcomes.map((outcome) => {
    const counts = outcome.counts ? ` (${outcome.counts.passed} passed, ${outcome.counts.failed} failed, ${outcome.counts.skipped} skipped)` : ''
    const time = outcome.seconds === undefined ? '' : ` in ${outcome.seconds} s`
    const why = outcome.why ? ` (${outcome.why})` : ''
    return `npm test: ${outcome.name} ${outcome.state}${why}${counts}${time}`
  })
  let passed = 0
  let failed = 0
  let skipped = 0
  for (const outcome of outcomes) {
    if (outcome.counts) {
      passed += outcome.counts.passed
      failed += outcome.counts.failed
      skipped += outcome.counts.skipped
    }
    // a part that failed without a failing test to show for it, or did not run, is one failure
    if (outcome.state === 'not run' || (outcome.state === 'failed' && (outcome.counts?.failed ?? 0) === 0)) failed++
    else if (outcome.state === 'passed' && !outcome.counts) passed++
  }
  const notRun = outcomes.filter((outcome) => outcome.state === 'not run').map((outcome) => outcome.name)
  const failedParts = outcomes.filter((outcome) => outcome.state === 'failed').map((outcome) => outcome.name)
  const ok = notRun.length === 0 && failedParts.length === 0
  lines.push(ok ? 'npm test: every part ran and passed' : `npm test: FAILED${failedParts.length ? ` — failed: ${failedParts.join(', ')}` : ''}${notRun.length ? ` — not run: ${notRun.join(', ')}` : ''}`)
  lines.push(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
  return { lines, ok }
}

async function main() {
  fs.mkdirSync(results, { recursive: true })
  const outcomes = await runParts(PARTS)
  const { lines, ok } = summary(outcomes)
  console.log(`\n${lines.join('\n')}`)
  process.exitCode = ok ? 0 : 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
