/**
 * Which of a kept change's fields its writer edited (docs/decisions/282): a change holds the whole
 * edit form, so the fields the writer never touched hold the row's values of the day it was kept.
 * Laid over a row the office has edited since, those would undo the office's edit unseen on the
 * next save. The change keeps the row's values of its fields as the API answered them then
 * (`base`); a field is the writer's when its value differs from that.
 *
 * The two readings differ in form where the meaning is the same (an amount typed "800" read as
 * 800, a flag read as 1 and answered as true, a policy left empty as '' or null, a date as a day
 * or as the start of that day, a time to the second or to the minute the panel's form holds), so
 * both are brought to one form first. Where they still differ the field counts as edited: the writer's
 * value is kept, as it was before changes kept their base.
 */

/** A value as compared: empty (an empty list too) as null, numbers as text, flags as 1 or 0, a day's midnight as the day, a moment to the minute, lists and records member by member. */
function canonical(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null
  // a flag is stored as 1 or 0 and answered as true or false
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}T00:00(:00(\.000)?)?Z?$/.test(value) ? value.slice(0, 10) : toTheMinute(value)
  if (Array.isArray(value)) return value.length ? value.map(canonical) : null
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, member]) => [key, canonical(member)] as const)
      .filter(([, member]) => member !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return entries.length ? Object.fromEntries(entries) : null
  }
  return String(value)
}

/**
 * A moment (an ISO time with its zone) to the minute, in UTC: the panel's time fields hold minutes
 * (datetime-local), so a publish time stored with seconds comes back from the form without them.
 * Other text is left as it is.
 */
function toTheMinute(text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return text
  const moment = new Date(text)
  // marked, so no plain text compares equal to a moment
  return Number.isNaN(moment.getTime()) ? text : `moment ${moment.toISOString().slice(0, 16)}`
}

/** Whether a change's field holds the same as the row's field did (see canonical). */
export function sameField(changed: unknown, base: unknown): boolean {
  return JSON.stringify(canonical(changed)) === JSON.stringify(canonical(base))
}

/** The row's values of the change's fields, from the row as the area's API answers it: what the change is compared with. */
export function baseOf(fields: Record<string, unknown>, answered: unknown): Record<string, unknown> {
  const row = answered && typeof answered === 'object' ? (answered as Record<string, unknown>) : {}
  return Object.fromEntries(Object.keys(fields).map((key) => [key, row[key] ?? null]))
}

/** The fields the writer edited; every field when the change was kept without its base (before migration 044). */
export function editedFields(fields: Record<string, unknown>, base: Record<string, unknown> | null): string[] {
  return Object.keys(fields).filter((key) => !base || !(key in base) || !sameField(fields[key], base[key]))
}

/**
 * Of the fields the writer edited, those the site changed too since the change was kept, to
 * something else than the writer's value: the form shows the writer's, so the mark names them.
 * None for a change kept without its base.
 */
export function editedOnBothSides(fields: Record<string, unknown>, base: Record<string, unknown> | null, now: Record<string, unknown>, edited: readonly string[]): string[] {
  if (!base) return []
  return edited.filter((key) => key in base && !sameField(now[key], base[key]) && !sameField(now[key], fields[key]))
}
