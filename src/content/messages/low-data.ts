import type { Lang } from '../lang'

/**
 * The footer's low-data switch (docs/decisions/195), drawn by the page script: its own small
 * catalogue, so the script carries these words only (not the page's whole catalogue), and a page
 * without JavaScript carries no byte of it.
 */
export const LOW_DATA_TEXT: Record<Lang, { label: string; hint: string }> = {
  en: { label: 'Low-data mode', hint: 'Fewer and smaller pictures, for a slow connection or a small data pack.' },
  hi: { label: 'कम डेटा मोड', hint: 'कम और छोटी तस्वीरें, धीमे कनेक्शन या छोटे डेटा पैक के लिए।' },
}
