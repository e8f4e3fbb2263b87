import { useCallback, useEffect, useState } from 'react'
import { api, ApiError } from '../../../ui/admin/api'
import { useDraftRevision } from '../../../ui/admin/opened-revision'
import { stepRevision, withRevision } from '../../../ui/admin/RowDraft'

/**
 * The revision a one-row area's form was filled on (docs/decisions/285): read from
 * GET /api/revisions/<area> when the form opens and sent back with its save (`withOpened`), so a
 * save over another person's newer text is refused (409) instead of undoing it unseen. Read again
 * after this person's own step (`ownStep`: a save, a photo, a put-back). A draft restored from
 * before (`form.restored`) goes on from the revision it was typed on, remembered in this browser
 * while the form held it unsaved (`form.unsaved`). A step whose answer carries the revision after
 * it (`data.revision`, read in the step's transaction) is gone on from at once: a second Save pressed
 * before a read could come back is the person's own, never refused as another's (decision 283). A refused save sets `changedOnSite`; `reopen`
 * reads the revision, then has the form filled again from the site (`fill`), in that order: a
 * save landing between the two errs towards a refusal, never an overwrite.
 */
export function useOpenedRevision(area: string, fill: () => Promise<void>, form: { restored: boolean; unsaved: boolean }) {
  const revision = useDraftRevision(`one-row:${area}`, form)
  const [changedOnSite, setChangedOnSite] = useState(false)
  const read = useCallback(async (): Promise<string | undefined> => {
    try {
      const { body } = await api('GET', `/api/revisions/${encodeURIComponent(area)}`, undefined, { background: true })
      const answer = (body as { data?: { revision?: unknown } } | null)?.data?.revision
      return typeof answer === 'string' ? answer : undefined
    } catch {
      // unread: the save goes without one, as before (the spec's clients send none either)
      return undefined
    }
  }, [area])
  useEffect(() => {
    void read().then(revision.follow)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read])
  /**
   * After this person's own save, photo or put-back (`answer`, the step's answer): the form shows
   * the site's text, and goes on from its revision, the answer's when it gives one, else read.
   */
  const ownStep = async (answer?: unknown) => {
    const answered = stepRevision(answer)
    revision.goOn(answered ?? (await read()))
  }
  return {
    withOpened: <B extends FormData | Record<string, unknown>>(fields: B): B => withRevision(fields, revision.current()),
    ownStep,
    refused: (err: unknown) => {
      if (err instanceof ApiError && err.status === 409) setChangedOnSite(true)
    },
    changedOnSite,
    reopen: async () => {
      await ownStep()
      await fill()
      setChangedOnSite(false)
    },
  }
}
