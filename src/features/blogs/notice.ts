/** Notices' schedule (no imports: the admin panel and pages both use it). */

/** Where a notice stands at `now`: before its publish time, after its expiry, or live. */
export type NoticeState = 'scheduled' | 'expired' | 'live'

export function noticeState(blog: { publishAt: string | null; expireAt: string | null }, now: number): NoticeState {
  if (blog.publishAt && Date.parse(blog.publishAt) > now) return 'scheduled'
  if (blog.expireAt && Date.parse(blog.expireAt) <= now) return 'expired'
  return 'live'
}

