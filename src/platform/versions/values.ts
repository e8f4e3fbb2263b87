// Plain code, no zod and no database: the admin bundle imports it through the areas' declarations.
import { formatIndianDate, formatIndianDateTime } from '../../ui/admin/dates.js'
import { rupees } from '../../ui/numbers.js'

/**
 * What a field's value is, for the words people read in the activity log and the versions lists
 * (docs/decisions/201): declared with the field in its area (RowArea.fields[…].shows), so a new
 * area's money, lists and links read as the panel shows them without code of its own.
 */
export type ValueShape =
  /** whole rupees: ₹48,000 */
  | { kind: 'money' }
  /** a calendar day, YYYY-MM-DD: 14 Dec 2026 */
  | { kind: 'date' }
  /** a moment, ISO: 14 Dec 2026, 10:00 am */
  | { kind: 'time' }
  /** 1 or 0 */
  | { kind: 'yes-no' }
  /** a stored key and the words the panel shows for it */
  | { kind: 'choice'; labels: Readonly<Record<string, string>> }
  /**
   * a JSON list: "3 members: A (Chair), B, C"; an entry that is plain text comes to `item` as { name }.
   * `words`: what of it is staff's words, which a translation gives (docs/decisions/284): each entry
   * itself (a list of texts), or these keys of each entry (the rest, an amount or a phone, is the item's own).
   */
  | { kind: 'list'; one: string; many: string; item: (entry: Record<string, unknown>) => string; words: 'entry' | readonly string[] }
  /** the id of a row of another table (snake_case names): shown by that row's `column` */
  | { kind: 'ref'; table: string; column: string; gone: string }
  /** who keeps a row as a draft (an account id), or nothing: "a draft of 'Asha'" / "on the site" (docs/decisions/225) */
  | { kind: 'draft' }

/** How the log finds the name of a row another field points at; null when it is gone. */
export type NameOf = (table: string, column: string, id: string) => string | null

/** How long one value may read in a log line (the entry is cut at 300 characters anyway). */
const LONGEST = 80

function oneLine(text: string, length = LONGEST): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat
}

/** A list as the value holds it: an array, or the JSON text of one (as a version keeps it); else null. */
function listOf(value: unknown): Record<string, unknown>[] | null {
  let list = value
  if (typeof value === 'string' && value.trimStart().startsWith('[')) {
    try {
      list = JSON.parse(value)
    } catch {
      return null
    }
  }
  return Array.isArray(list) ? list.map((entry) => (entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : { name: entry })) : null
}

/** An entry of a list nobody declared: its first field that reads as a name. */
function anyName(entry: Record<string, unknown>): string {
  for (const key of ['name', 'title', 'label', 'covers']) if (typeof entry[key] === 'string' && entry[key]) return entry[key] as string
  return Object.values(entry).find((v) => typeof v === 'string' && v !== '') as string | undefined ?? '…'
}

function listText(list: Record<string, unknown>[], one: string, many: string, item: (entry: Record<string, unknown>) => string): string {
  if (list.length === 0) return `no ${many}`
  return oneLine(`${list.length} ${list.length === 1 ? one : many}: ${list.map(item).join(', ')}`)
}

/**
 * A field's value in the words the panel uses: never an id, never JSON. Text is quoted ('…') and
 * cut to one line; an empty value reads "(empty)". `nameOf` names a linked row (the log has the
 * database; a value without it, in the admin bundle, reads as "a linked item").
 */
export function valueText(shape: ValueShape | undefined, value: unknown, nameOf?: NameOf): string {
  if (shape?.kind === 'list' || (shape === undefined && listOf(value))) {
    const list = listOf(value) ?? []
    return shape?.kind === 'list' ? listText(list, shape.one, shape.many, shape.item) : listText(list, 'item', 'items', anyName)
  }
  if (shape?.kind === 'draft') {
    if (value === null || value === undefined || value === '') return 'on the site'
    const name = nameOf?.('admins', 'name', String(value))
    return name ? `a draft of '${oneLine(name)}'` : 'a draft'
  }
  if (value === null || value === undefined || value === '') return '(empty)'
  switch (shape?.kind) {
    case 'money':
      return Number.isFinite(Number(value)) ? rupees(Number(value)) : `'${oneLine(String(value))}'`
    case 'date':
      return formatIndianDate(String(value))
    case 'time':
      return formatIndianDateTime(String(value)) || `'${oneLine(String(value))}'`
    case 'yes-no':
      return Number(value) ? 'yes' : 'no'
    case 'choice':
      return `'${shape.labels[String(value)] ?? oneLine(String(value))}'`
    case 'ref': {
      const name = nameOf?.(shape.table, shape.column, String(value))
      return name === undefined ? 'a linked item' : name === null ? shape.gone : `'${oneLine(name)}'`
    }
    default:
      return `'${oneLine(typeof value === 'string' ? value : JSON.stringify(value), 40)}'`
  }
}

/** A field of a kept version, in the panel's words, for comparing two versions (docs/decisions/205). */
export type FieldText = { label: string; text: string }

/**
 * A declared field's name as staff read it: its label, else its key in words ("collegeAcceptance"
 * → "college acceptance"). The one way the log, the versions and the translations name a field,
 * so no code key reaches a person.
 */
export function fieldWords(field: string, label?: string): string {
  return label ?? field.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)
}

/**
 * Each declared field of a kept row as the panel shows it: money, lists, dates and linked rows by
 * valueText; plain text whole (not cut to one line, so two versions compare word by word).
 */
export function fieldTexts(fields: Readonly<Record<string, { label?: string; shows?: ValueShape; translatable?: boolean }>>, row: Readonly<Record<string, unknown>>, nameOf?: NameOf): FieldText[] {
  return Object.entries(fields).map(([field, { label, shows }]) => {
    const value = row[field]
    const plain = shows === undefined && typeof value === 'string' && value !== '' && !listOf(value)
    return { label: fieldWords(field, label), text: plain ? value : valueText(shows, value, nameOf) }
  })
}
