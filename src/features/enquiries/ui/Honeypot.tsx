import { HONEYPOT_FIELD } from '../options'

/** A field people never see or fill; bots that fill it are dropped by the API. */
export function Honeypot({ idPrefix, label }: { idPrefix: string; label: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{label}</label>
      <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
