import { api } from '../../../ui/admin/api'
import { notifyFailure } from '../../../ui/admin/failure'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { notify } from '../../../ui/admin/toasts'
import { useList } from '../../../ui/admin/useLoad'
import { focusAfterRemoval } from '../../../ui/admin/focus'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { textLang } from '../../../ui/text-lang'
import { areaName } from '../../versions/admin/text'
import { binText } from './text'
import { thumbnailUrl } from '../../../ui/admin/images'

/** Puts a deleted item back; true when it worked. Used by the Bin and the Activity Log. */
export async function restoreItem(binId: string): Promise<boolean> {
  try {
    const { body } = await api('POST', `/api/bin/${binId}/restore`)
    notify.success(body?.message ?? binText.en.restored)
    return true
  } catch (err) {
    notifyFailure(err)
    return false
  }
}

/** An entry's name as written, marked in its language; a picture nobody described is said so in the panel's. */
function ItemName({ label, none }: { label: string; none: string }) {
  return label ? <span lang={textLang(label)}>{label}</span> : <>{none}</>
}

/** Bin: what was deleted in the last 30 days, with Restore. */
export function BinPanel(_: PanelProps) {
  const bin = useList('/api/bin')
  const t = usePanelCatalogue(binText)
  const { lang } = usePanelText()
  return (
    <section className="admin-card">
      <p className="admin-lead">{t.lead}</p>
      <ListState state={bin} errorText={t.loadFailed} emptyText={t.empty} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ScrollTable label={t.table} cards>
            <thead>
              <tr>
                <th>{t.item}</th>
                <th>{t.area}</th>
                <th>{t.deleted}</th>
                <th>{t.goneForGood}</th>
                <th>{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((entry) => {
                const area = areaName(entry.area, lang)
                return (
                  <tr key={entry._id}>
                    <td data-label={t.item}>
                      {entry.image && <img className="admin-table__thumb admin-bin__thumb" src={thumbnailUrl(entry.image.folder, entry.image.name, entry.image.meta)} alt="" width={72} height={48} loading="lazy" />}
                      <ItemName label={entry.label} none={t.noDescription} />
                      {t.withPhotos(entry.photos)}
                    </td>
                    <td data-label={t.area} lang={area.lang}>
                      {area.text}
                    </td>
                    <td data-label={t.deleted}>
                      {formatPanelDateTime(entry.deletedAt, lang)}
                      {t.byBefore}
                      <span translate="no">{entry.deletedBy}</span>
                      {t.byAfter}
                    </td>
                    <td className="admin-table__nowrap" data-label={t.goneForGood}>
                      {formatPanelDateTime(entry.expiresAt, lang)}
                    </td>
                    <td className="admin-table__actions">
                      <button
                        type="button"
                        className="admin-button admin-button--small"
                        onClick={(event) => {
                          const control = event.currentTarget
                          void restoreItem(entry._id).then((ok) => {
                            if (!ok) return
                            focusAfterRemoval(control)
                            void bin.reload()
                          })
                        }}
                      >
                        {t.restore}
                        <span className="visually-hidden">
                          {' '}
                          <ItemName label={entry.label} none={t.noDescription} />
                          {t.withPhotos(entry.photos)}
                        </span>
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </ScrollTable>
        )}
      </ListState>
    </section>
  )
}
