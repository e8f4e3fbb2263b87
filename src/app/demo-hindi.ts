import type { Db } from '../db/connection.js'
import { demoHindi } from '../content/demo-hi.js'
import { log } from '../log.js'
import { readTranslation, saveTranslation } from '../platform/translations/store.js'
import { TRANSLATED_AREAS } from './areas.js'

/**
 * Writes the Hindi of the sample content into the translations store, as staff would through the
 * Translations panel (issue 37): a fresh install is bilingual. Only rows still holding the sample's
 * English get it, and never over a translation already there; each is up to date with its English.
 */
export async function translateDemoContent(db: Db): Promise<number> {
  let written = 0
  for (const entry of demoHindi) {
    const area = TRANSLATED_AREAS.find((candidate) => candidate.key === entry.area)
    if (!area) throw new Error(`demo Hindi names no translated area '${entry.area}'`)
    const [field, english] = Object.entries(entry.match)[0]!
    const ids = area.oneRow
      ? [area.key]
      : ((await db.selectFrom(area.table as 'blogs').select('id').where(field as 'title', '=', english).execute()) as { id: string }[]).map((row) => row.id)
    for (const id of ids) {
      const item = await readTranslation(db, area, id)
      if (!item || item.source !== 'en' || item.fields.some((f) => f.translation)) continue
      if (item.fields.find((f) => f.field === field)?.text !== english) continue
      const fields = Object.fromEntries(Object.entries(entry.hi).map(([name, text]) => [name, { text: Array.isArray(text) ? JSON.stringify(text) : text }]))
      await saveTranslation(db, area, id, { source: 'en', chosen: false, fields }, 'Demo content')
      written++
    }
  }
  log.info('demo content translated into Hindi', { items: written })
  return written
}
