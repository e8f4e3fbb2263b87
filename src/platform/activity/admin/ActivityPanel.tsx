import { useEffect, useState } from 'react'
import { writtenData } from '../../../ui/admin/api'
import { formatIndianDateTime } from '../../../ui/admin/dates'
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

  return (
    <section className="admin-card">
      <div className="admin-tools">
        <div className="admin-field">
          <label htmlFor="activity-person">Person</label>
          <select id="activity-person" value={person} onChange={(event) => setPerson(event.currentTarget.value)}>
            <option value="">Everyone</option>
            {choices.people.map((who) => (
              <option key={who.id} value={who.id}>
                {who.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="activity-area">Area</label>
          <select id="activity-area" value={area} onChange={(event) => setArea(event.currentTarget.value)}>
            <option value="">Every area</option>
            {choices.areas.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="activity-from">From</label>
          <input id="activity-from" type="date" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor="activity-to">To</label>
          <input id="activity-to" type="date" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
        </div>
        <p className="admin-tools__count" aria-live="polite">
          {state.status === 'ready' && state.data ? `${state.data.total} entries` : ''}
        </p>
      </div>
      <ListState state={state} errorText="Could not load the activity log." emptyText="Nothing recorded yet." isEmpty={(data) => !data || data.items.length === 0}>
        {(data) => (
          <>
            <ScrollTable label="Activity log" cards>
              <thead>
                <tr>
                  <th>When (IST)</th>
                  <th>Who</th>
                  <th>Area</th>
                  <th>What</th>
                </tr>
              </thead>
              <tbody>
                {data!.items.map((entry) => (
                  <tr key={entry._id}>
                    <td className="admin-table__nowrap" data-label="When (IST)">
                      <time dateTime={entry.at}>{formatIndianDateTime(entry.at)}</time>
                    </td>
                    <td data-label="Who">{entry.person}</td>
                    <td data-label="Area">{entry.area}</td>
                    <td data-label="What">
                      {entry.summary}
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
                          Restore
                        </button>
                      )}
                      {entry.itemId && entry.action !== 'deleted' && Object.hasOwn(rowVersions, entry.area) && (
                        <button
                          type="button"
                          className="admin-button admin-button--ghost admin-button--small admin-restore"
                          aria-expanded={openVersions === entry._id}
                          onClick={() => setOpenVersions(openVersions === entry._id ? null : entry._id)}
                        >
                          {openVersions === entry._id ? 'Hide versions' : 'Versions'}
                          <span className="visually-hidden"> of this {entry.area} item</span>
                        </button>
                      )}
                      {openVersions === entry._id && entry.itemId && (
                        <VersionsList
                          area={rowVersions[entry.area] as Parameters<typeof VersionsList>[0]['area']}
                          item={entry.itemId}
                          title={`Versions of this ${entry.area} item`}
                          onPutBack={() => void state.reload()}
                        />
                      )}
                      {Object.hasOwn(versionsPanels, entry.area) && (
                        <span className="admin-restore">
                          <PanelLink go={go} to={versionsPanels[entry.area]}>
                            Previous versions<span className="visually-hidden"> of {entry.area}</span>
                          </PanelLink>
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
            <Pager page={data!.page} pages={data!.pages} onPage={setPage} label="Pages of the activity log" />
          </>
        )}
      </ListState>
    </section>
  )
}
