/** Where each content area's uploaded images are served from (spec §7). */
export const UPLOAD_PATHS = {
  Home: '/uploads/Home/',
  Event: '/uploads/Event/',
  About: '/uploads/About/',
  Blogs: '/uploads/Blogs/',
  Faculty: '/uploads/Faculty/',
} as const

type Meta = { widths?: number[] } | null | undefined

/** The smallest stored WebP variant when the server lists them, else the file itself: thumbnails stay light on a phone. */
export function thumbnailUrl(folder: keyof typeof UPLOAD_PATHS, name: string | null | undefined, meta?: Meta): string {
  if (!name) return ''
  const base = UPLOAD_PATHS[folder]
  const smallest = meta?.widths?.length ? Math.min(...meta.widths) : null
  if (smallest && /^[a-f0-9]{24}\.jpg$/.test(name)) return `${base}${name.slice(0, -4)}-${smallest}.webp`
  return `${base}${encodeURIComponent(name)}`
}
