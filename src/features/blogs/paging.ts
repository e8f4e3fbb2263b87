/** Items per column and page: the page's size stays the same however many years of news there are. */
export const NEWS_PER_COLUMN = 10
