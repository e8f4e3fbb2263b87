import { useEffect, useRef, useState } from 'react'
import { useRowVersions, type VersionedRows } from './RowVersions'

/** What the hook needs of a loaded list (useList's answer). */
type LoadedRows<Row> = { data: Row[] | null; reload: () => Promise<unknown> }

/**
 * A panel that edits one row of a fixed list at a time (the committees, the statutory facts): the
 * row picked, or the kind named by `?<askedParam>=` (the compliance checklist's links), or the
 * first; its draft; and its versions, whose put-back refills the form with what is on the site now
 * rather than keeping the replaced values.
 */
export function usePickedDraft<Row extends { _id: string; kind: string }, Draft>(rows: LoadedRows<Row>, area: VersionedRows, draftOf: (row: Row) => Draft, askedParam: string) {
  const [selected, setSelected] = useState('')
  const [draft, setDraft] = useState<Draft | null>(null)
  const asked = typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get(askedParam) ?? '')
  const current = rows.data?.find((row) => row._id === selected) ?? rows.data?.find((row) => row.kind === asked) ?? rows.data?.[0] ?? null

  useEffect(() => {
    if (current && (!draft || selected !== current._id)) {
      setSelected(current._id)
      setDraft(draftOf(current))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?._id])

  const refill = useRef(false)
  const versions = useRowVersions(area, () => {
    refill.current = true
    return rows.reload()
  })
  useEffect(() => {
    if (!refill.current || !current) return
    refill.current = false
    setDraft(draftOf(current))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows.data])

  /** Opens another row with its own values. */
  const pick = (row: Row) => {
    setSelected(row._id)
    setDraft(draftOf(row))
  }
  return { current, selected, draft, setDraft, pick, versions }
}
