import type { Lang } from '../../content/lang'
import { SIGN_IN_TEXT } from './sign-in-text'

/**
 * The sign-in pages' language switch (docs/decisions/231): a plain link to the same page in the
 * other language, named in that language's own script, as the public site's switch is. A link, not
 * a button: it works before (and without) any script. It keeps the page's own parameters (a
 * set-password link's token, the panel page to return to) when they have their own shape, and
 * nothing else: a stranger's text in the address is never written into the page (query-echo test).
 */
const KEPT: Record<string, RegExp> = {
  // 32 random bytes in base64url (src/features/accounts/store.ts)
  token: /^[A-Za-z0-9_-]{43}$/,
  // a panel key (login?next=topbar)
  next: /^[a-z-]{1,40}$/,
}

export function SignInLanguageLink({ lang, search }: { lang: Lang; search: Record<string, string> }) {
  const text = SIGN_IN_TEXT[lang]
  const query = new URLSearchParams(Object.entries(search).filter(([name, value]) => Object.hasOwn(KEPT, name) && KEPT[name]!.test(value)))
  if (text.switchTo.lang === 'hi') query.set('lang', 'hi')
  const href = `?${query.toString()}`
  return (
    <p className="login-lang">
      <a href={href} hrefLang={text.switchTo.lang} lang={text.switchTo.lang} title={text.switchName}>
        {text.switchTo.label}
      </a>
    </p>
  )
}
