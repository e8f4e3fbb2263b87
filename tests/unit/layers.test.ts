import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const CLI = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')
const CONFIG = path.join(root, '.dependency-cruiser.cjs')

/** The rules' verdicts on a tree: "rule from -> to" for each violation (the CLI's exit code aside). */
function violations(cwd: string, ...targets: string[]): string[] {
  let out: string
  try {
    out = execFileSync(process.execPath, [CLI, '--config', CONFIG, '--output-type', 'json', ...targets], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  } catch (err) {
    // A tree that breaks a rule exits with the number of violations; its report is still on stdout.
    out = (err as { stdout: string }).stdout
  }
  const report = JSON.parse(out) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } }
  return report.summary.violations.map((v) => `${v.rule.name} ${v.from} -> ${v.to}`).sort()
}

describe('the layer rules (.dependency-cruiser.cjs, run by npm test as lint:layers)', () => {
  it('refuse an import up, an import of the composition, a reach into another feature’s panels, and a circle; a feature’s store stays usable', () => {
    expect(violations(path.join(root, 'tests/fixtures/layers'), 'src')).toEqual([
      'features-only-through-public-modules src/features/fees/reaches-internal.ts -> src/features/news/admin/NewsPanel.ts',
      'kit-imports-no-feature src/http/import-up.ts -> src/features/news/store.ts',
      'no-circle src/platform/bin/circle-a.ts -> src/platform/bin/circle-b.ts',
      'nothing-below-imports-the-composition src/features/fees/imports-app.ts -> src/app/api.ts',
    ])
  })

  it('find nothing in the site: no import up, no circle', () => {
    expect(violations(root, 'server.ts', 'src', 'pages')).toEqual([])
  })
})
