import type { Db } from '../../db/connection.js'
import { newId } from '../../db/ids.js'
import type { BannerTable } from '../../db/schema.js'
import { rowShownSql, rowsSeenSql, type RowsSeenBy, type StaffReader } from '../../db/visibility.js'
import { parseImageMeta, type ImageMeta, type StoredImageFile } from '../../http/images.js'

/**
 * `alt`: what the photo shows, '' until staff write it (beside the contract); `draftBy` (staff
 * answers only): the account keeping it as a draft (docs/decisions/277).
 */
export type Banner = { _id: string; imageUrl: string; imageMeta: ImageMeta | null; alt: string; createdAt: string; updatedAt: string; draftBy?: string }
type BannerRow = Omit<BannerTable, 'alt'> & { alt: string }

function toBanner(row: BannerRow): Banner {
  const banner = { _id: row.id, imageUrl: row.imageUrl!, imageMeta: parseImageMeta(row.imageMeta), alt: row.alt, createdAt: row.createdAt, updatedAt: row.updatedAt }
  // only a draft names its writer, and only staff read one: the public shape is the spec's
  return row.draftBy ? { ...banner, draftBy: row.draftBy } : banner
}

/** The home banners `seenBy` may see (src/db/visibility.ts), oldest first: the order staff uploaded them is the order of the slideshow. */
export function bannersQuery(db: Db, seenBy: RowsSeenBy) {
  return db.selectFrom('banners').selectAll().where(rowsSeenSql(seenBy, 'banners')).orderBy('createdAt', 'asc').orderBy('id')
}

/** A stored row as a banner; null for a row without an image (left out of every list). */
export function bannerOrNull(row: BannerRow): Banner | null {
  return row.imageUrl ? toBanner(row) : null
}

export async function listBanners(db: Db, seenBy: RowsSeenBy): Promise<Banner[]> {
  return (await bannersQuery(db, seenBy).execute()).map(bannerOrNull).filter((banner) => banner !== null)
}

/** The newest `limit` published banners, oldest first (the home slideshow shows a bounded recent set). */
export async function listRecentBanners(db: Db, limit: number): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').selectAll().where('imageUrl', 'is not', null).where(rowShownSql('banners')).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute()
  return rows.reverse().map(toBanner)
}

/**
 * Records stored banner images in one transaction, keeping the order they were sent in. `alts`:
 * each banner's description, in the order of `files`; `draftBy`: the account keeping the batch as
 * its drafts (docs/decisions/277), null publishes them.
 */
export async function addBanners(db: Db, files: StoredImageFile[], alts: readonly string[] = [], draftBy: string | null = null): Promise<Banner[]> {
  const base = Date.now()
  // one millisecond apart, so the slideshow order is the upload order even within one request
  const rows: BannerRow[] = files.map((file, i) => {
    const at = new Date(base + i).toISOString()
    return { id: newId(), imageUrl: file.imageUrl, imageMeta: JSON.stringify(file.imageMeta), alt: alts[i] ?? '', draftBy, createdAt: at, updatedAt: at }
  })
  await db.transaction().execute(async (trx) => {
    for (const row of rows) await trx.insertInto('banners').values(row).execute()
  })
  return rows.map(toBanner)
}

export async function getBanner(db: Db, id: string): Promise<Banner | null> {
  const row = await db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toBanner(row) : null
}

/** The banner `reader` may see (not another person's draft) whose stored file name is imageUrl, or null. */
export async function findBannerByImageUrl(db: Db, imageUrl: string, reader: StaffReader): Promise<Banner | null> {
  const row = await db.selectFrom('banners').selectAll().where('imageUrl', '=', imageUrl).where(rowsSeenSql(reader, 'banners')).executeTakeFirst()
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
