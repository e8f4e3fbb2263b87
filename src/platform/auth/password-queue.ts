/**
 * Runs expensive work (argon2 verifications) at most `concurrency` at a time, with at most
 * `maxWaiting` more queued; beyond that, `tryRun` refuses at once (null) instead of queueing.
 * argon2 runs on libuv's thread pool, which also reads files and compresses: without a bound, a
 * burst of logins stalls every static file and upload for as long as the burst lasts.
 */
export class BoundedWork {
  private running = 0
  private waiting: (() => void)[] = []

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** True when `concurrency` run and `maxWaiting` wait already: new work would be refused. */
  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.maxWaiting
  }

  /** The work's promise, or null when the queue is full. */
  tryRun<T>(work: () => Promise<T>): Promise<T> | null {
    return this.full ? null : this.run(work)
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.running++
    try {
      return await work()
    } finally {
      const next = this.waiting.shift()
      if (next) next() // the slot passes straight to the next in line
      else this.running--
    }
  }
}

/** One argon2 verification at a time (2 cores, shared with serving), four more may wait. */
export const PASSWORD_WORK = { concurrency: 1, maxWaiting: 4 } as const
