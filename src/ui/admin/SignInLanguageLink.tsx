import type { Lang } from '../../content/lang'
import { SIGN_IN_TEXT } from './sign-in-text'

/**
 * The sign-in pages' language switch (docs/decisions/231): a plain link to the same page in the
 * other language, named in that language's own script, as the public site's switch is. A link, not
 * a button: it works before (and without) any script. It keeps the page's own parameters (a
 * set-password link's token, the page to return to), only the language changes.
 */
export function SignInLanguageLink({ lang, search }: { lang: Lang; search: Record<string, string> }) {
  const text = SIGN_IN_TEXT[lang]
  const query = new URLSearchParams(Object.entries(search).filter(([name]) => name !== 'lang'))
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
