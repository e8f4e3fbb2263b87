import type SQLite from 'better-sqlite3'

/** How long a draft nobody touched is kept: a form left for a month is not coming back. */
export const DRAFT_KEEP_DAYS = 30
/** The most drafts one person keeps: one per form and item they left unsaved. */
export const MAX_DRAFTS_PER_PERSON = 200
/**
 * How long a removal's marker is kept: long enough for any call still on its way (a page being
 * left sends at once; a held request lands within seconds), short enough not to pile up.
 */
const DROPPED_KEEP_MS = 86_400_000

export type KeptDraft = { key: string; value: unknown; updatedAt: string }

/**
 * Where a change was typed and when, by that browser's own count (docs/decisions/275): two changes
 * from one browser are applied in this order whatever order they arrive in. Changes from two
 * browsers are never compared (their clocks are not one clock): the later arrival wins.
 */
export type SentOrder = { from: string; at: number }

/** What became of a change: applied, or not because a later one from the same browser is kept. */
export type DraftChange = 'done' | 'later-kept' | 'none' | 'too-many'

type Row = { sent_from: string | null; sent_at: number | null; dropped_at: string | null }

/** The person's drafts, newest first; drafts older than DRAFT_KEEP_DAYS are dropped first. */
export function listDrafts(sqlite: SQLite.Database, adminId: string, nowMs = Date.now()): KeptDraft[] {
  dropOldDrafts(sqlite, nowMs)
  const rows = sqlite.prepare('SELECT key, value, updated_at FROM panel_drafts WHERE admin_id = ? AND dropped_at IS NULL ORDER BY updated_at DESC').all(adminId) as { key: string; value: string; updated_at: string }[]
  return rows.map((row) => ({ key: row.key, value: JSON.parse(row.value) as unknown, updatedAt: row.updated_at }))
}

/**
 * A stamp is believed no later than the server's clock at its arrival. A browser whose clock runs
 * fast would otherwise leave a stamp "from the future" that refuses its own changes once its clock
 * is set right, a saved form's removal among them; its stamps count as their time of arrival
 * instead, so its changes are applied in the order they arrive, as before decision 275.
 */
function believed(order: SentOrder | undefined, nowMs: number): SentOrder | undefined {
  return order && { from: order.from, at: Math.min(order.at, nowMs * 1000 + 999) }
}

/** True when the stored row holds a later change from the same browser than `order`. */
function laterKept(row: Row | undefined, order: SentOrder | undefined): boolean {
  return !!row && !!order && row.sent_from === order.from && row.sent_at !== null && row.sent_at > order.at
}

const stored = (sqlite: SQLite.Database, adminId: string, key: string) =>
  sqlite.prepare('SELECT sent_from, sent_at, dropped_at FROM panel_drafts WHERE admin_id = ? AND key = ?').get(adminId, key) as Row | undefined

/** The form's one row, written whole: a draft (`droppedAt` null) or a removal's mark. */
function writeRow(sqlite: SQLite.Database, adminId: string, key: string, valueJson: string, updatedAt: string, order: SentOrder | undefined, droppedAt: string | null): void {
  sqlite
    .prepare(
      `INSERT INTO panel_drafts (admin_id, key, value, updated_at, sent_from, sent_at, dropped_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (admin_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, sent_from = excluded.sent_from, sent_at = excluded.sent_at, dropped_at = excluded.dropped_at`,
    )
    .run(adminId, key, valueJson, updatedAt, order?.from ?? null, order?.at ?? null, droppedAt)
}

/** Keeps a draft, replacing the form's last one; 'too-many' when the person already keeps the most drafts. */
export function keepDraft(sqlite: SQLite.Database, adminId: string, key: string, valueJson: string, sent?: SentOrder, nowMs = Date.now()): Exclude<DraftChange, 'none'> {
  const order = believed(sent, nowMs)
  return sqlite.transaction((): Exclude<DraftChange, 'none'> => {
    const row = stored(sqlite, adminId, key)
    if (laterKept(row, order)) return 'later-kept'
    if (!row || row.dropped_at !== null) {
      const count = sqlite.prepare('SELECT count(*) FROM panel_drafts WHERE admin_id = ? AND dropped_at IS NULL').pluck().get(adminId) as number
      if (count >= MAX_DRAFTS_PER_PERSON) return 'too-many'
    }
    writeRow(sqlite, adminId, key, valueJson, new Date(nowMs).toISOString(), order, null)
    return 'done'
  })()
}

/**
 * Drops a draft (the form was saved, or emptied back to what was saved): 'done' when there was
 * one, 'none' when not. With an order, a marker stays so that an older keeping still on its way
 * does not bring the draft back.
 */
export function dropDraft(sqlite: SQLite.Database, adminId: string, key: string, sent?: SentOrder, nowMs = Date.now()): Exclude<DraftChange, 'too-many'> {
  const order = believed(sent, nowMs)
  return sqlite.transaction((): Exclude<DraftChange, 'too-many'> => {
    const row = stored(sqlite, adminId, key)
    if (laterKept(row, order)) return 'later-kept'
    const had = !!row && row.dropped_at === null
    if (!order) {
      // a removal mark stays: a call without an order (an older panel, a script) says nothing of it
      if (had) sqlite.prepare('DELETE FROM panel_drafts WHERE admin_id = ? AND key = ?').run(adminId, key)
      return had ? 'done' : 'none'
    }
    const at = new Date(nowMs).toISOString()
    writeRow(sqlite, adminId, key, 'null', at, order, at)
    // markers are bounded like drafts: the oldest beyond the limit go, never the one just left
    sqlite
      .prepare(
        `DELETE FROM panel_drafts WHERE admin_id = ? AND dropped_at IS NOT NULL AND key <> ? AND key NOT IN
           (SELECT key FROM panel_drafts WHERE admin_id = ? AND dropped_at IS NOT NULL AND key <> ? ORDER BY dropped_at DESC, sent_at DESC LIMIT ?)`,
      )
      .run(adminId, key, adminId, key, MAX_DRAFTS_PER_PERSON - 1)
    return had ? 'done' : 'none'
  })()
}

function dropOldDrafts(sqlite: SQLite.Database, nowMs: number): void {
  sqlite
    .prepare('DELETE FROM panel_drafts WHERE updated_at < ? OR dropped_at < ?')
    .run(new Date(nowMs - DRAFT_KEEP_DAYS * 86_400_000).toISOString(), new Date(nowMs - DROPPED_KEEP_MS).toISOString())
}
