import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { accessibilityStatement } from '../../src/content/accessibility'
import { hi } from '../../src/content/messages/hi'

/**
 * docs/accessibility-audit.md is the one source of the accessibility claims (docs/decisions/170):
 * it lists every WCAG 2.2 A and AA criterion, each "pass" with its evidence (a test that exists or
 * a dated check by hand), and the English and Hindi statements name as failing exactly the
 * criteria it marks "fails". Either drifting from the other turns this red.
 */

/** WCAG 2.2 levels A and AA (4.1.1 Parsing is obsolete in 2.2). */
const WCAG22_A_AA = [
  '1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.3.1', '1.3.2', '1.3.3', '1.3.4', '1.3.5',
  '1.4.1', '1.4.2', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12', '1.4.13',
  '2.1.1', '2.1.2', '2.1.4', '2.2.1', '2.2.2', '2.3.1', '2.4.1', '2.4.2', '2.4.3', '2.4.4', '2.4.5', '2.4.6', '2.4.7', '2.4.11',
  '2.5.1', '2.5.2', '2.5.3', '2.5.4', '2.5.7', '2.5.8', '3.1.1', '3.1.2', '3.2.1', '3.2.2', '3.2.3', '3.2.4', '3.2.6',
  '3.3.1', '3.3.2', '3.3.3', '3.3.4', '3.3.7', '3.3.8', '4.1.2', '4.1.3',
]

const root = path.resolve(__dirname, '../..')
const audit = fs.readFileSync(path.join(root, 'docs/accessibility-audit.md'), 'utf8')
const table = audit.slice(audit.indexOf('## Every A and AA criterion of WCAG 2.2'))
const rows = [...table.matchAll(/^\| (\d\.\d\.\d+) [^|]+\| (A|AA) \| ([^|]+) \| (.*) \|$/gm)].map((m) => ({ criterion: m[1], status: m[3].trim(), evidence: m[4].trim() }))

function testFiles(dir: string): Set<string> {
  const names = new Set<string>()
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) for (const name of testFiles(path.join(dir, entry.name))) names.add(name)
    else names.add(entry.name)
  }
  return names
}
const existing = testFiles(path.join(root, 'tests'))

const cited = (texts: readonly string[]) => new Set(texts.flatMap((text) => [...text.matchAll(/WCAG (\d\.\d\.\d+)/g)].map((m) => m[1])))

describe('the accessibility audit and the statements', () => {
  it('lists every WCAG 2.2 A and AA criterion once', () => {
    expect(rows.map((row) => row.criterion).sort()).toEqual([...WCAG22_A_AA].sort())
  })

  it('says "pass" only with evidence: a test file that exists, or a dated check by hand', () => {
    const unbacked: string[] = []
    for (const row of rows) {
      expect(row.status, row.criterion).toMatch(/^(pass|fails|not applicable)\b/)
      if (row.status !== 'pass') continue
      const files = [...row.evidence.matchAll(/`([\w./-]+\.(?:spec|test)\.ts)`/g)].map((m) => path.basename(m[1]))
      const dated = /by hand[^|]*\b20\d\d-\d\d-\d\d\b/.test(row.evidence)
      const axe = /\baxe\b/.test(row.evidence) && files.length > 0
      if (files.length === 0 && !dated && !axe) unbacked.push(`${row.criterion}: ${row.evidence}`)
      for (const file of files) if (!existing.has(file)) unbacked.push(`${row.criterion}: ${file} does not exist`)
    }
    expect(unbacked).toEqual([])
  })

  it('the English and Hindi statements name as known limits exactly the criteria the audit marks "fails"', () => {
    const failing = new Set(rows.filter((row) => row.status === 'fails').map((row) => row.criterion))
    expect(cited(accessibilityStatement.knownLimits)).toEqual(failing)
    expect(cited(hi.accessibility.knownLimits)).toEqual(failing)
    // the same scope and the same number of limits in both languages
    expect(hi.accessibility.knownLimits.length).toBe(accessibilityStatement.knownLimits.length)
    expect(accessibilityStatement.standard).toMatch(/WCAG\) 2\.2 at level AA/)
    expect(hi.accessibility.standard).toMatch(/WCAG\) 2\.2 के AA/)
    expect(accessibilityStatement.standard).toMatch(/every panel/)
    expect(hi.accessibility.standard).toMatch(/हर पैनल/)
  })
})
