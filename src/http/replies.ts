import type { Request, Response } from 'express'

/** Every read: { success: true, data } (docs/decisions/010). */
export function sendData(res: Response, data: unknown): void {
  res.json({ success: true, data })
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

/** A list call beside the contract: the bare JSON array. */
export function sendList(res: Response, rows: readonly unknown[]): void {
  res.json(rows)
}
