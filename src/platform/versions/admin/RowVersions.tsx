import { useState, type ReactNode } from 'react'
import type { RowArea } from '../area'
import { VersionsList } from './VersionsList'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { versionsText } from './text'

/** What a row's Versions needs of its area's declaration (RowArea, src/app/areas.ts). */
export type VersionedRows = Pick<RowArea, 'key' | 'label'>

/**
 * "Versions" on each row of a declared row area's panel (issue 30 item 4): the panel's row
 * component places `button(id, name)` among the row's actions and `list(id)` under the row; one
 * row's list is open at a time. A put-back reloads the panel's list so the row shows it at once.
 */
export function useRowVersions(area: VersionedRows | undefined, onPutBack: () => unknown) {
  const [open, setOpen] = useState<string | null>(null)
  const t = usePanelCatalogue(versionsText)
  const listId = (id: string) => `row-versions-${area?.key}-${id}`

  function button(id: string, name: string): ReactNode {
    if (!area) return null
    return (
      <button type="button" className="admin-button admin-button--ghost" aria-expanded={open === id} aria-controls={open === id ? listId(id) : undefined} onClick={() => setOpen(open === id ? null : id)}>
        {t.versions}<span className="visually-hidden">{t.ofName(name)}</span>
      </button>
    )
  }

  function list(id: string): ReactNode {
    if (!area || open !== id) return null
    return (
      <div id={listId(id)} className="admin-row-versions">
        <VersionsList area={area.key as Parameters<typeof VersionsList>[0]['area']} item={id} title={t.ofItem(area.label)} onPutBack={() => void onPutBack()} />
      </div>
    )
  }

  return { open, button, list }
}
