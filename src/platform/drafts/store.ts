import type SQLite from 'better-sqlite3'

/** How long a draft nobody touched is kept: a form left for a month is not coming back. */
export const DRAFT_KEEP_DAYS = 30
/** The most drafts one person keeps: one per form and item they left unsaved. */
export const MAX_DRAFTS_PER_PERSON = 200

export type KeptDraft = { key: string; value: unknown; updatedAt: string }

/** The person's drafts, newest first; drafts older than DRAFT_KEEP_DAYS are dropped first. */
export function listDrafts(sqlite: SQLite.Database, adminId: string, nowMs = Date.now()): KeptDraft[] {
  dropOldDrafts(sqlite, nowMs)
  const rows = sqlite.prepare('SELECT key, value, updated_at FROM panel_drafts WHERE admin_id = ? ORDER BY updated_at DESC').all(adminId) as { key: string; value: string; updated_at: string }[]
  return rows.map((row) => ({ key: row.key, value: JSON.parse(row.value) as unknown, updatedAt: row.updated_at }))
}

/** Keeps a draft (replacing the form's last one); false when the person already keeps the most drafts. */
export function keepDraft(sqlite: SQLite.Database, adminId: string, key: string, valueJson: string, nowMs = Date.now()): boolean {
  return sqlite.transaction(() => {
    const known = sqlite.prepare('SELECT 1 FROM panel_drafts WHERE admin_id = ? AND key = ?').get(adminId, key)
    if (!known) {
      const count = sqlite.prepare('SELECT count(*) FROM panel_drafts WHERE admin_id = ?').pluck().get(adminId) as number
      if (count >= MAX_DRAFTS_PER_PERSON) return false
    }
    sqlite
      .prepare('INSERT INTO panel_drafts (admin_id, key, value, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (admin_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at')
      .run(adminId, key, valueJson, new Date(nowMs).toISOString())
    return true
  })()
}

/** Drops a draft (the form was saved, or emptied back to what was saved); true when there was one. */
export function dropDraft(sqlite: SQLite.Database, adminId: string, key: string): boolean {
  return sqlite.prepare('DELETE FROM panel_drafts WHERE admin_id = ? AND key = ?').run(adminId, key).changes > 0
}

function dropOldDrafts(sqlite: SQLite.Database, nowMs: number): void {
  sqlite.prepare('DELETE FROM panel_drafts WHERE updated_at < ?').run(new Date(nowMs - DRAFT_KEEP_DAYS * 86_400_000).toISOString())
}
