import { describe, expect, it } from 'vitest'
import { BoundedWork } from '../../src/platform/auth/password-queue'
import { AttemptThrottle } from '../../src/platform/auth/throttle'

describe('AttemptThrottle', () => {
  const minutes = (n: number) => n * 60_000

  it('allows 5 attempts per key within 15 minutes, then says how long to wait until the oldest leaves the window', () => {
    let now = 0
    const throttle = new AttemptThrottle(5, minutes(15), () => now)
    for (let i = 0; i < 5; i++) {
      expect('attempt' in throttle.reserve('addr:1')).toBe(true)
      now += minutes(1)
    }
    expect(throttle.reserve('addr:1')).toEqual({ waitMs: minutes(10) })
    expect(throttle.waitMs('addr:2')).toBe(0)
    expect(throttle.waitMs('addr:2', 'addr:1')).toBe(minutes(10))
    now = minutes(15) + 1 // the first attempt (t=0) has left the window
    expect(throttle.waitMs('addr:1')).toBe(0)
  })

  it('reserves on every key at once, synchronously: the 6th of 40 simultaneous reservations is refused', () => {
    const throttle = new AttemptThrottle(5, minutes(15), () => 0)
    const results = Array.from({ length: 40 }, (_, i) => throttle.reserve(`addr+email:1|a${i % 2}`, 'addr:1'))
    expect(results.filter((r) => 'attempt' in r)).toHaveLength(5)
  })

  it('a kind of key may have its own limit: an address keeps 20 while each account at it keeps 5', () => {
    const throttle = new AttemptThrottle(5, minutes(15), () => 0, { addr: 20 })
    for (let i = 0; i < 5; i++) expect('attempt' in throttle.reserve('addr+email:1|typist', 'addr:1')).toBe(true)
    // the typist is refused; a colleague at the same address is not
    expect('waitMs' in throttle.reserve('addr+email:1|typist', 'addr:1')).toBe(true)
    for (let i = 0; i < 15; i++) expect('attempt' in throttle.reserve(`addr+email:1|colleague${i % 3}`, 'addr:1'), `colleague attempt ${i}`).toBe(true)
    // 20 at the address: now nobody there
    expect(throttle.reserve('addr+email:1|principal', 'addr:1')).toEqual({ waitMs: minutes(15) })
    // a key whose kind only starts like one with its own limit keeps the common one
    for (let i = 0; i < 5; i++) throttle.reserve('address:2')
    expect('waitMs' in throttle.reserve('address:2')).toBe(true)
  })

  it('cancel takes one reserved attempt back; clear forgets a key; a blocked key blocks only its own reservations', () => {
    const throttle = new AttemptThrottle(2, minutes(15), () => 0)
    const first = throttle.reserve('addr+email:1|a', 'addr:1')
    throttle.reserve('addr+email:1|b', 'addr:1')
    expect(throttle.waitMs('addr:1')).toBeGreaterThan(0)
    if (!('attempt' in first)) throw new Error('first attempt refused')
    throttle.cancel(first.attempt)
    expect(throttle.waitMs('addr:1')).toBe(0)
    throttle.clear('addr:1')
    expect('attempt' in throttle.reserve('addr+email:2|a', 'addr:2')).toBe(true)
  })
})

describe('BoundedWork', () => {
  it('runs at most `concurrency` at once, queues `maxWaiting`, and refuses the rest at once', async () => {
    const work = new BoundedWork(1, 2)
    let running = 0
    let most = 0
    const task = async () => {
      running++
      most = Math.max(most, running)
      await new Promise((r) => setTimeout(r, 5))
      running--
      return 'done'
    }
    const started = Array.from({ length: 6 }, () => work.tryRun(task))
    expect(started.filter((p) => p === null)).toHaveLength(3)
    expect(await Promise.all(started.filter(Boolean))).toEqual(['done', 'done', 'done'])
    expect(most).toBe(1)
    // the queue drained: new work is accepted again
    expect(await work.tryRun(task)).toBe('done')
  })

  it('frees its slot when the work fails', async () => {
    const work = new BoundedWork(1, 0)
    await expect(work.tryRun(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await work.tryRun(async () => 1)).toBe(1)
  })
})
