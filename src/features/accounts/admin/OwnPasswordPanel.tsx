import { useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api, fieldProblemsOf } from '../../../ui/admin/api'
import { SubmitButton, useSubmit } from '../../../ui/admin/forms'
import { Field, type PanelProps } from '../../../ui/admin/kit'
import { notify } from '../../../ui/admin/toasts'
import { MIN_PASSWORD_LENGTH, passwordStrength } from '../../../platform/auth/limits'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { accountsText, inPanelLanguageEach } from './text'

/** Change Password (everyone): current and new password, a strength hint; other sessions end. */
export function OwnPasswordPanel(_: PanelProps) {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const strength = passwordStrength(next)
  const t = usePanelCatalogue(accountsText)
  const form = useSubmit<Record<string, string>>({
    check: () => {
      const found: Record<string, string> = {}
      if (!current) found.currentPassword = t.currentRequired
      if (next.length < MIN_PASSWORD_LENGTH) found.newPassword = t.tooShort
      return Object.keys(found).length ? found : null
    },
    send: async () => {
      const { body } = await api('POST', '/api/admin/password', { currentPassword: current, newPassword: next })
      setCurrent('')
      setNext('')
      setServerErrors({})
      notify.success(body?.message ?? t.passwordChanged)
    },
    onFailed: (err) => {
      setServerErrors(fieldProblemsOf(err) ?? {})
      notifyFailure(err)
    },
  })
  const errors = { ...inPanelLanguageEach(serverErrors), ...(form.problem ?? {}) }
  return (
    <section className="admin-card">
      <form className="admin-form" onSubmit={form.submit} noValidate>
        <Field id="current-password" label={t.current} error={errors.currentPassword}>
          <input id="current-password" type="password" required autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.currentTarget.value)} />
        </Field>
        <Field id="new-password" label={t.next} error={errors.newPassword} hint={next ? <span data-strength={strength.score}>{t.strength(strength.score, strength.text)}</span> : t.atLeast}>
          <input id="new-password" type="password" required autoComplete="new-password" value={next} maxLength={200} onChange={(event) => setNext(event.currentTarget.value)} />
        </Field>
        <p className="admin-field-hint">{t.signsOut}</p>
        <div className="admin-actions">
          <SubmitButton busy={form.busy} text={t.change} busyText={t.saving} />
        </div>
      </form>
    </section>
  )
}
