import { useEffect, useRef, useState, type FormEvent } from 'react'
import { checkLogin, type LoginErrors } from './login-checks'
import { DASHBOARD_PATH, storeAdminUser } from './session'
import type { Lang } from '../../content/lang'
import { SIGN_IN_TEXT, signInHref, signInMessage } from './sign-in-text'

export type LoginProps = {
  /** Shown above the form, e.g. after a session expired. */
  notice?: string
  /** The page to return to after signing in (already checked: our own panel's page only, src/platform/auth/return-to.ts). */
  next?: string
  /** The sign-in pages' language (docs/decisions/231): the address's ?lang=hi, else English. */
  lang?: Lang
}

/** What the login call answered, in the words of spec §8. */
export function loginOutcome(ok: boolean, body: unknown): { success: true; user: unknown } | { success: false; message: string } {
  const data = (body && typeof body === 'object' ? body : {}) as { success?: unknown; user?: unknown; message?: unknown }
  const message = typeof data.message === 'string' ? data.message : ''
  if (ok && data.success === true) return { success: true, user: data.user }
  // A 2xx that says no is an unsuccessful response; anything else failed as a request.
  return { success: false, message: message || (ok ? 'Invalid credentials' : 'Something went wrong') }
}

const LOGIN_API = '/api/admin/login'

/** The sign-in form: field checks first, no request while any error remains. */
export function LoginForm({ notice, next, lang = 'en' }: LoginProps) {
  const text = SIGN_IN_TEXT[lang]
  /** A check's or the server's English in the page's language. */
  const say = (message: string) => signInMessage(message, lang)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [errors, setErrors] = useState<LoginErrors>({})
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  /** Bumped by each refused submit: focus then goes where the problem is, never to the page body. */
  const [refusals, setRefusals] = useState({ count: 0, to: 'invalid' as 'invalid' | 'password' })
  useEffect(() => {
    if (!refusals.count) return
    if (refusals.to === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    else {
      passwordRef.current?.focus()
      passwordRef.current?.select()
    }
  }, [refusals])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = checkLogin(email, password)
    setErrors(found)
    if (found.email || found.password) {
      setRefusals((old) => ({ count: old.count + 1, to: 'invalid' }))
      return
    }
    setBusy(true)
    setMessage('')
    try {
      const res = await fetch(LOGIN_API, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: email.trim(), password }),
      })
      const body = await res.json().catch(() => null)
      const outcome = loginOutcome(res.ok, body)
      if (outcome.success) {
        storeAdminUser(outcome.user)
        window.location.assign(next ?? DASHBOARD_PATH)
        return
      }
      setMessage(outcome.message)
    } catch {
      setMessage('Something went wrong')
    }
    setBusy(false)
    // The button was disabled while busy, which drops focus: the password is what to try again.
    setRefusals((old) => ({ count: old.count + 1, to: 'password' }))
  }

  /** The id, value, error wiring and change handler of the email or password input. */
  function bind(name: keyof LoginErrors, value: string, setValue: (next: string) => void) {
    const hasError = !!errors[name]
    return {
      id: `login-${name}`,
      name,
      value,
      'aria-invalid': hasError || undefined,
      'aria-describedby': [hasError ? `login-${name}-error` : '', name === 'password' && message ? 'login-message' : ''].filter(Boolean).join(' ') || undefined,
      onChange: (event: { currentTarget: { value: string } }) => {
        setValue(event.currentTarget.value)
        setErrors((old) => ({ ...old, [name]: undefined }))
      },
    }
  }

  const fieldError = (name: keyof LoginErrors) =>
    errors[name] && (
      <p className="admin-field-error" id={`login-${name}-error`}>
        {say(errors[name] ?? '')}
      </p>
    )

  // Before the script runs (or without it) the form posts itself: the API answers a plain post with a
  // 303 to the dashboard or back here, so sign-in never waits for JavaScript (decision 117).
  return (
    <form ref={formRef} className="login-form" method="post" action={signInHref(LOGIN_API, lang)} onSubmit={(event) => void submit(event)} noValidate>
      {notice && (
        <p className="login-notice" role="status">
          {say(notice)}
        </p>
      )}
      {/* Read by the API when the form posts itself (no script yet): the page to return to. */}
      {next && <input type="hidden" name="next" value={next} />}
      <div className="admin-field">
        <label htmlFor="login-email">{text.email}</label>
        <input {...bind('email', email, setEmail)} type="email" inputMode="email" autoComplete="username" />
        {fieldError('email')}
      </div>
      <div className="admin-field">
        <label htmlFor="login-password">{text.password}</label>
        <div className="login-password">
          <input ref={passwordRef} {...bind('password', password, setPassword)} type={showPassword ? 'text' : 'password'} autoComplete="current-password" />
          {/* Its name says the state ("Hide password" while shown); aria-pressed as well made it say it twice. */}
          <button
            type="button"
            className="login-toggle"
            aria-label={showPassword ? text.hidePassword : text.showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? text.hide : text.show}
          </button>
        </div>
        {fieldError('password')}
      </div>
      {message && (
        <p className="login-error" role="alert" id="login-message">
          {say(message)}
        </p>
      )}
      <button type="submit" className="admin-button login-submit" disabled={busy}>
        {busy ? text.signingIn : text.signIn}
      </button>
      {/* The address typed so far goes along, so it need not be typed again (issue 40 item 12). */}
      <p className="login-links">
        <a href={forgotPasswordHref(email, lang)}>{text.forgot}</a>
      </p>
    </form>
  )
}

/** "Forgot password?" with the address typed so far, when there is one. */
export function forgotPasswordHref(email: string, lang: Lang = 'en'): string {
  const typed = email.trim()
  return signInHref(typed ? `/vvs/panel/forgot-password?email=${encodeURIComponent(typed.slice(0, 200))}` : '/vvs/panel/forgot-password', lang)
}
