/** Failed sign-ins allowed per key within the window; the next attempt is refused (spec: 5 in 15 minutes). */
export const MAX_FAILURES = 5
export const FAILURE_WINDOW_MS = 15 * 60 * 1000
/** Keys remembered at most: a flood of made-up addresses cannot grow memory without end. */
const MAX_KEYS = 10_000

/**
 * Counts failed sign-ins per key ("email:…", "ip:…") in a sliding window, in memory. A key with
 * MAX_FAILURES failures inside the window is blocked until the oldest of them leaves it.
 */
export class FailureThrottle {
  private failures = new Map<string, number[]>()

  constructor(
    private readonly maxFailures = MAX_FAILURES,
    private readonly windowMs = FAILURE_WINDOW_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.clock() - this.windowMs
    const times = (this.failures.get(key) ?? []).filter((time) => time > since)
    if (times.length) this.failures.set(key, times)
    else this.failures.delete(key)
    return times
  }

  /** True when any of the keys has used up its failures. */
  isBlocked(...keys: string[]): boolean {
    return keys.some((key) => this.recent(key).length >= this.maxFailures)
  }

  recordFailure(...keys: string[]): void {
    for (const key of keys) {
      const times = this.recent(key)
      times.push(this.clock())
      this.failures.delete(key)
      this.failures.set(key, times)
    }
    // Map keeps insertion order: the first keys are the least recently failed.
    while (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value!)
  }

  clear(key: string): void {
    this.failures.delete(key)
  }
}
