import { useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api, fieldProblemsOf } from '../../../ui/admin/api'
import { SubmitButton, useSubmit } from '../../../ui/admin/forms'
import { Field } from '../../../ui/admin/kit'
import { notify } from '../../../ui/admin/toasts'
import { ROLE_LABELS, ROLES, type Role } from '../../../platform/auth/roles'
import { inviteOf, type Invite } from './InviteLink'

/** What is missing from a new staff member, by field (each message shown under its own field); null when it can be sent. */
export function checkNewStaff({ name, email }: { name: string; email: string }): Record<string, string> | null {
  const found: Record<string, string> = {}
  if (!name.trim()) found.name = 'Name is required'
  if (!email.trim()) found.email = 'Email is required'
  return Object.keys(found).length ? found : null
}

/** Add a staff member: name, e-mail and role; the answer's one-time link goes to `onInvited`. */
export function AddStaffForm({ onInvited }: { onInvited: (invite: Invite) => void }) {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('editor')
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})

  const form = useSubmit<Record<string, string>>({
    check: () => checkNewStaff({ name, email }),
    send: async () => {
      const { body } = await api('POST', '/api/admin/accounts', { name, email, role })
      onInvited(inviteOf(name, body))
      setName('')
      setEmail('')
      setServerErrors({})
      notify.success(`${name} added.`)
    },
    onFailed: (err) => {
      setServerErrors(fieldProblemsOf(err) ?? {})
      notifyFailure(err)
    },
  })
  // the browser's own check first, then the server's, each under the field it is about
  const errors = { ...serverErrors, ...(form.problem ?? {}) }

  return (
    <form className="admin-form" onSubmit={form.submit} noValidate>
      <Field id="staff-name" label="Name" error={errors.name}>
        <input id="staff-name" value={name} maxLength={120} onChange={(event) => setName(event.currentTarget.value)} />
      </Field>
      <Field id="staff-email" label="Email" error={errors.email}>
        <input id="staff-email" type="email" value={email} maxLength={200} onChange={(event) => setEmail(event.currentTarget.value)} />
      </Field>
      <Field id="staff-role" label="Role" error={errors.role} hint="Editor: the site's content. Admissions desk: enquiries only. Grievance committee: students' grievances, the SGRC's report and decision. Administrator: everything else, the college's grievance steps included.">
        <select id="staff-role" value={role} onChange={(event) => setRole(event.currentTarget.value as Role)}>
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
      <div className="admin-actions">
        <SubmitButton busy={form.busy} text="Add and make a link" busyText="Adding…" />
      </div>
    </form>
  )
}
