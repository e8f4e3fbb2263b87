import { site } from '../../content/site'
import { safeLink } from '../links'
import { langOf } from '../StaffText'
import type { Shown } from '../../platform/translations/area'
import type { Messages } from '../../content/messages/en'
import type { Lang } from '../../content/lang'

/**
 * The announcement bar: "Note:-", the message, its link (new tab) and Pay Fees. The whole message
 * wraps on a phone rather than being cut (docs/decisions/070). Pay Fees is a link only once the
 * college has a payment page; until then the spec's placeholder shows as a plain label.
 */
export function Topbar({ message, link, shown, t, switchTo }: { message: string; link: string; shown?: Shown | undefined; t: Messages; switchTo: { lang: Lang; href: string } }) {
  const href = safeLink(link)
  return (
    <div className="topbar">
      <p className="topbar__text">
        <strong className="topbar__label">{t.layout.note}</strong> <span className="topbar__message" {...langOf({ shown }, 'message')}>
          {message}
        </span>{' '}
        {message && (
          <a className="topbar__link" href={href ?? '#'} target="_blank" rel="noopener noreferrer">
            {t.layout.clickHere}<span className="visually-hidden">{t.layout.newTab}</span>
            <span aria-hidden="true" className="topbar__new-tab">↗</span>
          </a>
        )}
      </p>
      {site.payFeesUrl ? (
        <a className="topbar__pay" href={site.payFeesUrl}>
          <span className="topbar__pill">{t.layout.payFees}</span>
        </a>
      ) : (
        <span className="topbar__pay" data-placeholder="">
          <span className="topbar__pill">{t.layout.payFees}</span>
        </span>
      )}
      {/* The language switch (GIGW): a plain link to this page in the other language, named in its own script. */}
      <a className="topbar__lang" href={switchTo.href} lang={switchTo.lang} hrefLang={switchTo.lang}>
        {t.switchLabel}
      </a>
    </div>
  )
}
