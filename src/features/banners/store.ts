import type { Db } from '../../db/connection.js'
import { newId } from '../../db/ids.js'
import type { BannerTable } from '../../db/schema.js'
import { parseImageMeta, type ImageMeta, type StoredImageFile } from '../../http/images.js'

/** `alt`: what the photo shows, '' until staff write it (beside the contract). */
export type Banner = { _id: string; imageUrl: string; imageMeta: ImageMeta | null; alt: string; createdAt: string; updatedAt: string }
type BannerRow = Omit<BannerTable, 'alt'> & { alt: string }

function toBanner(row: BannerRow): Banner {
  return { _id: row.id, imageUrl: row.imageUrl!, imageMeta: parseImageMeta(row.imageMeta), alt: row.alt, createdAt: row.createdAt, updatedAt: row.updatedAt }
}

/** Home banners, oldest first: the order staff uploaded them is the order of the slideshow. */
export function bannersQuery(db: Db) {
  return db.selectFrom('banners').selectAll().orderBy('createdAt', 'asc').orderBy('id')
}

/** A stored row as a banner; null for a row without an image (left out of every list). */
export function bannerOrNull(row: BannerRow): Banner | null {
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
/** `alts`: each banner's description, in the order of `files`. */
export async function addBanners(db: Db, files: StoredImageFile[], alts: readonly string[] = []): Promise<Banner[]> {
  const base = Date.now()
  // one millisecond apart, so the slideshow order is the upload order even within one request
  const rows: BannerRow[] = files.map((file, i) => {
    const at = new Date(base + i).toISOString()
    return { id: newId(), imageUrl: file.imageUrl, imageMeta: JSON.stringify(file.imageMeta), alt: alts[i] ?? '', createdAt: at, updatedAt: at }
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


/** Sets a banner's description; null when the id is unknown. */
export async function setBannerAlt(db: Db, id: string, alt: string): Promise<Banner | null> {
  await db.updateTable('banners').set({ alt, updatedAt: new Date().toISOString() }).where('id', '=', id).execute()
  const row = await db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toBanner(row) : null
}
