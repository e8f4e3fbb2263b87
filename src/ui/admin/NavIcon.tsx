/**
 * Line icons of the sidebar groups (24×24 strokes in currentColor, drawn inline: no icon font, no
 * request). Decorative: the link or button around them carries the name.
 */
const GROUP_ICONS: Record<string, string> = {
  Dashboard: 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
  Home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  'About Us': 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 11v6M12 7.5v.5',
  'News Section': 'M4 4h13v16H6a2 2 0 01-2-2V4zM17 8h3v10a2 2 0 01-2 2M8 8h5M8 12h5M8 16h3',
  'Event Gallery': 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  Topbar: 'M4 10v4h3l6 4V6L7 10H4zM17 9a4 4 0 010 6M19.5 6.5a8 8 0 010 11',
  Queries: 'M4 4h16v12H8l-4 4V4zM8 9h8M8 12h5',
}

export function NavIcon({ group }: { group: string }) {
  return (
    <svg className="admin-nav__icon" width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={GROUP_ICONS[group] ?? GROUP_ICONS.Dashboard} />
    </svg>
  )
}
