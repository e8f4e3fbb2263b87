import type { Db } from '../../db/connection.js'
import { newId } from '../../db/ids.js'
import type { BannerTable } from '../../db/schema.js'
import { parseImageMeta, type ImageMeta, type StoredImageFile } from '../../http/images.js'

export type Banner = { _id: string; imageUrl: string; imageMeta: ImageMeta | null; createdAt: string; updatedAt: string }

function toBanner(row: BannerTable): Banner {
  return { _id: row.id, imageUrl: row.imageUrl!, imageMeta: parseImageMeta(row.imageMeta), createdAt: row.createdAt, updatedAt: row.updatedAt }
}

/** Home banners, oldest first: the order staff uploaded them is the order of the slideshow. */
export function bannersQuery(db: Db) {
  return db.selectFrom('banners').selectAll().orderBy('createdAt', 'asc').orderBy('id')
}

/** A stored row as a banner; null for a row without an image (left out of every list). */
export function bannerOrNull(row: BannerTable): Banner | null {
  return row.imageUrl ? toBanner(row) : null
}

export async function listBanners(db: Db): Promise<Banner[]> {
  return (await bannersQuery(db).execute()).map(bannerOrNull).filter((banner) => banner !== null)
}

/** The newest `limit` banners, oldest first (the home slideshow shows a bounded recent set). */
export async function listRecentBanners(db: Db, limit: number): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').selectAll().where('imageUrl', 'is not', null).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute()
  return rows.reverse().map(toBanner)
}

/** Records stored banner images in one transaction, keeping the order they were sent in. */
export async function addBanners(db: Db, files: StoredImageFile[]): Promise<Banner[]> {
  const base = Date.now()
  // one millisecond apart, so the slideshow order is the upload order even within one request
  const rows: BannerTable[] = files.map((file, i) => {
    const at = new Date(base + i).toISOString()
    return { id: newId(), imageUrl: file.imageUrl, imageMeta: JSON.stringify(file.imageMeta), createdAt: at, updatedAt: at }
  })
  await db.transaction().execute(async (trx) => {
    for (const row of rows) await trx.insertInto('banners').values(row).execute()
  })
  return rows.map(toBanner)
}

/** The banner whose stored file name is imageUrl, or null. */
export async function findBannerByImageUrl(db: Db, imageUrl: string): Promise<Banner | null> {
  const row = await db.selectFrom('banners').selectAll().where('imageUrl', '=', imageUrl).executeTakeFirst()
  return row ? toBanner(row) : null
}

export async function deleteBanner(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('banners').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

