import { useEffect, useState } from 'react'
import { ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { useLoad } from '../../../ui/admin/useLoad'
import { LANG_NAMES, type TranslatedArea, type TranslationOverview } from '../area'
import { fieldLabel, fieldLabelIn, TranslationEditor } from './TranslationEditor'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import type { Lang } from '../../../content/lang'
import { translationsText } from './text'

/** The item the panel was opened on (?panel=translations&area=…&item=…), read in the browser. */
function useOpenedItem(): { area: string; item: string } | null {
  const [opened, setOpened] = useState<{ area: string; item: string } | null>(null)
  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const area = query.get('area')
    const item = query.get('item')
    if (area && item) setOpened({ area, item })
  }, [])
  return opened
}

const fieldList = (fields: string[], lang: Lang) => fields.map((field) => fieldLabelIn(lang, field).text).join(', ')

/**
 * Translations: per area, what has no other language yet or needs update since its source changed
 * (docs/decisions/124), each row a link to the item; opened on an item, its side-by-side editor.
 */
export function TranslationsPanel({ areas }: PanelProps & { areas: readonly Pick<TranslatedArea, 'key' | 'label'>[] }) {
  const overview = useLoad<TranslationOverview>('/api/translations', (body) => (body as { data: { areas: TranslationOverview } }).data.areas)
  const opened = useOpenedItem()
  const openedArea = opened && areas.find((area) => area.key === opened.area)
  const t = usePanelCatalogue(translationsText)
  const { lang } = usePanelText()
  return (
    <>
      {openedArea && opened && (
        <section className="admin-card">
          <p>
            <a href="/vvs/panel/dashboard?panel=translations">{t.allTranslations}</a>
          </p>
          <TranslationEditor area={openedArea} id={opened.item} formAbove={false} />
        </section>
      )}
      <section className="admin-card">
        <p className="admin-lead">{t.lead}</p>
        <ListState state={overview} errorText={t.loadFailed} emptyText={t.none} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <>
              {list.map((area) => (
                <div key={area.area}>
                  <h3 className="translation-overview__area">{t.areaCounts(fieldLabel(area.label), area.stale, area.missing, area.total)}</h3>
                  {area.rows.length === 0 ? (
                    <p>{t.allDone}</p>
                  ) : (
                    <ScrollTable label={t.tableOf(area.label)} cards>
                      <thead>
                        <tr>
                          <th>{t.item}</th>
                          <th>{t.writtenIn}</th>
                          <th>{t.needsUpdate}</th>
                          <th>{t.missing}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {area.rows.map((row) => (
                          <tr key={row.id}>
                            <td data-label={t.item}>
                              <a href={row.href} lang={row.name ? row.source : lang}>
                                {row.name || t.noTextYet}
                              </a>
                            </td>
                            <td data-label={t.writtenIn} lang={row.source}>
                              {LANG_NAMES[row.source]}
                            </td>
                            <td data-label={t.needsUpdate}>{row.stale.length > 0 && <span className="admin-badge admin-badge--stale">{t.needsUpdateOf(fieldList(row.stale, lang))}</span>}</td>
                            <td data-label={t.missing}>{fieldList(row.missing, lang)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </ScrollTable>
                  )}
                </div>
              ))}
            </>
          )}
        </ListState>
      </section>
    </>
  )
}
