/**
 * Small line icons drawn inline (no icon font, no request). 24×24 strokes in currentColor, drawn by
 * the `.icon` rule in base.css rather than five attributes on each: ~100 bytes less per icon on
 * pages that carry a dozen (the home page's 60 KB bound, docs/decisions/058).
 */
const paths = {
  cap: 'M2 9l10-5 10 5-10 5L2 9zm4 2v5c0 1.5 3 3 6 3s6-1.5 6-3v-5M22 9v6',
  scales: 'M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 006 0L5 7zm14 0l-3 7a3 3 0 006 0l-3-7z',
  trophy: 'M8 4h8v5a4 4 0 01-8 0V4zM8 6H4a3 3 0 003 4M16 6h4a3 3 0 01-3 4M12 13v4M8 20h8l-1-3H9l-1 3z',
  books: 'M4 4h4v16H4zM10 4h4v16h-4zM16 5l3.5-1 3 15.5-3.5 1z',
  book: 'M3 5c3-1 6-1 9 1 3-2 6-2 9-1v14c-3-1-6-1-9 1-3-2-6-2-9-1V5zM12 6v14',
  court: 'M3 9l9-5 9 5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18',
  hands: 'M2 12l4-4 4 2 3-2 4 2 5 2M6 8l-4 8 4 2M22 12l-3 6-4-1M9 15l2 2M12 14l2 2M15 13l2 2',
  screen: 'M3 4h18v12H3zM8 20h8M12 16v4',
  mic: 'M9 3h6v10a3 3 0 01-6 0V3zM5 11a7 7 0 0014 0M12 18v3',
  medal: 'M8 3l4 6 4-6M12 21a6 6 0 100-12 6 6 0 000 12zm0-8l1 2 2 .3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1L9 15.3l2-.3 1-2z',
  phone: 'M5 3h4l2 5-3 2a11 11 0 006 6l2-3 5 2v4a2 2 0 01-2 2A17 17 0 013 5a2 2 0 012-2z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  pin: 'M12 22s7-7 7-12a7 7 0 00-14 0c0 5 7 12 7 12zm0-9a3 3 0 100-6 3 3 0 000 6z',
  clock: 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 6v6l4 2',
  search: 'M10.5 18a7.5 7.5 0 100-15 7.5 7.5 0 000 15zM16 16l5 5',
} as const

export type IconName = keyof typeof paths

export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  )
}
