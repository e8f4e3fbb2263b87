/**
 * What the server answers about a draft, the same for notices and every other area with drafts
 * (docs/decisions/225, 256, 276), and what a create asks. No imports: the admin panel's catalogue
 * gives each its Hindi from here (src/ui/admin/kit-text.ts).
 */

export const DRAFT_SAVED = 'Draft saved. It is not on the site until it is published.'
export const DRAFT_PUBLISHED = 'Draft published: it is on the site now.'
export const TAKEN_OFF_SITE = 'Taken off the site: it is your draft now, not on the site until it is published again.'
/** Publish or take off asked of a row of a draft (a photo of a draft album, DRAFT_PARENTS): it is off the site with it. */
export const PART_OF_A_DRAFT = 'This is part of a draft that is not on the site: it goes on the site when that draft is published, not on its own.'

/** What a create or edit answers when its draft flag is neither true nor false (src/platform/row-drafts/draft-flag.ts). */
export const DRAFT_FLAG_UNREAD = 'draft must be true (keep it as a draft, not on the site) or false (publish it). Nothing was saved.'

/** A change to a published row kept as a draft (docs/decisions/279): the answers of its save, publish and discard. */
export const CHANGE_SAVED = 'Your change is saved as a draft. The site shows the item as it was until the change is published.'
export const CHANGE_PUBLISHED = 'The change is published: the site shows it now.'
export const CHANGE_DISCARDED = 'The draft of the change is discarded. The site is as it was.'
export const NO_CHANGE = 'There is no draft of a change to this item.'
export const CHANGED_SINCE = 'The item was changed on the site after this draft was saved. Open it, check the draft against the site and save it again.'
export const CHANGE_OF_ITEM_OFF_SITE = 'The item is off the site now, so its change cannot be published. Discard the change, or publish the item and then save the change again.'
export const EMPTY_CHANGE = 'The change names no field to change: nothing is kept.'
/** A change that can no longer be applied (what it names has gone, or another row took its place): its preview says so, then this. */
export const CHANGE_NOT_PREVIEWED = 'This change cannot be previewed:'
export const NO_PICTURE_IN_CHANGE = 'A new picture cannot wait in a draft of a change. Publish the change first, then change the picture.'
/** Refused while a change kept by an account removed since is there: only an Administrator sees it, to publish or discard. */
export const CHANGE_OF_REMOVED_ACCOUNT = 'A change to this item was kept by an account that has been removed. An Administrator must publish or discard it first.'
/** Refused while another person's change to the row is kept: whom to ask (no name: their account is removed). */
export function changeOfAnother(name: string | null): string {
  return name === null ? CHANGE_OF_REMOVED_ACCOUNT : `${name} is preparing a change to this item. It must be published or discarded first.`
}

/**
 * An edit sent with the revision of the row its form was opened on (the staff list's `revision`),
 * refused because the row changed since (docs/decisions/283): saving it would undo that change unseen.
 */
export const EDITED_SINCE_OPENED = 'Someone changed this item on the site after you opened it, so nothing was saved. Your words are still in the form: copy what you changed, open the item again and make your changes there.'
export const REVISION_UNREAD = 'revision must be the revision the staff list gave for this item. Nothing was saved.'
