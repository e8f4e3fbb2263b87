import { describe, expect, it } from 'vitest'
import { FailureThrottle } from '../../src/features/admin-auth/throttle'

describe('FailureThrottle', () => {
  const minutes = (n: number) => n * 60_000

  it('blocks a key after 5 failures within 15 minutes, until the oldest leaves the window', () => {
    let now = 0
    const throttle = new FailureThrottle(5, minutes(15), () => now)
    for (let i = 0; i < 4; i++) {
      throttle.recordFailure('email:a')
      now += minutes(1)
    }
    expect(throttle.isBlocked('email:a')).toBe(false)
    throttle.recordFailure('email:a')
    expect(throttle.isBlocked('email:a')).toBe(true)
    expect(throttle.isBlocked('email:b')).toBe(false)
    expect(throttle.isBlocked('email:b', 'email:a')).toBe(true)
    now = minutes(15) + 1 // the first failure (t=0) has left the window
    expect(throttle.isBlocked('email:a')).toBe(false)
  })

  it('counts each key given to recordFailure, and clear forgets one key', () => {
    const throttle = new FailureThrottle(2, minutes(15), () => 0)
    throttle.recordFailure('email:a', 'ip:1')
    throttle.recordFailure('email:b', 'ip:1')
    expect(throttle.isBlocked('ip:1')).toBe(true)
    expect(throttle.isBlocked('email:a')).toBe(false)
    throttle.clear('ip:1')
    expect(throttle.isBlocked('ip:1')).toBe(false)
  })
})
