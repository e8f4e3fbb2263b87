import { useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api, fieldProblemsOf } from '../../../ui/admin/api'
import { SubmitButton, useSubmit } from '../../../ui/admin/forms'
import { Field, type PanelProps } from '../../../ui/admin/kit'
import { notify } from '../../../ui/admin/toasts'
import { MIN_PASSWORD_LENGTH, passwordStrength } from '../../../platform/auth/limits'

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
      setServerErrors(fieldProblemsOf(err) ?? {})
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
          <SubmitButton busy={form.busy} text="Change password" busyText="Saving…" />
        </div>
      </form>
    </section>
  )
}
