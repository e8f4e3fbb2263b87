import { useEffect, useState } from 'react'
import { writtenData } from '../../../ui/admin/api'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { textLang } from '../../../ui/text-lang'
import type { Lang } from '../../../content/lang'
import { areaName } from '../../versions/admin/text'
import { activityText, logLineInHindi } from './text'
import { PanelLink, ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { Pager, queryString } from '../../../ui/admin/Pager'
import { useLoad } from '../../../ui/admin/useLoad'
import { restoreItem } from '../../bin/admin/BinPanel'
import { focusAfterRemoval } from '../../../ui/admin/focus'
import { VersionsList } from '../../versions/admin/VersionsList'
import type { PanelKey } from '../../../ui/admin/panels'

type Entry = { _id: number; at: string; person: string; area: string; action: string; itemId: string | null; summary: string; binId: string | null }
type Page = { items: Entry[]; total: number; page: number; pages: number; areas: string[]; people: { id: string; name: string }[] }

/**
 * What an entry did, in the panel's language: in English as recorded; in Hindi rebuilt around the
 * item's names, which are shown as written (a line of a shape not known is shown as recorded).
 */
function LogLine({ summary, lang }: { summary: string; lang: Lang }) {
  const parts = lang === 'en' ? null : logLineInHindi(summary)
  if (!parts) return <span lang={lang === 'en' ? undefined : 'en'}>{summary}</span>
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <span key={i} lang={textLang(part.name)} translate="no">
            {part.name}
          </span>
        ),
      )}
    </>
  )
}

/**
 * Activity Log (Administrators): who changed what and when, newest first, filtered by person, area
 * and date. A delete still in the bin offers Restore; a save of about, mission & vision or the
 * topbar links to that area's previous versions, where one can be put back; a save of a content
 * row (news, faculty…) opens that row's versions in place.
 */
/**
 * `versionsPanels`: by the log's area name, the panel that lists that one-row area's previous
 * versions. `rowVersions`: by the log's area name, the key of a content row area (RowArea).
 */
export function ActivityPanel({ go, versionsPanels, rowVersions }: PanelProps & { versionsPanels: Readonly<Record<string, PanelKey>>; rowVersions: Readonly<Record<string, string>> }) {
  const [openVersions, setOpenVersions] = useState<number | null>(null)
  const [person, setPerson] = useState('')
  const [area, setArea] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [page, setPage] = useState(1)
  const filterKey = [person, area, from, to].join('|')
  useEffect(() => setPage(1), [filterKey])
  const state = useLoad<Page | null>(`/api/activity${queryString({ person, area, from, to, page })}`, (body) => writtenData<Page>(body))
  const choices = state.status === 'ready' && state.data ? state.data : { areas: [], people: [] }
  const t = usePanelCatalogue(activityText)
  const { lang } = usePanelText()

  return (
    <section className="admin-card">
      <div className="admin-tools">
        <div className="admin-field">
          <label htmlFor="activity-person">{t.person}</label>
          <select id="activity-person" value={person} onChange={(event) => setPerson(event.currentTarget.value)}>
            <option value="">{t.everyone}</option>
            {choices.people.map((who) => (
              <option key={who.id} value={who.id}>
                {who.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="activity-area">{t.area}</label>
          <select id="activity-area" value={area} onChange={(event) => setArea(event.currentTarget.value)}>
            <option value="">{t.everyArea}</option>
            {choices.areas.map((name) => (
              <option key={name} value={name}>
                {areaName(name, lang).text}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="activity-from">{t.from}</label>
          <input id="activity-from" type="date" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor="activity-to">{t.to}</label>
          <input id="activity-to" type="date" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
        </div>
        <p className="admin-tools__count" aria-live="polite">
          {state.status === 'ready' && state.data ? t.entries(state.data.total) : ''}
        </p>
      </div>
      <ListState state={state} errorText={t.loadFailed} emptyText={t.none} isEmpty={(data) => !data || data.items.length === 0}>
        {(data) => (
          <>
            <ScrollTable label={t.table} cards>
              <thead>
                <tr>
                  <th>{t.when}</th>
                  <th>{t.who}</th>
                  <th>{t.area}</th>
                  <th>{t.what}</th>
                </tr>
              </thead>
              <tbody>
                {data!.items.map((entry) => {
                  const area = areaName(entry.area, lang)
                  return (
                  <tr key={entry._id}>
                    <td className="admin-table__nowrap" data-label={t.when}>
                      <time dateTime={entry.at}>{formatPanelDateTime(entry.at, lang)}</time>
                    </td>
                    <td data-label={t.who} translate="no">
                      {entry.person}
                    </td>
                    <td data-label={t.area} lang={area.lang}>
                      {area.text}
                    </td>
                    <td data-label={t.what}>
                      <LogLine summary={entry.summary} lang={lang} />
                      {entry.binId && (
                        <button type="button" className="admin-button admin-button--ghost admin-button--small admin-restore" onClick={(event) => {
                            const control = event.currentTarget
                            void restoreItem(entry.binId!).then((ok) => {
                              if (!ok) return
                              // The entry's Restore goes: focus to the next entry's.
                              focusAfterRemoval(control)
                              void state.reload()
                            })
                          }}
                        >
                          {t.restore}
                        </button>
                      )}
                      {entry.itemId && entry.action !== 'deleted' && Object.hasOwn(rowVersions, entry.area) && (
                        <button
                          type="button"
                          className="admin-button admin-button--ghost admin-button--small admin-restore"
                          aria-expanded={openVersions === entry._id}
                          onClick={() => setOpenVersions(openVersions === entry._id ? null : entry._id)}
                        >
                          {openVersions === entry._id ? t.hideVersions : t.versions}
                          <span className="visually-hidden">{t.ofItem(entry.area)}</span>
                        </button>
                      )}
                      {openVersions === entry._id && entry.itemId && (
                        <VersionsList
                          area={rowVersions[entry.area] as Parameters<typeof VersionsList>[0]['area']}
                          item={entry.itemId}
                          title={t.versionsOfItem(entry.area)}
                          onPutBack={() => void state.reload()}
                        />
                      )}
                      {Object.hasOwn(versionsPanels, entry.area) && (
                        <span className="admin-restore">
                          <PanelLink go={go} to={versionsPanels[entry.area]}>
                            {t.previous}
                            <span className="visually-hidden">{t.ofArea(entry.area)}</span>
                          </PanelLink>
                        </span>
                      )}
                    </td>
                  </tr>
                  )
                })}
              </tbody>
            </ScrollTable>
            <Pager page={data!.page} pages={data!.pages} onPage={setPage} label={t.pages} />
          </>
        )}
      </ListState>
    </section>
  )
}
