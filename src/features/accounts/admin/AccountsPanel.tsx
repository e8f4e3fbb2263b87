import { useEffect, useRef, useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api } from '../../../ui/admin/api'
import { formatIndianDateTime } from '../../../ui/admin/dates'
import { useSubmit } from '../../../ui/admin/forms'
import { Field, ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { notify } from '../../../ui/admin/toasts'
import { useList } from '../../../ui/admin/useLoad'
import { MIN_PASSWORD_LENGTH, passwordStrength } from '../../../platform/auth/limits'
import { ROLE_LABELS, ROLES, type Role } from '../../../platform/auth/roles'

import type { Account } from '../store'
type Invite = { name: string; link: string; expiresAt: string; mailed: boolean }

/** The one-time link, shown once with a copy button: it is never shown again. */
function InviteLink({ invite, onDone }: { invite: Invite; onDone: () => void }) {
  // Made from a row far down the list (a phone), the link would appear off screen: it is brought into view and selected.
  const linkRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    linkRef.current?.scrollIntoView({ block: 'center' })
    linkRef.current?.focus()
  }, [invite])
  return (
    <div className="admin-invite" role="status">
      <p>
        {invite.mailed ? 'It was e-mailed to' : 'Give this link to'} <strong>{invite.name}</strong>. It works once, until {formatIndianDateTime(invite.expiresAt)}, and is shown only now.
      </p>
      <input ref={linkRef} className="admin-invite__link" readOnly value={invite.link} aria-label={`Set-password link for ${invite.name}`} onFocus={(event) => event.currentTarget.select()} />
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button"
          onClick={() =>
            void navigator.clipboard?.writeText(invite.link).then(
              () => notify.success('Link copied.'),
              () => notify.error('Copy it by hand: select the link and copy.'),
            )
          }
        >
          Copy link
        </button>
        <button type="button" className="admin-button admin-button--ghost" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  )
}

/** What a role may work with, said when a role is about to change. */
const ROLE_SCOPE: Record<Role, string> = {
  administrator: 'everything',
  editor: "the site's content only",
  admissions: 'enquiries only',
  'grievance-committee': "students' grievances only",
}

/** The question asked before a role changes; a promotion to Administrator says in words what it gives. */
export function roleChangeQuestion(name: string, from: Role, to: Role): string {
  if (to === 'administrator') {
    return `Make ${name} an Administrator? An Administrator can do everything: add, suspend and remove staff and change their roles (yours too), read the activity log, set the e-mail alerts, and edit all content, enquiries and grievances.`
  }
  return `Change the role of ${name} from ${ROLE_LABELS[from]} to ${ROLE_LABELS[to]}? They will work with ${ROLE_SCOPE[to]}.`
}

/** The link as the server made it: on PUBLIC_ORIGIN, or a path completed with the address this panel was opened at. */
const fullLink = (link: string) => new URL(link, window.location.origin).href

/** Staff Accounts (Administrators): add a member with a role, hand over the link, change role, suspend, remove. */
export function AccountsPanel({ userId }: PanelProps) {
  const accounts = useList('/api/admin/accounts')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('editor')
  const [invite, setInvite] = useState<Invite | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null)

  const form = useSubmit<string>({
    check: () => (!name.trim() ? 'Name is required' : !email.trim() ? 'Email is required' : null),
    send: async () => {
      const { body } = await api('POST', '/api/admin/accounts', { name, email, role })
      setInvite({ name, link: fullLink(body.link), expiresAt: body.expiresAt, mailed: body.mailed === true })
      setName('')
      setEmail('')
      setErrors({})
      notify.success(`${name} added.`)
      void accounts.reload()
    },
    onFailed: (err) => {
      const body = (err as { body?: { errors?: Record<string, string> } }).body
      setErrors(body?.errors ?? {})
      notifyFailure(err)
    },
  })

  /** True when done; a refusal is said and the row is left as it was. */
  async function act(account: Account, method: string, path: string, body?: unknown, confirmText?: string): Promise<boolean> {
    if (confirmText && !window.confirm(confirmText)) return false
    try {
      const res = await api(method, `/api/admin/accounts/${account._id}${path}`, body)
      if (res.body?.link) setInvite({ name: account.name, link: fullLink(res.body.link), expiresAt: res.body.expiresAt, mailed: res.body.mailed === true })
      notify.success(res.body?.message ?? 'Done.')
      void accounts.reload()
      return true
    } catch (err) {
      notifyFailure(err)
      return false
    }
  }

  async function rename(account: Account) {
    if (!renaming) return
    if (await act(account, 'PUT', '/name', { name: renaming.name })) setRenaming(null)
  }

  return (
    <div className="admin-stack">
      <section className="admin-card">
        <h3>Add a staff member</h3>
        {invite ? (
          <InviteLink invite={invite} onDone={() => setInvite(null)} />
        ) : (
          <form className="admin-form" onSubmit={form.submit} noValidate>
            <Field id="staff-name" label="Name" error={errors.name ?? (form.problem?.startsWith('Name') ? form.problem : undefined)}>
              <input id="staff-name" value={name} maxLength={120} onChange={(event) => setName(event.currentTarget.value)} />
            </Field>
            <Field id="staff-email" label="Email" error={errors.email ?? (form.problem?.startsWith('Email') ? form.problem : undefined)}>
              <input id="staff-email" type="email" value={email} maxLength={200} onChange={(event) => setEmail(event.currentTarget.value)} />
            </Field>
            <Field id="staff-role" label="Role" hint="Editor: the site's content. Admissions desk: enquiries only. Administrator: everything.">
              <select id="staff-role" value={role} onChange={(event) => setRole(event.currentTarget.value as Role)}>
                {ROLES.map((value) => (
                  <option key={value} value={value}>
                    {ROLE_LABELS[value]}
                  </option>
                ))}
              </select>
            </Field>
            <div className="admin-actions">
              <button type="submit" className="admin-button" disabled={form.busy}>
                {form.busy ? 'Adding…' : 'Add and make a link'}
              </button>
            </div>
          </form>
        )}
      </section>
      <section className="admin-card">
        <h3>Staff</h3>
        <ListState state={accounts} errorText="Could not load the staff accounts." emptyText="No staff accounts." isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ScrollTable label="Staff accounts" cards>
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Email</th>
                  <th>Role</th>
                  <th>State</th>
                  <th>Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.map((account) => {
                  // The server refuses these on one's own account: they are not offered there.
                  const own = account._id === userId
                  return (
                  <tr key={account._id} data-own={own || undefined}>
                    <td data-label="Name">
                      {renaming?.id === account._id ? (
                        <form
                          className="admin-rename"
                          onSubmit={(event) => {
                            event.preventDefault()
                            void rename(account)
                          }}
                        >
                          <label className="visually-hidden" htmlFor={`name-${account._id}`}>
                            New name for {account.name}
                          </label>
                          <input id={`name-${account._id}`} value={renaming.name} maxLength={120} onChange={(event) => setRenaming({ id: account._id, name: event.currentTarget.value })} />
                          <button type="submit" className="admin-button admin-button--small">
                            Save name
                          </button>
                          <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => setRenaming(null)}>
                            Cancel
                          </button>
                        </form>
                      ) : (
                        <>
                          <span>{account.name}</span>
                          {own && ' (you)'}{' '}
                          <button type="button" className="admin-link-button" aria-label={`Rename ${account.name}`} onClick={() => setRenaming({ id: account._id, name: account.name })}>
                            Rename
                          </button>
                        </>
                      )}
                    </td>
                    <td data-label="Email">{account.email}</td>
                    <td data-label="Role">
                      {own ? (
                        ROLE_LABELS[account.role]
                      ) : (
                        <>
                          <label className="visually-hidden" htmlFor={`role-${account._id}`}>
                            Role of {account.name}
                          </label>
                          <select
                            id={`role-${account._id}`}
                            value={account.role}
                            onChange={(event) => {
                              const role = event.currentTarget.value as Role
                              void act(account, 'PUT', '/role', { role }, roleChangeQuestion(account.name, account.role, role))
                            }}
                          >
                            {ROLES.map((value) => (
                              <option key={value} value={value}>
                                {ROLE_LABELS[value]}
                              </option>
                            ))}
                          </select>
                        </>
                      )}
                    </td>
                    <td data-label="State">{account.suspended ? 'Suspended' : account.passwordSet ? 'Active' : 'Link not used yet'}</td>
                    <td className="admin-table__actions">
                      {/* Any account, any time: a forgotten password is mended here too. */}
                      <button
                        type="button"
                        className="admin-button admin-button--small"
                        onClick={() =>
                          void act(account, 'POST', '/invite', undefined, account.passwordSet ? `Make a new set-password link for ${account.name}? Their password stays until they use it, but their earlier link stops working and they are signed out everywhere.` : undefined)
                        }
                      >
                        New link
                      </button>
                      {own ? null : account.suspended ? (
                        <button type="button" className="admin-button admin-button--small" onClick={() => void act(account, 'POST', '/reinstate')}>
                          Reinstate
                        </button>
                      ) : (
                        <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => void act(account, 'POST', '/suspend', undefined, `Suspend ${account.name}? They are signed out at once.`)}>
                          Suspend
                        </button>
                      )}
                      {!own && (
                        <button
                          type="button"
                          className="admin-button admin-button--danger admin-button--small"
                          onClick={() => void act(account, 'DELETE', '', undefined, `Remove the account of ${account.name}? They can no longer sign in, and this cannot be undone.`)}
                        >
                          Remove
                        </button>
                      )}
                    </td>
                  </tr>
                  )
                })}
              </tbody>
            </ScrollTable>
          )}
        </ListState>
      </section>
    </div>
  )
}

/** Change Password (everyone): current and new password, a strength hint; other sessions end. */
export function OwnPasswordPanel(_: PanelProps) {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const strength = passwordStrength(next)
  const form = useSubmit<Record<string, string>>({
    check: () => {
      const found: Record<string, string> = {}
      if (!current) found.currentPassword = 'Current password is required'
      if (next.length < MIN_PASSWORD_LENGTH) found.newPassword = `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`
      return Object.keys(found).length ? found : null
    },
    send: async () => {
      const { body } = await api('POST', '/api/admin/password', { currentPassword: current, newPassword: next })
      setCurrent('')
      setNext('')
      setServerErrors({})
      notify.success(body?.message ?? 'Password changed.')
    },
    onFailed: (err) => {
      const body = (err as { body?: { errors?: Record<string, string> } }).body
      setServerErrors(body?.errors ?? {})
      notifyFailure(err)
    },
  })
  const errors = { ...serverErrors, ...(form.problem ?? {}) }
  return (
    <section className="admin-card">
      <form className="admin-form" onSubmit={form.submit} noValidate>
        <Field id="current-password" label="Current password" error={errors.currentPassword}>
          <input id="current-password" type="password" required autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.currentTarget.value)} />
        </Field>
        <Field id="new-password" label="New password" error={errors.newPassword} hint={next ? <span data-strength={strength.score}>{strength.text}</span> : `At least ${MIN_PASSWORD_LENGTH} characters.`}>
          <input id="new-password" type="password" required autoComplete="new-password" value={next} maxLength={200} onChange={(event) => setNext(event.currentTarget.value)} />
        </Field>
        <p className="admin-field-hint">Changing it signs you out on every other device.</p>
        <div className="admin-actions">
          <button type="submit" className="admin-button" disabled={form.busy}>
            {form.busy ? 'Saving…' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  )
}
