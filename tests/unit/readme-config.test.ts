import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { UPLOAD_FOLDERS } from '../../src/config'

/**
 * The README's tables against the code (decision 119): every environment variable read anywhere
 * is in one of them, and every one the server or its commands read is in the configuration table.
 * The source is walked, so a variable read by a new file cannot be missed.
 */
const README = fs.readFileSync('README.md', 'utf8')

/** The section under a heading, up to the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string {
  const level = /^#+/.exec(heading)![0].length
  const start = markdown.indexOf(`\n${heading}\n`)
  if (start < 0) throw new Error(`README has no heading "${heading}"`)
  const rest = markdown.slice(start + heading.length + 2)
  const next = rest.search(new RegExp(`^#{1,${level}} `, 'm'))
  return next < 0 ? rest : rest.slice(0, next)
}

/** The variable names in the first column of the section's table rows (`A`, `B` in one cell counts both). */
function tableVariables(text: string): Set<string> {
  const names = new Set<string>()
  for (const line of text.split('\n')) {
    const cell = /^\|([^|]*)\|/.exec(line)?.[1]
    if (!cell) continue
    for (const [, name] of cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name)
  }
  return names
}

/** Every source file below dir (recursive), or the file itself. */
function sourceFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return []
  if (fs.statSync(entry).isFile()) return [entry]
  return (fs.readdirSync(entry, { recursive: true }) as string[])
    .filter((name) => /\.(ts|tsx|mts|js|mjs|cjs)$/.test(name) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(entry, name))
}

/** Names read from the environment: process.env.<NAME>, env.<NAME> (an environment passed in), process.env['<NAME>']. */
function envReads(files: string[]): Map<string, string> {
  const reads = new Map<string, string>()
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8')
    // import.meta.env.DEV is Vite's build-time flag, not a variable of the environment
    for (const match of text.matchAll(/(?<!import\.meta\.)\benv\.([A-Z][A-Z0-9_]*)\b|\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g)) {
      const name = match[1] ?? match[2]
      if (!reads.has(name)) reads.set(name, file)
    }
  }
  return reads
}

/** The server (src/, server.ts and the file `npm start` runs) and everything else in the project that runs. */
const SERVER = ['src', 'server.ts', 'scripts/start.mjs'].flatMap(sourceFiles)
const EVERYTHING = [...SERVER, ...['scripts', 'tests', ...fs.readdirSync('.').filter((name) => /\.config\.(ts|mjs|js)$/.test(name))].flatMap(sourceFiles)]
/** Set by the shell or the CI service and passed on to child processes, not settings of ours. */
const SYSTEM = new Set(['PATH', 'HOME', 'CI'])

const configuration = tableVariables(section(README, '## Configuration'))
const tools = tableVariables(section(README, '### Variables of the tests and tools'))

describe("the README's configuration", () => {
  it('lists every variable the server and its commands read', () => {
    const reads = envReads(SERVER)
    // The walk finds what it must (a walk that found nothing would pass).
    for (const name of ['PORT', 'PUBLIC_ORIGIN', 'SMTP_URL', 'BACKUP_DIR', 'LOG_LEVEL', 'NODE_ENV']) expect(reads.has(name), name).toBe(true)
    const missing = [...reads].filter(([name]) => !configuration.has(name)).map(([name, file]) => `${name} (read in ${file})`)
    expect(missing, 'add these to the table under "## Configuration" in README.md').toEqual([])
  })

  it('lists every other variable the tests, benchmarks and scripts read in the table of the tests and tools', () => {
    const reads = envReads(EVERYTHING)
    expect(reads.has('E2E_ADMIN_PORT')).toBe(true)
    const missing = [...reads].filter(([name]) => !configuration.has(name) && !tools.has(name) && !SYSTEM.has(name)).map(([name, file]) => `${name} (read in ${file})`)
    expect(missing, 'add these to the table under "### Variables of the tests and tools" in README.md').toEqual([])
  })

  it('lists no variable nothing reads', () => {
    const reads = envReads(EVERYTHING)
    expect([...configuration, ...tools].filter((name) => !reads.has(name))).toEqual([])
  })

  it('names every upload folder the server makes, and no other', () => {
    const row = README.split('\n').find((line) => line.startsWith('| `UPLOADS_DIR` |'))!
    const named = [...row.matchAll(/`([A-Za-z]+)\/`/g)].map((m) => m[1])
    expect(new Set(named)).toEqual(new Set(UPLOAD_FOLDERS))
    // A folder written by name in the code is one of them (so it is made at start and listed above).
    for (const file of SERVER) {
      for (const [, folder] of fs.readFileSync(file, 'utf8').matchAll(/uploadsDir,\s*'([^']+)'/g)) expect(UPLOAD_FOLDERS, `${folder} in ${file}`).toContain(folder)
    }
  })
})

describe("the README's scripts", () => {
  it('names every script of package.json', () => {
    const scripts = Object.keys(JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts as Record<string, string>)
    const table = section(README, '## Scripts')
    // `npm start` and `npm test` are typed without `run`.
    const typed = (name: string) => (name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`)
    expect(scripts.filter((name) => !new RegExp(`\`${typed(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\` ]`).test(table))).toEqual([])
  })
})
