import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The server's memory at start (docs/performance.md): the image library (libvips, ~20 MB) and the
 * PDF parser (~20 MB) are loaded on first use, never by the bundle's own imports. Reads the
 * production bundle that `npm run build` writes, and every chunk it imports at load time.
 */
describe('what the server bundle loads at start', () => {
  const dir = path.resolve(process.env.BUILD_DIR || 'dist', 'app')
  /** The bundle and the chunks it imports statically, followed transitively. */
  function loadedAtStart(): { packages: Set<string>; chunks: string[] } {
    const packages = new Set<string>()
    const chunks: string[] = []
    const queue = ['server.mjs']
    while (queue.length) {
      const file = queue.shift()!
      if (chunks.includes(file)) continue
      chunks.push(file)
      const text = fs.readFileSync(path.join(dir, file), 'utf8')
      // Static imports only: `import … from "x"` and `import "x"` (a dynamic import() is on first use).
      for (const [, spec] of text.matchAll(/^\s*import\s+(?:[^'"();]*?\sfrom\s+)?["']([^"']+)["'];?$/gm)) {
        if (spec.startsWith('.')) queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)))
        else packages.add(spec)
      }
    }
    return { packages, chunks }
  }

  it('does not import sharp or pdf-lib; both are still in the build, loaded on first use', () => {
    const { packages, chunks } = loadedAtStart()
    expect(packages.has('express')).toBe(true) // the walk reads real imports
    expect([...packages]).not.toContain('sharp')
    expect([...packages]).not.toContain('pdf-lib')
    const all = chunks.map((c) => fs.readFileSync(path.join(dir, c), 'utf8')).join('\n')
    expect(all).toMatch(/import\(\s*["']sharp["']\s*\)/)
  })
})
