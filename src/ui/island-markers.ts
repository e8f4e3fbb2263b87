/**
 * An island's server-rendered marker (island.tsx) read by a small script that makes it live
 * without React (docs/decisions/196, 197).
 */

/** The island's language from its marker's props (English when it has none, as the React form takes it). */
export function islandLang<L extends string>(marker: HTMLElement, fallback: L): L {
  try {
    return (JSON.parse(marker.dataset.props ?? '{}') as { lang?: L }).lang ?? fallback
  } catch {
    return fallback
  }
}

/** When a page's markers start: all at once, or as islands hydrate (near-viewport.ts, startNearViewport). */
type Starting = (markers: HTMLElement[], start: (marker: HTMLElement) => void) => void
const allAtOnce: Starting = (markers, start) => markers.forEach(start)

/**
 * Runs `enhance` on every island marker of that name once the parser has reached them; the home
 * page's widgets pass `startNearViewport`: each in a task of its own, those far below the screen
 * when the visitor scrolls near them, as islands hydrate (docs/decisions/197).
 */
export function onIslands(name: string, enhance: (marker: HTMLElement) => void, starting: Starting = allAtOnce): void {
  const run = () => {
    const markers = [...document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)]
    starting(markers, (marker) => {
      if (!marker.dataset.hydrated) enhance(marker)
    })
  }
  // the page script is async: it may run before the parser has reached the form
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true })
  else run()
}
