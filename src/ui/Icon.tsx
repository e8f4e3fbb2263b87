/**
 * Small line icons (no icon font): 24×24 strokes in currentColor, drawn by the `.icon` rule in
 * base.css. Their paths are symbols of one file, public/icons.svg, that each icon points to with
 * <use>: a page that shows a dozen sends a dozen short references instead of a dozen paths, and the
 * file is fetched once and cached (the home page's 60 KB bound in either language, docs/decisions/141).
 * The icons are decorative (aria-hidden): until the file arrives only their circles show.
 */
export const ICON_NAMES = ['cap', 'scales', 'trophy', 'books', 'book', 'court', 'hands', 'screen', 'mic', 'medal', 'phone', 'mail', 'pin', 'clock', 'search'] as const

export type IconName = (typeof ICON_NAMES)[number]

/** Where the symbols are (public/icons.svg, served from the site's root). */
export const ICON_SPRITE = '/icons.svg'

export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true">
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  )
}
