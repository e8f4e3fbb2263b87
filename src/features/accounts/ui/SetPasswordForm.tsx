import { useState, type FormEvent } from 'react'
import { MIN_PASSWORD_LENGTH, passwordStrength } from '../../../platform/auth/limits'
import { island } from '../../../ui/island'
import { SET_PASSWORD_ERRORS } from '../set-password-messages'
import type { Lang } from '../../../content/lang'
import { inPanelLanguage } from '../../../ui/admin/panel-catalogue'
import { signInHref } from '../../../ui/admin/sign-in-text'
import { SET_PASSWORD_TEXT } from './set-password-text'

/** `lang`: the sign-in pages' language (?lang=hi, docs/decisions/231). */
export type SetPasswordProps = { token: string; lang?: Lang }

/**
 * The one-time link's form: new password with Show, and the same again. A plain form posted to
 * the API (it works before or without the script, and the server checks both boxes too); with the
 * script, a mismatch or a short password is said at once, without a round trip.
 */
export function SetPasswordForm({ token, lang = 'en' }: SetPasswordProps) {
  const text = SET_PASSWORD_TEXT[lang]
  const say = (message: string) => inPanelLanguage(message, lang)
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [shown, setShown] = useState(false)
  const [problem, setProblem] = useState<{ field: 'password' | 'confirm'; text: string } | null>(null)
  const strength = passwordStrength(password)

  function check(event: FormEvent<HTMLFormElement>) {
    const found =
      password.length < MIN_PASSWORD_LENGTH
        ? { field: 'password' as const, text: SET_PASSWORD_ERRORS.short }
        : confirm !== password
          ? { field: 'confirm' as const, text: SET_PASSWORD_ERRORS.mismatch }
          : null
    setProblem(found)
    if (!found) return
    event.preventDefault()
    event.currentTarget.querySelector<HTMLInputElement>(found.field === 'password' ? '#new-password' : '#confirm-password')?.focus()
  }

  const type = shown ? 'text' : 'password'
  return (
    <form className="login-form" method="post" action={signInHref('/api/admin/accounts/setPassword', lang)} onSubmit={check} noValidate>
      <input type="hidden" name="token" value={token} />
      <div className="admin-field">
        <label htmlFor="new-password">{text.newPassword}</label>
        <div className="login-password">
          <input
            id="new-password"
            name="password"
            type={type}
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={200}
            value={password}
            aria-invalid={problem?.field === 'password' || undefined}
            aria-describedby={problem?.field === 'password' ? 'set-password-problem' : 'new-password-hint'}
            onChange={(event) => {
              setPassword(event.currentTarget.value)
              setProblem(null)
            }}
          />
          <button type="button" className="login-toggle" aria-label={shown ? text.hidePasswords : text.showPasswords} onClick={() => setShown((value) => !value)}>
            {shown ? text.hide : text.show}
          </button>
        </div>
        <small id="new-password-hint">{password ? <span data-strength={strength.score}>{say(strength.text)}</span> : text.hint}</small>
        {problem?.field === 'password' && (
          <p className="admin-field-error" id="set-password-problem">
            {say(problem.text)}
          </p>
        )}
      </div>
      <div className="admin-field">
        <label htmlFor="confirm-password">{text.again}</label>
        <input
          id="confirm-password"
          name="confirmPassword"
          type={type}
          autoComplete="new-password"
          required
          maxLength={200}
          value={confirm}
          aria-invalid={problem?.field === 'confirm' || undefined}
          aria-describedby={problem?.field === 'confirm' ? 'set-password-problem' : undefined}
          onChange={(event) => {
            setConfirm(event.currentTarget.value)
            setProblem(null)
          }}
        />
        {problem?.field === 'confirm' && (
          <p className="admin-field-error" id="set-password-problem">
            {say(problem.text)}
          </p>
        )}
      </div>
      <button className="admin-button login-submit" type="submit">
        {text.submit}
      </button>
    </form>
  )
}

/** Its own module's island, so the page's bundle holds this form only. */
export const SetPasswordIsland = island('set-password', SetPasswordForm)
