import type { Request } from 'express'
import type { OneRowArea } from '../versions/area.js'
import type { ActivityNote } from './note.js'

/** Content areas by API path, for writes that did not describe themselves (the one-row areas name theirs: OneRowArea.writes). */
const AREAS: [RegExp, string][] = [
  [/^\/api\/home\/\w*Banner/, 'banners'],
  [/^\/api\/home\/\w*Program/, 'programs'],
  [/^\/api\/event\/\w*Categor/, 'event categories'],
  [/^\/api\/event\//, 'event gallery'],
  [/^\/api\/about\/\w*foundation/, 'founders'],
  [/^\/api\/blogs\//, 'news'],
]

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
export function describeWrite(req: Request, sent: unknown, oneRowAreas: readonly OneRowArea[]): ActivityNote {
  const path = req.originalUrl.split('?')[0]
  const area = oneRowAreas.find(({ writes }) => writes.test(path))?.label ?? AREAS.find(([pattern]) => pattern.test(path))?.[1] ?? path.replace(/^\/api\//, '').split('/')[0]
  const data = sent && typeof sent === 'object' ? (sent as { data?: unknown }).data : undefined
  const label = labelOf(req.body, data)
  const itemId = typeof req.params?.id === 'string' ? req.params.id : data && typeof data === 'object' ? ((data as { _id?: string })._id ?? null) : null
  const item = label ? ` '${label}'` : ''
  if (req.method === 'DELETE') return { area, action: 'deleted', itemId, summary: `deleted ${area}${item}` }
  if (req.method === 'PUT' || req.method === 'PATCH') {
    const fields = Object.keys(req.body ?? {}).filter((field) => !SECRET.test(field))
    return { area, action: 'changed', itemId, summary: `changed ${fields.length ? fields.join(', ') + ' of ' : ''}${area}${item}` }
  }
  return { area, action: 'added', itemId, summary: `saved ${area}${item}` }
}
