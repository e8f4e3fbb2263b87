import { site } from '../../content/site'

/** The announcement bar: "Note:-", the message, its link (new tab) and the Pay Fees button. */
export function Topbar({ message, link }: { message: string; link: string }) {
  return (
    <div className="topbar">
      <p className="topbar__text">
        <strong className="topbar__label">Note:-</strong> <span className="topbar__message">{message}</span>{' '}
        {message && (
          <a className="topbar__link" href={link || '#'} target="_blank" rel="noopener noreferrer">
            Click here
          </a>
        )}
      </p>
      <a className="topbar__pay" href={site.payFeesUrl || '#'} aria-disabled={site.payFeesUrl ? undefined : true}>
        Pay Fees
      </a>
    </div>
  )
}
