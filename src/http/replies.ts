import type { Request, Response } from 'express'

/**
 * The answers of spec §7 in the shapes the college's existing frontend reads (docs/decisions/010).
 * A list is a bare JSON array; "read from a data object" is { data }; writes are
 * { success, message, data }. tests/api/contract.test.ts holds the whole table.
 */

/**
 * A list call: the bare JSON array (`[]` when empty), or `{ [key]: [...] }` for the one list the
 * spec names inside an object (getfoundation's `foundations`). Every list handler answers here.
 */
export function sendList(res: Response, rows: readonly unknown[], key?: string): void {
  res.json(key === undefined ? rows : { [key]: rows })
}

/** A call whose answer is the item itself (getBlogDetail). */
export function sendItem(res: Response, item: object): void {
  res.json(item)
}

/** A call the spec says is "read from a data object": { data: {...} }, never data: null. */
export function sendData(res: Response, data: object): void {
  res.json({ data })
}

/**
 * How a list call's body begins and ends around its items, for lists streamed row by row from the
 * database (src/http/stream-list.ts): the same shape sendList gives.
 */
export function listFrame(key?: string): { open: string; close: string } {
  return key === undefined ? { open: '[', close: ']' } : { open: `{${JSON.stringify(key)}:[`, close: ']}' }
}

/** A creation: 201 { success: true, message, data }. */
export function sendCreated(res: Response, message: string, data: unknown): void {
  res.status(201).json({ success: true, message, data })
}

/** An update or delete: 200 { success: true, message, data? }. */
export function sendDone(res: Response, message: string, data?: unknown): void {
  res.json({ success: true, message, ...(data === undefined ? {} : { data }) })
}

/** A write to a one-row content area: 201 when it created the row, else 200. */
export function sendSaved(res: Response, created: boolean, message: string, data: unknown): void {
  if (created) sendCreated(res, message, data)
  else sendDone(res, message, data)
}

/** The `:id` of a route (Express types allow an array for wildcard params; ids never are). */
export function paramId(req: Request): string {
  const id = req.params.id
  return Array.isArray(id) ? id.join('/') : (id ?? '')
}
