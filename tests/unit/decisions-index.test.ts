import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** docs/decisions/README.md against the folder it indexes (decision 119). */
const DIR = 'docs/decisions'
const files = fs.readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name)).sort()
const title = (file: string) => /^# (.+)$/m.exec(fs.readFileSync(path.join(DIR, file), 'utf8'))?.[1].trim()

/** `| [NNN](NNN-name.md) | title | one line |` rows of the index. */
const rows = fs
  .readFileSync(path.join(DIR, 'README.md'), 'utf8')
  .split('\n')
  .map((line) => /^\| \[(\d{3})\]\(([^)]+)\) \| (.+?) \| (.+?) \|$/.exec(line))
  .filter((match) => match !== null)
  .map(([, number, file, heading, line]) => ({ number, file, heading, line }))

describe('the index of decisions', () => {
  it('lists every decision file once, in number order, and links nothing else', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(rows.map((row) => row.file)).toEqual(files)
  })

  it("gives each its own number and title and a line of its own", () => {
    for (const row of rows) {
      expect(row.file.slice(0, 3), row.file).toBe(row.number)
      expect(row.heading, row.file).toBe(title(row.file))
      expect(row.line.trim().length, `${row.file} has no line`).toBeGreaterThan(10)
    }
  })

  it('has no two decisions with one number', () => {
    const numbers = files.map((file) => file.slice(0, 3))
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([])
  })
})
