import { HttpError } from '../../http/errors.js'
import { DRAFT_FLAG_UNREAD } from './messages.js'

/**
 * Whether a create or edit asked to be kept as a draft: "Save as draft" sends draft=true beside
 * the fields (a form's field, or JSON's true). No flag, or false, publishes as before. Any other
 * value is refused (400) before anything is saved, never read as "publish": a script's draft=yes
 * or draft=1 meant a draft, and its words must not go on the site by a misspelling.
 */
export function asksDraft(body: unknown): boolean {
  const flag = (body as { draft?: unknown } | undefined)?.draft
  // a form's draft[]=true or draft[0]=true reaches a plain reader under that literal name: meant as the flag, never as "publish"
  const bracketed = !!body && typeof body === 'object' && Object.keys(body).some((name) => name.startsWith('draft['))
  if (!bracketed && (flag === undefined || flag === false || flag === 'false')) return false
  if (!bracketed && (flag === true || flag === 'true')) return true
  throw new HttpError(400, DRAFT_FLAG_UNREAD, { draft: DRAFT_FLAG_UNREAD })
}
