import { api } from '../../../ui/admin/api'
import { notifyFailure } from '../../../ui/admin/failure'
import { formatIndianDateTime } from '../../../ui/admin/dates'
import { ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { notify } from '../../../ui/admin/toasts'
import { useList } from '../../../ui/admin/useLoad'
import { focusAfterRemoval } from '../../../ui/admin/focus'



/** Puts a deleted item back; true when it worked. Used by the Bin and the Activity Log. */
export async function restoreItem(binId: string): Promise<boolean> {
  try {
    const { body } = await api('POST', `/api/bin/${binId}/restore`)
    notify.success(body?.message ?? 'Restored.')
    return true
  } catch (err) {
    notifyFailure(err)
    return false
  }
}

/** Bin: what was deleted in the last 30 days, with Restore. */
export function BinPanel(_: PanelProps) {
  const bin = useList('/api/bin')
  return (
    <section className="admin-card">
      <p className="admin-lead">Deleted news, programs, founders, banners and event photos stay here for 30 days, then the bin empties itself.</p>
      <ListState state={bin} errorText="Could not load the bin." emptyText="The bin is empty." isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ScrollTable label="Bin" cards>
            <thead>
              <tr>
                <th>Item</th>
                <th>Area</th>
                <th>Deleted</th>
                <th>Gone for good</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((entry) => (
                <tr key={entry._id}>
                  <td data-label="Item">{entry.label}</td>
                  <td data-label="Area">{entry.area}</td>
                  <td data-label="Deleted">
                    {formatIndianDateTime(entry.deletedAt)} by {entry.deletedBy}
                  </td>
                  <td className="admin-table__nowrap" data-label="Gone for good">
                    {formatIndianDateTime(entry.expiresAt)}
                  </td>
                  <td className="admin-table__actions">
                    <button type="button" className="admin-button admin-button--small" onClick={(event) => {
                        const control = event.currentTarget
                        void restoreItem(entry._id).then((ok) => {
                          if (!ok) return
                          focusAfterRemoval(control)
                          void bin.reload()
                        })
                      }}
                    >
                      Restore<span className="visually-hidden"> {entry.label}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </ListState>
    </section>
  )
}
