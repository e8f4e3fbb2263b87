import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script (npm test runs it with node), no types of its own
import { PARTS, runParts, summary } from '../../scripts/test-all.mjs'

type Outcome = { name: string; state: 'passed' | 'failed' | 'not run'; why?: string; counts?: { passed: number; failed: number; skipped: number } | null }
const node = (code: string) => ['node', '-e', code]
const quiet = () => {}

/**
 * `npm test` (scripts/test-all.mjs) says plainly which part ran, passed, failed or did not run, and
 * fails when any part failed or did not run: run here on small real parts (child processes).
 */
describe('npm test', () => {
  it('runs the five parts in order, the two suites after the build they need', () => {
    expect(JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.test).toBe('node scripts/test-all.mjs')
    expect(PARTS.map((part: { name: string; needs?: string }) => [part.name, part.needs ?? null])).toEqual([
      ['typecheck', null],
      ['lint:layers', null],
      ['build', null],
      ['vitest', 'build'],
      ['playwright', 'build'],
    ])
  })

  it('every part passed: says so, and the counts of the suites with one for each part without tests', async () => {
    const outcomes: Outcome[] = await runParts(
      [
        { name: 'typecheck', command: node('process.exit(0)') },
        { name: 'build', command: node('process.exit(0)') },
        { name: 'vitest', needs: 'build', command: node('process.exit(0)'), counts: () => ({ passed: 40, failed: 0, skipped: 2 }) },
      ],
      { log: quiet },
    )
    expect(outcomes.map((outcome) => outcome.state)).toEqual(['passed', 'passed', 'passed'])
    const { lines, ok } = summary(outcomes)
    expect(ok).toBe(true)
    expect(lines.at(-2)).toBe('npm test: every part ran and passed')
    expect(lines.at(-1)).toBe('tests: 42 passed, 0 failed, 2 skipped')
    expect(lines[2]).toMatch(/^npm test: vitest passed \(40 passed, 0 failed, 2 skipped\) in \d+ s$/)
  })

  it('a failed build: the suites that need it are not run, said by name, and each counts as a failure', async () => {
    const outcomes: Outcome[] = await runParts(
      [
        { name: 'typecheck', command: node('process.exit(0)') },
        { name: 'build', command: node('process.exit(2)') },
        { name: 'vitest', needs: 'build', command: node('process.exit(0)'), counts: () => ({ passed: 40, failed: 0, skipped: 0 }) },
        { name: 'playwright', needs: 'build', command: node('process.exit(0)') },
      ],
      { log: quiet },
    )
    expect(outcomes.map((outcome) => [outcome.name, outcome.state, outcome.why ?? ''])).toEqual([
      ['typecheck', 'passed', ''],
      ['build', 'failed', ''],
      ['vitest', 'not run', 'build failed'],
      ['playwright', 'not run', 'build failed'],
    ])
    const { lines, ok } = summary(outcomes)
    expect(ok).toBe(false)
    expect(lines).toContain('npm test: vitest not run (build failed)')
    expect(lines.at(-2)).toBe('npm test: FAILED — failed: build — not run: vitest, playwright')
    expect(lines.at(-1)).toBe('tests: 1 passed, 3 failed')
  })

  it('a suite that fails: its failing tests are counted; one that could not start (no report, or no command) is one failure', async () => {
    const outcomes: Outcome[] = await runParts(
      [
        { name: 'vitest', command: node('process.exit(1)'), counts: () => ({ passed: 10, failed: 3, skipped: 0 }) },
        {
          name: 'playwright',
          command: node('process.exit(1)'),
          counts: () => {
            throw new Error('no report')
          },
        },
        { name: 'typecheck', command: ['no-such-command-anywhere'] },
      ],
      { log: quiet },
    )
    expect(outcomes.map((outcome) => outcome.state)).toEqual(['failed', 'failed', 'failed'])
    const { lines, ok } = summary(outcomes)
    expect(ok).toBe(false)
    expect(lines.at(-1)).toBe('tests: 10 passed, 5 failed')
  })
})
