import type SQLite from 'better-sqlite3'
import type { Config } from '../config.js'
import type { Db } from '../db/connection.js'

/** What every feature router and page hook receives: no module-level singletons. */
export type AppContext = {
  config: Config
  db: Db
  sqlite: SQLite.Database
  /** Raised by every successful admin write (src/http/content-writes.ts); cached pages older than it are rendered again. */
  content: ContentVersion
}

/**
 * The version of the public content, kept in SQLite (migration 004) so that another process
 * serving the same data folder sees a write at once (docs/decisions/051). Reading it is one
 * prepared single-row lookup.
 */
export class ContentVersion {
  private readonly read: SQLite.Statement<[], number>
  private readonly raise: SQLite.Statement<[], number>
  constructor(sqlite: SQLite.Database) {
    this.read = sqlite.prepare<[], number>('select version from content_version where id = 1').pluck()
    this.raise = sqlite.prepare<[], number>('update content_version set version = version + 1 where id = 1 returning version').pluck()
  }
  get current(): number {
    return this.read.get() ?? 0
  }
  /**
   * Marks every cached page stale and returns the new version. Called for every successful admin
   * write by src/http/content-writes.ts (the one invalidation point); `cause` is the write's path.
   */
  bump(cause = ''): number {
    const version = this.raise.get() ?? 0
    for (const listener of this.listeners) listener(cause)
    return version
  }
  private readonly listeners: ((cause: string) => void)[] = []
  /** Runs after every bump, e.g. to render the likeliest next pages again in the background. */
  afterBump(listener: (cause: string) => void): void {
    this.listeners.push(listener)
  }
}
