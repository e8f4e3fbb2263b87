import { Seo } from '../../../../src/ui/Seo'
import { useData, usePageContext } from '../../../../src/ui/page-context'
import { ASK_AN_ADMINISTRATOR, LINK_ON_ITS_WAY, RESET_HOURS } from '../../../../src/features/accounts/set-password-messages'
import { panelCatalogue } from '../../../../src/ui/admin/panel-catalogue'
import { SIGN_IN_TEXT, signInHref, signInLang } from '../../../../src/ui/admin/sign-in-text'
import { SignInLanguageLink } from '../../../../src/ui/admin/SignInLanguageLink'
import type { Data } from './+data'
import '../../../../src/ui/admin/admin.css'

/** The page's own words in the sign-in pages' language (docs/decisions/231). */
const FORGOT_TEXT = panelCatalogue(
  {
    title: 'Forgot password',
    heading: 'Forgot password?',
    intro: 'Type the e-mail address of your staff account. We send a link to choose a new password to it.',
    send: 'Send me a link',
    outcomes: {
      '1': LINK_ON_ITS_WAY,
      'no-mail': ASK_AN_ADMINISTRATOR,
      throttled: 'Too many requests for a password link. Please wait a few minutes and try again.',
      invalid: 'Enter a valid email',
    } as Record<string, string>,
    askAnAdministrator: ASK_AN_ADMINISTRATOR,
  },
  {
    title: 'पासवर्ड भूल गए',
    heading: 'पासवर्ड भूल गए?',
    intro: 'अपने स्टाफ़ खाते का ई-मेल पता लिखें। हम उस पर नया पासवर्ड चुनने का लिंक भेजेंगे।',
    send: 'मुझे लिंक भेजें',
    outcomes: {
      '1': `अगर यह ई-मेल किसी स्टाफ़ खाते का है, तो नया पासवर्ड चुनने का लिंक भेजा जा रहा है। यह एक बार, ${RESET_HOURS} घंटे तक काम करेगा।`,
      'no-mail': 'यह वेबसाइट अभी ई-मेल नहीं भेज सकती। स्टाफ़ पैनल के किसी प्रशासक से नया पासवर्ड-लिंक माँगें (स्टाफ़ → स्टाफ़ खाते → नया लिंक)।',
      throttled: 'पासवर्ड-लिंक के लिए बहुत अधिक अनुरोध। कृपया कुछ मिनट रुककर फिर कोशिश करें।',
      invalid: 'मान्य ई-मेल लिखें',
    },
    askAnAdministrator: 'यह वेबसाइट अभी ई-मेल नहीं भेज सकती। स्टाफ़ पैनल के किसी प्रशासक से नया पासवर्ड-लिंक माँगें (स्टाफ़ → स्टाफ़ खाते → नया लिंक)।',
  },
)

/** Which outcomes are failures (said as alerts). */
const FAILED = new Set(['no-mail', 'throttled', 'invalid'])

/**
 * "Forgot password?" (issue 30, item 1): a plain form (no script needed) that asks for a one-time
 * link by e-mail. The answer is the same whether or not the address has an account.
 */
export default function Page() {
  const { urlParsed } = usePageContext()
  const { mailOn } = useData<Data>()
  const lang = signInLang(urlParsed.search.lang)
  const text = FORGOT_TEXT[lang]
  const signIn = SIGN_IN_TEXT[lang]
  const sent = urlParsed.search.sent
  // what the page says after its form was posted (?sent=<code>): a fixed list, never text from the address
  const outcome = typeof sent === 'string' && Object.hasOwn(text.outcomes, sent) ? { text: text.outcomes[sent]!, error: FAILED.has(sent) } : null
  // the address typed on the sign-in screen, brought along by its link: only one that looks like an address
  const typed = urlParsed.search.email
  const email = typeof typed === 'string' && typed.length <= 200 && /^[^\s@]+@[^\s@]+$/.test(typed) ? typed : ''
  return (
    <main className="login-page">
      <Seo title={text.title} description="Ask for a link to choose a new password" path="/vvs/panel/forgot-password" noindex />
      <div className="login-card">
        <SignInLanguageLink lang={lang} search={urlParsed.search} />
        <img className="login-logo" src="/logo.svg" alt="" width={56} height={56} />
        <h1>{text.heading}</h1>
        {mailOn ? (
          <>
            <p className="login-subtitle">{text.intro}</p>
            {outcome && (
              <p className={outcome.error ? 'login-error' : 'login-notice'} role={outcome.error ? 'alert' : 'status'}>
                {outcome.text}
              </p>
            )}
            <form className="login-form" method="post" action={signInHref('/api/admin/forgotPassword', lang)}>
              <div className="admin-field">
                <label htmlFor="forgot-email">{signIn.email}</label>
                <input id="forgot-email" name="email" type="email" inputMode="email" autoComplete="username" required maxLength={200} defaultValue={email} />
              </div>
              <button className="admin-button login-submit" type="submit">
                {text.send}
              </button>
            </form>
          </>
        ) : (
          <p className="login-notice" role="status">
            {text.askAnAdministrator}
          </p>
        )}
        <p className="login-links">
          <a href={signInHref('/vvs/panel/login', lang)}>{signIn.backToSignIn}</a>
        </p>
      </div>
    </main>
  )
}
