import type { Response } from 'express'

/** What an admin write did, in words for the activity log: area, action, item and a short summary. */
export type ActivityNote = {
  area: string
  action: 'added' | 'changed' | 'deleted' | 'restored' | 'removed' | 'invited' | 'suspended' | 'reinstated'
  // sign-ins and passwords (issue 30): written by the sign-in and link routes themselves
  | 'signed in' | 'sign-in failed' | 'password set' | 'link sent'
  itemId?: string | null
  /** e.g. "changed the title of 'Moot court 2026'"; never a password or a token. */
  summary: string
  binId?: string | null
}

/** A route tells the activity log what it did; the one admin-write hook records it on success. */
export function noteActivity(res: Response, note: ActivityNote): void {
  res.locals.activity = note
}

export function notedActivity(res: Response): ActivityNote | undefined {
  return res.locals.activity as ActivityNote | undefined
}
