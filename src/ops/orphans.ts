import fs from 'node:fs'
import path from 'node:path'
import type SQLite from 'better-sqlite3'

/**
 * Image files that no row refers to (docs/decisions/062-no-orphan-image-files.md). Files are
 * written before their row (so that a row never points at a missing file); a process killed in
 * between leaves files that nothing shows. They are removed at start, while the instance lock
 * guarantees that no other process is writing, and left out of backups.
 */

/** A stored image file: `<24 hex>.jpg` or `<24 hex>-<width>.webp`. Any other file is left alone. */
const STORED_FILE = /^([a-f0-9]{24})(?:\.jpg|-\d+\.webp)$/

/** The ids of every image a row refers to, from every table with an image_url column and the rows in the bin. */
export function referencedImageIds(sqlite: SQLite.Database): Set<string> {
  const ids = new Set<string>()
  const tables = sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").pluck().all() as string[]
  const urls: string[] = []
  for (const table of tables) {
    const columns = sqlite.prepare(`select name from pragma_table_info(?)`).pluck().all(table) as string[]
    if (columns.includes('image_url')) urls.push(...(sqlite.prepare(`select image_url from "${table}" where image_url is not null`).pluck().all() as string[]))
  }
  // a row in the bin keeps its files until the bin lets it go (src/platform/bin)
  if (tables.includes('bin')) urls.push(...(sqlite.prepare(`select json_extract(row, '$.row.image_url') from bin where json_extract(row, '$.row.image_url') is not null`).pluck().all() as string[]))
  // a text area's photo lives in its kept versions (src/platform/versions/text.ts): each one a put-back may bring back
  if (tables.includes('content_versions')) urls.push(...(sqlite.prepare(`select json_extract(row, '$.imageUrl') from content_versions where json_extract(row, '$.imageUrl') is not null`).pluck().all() as string[]))
  for (const url of urls) {
    // the file name, also when a value holds a path (uploads/Blogs/<name>)
    const id = STORED_FILE.exec(url.slice(url.lastIndexOf('/') + 1))?.[1]
    if (id) ids.add(id)
  }
  return ids
}

/** Stored image files under uploadsDir (relative paths, e.g. Event/abc…-480.webp) that no row refers to. */
export function findOrphanImages(uploadsDir: string, referenced: Set<string>): string[] {
  const orphans: string[] = []
  if (!fs.existsSync(uploadsDir)) return orphans
  for (const entry of fs.readdirSync(uploadsDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    for (const name of fs.readdirSync(path.join(uploadsDir, entry.name))) {
      const id = STORED_FILE.exec(name)?.[1]
      if (id && !referenced.has(id)) orphans.push(path.join(entry.name, name))
    }
  }
  return orphans
}

/** Deletes the image files no row refers to; returns how many and their size. */
export function removeOrphanImages(sqlite: SQLite.Database, uploadsDir: string): { files: number; bytes: number } {
  let bytes = 0
  const orphans = findOrphanImages(uploadsDir, referencedImageIds(sqlite))
  for (const relative of orphans) {
    const file = path.join(uploadsDir, relative)
    bytes += fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0
    fs.rmSync(file, { force: true })
  }
  return { files: orphans.length, bytes }
}
