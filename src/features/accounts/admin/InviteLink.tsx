import { useEffect, useRef } from 'react'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { accountsText } from './text'
import { notify } from '../../../ui/admin/toasts'

/** A set-password link just made for a staff member, as the server answered it. */
export type Invite = { name: string; link: string; expiresAt: string; mailed: boolean }

/** The link as the server made it: on PUBLIC_ORIGIN, or a path completed with the address this panel was opened at. */
export function inviteOf(name: string, body: { link: string; expiresAt: string; mailed?: unknown }): Invite {
  return { name, link: new URL(body.link, window.location.origin).href, expiresAt: body.expiresAt, mailed: body.mailed === true }
}

/** The one-time link, shown once with a copy button: it is never shown again. */
export function InviteLink({ invite, onDone }: { invite: Invite; onDone: () => void }) {
  // Made from a row far down the list (a phone), the link would appear off screen: it is brought into view and selected.
  const linkRef = useRef<HTMLInputElement>(null)
  const t = usePanelCatalogue(accountsText)
  const { lang } = usePanelText()
  useEffect(() => {
    linkRef.current?.scrollIntoView({ block: 'center' })
    linkRef.current?.focus()
  }, [invite])
  return (
    <div className="admin-invite" role="status">
      <p>
        {invite.mailed ? t.mailedTo : t.giveTo} <strong translate="no">{invite.name}</strong>
        {t.linkWorks(formatPanelDateTime(invite.expiresAt, lang))}
      </p>
      {/* named by a hidden text, not aria-label: the person's name in it is marked as a name */}
      <span id="admin-invite-link-name" className="visually-hidden">
        {t.linkLabel(invite.name)}
      </span>
      <input ref={linkRef} className="admin-invite__link" readOnly value={invite.link} aria-labelledby="admin-invite-link-name" onFocus={(event) => event.currentTarget.select()} translate="no" />
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button"
          onClick={() =>
            void navigator.clipboard?.writeText(invite.link).then(
              () => notify.success(t.copied),
              () => notify.error(t.copyByHand),
            )
          }
        >
          {t.copy}
        </button>
        <button type="button" className="admin-button admin-button--ghost" onClick={onDone}>
          {t.doneButton}
        </button>
      </div>
    </div>
  )
}
