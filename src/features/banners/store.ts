import type { Db } from '../../db/connection.js'
import { parseImageMeta, type ImageMeta } from '../../http/images.js'

export type Banner = { _id: string; imageUrl: string; imageMeta: ImageMeta | null; createdAt: string }

/** Home banners, oldest first: the order staff uploaded them is the order of the slideshow. */
export async function listBanners(db: Db): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').selectAll().orderBy('createdAt', 'asc').orderBy('id').execute()
  return rows
    .filter((row) => row.imageUrl)
    .map((row) => ({ _id: row.id, imageUrl: row.imageUrl!, imageMeta: parseImageMeta(row.imageMeta), createdAt: row.createdAt }))
}
