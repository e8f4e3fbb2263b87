import type { Request } from 'express'
import type { OneRowArea, RowArea } from '../versions/area.js'
import type { RowChange } from '../versions/rows.js'
import type { ActivityNote } from './note.js'
import { fieldWords, valueText, type NameOf, type ValueShape } from '../versions/values.js'

/** How many changed fields one log entry names (it is cut at 300 characters anyway). */
const MAX_FIELDS = 4

/** Fields whose values never enter the log, whatever the route. */
const SECRET = /pass|token|secret|hash/i
const LABEL_FIELDS = ['title', 'name', 'fullname', 'message', 'mission']

function labelOf(...sources: unknown[]): string {
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue
    for (const field of LABEL_FIELDS) {
      const value = (source as Record<string, unknown>)[field]
      if (typeof value === 'string' && value.trim()) {
        const text = value.trim().replace(/\s+/g, ' ')
        return text.length > 60 ? `${text.slice(0, 57)}…` : text
      }
    }
  }
  return ''
}

/**
 * The log entry of a successful write that gave none itself: area from the path, action from the
 * method, the item's title or name from the request or the answer, and the fields a change sent.
 */
export function describeWrite(req: Request, sent: unknown, oneRowAreas: readonly Pick<OneRowArea, 'writes' | 'label' | 'fields'>[], rowAreas: readonly RowArea[] = []): ActivityNote {
  const path = req.originalUrl.split('?')[0]
  // The areas name their writes (OneRowArea.writes, RowArea.writes); else the path's first part.
  const declared = [...oneRowAreas, ...rowAreas].find(({ writes }) => writes.test(path))
  const area = declared?.label ?? path.replace(/^\/api\//, '').split('/')[0]
  const data = sent && typeof sent === 'object' ? (sent as { data?: unknown }).data : undefined
  const label = labelOf(req.body, data)
  const itemId = typeof req.params?.id === 'string' ? req.params.id : data && typeof data === 'object' ? ((data as { _id?: string })._id ?? null) : null
  const item = label ? ` '${label}'` : ''
  if (req.method === 'DELETE') return { area, action: 'deleted', itemId, summary: `deleted ${area}${item}` }
  if (req.method === 'PUT' || req.method === 'PATCH') {
    // Only the fields the area declares, by their names: a request's other keys are code, not words.
    const declaredFields: Record<string, { label?: string }> = declared?.fields ?? {}
    const fields = Object.keys(req.body ?? {})
      .filter((field) => Object.hasOwn(declaredFields, field) && !SECRET.test(field))
      .map((field) => fieldWords(field, declaredFields[field]!.label))
    return { area, action: 'changed', itemId, summary: `changed ${fields.length ? fields.join(', ') + ' of ' : ''}${area}${item}` }
  }
  return { area, action: 'added', itemId, summary: `saved ${area}${item}` }
}

/** "designation 'Lecturer' → 'Professor'; tuition fee ₹45,000 → ₹48,000": a save's changed fields, before → after, in the panel's words. */
export function describeChange(area: { fields: Record<string, { label?: string; shows?: ValueShape }> }, change: RowChange, nameOf?: NameOf): string {
  const changed = Object.entries(area.fields).filter(([field]) => JSON.stringify(change.before[field] ?? null) !== JSON.stringify(change.after[field] ?? null))
  const words = changed.slice(0, MAX_FIELDS).map(([field, { label, shows }]) => `${fieldWords(field, label)} ${valueText(shows, change.before[field], nameOf)} → ${valueText(shows, change.after[field], nameOf)}`)
  if (changed.length > MAX_FIELDS) words.push(`and ${changed.length - MAX_FIELDS} more`)
  return words.join('; ')
}

/**
 * A write's log entry with what its saves changed, field by field: the route's own words (or
 * the description from its path, which names the row instead) followed by before → after of each changed field. A write that
 * saved one row gets that row's id, so the log can list the row's versions. Deletes stay as
 * they are (their row is in the bin), as does a write that changed no declared row.
 */
export function withChanges(note: ActivityNote, noted: boolean, changes: readonly RowChange[], rowAreas: readonly RowArea[], nameOf?: NameOf): ActivityNote {
  if (note.action === 'deleted' || changes.length === 0) return note
  const described = changes
    .map((change) => {
      const area = rowAreas.find(({ key }) => key === change.area)
      return area ? { area, change, text: describeChange(area, change, nameOf) } : null
    })
    .filter((entry) => entry !== null && entry.text !== '')
  if (described.length === 0) return note
  const [first] = described
  const base = noted ? note.summary : `changed ${first!.area.label} entry '${first!.area.name(first!.change.after)}'`
  const diff = described.length === 1 ? first!.text : described.map((entry) => `'${entry!.area.name(entry!.change.after)}': ${entry!.text}`).join(' · ')
  return { ...note, area: first!.area.label, itemId: described.length === 1 ? first!.change.itemId : (note.itemId ?? null), summary: `${base}: ${diff}` }
}
