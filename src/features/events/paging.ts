/** Photos on one page of a gallery category. */
export const PHOTOS_PER_PAGE = 24
/**
 * Most photos one "Delete selected" takes: 3,000 ids fit the admin body limit of 100 KB; a larger
 * category is deleted a part at a time.
 */
export const MAX_PHOTOS_PER_DELETE = 3000
