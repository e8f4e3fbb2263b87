import type SQLite from 'better-sqlite3'
import type { Config } from '../config.js'
import type { Db } from '../db/connection.js'
import type { Clock } from '../clock.js'

/** What every feature router and page hook receives: no module-level singletons. */
export type AppContext = {
  config: Config
  db: Db
  sqlite: SQLite.Database
  /** Bumped by every content write; cached public pages older than it are rendered again. */
  content: ContentVersion
  /** "Now" for scheduled content (src/clock.ts) */
  clock: Clock
}

/** When content changes by itself at a known time (a notice's publish or expiry): ms, or null. */
export type ValidUntil = (now: number) => Promise<number | null>

export class ContentVersion {
  private value = 0
  private validUntilHooks: ValidUntil[] = []
  get current(): number {
    return this.value
  }
  bump(): void {
    this.value++
  }
  /** A feature whose content changes on a schedule says when the next change is due. */
  addValidUntil(hook: ValidUntil): void {
    this.validUntilHooks.push(hook)
  }
  /**
   * Until when a page rendered now stays right without any write: the earliest scheduled change
   * of any feature (Infinity when none is due). The page cache keeps entries no longer than this.
   */
  async validUntil(now: number): Promise<number> {
    // A hook that cannot tell (its table unreadable) makes the page uncacheable, never a failed page.
    const times = await Promise.all(this.validUntilHooks.map((hook) => hook(now).catch(() => now)))
    return Math.min(Infinity, ...times.filter((t): t is number => t !== null))
  }
}
