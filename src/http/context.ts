import type SQLite from 'better-sqlite3'
import type { Config } from '../config.js'
import type { Db } from '../db/connection.js'
import type { Clock } from '../clock.js'
import type { FormStates } from './form-state.js'

/**
 * What every feature router and page hook receives: no module-level singletons. The services that
 * belong to a feature (mail) are added where the app is assembled (src/app/context.ts).
 */
export interface AppContext {
  config: Config
  db: Db
  sqlite: SQLite.Database
  /** Raised by every successful admin write (src/http/content-writes.ts); cached pages older than it are rendered again. */
  content: ContentVersion
  /** "Now" for scheduled content (src/clock.ts), the end of staff sessions and the e-mail sender's retries */
  clock: Clock
  /** What visitors typed into refused no-JS form posts, for the page they are sent back to (form-state.ts) */
  formStates: FormStates
  /**
   * Each area's own update of a row, by area key, for applying a change kept as a draft to a
   * scratch copy of the database that its preview renders (docs/decisions/280). The areas'
   * routers fill it as they are mounted (src/platform/row-drafts/change-routes.ts).
   */
  changeAppliers: Map<string, ChangeApplier>
  /**
   * The public address a draft row is previewed on, by area key, for an area whose declared page
   * cannot say it (a gallery photo: its album's page that holds it, docs/decisions/289). Filled as
   * the areas' draft routes are mounted (src/platform/row-drafts/rows.ts).
   */
  previewPlaces: Map<string, PreviewPlace>
}

/** The address (path and query) of the public page that shows the stored row, read while its preview renders. */
export type PreviewPlace = (db: Db, row: Record<string, unknown>) => Promise<string>

/** Writes a kept change's fields onto the row `id` through the area's own update; rejects what the area's schema refuses. */
export type ChangeApplier = (db: Db, id: string, fields: Record<string, unknown>) => Promise<unknown>

/** When content changes by itself at a known time (a notice's publish or expiry): ms, or null. */
export type ValidUntil = (now: number) => Promise<number | null>

/**
 * A version read from SQLite is trusted for this long. Reading it is a read transaction (file
 * locks, system calls, 20-40 µs): once per millisecond was still ~4% of a cached hit's CPU at
 * 7,000 hits a second. This process's own writes are seen at once (bump); another process's
 * (a maintenance script on the same folder) within 20 ms.
 */
const RECHECK_MS = 20

/**
 * The version of the public content, kept in SQLite (migration 004) so that another process
 * serving the same data folder sees a write too (docs/decisions/051).
 */
export class ContentVersion {
  private validUntilHooks: ValidUntil[] = []
  private readonly read: SQLite.Statement<[], number>
  private readonly raise: SQLite.Statement<[], number>
  constructor(sqlite: SQLite.Database) {
    this.read = sqlite.prepare<[], number>('select version from content_version where id = 1').pluck()
    this.raise = sqlite.prepare<[], number>('update content_version set version = version + 1 where id = 1 returning version').pluck()
  }
  private known = 0
  private readAt = -Infinity
  get current(): number {
    const now = performance.now()
    if (now - this.readAt >= RECHECK_MS) {
      this.known = this.read.get() ?? 0
      this.readAt = now
    }
    return this.known
  }
  /**
   * Marks every cached page stale and returns the new version. Called for every successful admin
   * write by src/http/content-writes.ts (the one invalidation point); `cause` is the write's path.
   */
  bump(cause = ''): number {
    const version = this.raise.get() ?? 0
    this.known = version
    this.readAt = performance.now()
    for (const listener of this.listeners) listener(cause)
    return version
  }
  private readonly listeners: ((cause: string) => void)[] = []
  private readonly touchListeners: ((page: string) => void)[] = []
  /**
   * A public write that shows on one page only (a grievance counted on /disclosure): that page, in
   * every language, is rendered again; the version and every other cached page stay. A stranger's
   * write never empties the whole cache (issue 36, row 11).
   */
  touch(page: string): void {
    for (const listener of this.touchListeners) listener(page)
  }
  /** Runs for every touch (the page cache forgets that page). */
  onTouch(listener: (page: string) => void): void {
    this.touchListeners.push(listener)
  }
  /** Runs after every bump, e.g. to render the likeliest next pages again in the background. */
  afterBump(listener: (cause: string) => void): void {
    this.listeners.push(listener)
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
