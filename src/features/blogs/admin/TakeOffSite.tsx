import { useState } from 'react'
import { api } from '../../../ui/admin/api'
import { notifyFailure } from '../../../ui/admin/failure'
import { confirmed } from '../../../ui/admin/kit'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { TAKE_OFF_TEXT } from './take-off-text'

/**
 * A published notice back to a draft, the acting person's own (docs/decisions/256): asked first,
 * naming what it does; the table reloads with the notice marked a draft.
 */
export function TakeOffSite({ blog, reload }: { blog: { _id: string; title: string; draftBy?: string | null }; reload: () => void }) {
  const T = usePanelCatalogue(TAKE_OFF_TEXT)
  const [busy, setBusy] = useState(false)
  if (blog.draftBy) return null
  async function takeOff() {
    if (busy || !confirmed(T.question(blog.title))) return
    setBusy(true)
    try {
      const body = await api('POST', `/api/blogs/unpublish/${encodeURIComponent(blog._id)}`)
      notify.success(answerMessage(body, T.done))
      reload()
    } catch (err) {
      notifyFailure(err, T.failed)
    } finally {
      setBusy(false)
    }
  }
  return (
    <span className="admin-badges">
      <button type="button" className="admin-button admin-button--ghost admin-button--small" aria-disabled={busy} onClick={() => void takeOff()}>
        {busy ? T.busy : T.button}
        {/* the notice's own title, in its own language: named for screen readers */}
        <span className="visually-hidden" translate="no">
          : {blog.title}
        </span>
      </button>
    </span>
  )
}
