/**
 * What the server answers about a draft, the same for notices and every other area with drafts
 * (docs/decisions/225, 256, 276), and what a create asks. No imports: the admin panel's catalogue
 * gives each its Hindi from here (src/ui/admin/kit-text.ts).
 */

export const DRAFT_SAVED = 'Draft saved. It is not on the site until it is published.'
export const DRAFT_PUBLISHED = 'Draft published: it is on the site now.'
export const TAKEN_OFF_SITE = 'Taken off the site: it is your draft now, not on the site until it is published again.'

/** "Save as draft" sends draft=true beside the fields (only that exact value); anything else is published as before. */
export function asksDraft(body: unknown): boolean {
  return (body as { draft?: unknown } | undefined)?.draft === 'true'
}
