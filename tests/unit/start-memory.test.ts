import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The server's memory (docs/performance.md): the image library (libvips, ~20 MB) runs in a process of
 * its own and the PDF parser (~20 MB) in the PDF check's, never in the server. Reads the
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

  it('does not import sharp or pdf-lib; sharp runs in the image process, from its own file', () => {
    const { packages, chunks } = loadedAtStart()
    expect(packages.has('express')).toBe(true) // the walk reads real imports
    expect([...packages]).not.toContain('sharp')
    expect([...packages]).not.toContain('pdf-lib')
    // not even on first use (docs/decisions/136): libvips stayed in the server for its life
    const all = chunks.map((c) => fs.readFileSync(path.join(dir, c), 'utf8')).join('\n')
    expect(all).not.toMatch(/import\(\s*["']sharp["']\s*\)/)
    expect(fs.readFileSync(path.join(dir, 'image-worker.mjs'), 'utf8')).toMatch(/^import .*["']sharp["'];?$/m)
  })
})
