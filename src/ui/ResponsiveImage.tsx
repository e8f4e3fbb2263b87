import { variantWidths, type ImageMeta } from '../http/upload-rules'
import type { Lang } from '../content/lang'
import { useLowData } from './low-data'

type ResponsiveImageProps = {
  /** Upload folder, e.g. "Home" (files live under /uploads/<folder>/). */
  folder: 'Home' | 'Event' | 'About' | 'Blogs' | 'Faculty'
  /** Stored file name of the JPEG fallback, e.g. "abc….jpg". */
  imageUrl: string
  imageMeta: ImageMeta | null
  alt: string
  /** The alt text's language when it is not the page's (staff text shown in the other language). */
  lang?: Lang | undefined
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** Above the fold: load at once and with high priority (the first banner). */
  priority?: boolean
  /** On a phone's first screen beside the priority one: load at once, at normal priority (a lazy one waits for layout). */
  eager?: boolean
  className?: string
}

export function uploadUrl(folder: string, imageUrl: string): string {
  return `/uploads/${folder}/${encodeURIComponent(imageUrl)}`
}

/**
 * The address of a photo to open on a phone: its first WebP at least `width` wide (the largest
 * when none is), else the stored file itself (docs/decisions/195: a gallery as links).
 */
export function photoUrl(folder: string, imageUrl: string, imageMeta: ImageMeta | null, width = 720): string {
  const widths = variantWidths(imageMeta)
  if (!widths.length || !imageUrl.endsWith('.jpg')) return uploadUrl(folder, imageUrl)
  const chosen = widths.find((w) => w >= width) ?? widths[widths.length - 1]
  return uploadUrl(folder, `${imageUrl.replace(/\.jpg$/, '')}-${chosen}.webp`)
}

/** The one width `sizes` names when it is a fixed width (a tile, a portrait), else null. */
function fixedWidth(sizes: string): number | null {
  const fixed = /^(\d+)px$/.exec(sizes.trim())
  return fixed ? Number(fixed[1]) : null
}

/**
 * The widths worth listing for a picture drawn at `sizes`: all of them, unless `sizes` is one fixed
 * width, which a screen of DPR 2 covers with the first width at least twice as wide; larger ones
 * would only lengthen the HTML (every marquee tile lists its srcset).
 */
function usefulWidths(widths: number[], fixed: number | null): number[] {
  if (!fixed) return widths
  const enough = widths.findIndex((w) => w >= fixed * 2)
  return enough < 0 ? widths : widths.slice(0, enough + 1)
}

/**
 * An uploaded image as <picture>: the WebP widths of the image (variantWidths: those the server
 * wrote, and standard ones an older upload gets made on first request) with a
 * JPEG <img> fallback. width/height reserve the space, so nothing shifts when it arrives.
 * In low-data mode (docs/decisions/195) only the smallest WebP is listed, whatever the screen.
 */
export function ResponsiveImage({ folder, imageUrl, imageMeta, alt, lang, sizes, priority, eager, className }: ResponsiveImageProps) {
  const jpeg = uploadUrl(folder, imageUrl)
  const id = imageUrl.replace(/\.jpg$/, '')
  const img = (
    <img
      src={jpeg}
      alt={alt}
      lang={lang}
      width={imageMeta?.width}
      height={imageMeta?.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
  const fixed = fixedWidth(sizes)
  const lowData = useLowData()
  const widths = usefulWidths(variantWidths(imageMeta), fixed).slice(0, lowData ? 1 : undefined)
  if (!widths.length || !imageUrl.endsWith('.jpg')) return img
  // A fixed width says each file's density outright ("1.6x" for a 480 drawn at 300 px): the same
  // choice as widths with `sizes` at every DPR, in fewer bytes (the home page has a dozen tiles).
  const srcSet = widths.map((w) => `/uploads/${folder}/${encodeURIComponent(`${id}-${w}.webp`)} ${fixed ? `${Math.round((w / fixed) * 100) / 100}x` : `${w}w`}`).join(', ')
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet} sizes={fixed ? undefined : sizes} />
      {img}
    </picture>
  )
}
