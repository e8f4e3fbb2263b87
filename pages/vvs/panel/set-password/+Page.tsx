import { Seo } from '../../../../src/ui/Seo'
import { useData, usePageContext } from '../../../../src/ui/page-context'
import { formatPanelDateTime } from '../../../../src/ui/admin/dates'
import { LINK_STATE_TEXT, setPasswordErrorText } from '../../../../src/features/accounts/set-password-messages'
import { SetPasswordIsland } from '../../../../src/features/accounts/ui/SetPasswordForm'
import { SET_PASSWORD_TEXT } from '../../../../src/features/accounts/ui/set-password-text'
import { inPanelLanguage } from '../../../../src/ui/admin/panel-catalogue'
import { SIGN_IN_TEXT, signInHref, signInLang } from '../../../../src/ui/admin/sign-in-text'
import { SignInLanguageLink } from '../../../../src/ui/admin/SignInLanguageLink'
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
  const lang = signInLang(urlParsed.search.lang)
  const text = SET_PASSWORD_TEXT[lang]
  const signIn = SIGN_IN_TEXT[lang]
  const token = typeof urlParsed.search.token === 'string' ? urlParsed.search.token : ''
  // ?error= is a code from a fixed list: the page never shows text taken from its own address.
  const error = setPasswordErrorText(urlParsed.search.error)
  return (
    <main className="login-page">
      <Seo title={text.title} description="Choose the password for your staff account" path="/vvs/panel/set-password" noindex />
      <div className="login-card">
        <SignInLanguageLink lang={lang} search={urlParsed.search} />
        <img className="login-logo" src="/logo.svg" alt="" width={56} height={56} />
        <h1>{text.title}</h1>
        {link.state === 'open' ? (
          <>
            <p className="login-subtitle">
              {text.forAccount}
              <strong className="login-account" translate="no">
                {link.email}
              </strong>
              {text.worksUntil(formatPanelDateTime(link.expiresAt, lang))}
            </p>
            {error && (
              <p className="login-error" role="alert">
                {inPanelLanguage(error, lang)}
              </p>
            )}
            <SetPasswordIsland token={token} lang={lang} />
          </>
        ) : (
          <>
            <p className="login-error" role="alert">
              {inPanelLanguage(LINK_STATE_TEXT[link.state], lang)}
            </p>
            <p className="login-links">
              <a href={signInHref('/vvs/panel/forgot-password', lang)}>{signIn.forgot}</a> · <a href={signInHref('/vvs/panel/login', lang)}>{signIn.signInShort}</a>
            </p>
          </>
        )}
      </div>
    </main>
  )
}
