import type { Lang } from '../../content/lang'
import { SESSION_EXPIRED_MESSAGE } from './session'
import { SUSPENDED_NOTICE } from './session-end'

/**
 * The sign-in pages in English or Hindi (docs/decisions/231). No account is known there, so the
 * language is the address's: `?lang=hi` (anything else is English, the spec's). The panel's own ways
 * to these pages (a session that ended, Log out) carry the account's language, each page's links
 * carry it on, and a "हिन्दी" / "English" link beside the form switches it.
 */
export function signInLang(value: unknown): Lang {
  return value === 'hi' ? 'hi' : 'en'
}

/** A sign-in page's address in `lang`: English ones as they are, Hindi ones with lang=hi. */
export function signInHref(href: string, lang: Lang): string {
  if (lang === 'en') return href
  return `${href}${href.includes('?') ? '&' : '?'}lang=hi`
}

const english = {
  /** The link to the other language, in its own script. */
  switchTo: { lang: 'hi' as Lang, label: 'हिन्दी' },
  switchName: 'Language of the sign-in pages',
  portal: 'Admin Portal',
  subtitle: 'Sign in to access your dashboard',
  noScript: 'The admin panel needs JavaScript. Please turn it on in your browser and reload this page.',
  backToSite: '← Back to the website',
  passwordSet: 'Password set. You can sign in now.',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  show: 'Show',
  hide: 'Hide',
  signIn: 'Sign in to Dashboard',
  signingIn: 'Signing in…',
  forgot: 'Forgot password?',
  backToSignIn: 'Back to sign in',
  signInShort: 'Sign in',
}

export type SignInText = typeof english

/** The notices a session's end brings to the sign-in page, in Hindi (the shell says them too: panel-text.ts). */
export const SESSION_EXPIRED_HINDI = 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।'
export const SUSPENDED_NOTICE_HINDI =
  'एक प्रशासक ने आपका खाता निलंबित कर दिया है। आपने जो लिखा था, वह इसी ब्राउज़र में रखा है और खाता बहाल होने पर फिर से साइन इन करते ही वापस आ जाएगा।'

/**
 * Typed as the English like every panel catalogue. Not made with panelCatalogue: the sign-in page's
 * script stays free of the dashboard's texts (tests/e2e/admin-pages.spec.ts holds it small).
 */
export const SIGN_IN_TEXT: Record<Lang, SignInText> = { en: english, hi: {
  switchTo: { lang: 'en', label: 'English' },
  switchName: 'साइन-इन पृष्ठों की भाषा',
  portal: 'एडमिन पोर्टल',
  subtitle: 'अपने डैशबोर्ड के लिए साइन इन करें',
  noScript: 'एडमिन पैनल को JavaScript चाहिए। कृपया इसे अपने ब्राउज़र में चालू करके यह पेज दोबारा लोड करें।',
  backToSite: '← वेबसाइट पर वापस जाएँ',
  passwordSet: 'पासवर्ड सेट हो गया। अब आप साइन इन कर सकते हैं।',
  email: 'ई-मेल',
  password: 'पासवर्ड',
  showPassword: 'पासवर्ड दिखाएँ',
  hidePassword: 'पासवर्ड छिपाएँ',
  show: 'दिखाएँ',
  hide: 'छिपाएँ',
  signIn: 'डैशबोर्ड में साइन इन करें',
  signingIn: 'साइन इन हो रहा है…',
  forgot: 'पासवर्ड भूल गए?',
  backToSignIn: 'साइन इन पर वापस जाएँ',
  signInShort: 'साइन इन करें',
} }

/** What the sign-in form and the API's sign-in answers say, in Hindi (the login checks of login-checks.ts, src/platform/auth). */
const HINDI_MESSAGES: Record<string, string> = {
    'Email is required': 'ई-मेल आवश्यक है',
    'Enter a valid email': 'मान्य ई-मेल लिखें',
    'Password is required': 'पासवर्ड आवश्यक है',
    'At least 6 characters': 'कम से कम 6 अक्षर',
    'Invalid credentials': 'ई-मेल या पासवर्ड ग़लत है',
    'Invalid email or password.': 'ई-मेल या पासवर्ड ग़लत है।',
    'Something went wrong': 'कुछ गड़बड़ हो गई',
    'This account is suspended. Ask an Administrator to restore it.': 'यह खाता निलंबित है। इसे बहाल करने के लिए किसी प्रशासक से कहें।',
    'Too many sign-in attempts at once. Please try again in a few seconds.': 'एक साथ बहुत अधिक साइन-इन प्रयास। कृपया कुछ सेकंड बाद फिर कोशिश करें।',
    [SESSION_EXPIRED_MESSAGE]: SESSION_EXPIRED_HINDI,
    [SUSPENDED_NOTICE]: SUSPENDED_NOTICE_HINDI,
}
const THROTTLED = /^Too many failed sign-in attempts\. Please wait (\d+) minutes? and try again\.$/

/** A check's or the API's message on the sign-in pages in `lang`; one not known as it was given. */
export function signInMessage(message: string, lang: Lang): string {
  if (lang === 'en' || !message) return message
  const throttled = THROTTLED.exec(message)
  if (throttled) return `बहुत अधिक असफल साइन-इन प्रयास। कृपया ${throttled[1]} मिनट रुककर फिर कोशिश करें।`
  return HINDI_MESSAGES[message] ?? message
}
