import { useEffect, useState } from 'react'
import { ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { useLoad } from '../../../ui/admin/useLoad'
import { LANG_NAMES, type TranslatedArea, type TranslationOverview } from '../area'
import { fieldLabel, TranslationEditor } from './TranslationEditor'

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

const fieldList = (fields: string[]) => fields.map((field) => fieldLabel(field)).join(', ')

/**
 * Translations: per area, what has no other language yet or needs update since its source changed
 * (docs/decisions/124), each row a link to the item; opened on an item, its side-by-side editor.
 */
export function TranslationsPanel({ areas }: PanelProps & { areas: readonly Pick<TranslatedArea, 'key' | 'label'>[] }) {
  const overview = useLoad<TranslationOverview>('/api/translations', (body) => (body as { data: { areas: TranslationOverview } }).data.areas)
  const opened = useOpenedItem()
  const openedArea = opened && areas.find((area) => area.key === opened.area)
  return (
    <>
      {openedArea && opened && (
        <section className="admin-card">
          <p>
            <a href="/vvs/panel/dashboard?panel=translations">← All translations</a>
          </p>
          <TranslationEditor area={openedArea} id={opened.item} formAbove={false} />
        </section>
      )}
      <section className="admin-card">
        <p className="admin-lead">What staff wrote in one language only, and Hindi or English that needs update because the text it translates has changed since.</p>
        <ListState state={overview} errorText="Could not load the translations." emptyText="Nothing to translate." isEmpty={(list) => list.length === 0}>
          {(list) => (
            <>
              {list.map((area) => (
                <div key={area.area}>
                  <h3 className="translation-overview__area">{`${fieldLabel(area.label)}: ${area.stale} need update, ${area.missing} missing, of ${area.total}`}</h3>
                  {area.rows.length === 0 ? (
                    <p>Every item has both languages.</p>
                  ) : (
                    <ScrollTable label={`Translations of ${area.label}`} cards>
                      <thead>
                        <tr>
                          <th>Item</th>
                          <th>Written in</th>
                          <th>Needs update</th>
                          <th>Missing</th>
                        </tr>
                      </thead>
                      <tbody>
                        {area.rows.map((row) => (
                          <tr key={row.id}>
                            <td data-label="Item">
                              <a href={row.href} lang={row.source}>
                                {row.name || '(no text yet)'}
                              </a>
                            </td>
                            <td data-label="Written in" lang={row.source}>
                              {LANG_NAMES[row.source]}
                            </td>
                            <td data-label="Needs update">{row.stale.length > 0 && <span className="admin-badge admin-badge--stale">{`needs update: ${fieldList(row.stale)}`}</span>}</td>
                            <td data-label="Missing">{fieldList(row.missing)}</td>
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
