/**
 * Messages of spec §5/§8 that the API and the admin panel both show. Kept apart from schema.ts so
 * the dashboard can use them without downloading zod.
 */
export const CATEGORY_REQUIRED = 'Category name is required'
export const CATEGORY_EMPTY = 'Category name cannot be empty'
export const EVENT_CATEGORY_MISSING = 'Category is required for event image upload.'
/** POST /api/event/publishEventImages when none of the chosen photos is a draft (docs/decisions/289). */
export const NONE_A_DRAFT = 'None of the chosen photos is a draft: nothing was published.'
