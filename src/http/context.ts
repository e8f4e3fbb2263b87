import type SQLite from 'better-sqlite3'
import type { Config } from '../config.js'
import type { Db } from '../db/connection.js'

/** What every feature router and page hook receives: no module-level singletons. */
export type AppContext = {
  config: Config
  db: Db
  sqlite: SQLite.Database
  /** Bumped by every content write; cached public pages older than it are rendered again. */
  content: ContentVersion
}

export class ContentVersion {
  private value = 0
  get current(): number {
    return this.value
  }
  bump(): void {
    this.value++
  }
}
