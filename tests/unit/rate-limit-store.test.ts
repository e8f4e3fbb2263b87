import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BoundedHitStore, MAX_LIMITED_ADDRESSES } from '../../src/http/rate-limit'

/**
 * Issue 26 row 10: express-rate-limit's MemoryStore kept every address of the last one to two
 * windows; 50,000 submits from as many addresses grew the server by ~11 MB that it kept.
 */
describe('the per-address hit counts of the public limits', () => {
  const WINDOW = 600_000

  it('count per address within the window and start again after it', () => {
    let now = 1_000_000
    const store = new BoundedHitStore(WINDOW, 100, () => now)
    expect(store.increment('10.0.0.1').totalHits).toBe(1)
    expect(store.increment('10.0.0.1').totalHits).toBe(2)
    expect(store.increment('10.0.0.2').totalHits).toBe(1)
    const info = store.get('10.0.0.1')!
    expect(info.totalHits).toBe(2)
    expect(info.resetTime!.getTime()).toBe(1_000_000 + WINDOW)
    store.decrement('10.0.0.1')
    expect(store.get('10.0.0.1')!.totalHits).toBe(1)
    now += WINDOW
    expect(store.get('10.0.0.1')).toBeUndefined()
    expect(store.increment('10.0.0.1').totalHits).toBe(1)
    // the expired count of 10.0.0.2 went at that hit (it was the least recently used)
    expect(store.size).toBe(1)
  })

  it('remember at most their bound of addresses, dropping the least recently used', () => {
    const store = new BoundedHitStore(WINDOW)
    for (let i = 0; i < 50_000; i++) store.increment(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`)
    expect(store.size).toBe(MAX_LIMITED_ADDRESSES)
    expect(MAX_LIMITED_ADDRESSES).toBeLessThanOrEqual(10_000)
    // the latest addresses are still counted; the first are gone
    expect(store.increment('10.0.195.79').totalHits).toBe(2) // address 49,999
    expect(store.get('10.0.0.0')).toBeUndefined()
  })

  it('are the only counts kept: express-rate-limit is used by src/http/rate-limit.ts alone, and there with the bounded store only', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : []))
    const users = [...sources('src'), ...sources('pages'), 'server.ts'].filter((file) => /from 'express-rate-limit'/.test(readFileSync(file, 'utf8')))
    expect(users).toEqual([join('src', 'http', 'rate-limit.ts'), join('src', 'http', 'visitor.ts')])
    // the visitor rule (docs/decisions/154) borrows the package's address grouping and keeps no count
    expect(readFileSync('src/http/visitor.ts', 'utf8')).toMatch(/^import \{ ipKeyGenerator \} from 'express-rate-limit'$/m)
    expect(readFileSync('src/http/visitor.ts', 'utf8')).not.toMatch(/rateLimit|Store/)
    const own = readFileSync('src/http/rate-limit.ts', 'utf8')
    const calls = own.match(/rateLimit\(\{[^}]*\}/g) ?? []
    expect(calls.length).toBe(1)
    expect(calls[0]).toContain('store: new BoundedHitStore(')
  })
})
