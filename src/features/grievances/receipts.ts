import crypto from 'node:crypto'

/**
 * The access code on its way to the one page that shows it (docs/decisions/155). A filing is
 * answered by a redirect to the status view; the code must not ride in that address (it would stay
 * in the browser's history and any log), so the address carries a random receipt instead, and the
 * code waits here, in memory, for the first render of that page: taken once, gone after 15 minutes
 * or when more than 1,000 are waiting. A reload shows the status without it; the e-mail has it too.
 */
const RECEIPT_MS = 15 * 60_000
const MAX_WAITING = 1_000
export const RECEIPT_SHAPE = /^[\w-]{22}$/

type Waiting = { id: string; code: string; until: number }
/**
 * Kept on the app's context under a registered symbol, not in this module: the API runs this
 * module from the server's code and the page from the build's, two copies of it, one app.
 */
const RECEIPTS = Symbol.for('grievance access-code receipts')
type WithReceipts = { [RECEIPTS]?: Map<string, Waiting> }

function receipts(app: object): Map<string, Waiting> {
  const holder = app as WithReceipts
  holder[RECEIPTS] ??= new Map()
  return holder[RECEIPTS]
}

/** Keeps a grievance's code for its page; returns the receipt to put in the page's address. */
export function holdAccessCode(app: object, id: string, code: string, now: number): string {
  const map = receipts(app)
  const receipt = crypto.randomBytes(16).toString('base64url')
  map.set(receipt, { id, code, until: now + RECEIPT_MS })
  for (const [key, waiting] of map) {
    if (map.size <= MAX_WAITING && waiting.until > now) break
    map.delete(key)
  }
  return receipt
}

/** The code a receipt names for this grievance, once; null when unknown, taken, expired or another's. */
export function takeAccessCode(app: object, receipt: unknown, id: string, now: number): string | null {
  if (typeof receipt !== 'string' || !RECEIPT_SHAPE.test(receipt)) return null
  const map = receipts(app)
  const waiting = map.get(receipt)
  map.delete(receipt)
  return waiting && waiting.id === id && waiting.until > now ? waiting.code : null
}
