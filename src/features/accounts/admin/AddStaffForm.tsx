import { useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api, fieldProblemsOf } from '../../../ui/admin/api'
import { SubmitButton, useSubmit } from '../../../ui/admin/forms'
import { Field } from '../../../ui/admin/kit'
import { notify } from '../../../ui/admin/toasts'
import { ROLES, type Role } from '../../../platform/auth/roles'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { accountsText, inPanelLanguageEach, type AccountsText } from './text'
import { inviteOf, type Invite } from './InviteLink'

/** What is missing from a new staff member, by field (each message shown under its own field); null when it can be sent. */
export function checkNewStaff({ name, email }: { name: string; email: string }, t: AccountsText = accountsText.en): Record<string, string> | null {
  const found: Record<string, string> = {}
  if (!name.trim()) found.name = t.nameRequired
  if (!email.trim()) found.email = t.emailRequired
  return Object.keys(found).length ? found : null
}

/** Add a staff member: name, e-mail and role; the answer's one-time link goes to `onInvited`. */
export function AddStaffForm({ onInvited }: { onInvited: (invite: Invite) => void }) {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('editor')
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const t = usePanelCatalogue(accountsText)

  const form = useSubmit<Record<string, string>>({
    check: () => checkNewStaff({ name, email }, t),
    send: async () => {
      const { body } = await api('POST', '/api/admin/accounts', { name, email, role })
      onInvited(inviteOf(name, body))
      setName('')
      setEmail('')
      setServerErrors({})
      notify.success(t.added(name))
    },
    onFailed: (err) => {
      setServerErrors(fieldProblemsOf(err) ?? {})
      notifyFailure(err)
    },
  })
  // the browser's own check first, then the server's, each under the field it is about
  const errors = { ...inPanelLanguageEach(serverErrors), ...(form.problem ?? {}) }

  return (
    <form className="admin-form" onSubmit={form.submit} noValidate>
      <Field id="staff-name" label={t.name} error={errors.name}>
        <input id="staff-name" value={name} maxLength={120} onChange={(event) => setName(event.currentTarget.value)} />
      </Field>
      <Field id="staff-email" label={t.email} error={errors.email}>
        <input id="staff-email" type="email" value={email} maxLength={200} onChange={(event) => setEmail(event.currentTarget.value)} />
      </Field>
      <Field id="staff-role" label={t.role} error={errors.role} hint={t.roleHint}>
        <select id="staff-role" value={role} onChange={(event) => setRole(event.currentTarget.value as Role)}>
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {t.roles[value]}
            </option>
          ))}
        </select>
      </Field>
      <div className="admin-actions">
        <SubmitButton busy={form.busy} text={t.addButton} busyText={t.adding} />
      </div>
    </form>
  )
}
