import { Seo } from '../../../../src/ui/Seo'
import { usePageContext } from '../../../../src/ui/page-context'
import { LoginIsland } from '../../../../src/ui/admin/LoginIsland'
import { isPanelKey, panelHref } from '../../../../src/ui/admin/panels'
import { SESSION_EXPIRED_MESSAGE } from '../../../../src/ui/admin/session'
import { returnPath } from '../../../../src/platform/auth/return-to'
import { SUSPENDED_NOTICE } from '../../../../src/ui/admin/session-end'
import { SIGN_IN_TEXT, signInLang } from '../../../../src/ui/admin/sign-in-text'
import { SignInLanguageLink } from '../../../../src/ui/admin/SignInLanguageLink'
import { localPath } from '../../../../src/content/lang'
import '../../../../src/ui/admin/admin.css'

/** The sign-in screen; the form is an island, rendered here first so it shows before any script runs. */
export default function Page() {
  const { urlParsed } = usePageContext()
  // no account is known here: the address names the language (docs/decisions/231)
  const lang = signInLang(urlParsed.search.lang)
  const text = SIGN_IN_TEXT[lang]
  // A panel's key (a session that expired on it) or a whole panel address (a link opened while signed out).
  const asked = urlParsed.search.next
  const next = isPanelKey(asked) ? panelHref(asked) : returnPath(asked)
  const props = {
    lang,
    ...(next ? { next } : {}),
    ...(urlParsed.search.expired === '1' ? { notice: SESSION_EXPIRED_MESSAGE } : {}),
    ...(urlParsed.search.ended === 'suspended' ? { notice: SUSPENDED_NOTICE } : {}),
    ...(urlParsed.search.password === 'set' ? { notice: text.passwordSet } : {}),
    // A plain form post (no script yet) that was refused comes back here.
    ...(urlParsed.search.login === 'failed' ? { notice: 'Invalid credentials' } : {}),
  }
  return (
    <main className="login-page">
      <Seo title={text.portal} description="Sign in to access your dashboard" path="/vvs/panel/login" noindex />
      <div className="login-card">
        <SignInLanguageLink lang={lang} search={urlParsed.search} />
        <img className="login-logo" src="/logo.svg" alt="" width={56} height={56} />
        <h1>{text.portal}</h1>
        <p className="login-subtitle">{text.subtitle}</p>
        <LoginIsland {...props} />
        <noscript>
          <p className="login-error">{text.noScript}</p>
        </noscript>
      </div>
      <p className="login-back">
        <a href={localPath(lang, '/')}>{text.backToSite}</a>
      </p>
    </main>
  )
}
