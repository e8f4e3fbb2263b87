/**
 * Who sent an input: a signed-in staff member, or a stranger (a public form). Each has its own
 * budgets and its own lanes of heavy work (PDF checks, image jobs), so a stranger's work never
 * waits in front of staff's (docs/decisions/150).
 */
export type Trust = 'staff' | 'public'

/**
 * A bounded line of heavy work: `atOnce` jobs run, `maxWaiting` more wait their turn, and one more
 * is refused at once with `full()` (answered 503 with Retry-After) instead of waiting longer.
 */
export class WorkLane {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    readonly atOnce: number,
    readonly maxWaiting: number,
    private readonly full: () => Error,
  ) {}

  /** Jobs running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }

  /** Runs `work` when a place is free (waiting in line meanwhile); throws full() when the line is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.take()
    try {
      return await work()
    } finally {
      this.release()
    }
  }

  private async take(): Promise<void> {
    if (this.running < this.atOnce) {
      this.running++
      return
    }
    if (this.waiting.length >= this.maxWaiting) throw this.full()
    await new Promise<void>((resolve) => this.waiting.push(resolve))
  }

  /** Hands the place to the next job in line, or frees it. */
  private release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.running--
  }
}
