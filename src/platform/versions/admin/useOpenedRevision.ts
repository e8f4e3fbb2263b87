import { useCallback, useEffect, useRef, useState } from 'react'
import { api, ApiError } from '../../../ui/admin/api'
import { withRevision } from '../../../ui/admin/RowDraft'

/**
 * The revision a one-row area's form was filled on (docs/decisions/285): read from
 * GET /api/revisions/<area> when the form opens and sent back with its save (`withOpened`), so a
 * save over another person's newer text is refused (409) instead of undoing it unseen. Read again
 * after this person's own step (`ownStep`: a save, a photo, a put-back). A refused save sets
 * `changedOnSite`; `reopen` reads the revision, then has the form filled again from the site
 * (`fill`), in that order: a save landing between the two errs towards a refusal, never an overwrite.
 */
export function useOpenedRevision(area: string, fill: () => Promise<void>) {
  const revision = useRef<string | undefined>(undefined)
  const [changedOnSite, setChangedOnSite] = useState(false)
  const read = useCallback(async () => {
    try {
      const { body } = await api('GET', `/api/revisions/${encodeURIComponent(area)}`, undefined, { background: true })
      const read = (body as { data?: { revision?: unknown } } | null)?.data?.revision
      revision.current = typeof read === 'string' ? read : undefined
    } catch {
      // unread: the save goes without one, as before (the spec's clients send none either)
      revision.current = undefined
    }
  }, [area])
  useEffect(() => {
    void read()
  }, [read])
  return {
    withOpened: <B extends FormData | Record<string, unknown>>(fields: B): B => withRevision(fields, revision.current),
    ownStep: read,
    refused: (err: unknown) => {
      if (err instanceof ApiError && err.status === 409) setChangedOnSite(true)
    },
    changedOnSite,
    reopen: async () => {
      await read()
      await fill()
      setChangedOnSite(false)
    },
  }
}
