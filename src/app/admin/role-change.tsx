import { useEffect, useState } from 'react'
import { api, setForbiddenHandler } from '../../ui/admin/api'
import { isRole, type Role } from '../../platform/auth/roles'
import { DASHBOARD_PATH, saveDrafts, storeAdminUser } from '../../ui/admin/session'
import { usePanelText } from '../../ui/admin/panel-text'

/** The role the server now gives this person, when it is no longer the one the page was opened with. */
export type RoleNow = { role: Role; user: unknown }

/** A refused call may mean the role changed while this page was open: ask who we are now, and keep the drafts. */
export function useRoleChange(openedAs: Role): RoleNow | null {
  const [roleNow, setRoleNow] = useState<RoleNow | null>(null)
  useEffect(() => {
    let asking = false
    setForbiddenHandler(() => {
      if (asking) return
      asking = true
      void api('GET', '/api/admin/me')
        .then(({ body }) => {
          const me = body?.user as { role?: unknown } | undefined
          if (me && isRole(me.role) && me.role !== openedAs) {
            saveDrafts() // kept for when the person may use this form again
            setRoleNow({ role: me.role, user: me })
          }
        })
        .catch(() => {})
        .finally(() => {
          asking = false
        })
    })
  }, [openedAs])
  return roleNow
}

/** Says the role changed, and opens the panel anew with the new role's menu (the drafts were saved when the change was seen). */
export function RoleChangedNotice({ roleNow, allowUnload }: { roleNow: RoleNow; allowUnload: () => void }) {
  const { roleChanged: text } = usePanelText().text
  function continueWithNewRole() {
    saveDrafts()
    storeAdminUser(roleNow.user)
    allowUnload()
    window.location.assign(DASHBOARD_PATH)
  }
  return (
    <div className="admin-expired" role="alert">
      <p>{text.text(roleNow.role)}</p>
      <button type="button" className="admin-button" onClick={continueWithNewRole}>
        {text.continueAs(roleNow.role)}
      </button>
    </div>
  )
}
