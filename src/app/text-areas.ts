import type { Lang } from '../content/lang.js'
import type { Db } from '../db/connection.js'
import { localizeOne } from '../platform/translations/localize.js'
import { readText } from '../platform/versions/store.js'
import type { PageText } from '../ui/sections/TextAreaSection.js'
import { TEXT_AREAS, TRANSLATED_AREAS } from './areas.js'

/**
 * The text areas a public page shows (each declares its `page`), in the page's language, in
 * declaration order; one never saved (its heading empty) is left out. A page shows them with
 * <TextAreaSection>, so a new text area on a page that has the slot needs no page file.
 */
export async function readPageTexts(db: Db, page: string, lang: Lang): Promise<PageText[]> {
  const texts: PageText[] = []
  for (const area of TEXT_AREAS.filter((declared) => declared.page === page)) {
    const fields = Object.entries(area.fields).map(([name, rule]) => ({ name, long: rule.long === true }))
    const own = await readText(db, area)
    if (!own[fields[0]!.name]) continue
    const translated = TRANSLATED_AREAS.find((entry) => entry.key === area.key)
    const text = translated ? await localizeOne(db, translated, own, lang) : own
    texts.push({ key: area.key, fields, photoAlt: area.photo?.alt ?? null, text: text ?? own })
  }
  return texts
}
