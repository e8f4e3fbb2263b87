import type { Request } from 'express'

/** Who a save is recorded under: the signed-in staff member's name (or e-mail). */
export function savedBy(req: Request): string {
  return req.admin?.name || req.admin?.email || ''
}
