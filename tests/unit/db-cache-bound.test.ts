import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MAIN_CACHE_KB, openDatabase } from '../../src/db/connection'

/**
 * Issue 26 row 10: at content scale (1,000 news, 500 photos, 50,000 enquiries) the shared
 * connection's page cache grew to the build's 16 MB default while the admin read every list, and
 * the allocator kept it (scripts/bench-memory.ts measures the server's RSS).
 */
describe('the shared database connection', () => {
  it('keeps a page cache of at most 4 MB', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-cache-'))
    const { sqlite, close } = openDatabase(dir)
    try {
      expect(MAIN_CACHE_KB).toBeLessThanOrEqual(4096)
      // negative: KiB (SQLite's own unit for a size in bytes rather than pages)
      expect(sqlite.pragma('cache_size', { simple: true })).toBe(-MAIN_CACHE_KB)
    } finally {
      await close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
