/** Notices' schedule (nothing imported but plain text: the admin panel and pages both use it). */

/** Where a notice stands at `now`: before its publish time, after its expiry, or live. */
export type NoticeState = 'scheduled' | 'expired' | 'live'

export function noticeState(blog: { publishAt: string | null; expireAt: string | null }, now: number): NoticeState {
  if (blog.publishAt && Date.parse(blog.publishAt) > now) return 'scheduled'
  if (blog.expireAt && Date.parse(blog.expireAt) <= now) return 'expired'
  return 'live'
}


/** A deleted notice's answer and toast: the panel is called News (issue 40 item 12); spec §8 gives no words for it. */
export const NEWS_DELETED = 'News item deleted successfully'

/** A published notice taken back to a draft (docs/decisions/256): the answer (every area's), and the refusal when it is a draft already. */
export { TAKEN_OFF_SITE } from '../../platform/row-drafts/messages.js'
export const DRAFT_ALREADY = 'This news item is a draft already: it is not on the site.'
