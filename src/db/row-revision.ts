import { createHash } from 'node:crypto'

/**
 * Columns that are not a row's content: when it was written, its place in its list (a faculty
 * reorder moves rows without changing them, a photo's move its `position`), and the draft state
 * read beside it (`owner`, added by storedDraft). Compared by name without case or underscores, so a row read raw (snake_case) and
 * one read through the connection's plugin (camelCase) have one revision.
 */
const NOT_CONTENT = new Set(['createdat', 'updatedat', 'sort', 'position', 'owner'])

/**
 * The revision of a row's content: equal for two readings of a row whose content is the same,
 * different once any content column changed. A change kept as a draft is stale when its row's
 * revision is no longer the one it was kept over (src/platform/row-drafts/changes.ts).
 */
export function rowRevision(row: Record<string, unknown>): string {
  const content = Object.entries(row)
    .map(([name, value]) => [name.replace(/_/g, '').toLowerCase(), value] as const)
    .filter(([name]) => !NOT_CONTENT.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url')
}
