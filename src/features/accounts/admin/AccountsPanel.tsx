import { useState } from 'react'
import type { PanelProps } from '../../../ui/admin/kit'
import { useList } from '../../../ui/admin/useLoad'
import { focusWhenShown } from '../../../ui/admin/focus'
import { AddStaffForm } from './AddStaffForm'
import { InviteLink, type Invite } from './InviteLink'
import { StaffTable } from './StaffTable'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { accountsText } from './text'

/**
 * Staff Accounts (Administrators): add a member with a role, hand over the link, change role,
 * suspend, remove. The link just made (by the form or a row's "New link") is shown in place of the
 * form until it is taken.
 */
export function AccountsPanel({ userId }: PanelProps) {
  const accounts = useList('/api/admin/accounts')
  const [invite, setInvite] = useState<Invite | null>(null)
  const t = usePanelCatalogue(accountsText)
  const invited = (made: Invite) => {
    setInvite(made)
    void accounts.reload()
  }
  return (
    <div className="admin-stack">
      <section className="admin-card">
        <h3>{t.addTitle}</h3>
        {invite ? <InviteLink
            invite={invite}
            onDone={() => {
              setInvite(null)
              // The link goes, the form comes back: focus on its first field.
              focusWhenShown(() => document.getElementById('staff-name'))
            }}
          /> : <AddStaffForm onInvited={invited} />}
      </section>
      <section className="admin-card">
        <h3 id="staff-list-title">{t.staffTitle}</h3>
        <StaffTable accounts={accounts} userId={userId} onInvited={setInvite} />
      </section>
    </div>
  )
}

