/** Photos on one page of a gallery category. */
export const PHOTOS_PER_PAGE = 24
