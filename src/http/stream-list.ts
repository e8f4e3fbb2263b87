import SQLite from 'better-sqlite3'
import type { Response } from 'express'
import type { Compilable } from 'kysely'
import type { AppContext } from './context.js'
import { listFrame } from './replies.js'
import { drained, streamedBody } from './streamed-body.js'

/** Page cache of a list's own read connection (KB). */
const READER_CACHE_KB = 512
/** Bytes gathered before one write to the socket. */
const CHUNK_BYTES = 16 * 1024

/** snake_case → camelCase, as the CamelCasePlugin maps result columns for Kysely's own queries. */
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase())

/**
 * Sends every row of `query` as the contract's JSON list (listFrame in src/http/replies.ts, the
 * shape sendList gives; `key` as there) in constant memory: rows come one at a time from a
 * read-only connection of their own (better-sqlite3 iterate; the shared connection stays free for
 * every other request while the client reads), are written in ~16 KB chunks, and the loop waits
 * whenever the way to the client is full. `toItem` maps a row to what the list holds; null leaves
 * the row out. A client that goes away ends the read.
 * Compressed on the way by src/http/streamed-body.ts.
 */
export async function streamList<R, T>(ctx: AppContext, res: Response, query: Compilable<R>, toItem: (row: R) => T | null, key?: string): Promise<void> {
  const frame = listFrame(key)
  const { sql, parameters } = query.compile()
  const reader = new SQLite(ctx.sqlite.name, { readonly: true, fileMustExist: true })
  // One pass front to back reuses no page: a small page cache (the build's default is 16 MB,
  // which a 100k-row list fills and the allocator then keeps).
  reader.pragma(`cache_size = -${READER_CACHE_KB}`)
  try {
    const statement = reader.prepare(sql)
    const keys = statement.columns().map((column) => camel(column.name))
    const rows = statement.raw(true).iterate(...(parameters as unknown[])) as IterableIterator<unknown[]>
    res.status(200).type('application/json')
    const out = streamedBody(res)
    let chunk = frame.open
    let first = true
    for (const values of rows) {
      const row: Record<string, unknown> = {}
      for (let i = 0; i < keys.length; i++) row[keys[i]] = values[i]
      const item = toItem(row as R)
      if (item === null) continue
      chunk += (first ? '' : ',') + JSON.stringify(item)
      first = false
      if (chunk.length < CHUNK_BYTES) continue
      const more = out.write(chunk)
      chunk = ''
      if (!more) await drained(out, res)
      if (res.destroyed || out.destroyed) {
        rows.return?.()
        return
      }
    }
    out.end(chunk + frame.close)
  } finally {
    reader.close()
  }
}
