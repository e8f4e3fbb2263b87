import path from 'node:path'
import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect, type SqliteDatabase } from 'kysely'
import { LRUCache } from 'lru-cache'
import type { Database } from './schema.js'
import { migrations } from './migrations/index.js'
import { ensurePrivateFile, makePrivate } from '../ops/file-modes.js'

export type Db = Kysely<Database>

export type OpenDatabase = { db: Db; sqlite: SQLite.Database; close: () => Promise<void> }

export const DATABASE_FILE = 'college.sqlite'

/**
 * Opens (creating when missing) the SQLite file in dataDir with WAL, foreign keys and a busy timeout.
 * The file is 0600 before SQLite opens it; SQLite gives its -wal and -shm the database file's mode.
 */
/** Page cache of the shared connection (KB). */
export const MAIN_CACHE_KB = 4096

export function openDatabase(dataDir: string, file = DATABASE_FILE): OpenDatabase {
  const full = path.join(dataDir, file)
  ensurePrivateFile(full)
  for (const companion of ['-wal', '-shm', '-journal']) makePrivate(full + companion)
  const sqlite = new SQLite(full)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // WAL + NORMAL is durable across process crashes (SIGKILL); only an OS crash can lose the last commits.
  sqlite.pragma('synchronous = NORMAL')
  // A bounded page cache (the build's default is 16 MB, which reading lists at content scale fills
  // and the allocator then keeps): the OS keeps the file's pages anyway.
  sqlite.pragma(`cache_size = -${MAIN_CACHE_KB}`)
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
    plugins: [new CamelCasePlugin()],
  })
  return {
    db,
    sqlite,
    close: async () => {
      await db.destroy()
    },
  }
}

/**
 * An in-memory copy of the database as it is now, for a render that must see a write nobody else
 * may (a change kept as a draft, previewed: docs/decisions/280). Nothing written to it reaches the
 * file; `close` frees it. The copy costs the database's size in memory for as long as it is open.
 */
export function openScratchCopy(sqlite: SQLite.Database): OpenDatabase {
  const image = sqlite.serialize()
  // the file's header says WAL (bytes 18-19 = 2), which a database in memory cannot keep: a rollback journal instead
  image[18] = 1
  image[19] = 1
  const copy = new SQLite(image)
  copy.pragma('foreign_keys = ON')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }), plugins: [new CamelCasePlugin()] })
  return { db, sqlite: copy, close: () => db.destroy() }
}

/**
 * The database as Kysely uses it, each statement prepared once and run again (the 500 most recently
 * used kept): Kysely prepares every query it sends, which cost about as much as running the small
 * queries of a page (docs/decisions/068). Kysely runs one query at a time on this connection, so a
 * statement is never asked for while it is still running.
 */
function reusingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 })
  return {
    prepare(sql) {
      let statement = statements.get(sql)
      if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)))
      return statement
    },
    close: () => sqlite.close(),
  }
}

/** Applies every pending migration in order; running it again changes nothing. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
