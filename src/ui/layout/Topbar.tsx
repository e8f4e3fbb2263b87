import { site } from '../../content/site'
import { safeLink } from '../links'
import { langOf } from '../StaffText'
import type { Shown } from '../../platform/translations/area'

/**
 * The announcement bar: "Note:-", the message, its link (new tab) and Pay Fees. The whole message
 * wraps on a phone rather than being cut (docs/decisions/070). Pay Fees is a link only once the
 * college has a payment page; until then the spec's placeholder shows as a plain label.
 */
export function Topbar({ message, link, shown }: { message: string; link: string; shown?: Shown | undefined }) {
  const href = safeLink(link)
  return (
    <div className="topbar">
      <p className="topbar__text">
        <strong className="topbar__label">Note:-</strong> <span className="topbar__message" {...langOf({ shown }, 'message')}>
          {message}
        </span>{' '}
        {message && (
          <a className="topbar__link" href={href ?? '#'} target="_blank" rel="noopener noreferrer">
            Click here<span className="visually-hidden"> (opens in a new tab)</span>
            <span aria-hidden="true" className="topbar__new-tab">↗</span>
          </a>
        )}
      </p>
      {site.payFeesUrl ? (
        <a className="topbar__pay" href={site.payFeesUrl}>
          <span className="topbar__pill">Pay Fees</span>
        </a>
      ) : (
        <span className="topbar__pay" data-placeholder="">
          <span className="topbar__pill">Pay Fees</span>
        </span>
      )}
    </div>
  )
}
