import { Seo } from '../../../../src/ui/Seo'
import { useData, usePageContext } from '../../../../src/ui/page-context'
import { formatIndianDateTime } from '../../../../src/ui/admin/dates'
import { LINK_STATE_TEXT, setPasswordErrorText } from '../../../../src/features/accounts/set-password-messages'
import { SetPasswordIsland } from '../../../../src/features/accounts/ui/SetPasswordForm'
import type { Data } from './+data'
import '../../../../src/ui/admin/admin.css'

/**
 * The page of a one-time set-password link (handed over by an Administrator, or e-mailed). It names
 * the account, or says at once that the link was used or has expired; the form posts without any
 * script, and the server answers with the login page or this page and an error code.
 */
export default function Page() {
  const { urlParsed } = usePageContext()
  const { link } = useData<Data>()
  const token = typeof urlParsed.search.token === 'string' ? urlParsed.search.token : ''
  // ?error= is a code from a fixed list: the page never shows text taken from its own address.
  const error = setPasswordErrorText(urlParsed.search.error)
  return (
    <main className="login-page">
      <Seo title="Set your password" description="Choose the password for your staff account" path="/vvs/panel/set-password" noindex />
      <div className="login-card">
        <img className="login-logo" src="/logo.svg" alt="" width={56} height={56} />
        <h1>Set your password</h1>
        {link.state === 'open' ? (
          <>
            <p className="login-subtitle">
              For the staff account <strong className="login-account">{link.email}</strong>. This link works once, until {formatIndianDateTime(link.expiresAt)}.
            </p>
            {error && (
              <p className="login-error" role="alert">
                {error}
              </p>
            )}
            <SetPasswordIsland token={token} />
          </>
        ) : (
          <>
            <p className="login-error" role="alert">
              {LINK_STATE_TEXT[link.state]}
            </p>
            <p className="login-links">
              <a href="/vvs/panel/forgot-password">Forgot password?</a> · <a href="/vvs/panel/login">Sign in</a>
            </p>
          </>
        )}
      </div>
    </main>
  )
}
