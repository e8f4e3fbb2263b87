/**
 * The home gallery's loop, made in the browser from the one row the server sent (docs/decisions/058):
 * the photos repeated into two identical halves (the CSS moves the track by exactly one half, so the
 * loop is seamless) and a second row in reverse order that moves the other way. Every added tile is
 * a copy: aria-hidden, its picture with alt="", so a screen reader meets each photo once. Only then
 * does `marquee--live` start the animation; until then (and without a script) the row stands still.
 */
export function installGalleryMarquee(): void {
  const run = () => {
    for (const marquee of document.querySelectorAll<HTMLElement>('.marquee[data-repeats]')) makeLoop(marquee)
  }
  // The page script is async: on a slow connection it may run before the parser has reached the
  // gallery, which is far down the page.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true })
  else run()
}

function copyOf(tile: Element): Element {
  const copy = tile.cloneNode(true) as Element
  copy.setAttribute('aria-hidden', 'true')
  for (const img of copy.querySelectorAll('img')) img.alt = ''
  return copy
}

/** The tiles of one moving track: `repeats` rounds of the photos per half, two halves. */
function loopOf(tiles: Element[], repeats: number): Element[] {
  return Array.from({ length: repeats * 2 }, () => tiles.map(copyOf)).flat()
}

function makeLoop(marquee: HTMLElement): void {
  const row = marquee.querySelector<HTMLElement>('.marquee__row')
  const track = row?.querySelector<HTMLElement>('.marquee__track')
  if (!row || !track || marquee.classList.contains('marquee--live')) return
  const repeats = Math.max(1, Math.min(20, Number(marquee.dataset.repeats) || 1))
  const tiles = [...track.children]
  if (tiles.length === 0) return
  // The first round keeps the server's tiles (with their alt texts); the rest are copies.
  track.append(...loopOf(tiles, repeats).slice(tiles.length))

  const second = document.createElement('div')
  second.className = 'marquee__row'
  second.setAttribute('aria-hidden', 'true')
  const reverse = track.cloneNode(false) as HTMLElement
  reverse.classList.add('marquee__track--reverse')
  reverse.append(...loopOf([...tiles].reverse(), repeats))
  second.append(reverse)
  row.after(second)

  // Moving, the row no longer scrolls by hand: it leaves the tab order (the Pause box stops it).
  row.removeAttribute('tabindex')
  marquee.classList.add('marquee--live')
}
