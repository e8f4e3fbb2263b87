/** Words shown in a news card before the ellipsis (spec §9). */
export const PREVIEW_WORDS = 30

/** A line that starts with ** is a bullet point; the markers are not shown. */
const BULLET = /^\s*\*\*/

/** The first 30 words of a description with ** markers removed, followed by "…". */
export function previewText(description: string): string {
  const words = description.replace(/\*\*/g, ' ').split(/\s+/).filter(Boolean)
  return `${words.slice(0, PREVIEW_WORDS).join(' ')}…`
}

export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'bullets'; items: string[] }

/** Splits a description into paragraphs and bullet lists; consecutive ** lines form one list. */
export function descriptionBlocks(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = []
  for (const raw of description.split(/\r?\n/)) {
    if (!raw.trim()) continue
    if (BULLET.test(raw)) {
      const item = raw.replace(BULLET, '').trim()
      const last = blocks[blocks.length - 1]
      if (last?.kind === 'bullets') last.items.push(item)
      else blocks.push({ kind: 'bullets', items: [item] })
    } else {
      blocks.push({ kind: 'paragraph', text: raw.trim() })
    }
  }
  return blocks
}

/** "2026-11-18" → "18 November 2026"; anything unreadable is shown as it is. */
export function formatDate(date: string): string {
  const parsed = new Date(date.length === 10 ? `${date}T00:00:00Z` : date)
  if (Number.isNaN(parsed.getTime())) return date
  return parsed.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** An ISO time as India reads it: "1 December 2026, 10:00 am" (IST). */
export function formatDateTime(iso: string): string {
  const parsed = new Date(iso)
  if (Number.isNaN(parsed.getTime())) return iso
  return parsed.toLocaleString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' })
}

export function blogHref(id: string): string {
  return `/blogs/detail/${encodeURIComponent(id)}`
}

/** Only http(s) links are shown as links: a stored "javascript:" URL must never become one. */
export function safeExternalLink(link: string | null): string | null {
  if (!link) return null
  try {
    const url = new URL(link)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
