import type { ReactNode } from 'react'
import type { FileLanguage } from '../content/file-language'
import type { Lang } from '../content/lang'
import { useI18n } from './page-context'

/**
 * A link to a PDF (opened in the browser's viewer) that says the file's language when it is not
 * the page's (docs/decisions/297): a Hindi reader following "शुल्क संरचना" learns before the
 * download that the file is "(अंग्रेज़ी में)". `hrefLang` tells the same to assistive technology;
 * a file in both languages, or of a language not known, says nothing. `lang`: the language of the
 * link's own words when they are not the page's (a title shown untranslated).
 */
export function FileLink({ href, fileLanguage, className, lang: wordsLang, children }: { href: string; fileLanguage: FileLanguage | null | undefined; className?: string; lang?: Lang | undefined; children: ReactNode }) {
  const { lang, t } = useI18n()
  const single = fileLanguage === 'en' || fileLanguage === 'hi' ? fileLanguage : undefined
  return (
    <a href={href} type="application/pdf" className={className} hrefLang={single}>
      {wordsLang ? <span lang={wordsLang}>{children}</span> : children}
      {single && single !== lang && <span className="file-language">{` ${t.parts.fileIn[single]}`}</span>}
    </a>
  )
}
