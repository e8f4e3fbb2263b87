import type { Lang } from '../lang'

/**
 * The footer's low-data switch (docs/decisions/195), drawn by the page script: its own small
 * catalogue, so the script carries these words only (not the page's whole catalogue), and a page
 * without JavaScript carries no byte of it.
 */
export const LOW_DATA_TEXT: Record<Lang, string> = { en: 'Low-data mode', hi: 'कम डेटा मोड' }
