/** Password attempts (sign-in, set-password link, own password) allowed per key within the window; the next is refused (5 in 15 minutes). */
export const MAX_ATTEMPTS = 5
/**
 * Attempts allowed per visitor ("addr:…") whatever the account, within the same window: a college
 * office signs in from one address, and one person's five mistyped passwords refused every
 * colleague's right one for 15 minutes (docs/decisions/266). Each account at that address keeps 5.
 */
export const MAX_ATTEMPTS_PER_ADDRESS = 20
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000
/** Keys remembered at most: a flood of made-up addresses cannot grow memory without end. */
const MAX_KEYS = 10_000

/** An attempt counted on some keys, from the moment it was reserved. */
export type Attempt = { keys: readonly string[]; at: number }

/**
 * Counts password attempts per key ("addr:…", "addr+email:…", "account:…", "link:…") in a sliding window, in memory. An
 * attempt is reserved on all its keys at once, synchronously, BEFORE the password is verified: a
 * burst of simultaneous guesses cannot slip past the count while verifications are running. A
 * failed attempt stays counted; a successful one is taken back (and its keys cleared by the caller).
 */
export class AttemptThrottle {
  private attempts = new Map<string, number[]>()

  constructor(
    private readonly maxAttempts = MAX_ATTEMPTS,
    private readonly windowMs = ATTEMPT_WINDOW_MS,
    private readonly clock: () => number = Date.now,
    /** Another limit for keys of one kind (the part before ':'), e.g. `{ addr: MAX_ATTEMPTS_PER_ADDRESS }`. */
    private readonly limitOfKind: Readonly<Record<string, number>> = {},
  ) {}

  private limitOf(key: string): number {
    const kind = key.slice(0, key.indexOf(':'))
    return Object.hasOwn(this.limitOfKind, kind) ? this.limitOfKind[kind]! : this.maxAttempts
  }

  private recent(key: string): number[] {
    const since = this.clock() - this.windowMs
    const times = (this.attempts.get(key) ?? []).filter((time) => time > since)
    if (times.length) this.attempts.set(key, times)
    else this.attempts.delete(key)
    return times
  }

  /** Milliseconds until every key allows another attempt; 0 when it is allowed now. */
  waitMs(...keys: string[]): number {
    let wait = 0
    for (const key of keys) {
      const times = this.recent(key)
      const limit = this.limitOf(key)
      if (times.length >= limit) wait = Math.max(wait, times[times.length - limit]! + this.windowMs - this.clock())
    }
    return Math.max(wait, 0)
  }

  /** Counts an attempt on every key, or answers how long to wait when any key is used up. */
  reserve(...keys: string[]): { attempt: Attempt } | { waitMs: number } {
    const wait = this.waitMs(...keys)
    if (wait > 0) return { waitMs: wait }
    const at = this.clock()
    for (const key of keys) {
      const times = this.recent(key)
      times.push(at)
      // Map keeps insertion order: re-inserting keeps the least recently used keys first.
      this.attempts.delete(key)
      this.attempts.set(key, times)
    }
    while (this.attempts.size > MAX_KEYS) this.attempts.delete(this.attempts.keys().next().value!)
    return { attempt: { keys, at } }
  }

  /** Takes a reserved attempt back (it succeeded, or it was never verified). */
  cancel(attempt: Attempt): void {
    for (const key of attempt.keys) {
      const times = this.attempts.get(key)
      const index = times?.indexOf(attempt.at) ?? -1
      if (index >= 0) times!.splice(index, 1)
    }
  }

  clear(key: string): void {
    this.attempts.delete(key)
  }
}
