import { Seo } from '../../../../src/ui/Seo'
import { useData, usePageContext } from '../../../../src/ui/page-context'
import { ASK_AN_ADMINISTRATOR, LINK_ON_ITS_WAY } from '../../../../src/features/accounts/set-password-messages'
import type { Data } from './+data'
import '../../../../src/ui/admin/admin.css'

/** What the page says after its form was posted (?sent=<code>): a fixed list, never text from the address. */
const OUTCOMES: Record<string, { text: string; error?: true }> = {
  '1': { text: LINK_ON_ITS_WAY },
  'no-mail': { text: ASK_AN_ADMINISTRATOR, error: true },
  throttled: { text: 'Too many requests for a password link. Please wait a few minutes and try again.', error: true },
  invalid: { text: 'Enter a valid email', error: true },
}

/**
 * "Forgot password?" (issue 30, item 1): a plain form (no script needed) that asks for a one-time
 * link by e-mail. The answer is the same whether or not the address has an account.
 */
export default function Page() {
  const { urlParsed } = usePageContext()
  const { mailOn } = useData<Data>()
  const sent = urlParsed.search.sent
  const outcome = typeof sent === 'string' && Object.hasOwn(OUTCOMES, sent) ? OUTCOMES[sent] : null
  // the address typed on the sign-in screen, brought along by its link: only one that looks like an address
  const typed = urlParsed.search.email
  const email = typeof typed === 'string' && typed.length <= 200 && /^[^\s@]+@[^\s@]+$/.test(typed) ? typed : ''
  return (
    <main className="login-page">
      <Seo title="Forgot password" description="Ask for a link to choose a new password" path="/vvs/panel/forgot-password" noindex />
      <div className="login-card">
        <img className="login-logo" src="/logo.svg" alt="" width={56} height={56} />
        <h1>Forgot password?</h1>
        {mailOn ? (
          <>
            <p className="login-subtitle">Type the e-mail address of your staff account. We send a link to choose a new password to it.</p>
            {outcome && (
              <p className={outcome.error ? 'login-error' : 'login-notice'} role={outcome.error ? 'alert' : 'status'}>
                {outcome.text}
              </p>
            )}
            <form className="login-form" method="post" action="/api/admin/forgotPassword">
              <div className="admin-field">
                <label htmlFor="forgot-email">Email</label>
                <input id="forgot-email" name="email" type="email" inputMode="email" autoComplete="username" required maxLength={200} defaultValue={email} />
              </div>
              <button className="admin-button login-submit" type="submit">
                Send me a link
              </button>
            </form>
          </>
        ) : (
          <p className="login-notice" role="status">
            {ASK_AN_ADMINISTRATOR}
          </p>
        )}
        <p className="login-links">
          <a href="/vvs/panel/login">Back to sign in</a>
        </p>
      </div>
    </main>
  )
}
