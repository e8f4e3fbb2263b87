import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../ui/admin/api'
import { EDITED_SINCE_OPENED } from '../../row-drafts/messages'
import { stepRevision, withOwnChange, type ChangeMark } from '../../../ui/admin/RowDraft'
import { useRowVersions, type VersionedRows } from './RowVersions'

/** What the hook needs of a loaded list (useList's answer). */
type LoadedRows<Row> = { data: Row[] | null; reload: () => Promise<unknown> }

/**
 * A panel that edits one row of a fixed list at a time (the committees, the statutory facts): the
 * row picked, or the kind named by `?<askedParam>=` (the compliance checklist's links), or the
 * first; its draft; and its versions, whose put-back refills the form with what is on the site now
 * rather than keeping the replaced values. `revision` is the row's when its form was filled (the
 * staff list's), for the save to send back (withRevision: docs/decisions/283); `saved` takes the
 * save's answer, whose revision the form goes on from. A change to the row that `userId` keeps as
 * a draft (docs/decisions/287) is what their form opens with; `afterOwnStep` reads the list again
 * after they publish or discard it and fills the form from the row as the site has it then.
 */
export function usePickedDraft<Row extends { _id: string; kind: string; revision?: string; change?: ChangeMark }, Draft>(rows: LoadedRows<Row>, area: VersionedRows, draftOf: (row: Row) => Draft, askedParam: string, userId: string | undefined) {
  const [selected, setSelected] = useState('')
  const [draft, setDraftState] = useState<Draft | null>(null)
  const revision = useRef<string | undefined>(undefined)
  // a save refused because another saved the row since: the list is read again, the form keeps its words until reopened
  const [changedOnSite, setChangedOnSite] = useState(false)
  /** The form filled from a row as listed: its revision is the form's. */
  const fill = (row: Row) => {
    revision.current = row.revision
    setChangedOnSite(false)
    setDraftState(draftOf(withOwnChange(row, userId)))
  }
  const asked = typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get(askedParam) ?? '')
  const current = rows.data?.find((row) => row._id === selected) ?? rows.data?.find((row) => row.kind === asked) ?? rows.data?.[0] ?? null

  useEffect(() => {
    if (current && (!draft || selected !== current._id)) {
      setSelected(current._id)
      fill(current)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?._id])

  const refill = useRef(false)
  /**
   * The list read again and the form filled from the row as it is then: after a put-back, or the
   * person's own publish or discard of their change, whose answer's revision the form goes on
   * from at once (a Save before the list is read again is theirs, not another's change).
   */
  const reloadAndRefill = (answer?: unknown) => {
    const next = stepRevision(answer)
    if (next) revision.current = next
    refill.current = true
    return rows.reload()
  }
  const versions = useRowVersions(area, () => reloadAndRefill())
  useEffect(() => {
    if (!refill.current || !current) return
    refill.current = false
    fill(current)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows.data])

  /** Opens another row with its own values. */
  const pick = (row: Row) => {
    setSelected(row._id)
    fill(row)
  }
  /** After the form's own save: the row's revision in the save's answer (`data.revision`) is the form's from now on. */
  const saved = (answer: unknown) => {
    const next = stepRevision(answer)
    if (next) revision.current = next
  }
  /** A failed save: refused because the row changed on the site since (409), the list is read again and `changedOnSite` has the picker offer to open it again. */
  const refused = (err: unknown) => {
    if (!(err instanceof ApiError) || err.status !== 409) return
    // the way on ("Open it again") is for a row changed since it was opened; another's change kept as a draft (a 409 naming them) only needs the list read again
    if (err.message === EDITED_SINCE_OPENED) setChangedOnSite(true)
    void rows.reload()
  }
  return { current, selected, draft, setDraft: setDraftState, pick, versions, revision: () => revision.current, saved, refused, changedOnSite, afterOwnStep: reloadAndRefill }
}
