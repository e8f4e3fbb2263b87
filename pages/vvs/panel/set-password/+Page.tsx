import { Seo } from '../../../../src/ui/Seo'
import { usePageContext } from '../../../../src/ui/page-context'
import { MIN_PASSWORD_LENGTH } from '../../../../src/platform/auth/limits'
import { setPasswordErrorText } from '../../../../src/features/accounts/set-password-messages'
import '../../../../src/ui/admin/admin.css'

/**
 * The page of a one-time set-password link (handed over by an Administrator). A plain form: it
 * works before or without any script; the server answers with the login page or this page and an error code.
 */
export default function Page() {
  const { urlParsed } = usePageContext()
  const token = typeof urlParsed.search.token === 'string' ? urlParsed.search.token : ''
  // ?error= is a code from a fixed list: the page never shows text taken from its own address.
  const error = setPasswordErrorText(urlParsed.search.error)
  return (
    <main className="login-page">
      <Seo title="Set your password" description="Choose the password for your staff account" path="/vvs/panel/set-password" noindex />
      <div className="login-card">
        <img className="login-logo" src="/logo.svg" alt="" width={56} height={56} />
        <h1>Set your password</h1>
        <p className="login-subtitle">Choose the password for your staff account. This link works once.</p>
        {error && (
          <p className="login-error" role="alert">
            {error}
          </p>
        )}
        <form className="login-form" method="post" action="/api/admin/accounts/setPassword">
          <input type="hidden" name="token" value={token} />
          <div className="admin-field">
            <label htmlFor="new-password">New password</label>
            <input id="new-password" name="password" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} maxLength={200} />
            <small>At least {MIN_PASSWORD_LENGTH} characters. A longer phrase is stronger than a short word with symbols.</small>
          </div>
          <button className="admin-button login-submit" type="submit">
            Set password
          </button>
        </form>
      </div>
    </main>
  )
}
