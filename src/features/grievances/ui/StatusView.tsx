import { EmailAddress } from '../../../ui/EmailAddress'
import { telHref } from '../../../ui/links'
import { formatIndianDateTime } from '../../../ui/admin/dates'
import { useI18n } from '../../../ui/page-context'
import { GRIEVANCE_MESSAGES } from '../messages'
import type { StudentView } from '../view'
import type { Holiday } from '../store'
import { STATUS_PAGE } from './paths'
import { textLang } from '../../../ui/text-lang'

/** The status each step of the timeline led to. */
const TIMELINE_STATUS = { received: 'received', refer: 'referred', report: 'reported', decide: 'decided', appeal: 'appealed', close: 'closed' } as const

/** A day written YYYY-MM-DD, as people read it: 11 Dec 2026. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`))
}

/** The page's catalogue and its dates: English as before (11 Dec 2026), Hindi through Intl hi-IN (11 दिसंबर 2026). */
function useGrievanceText() {
  const i18n = useI18n()
  const M = GRIEVANCE_MESSAGES[i18n.lang]
  const dates = i18n.lang === 'en' ? { day: formatDay, time: formatIndianDateTime } : { day: i18n.date, time: i18n.dateTime }
  return { M, path: i18n.path, ...dates }
}

/** A holiday by its name in the page's language; with none in Hindi yet, the English one, marked (docs/decisions/298). */
export function HolidayName({ holiday }: { holiday: Holiday }) {
  const { lang } = useI18n()
  if (lang === 'hi' && holiday.nameHi) return <>{holiday.nameHi}</>
  return lang === 'en' ? <>{holiday.name}</> : <span lang="en">{holiday.name}</span>
}

/** What a student sees of their grievance: status, timeline, limits, the report and decision, how to appeal. */
export function StatusView({ view, filed, accessCode = null }: { view: StudentView; filed: boolean; accessCode?: string | null }) {
  const { M, day, time } = useGrievanceText()
  const appeal = view.deadlines.find((d) => d.deadline === 'appeal')
  return (
    <div className="grievance-status" id="grievance-status">
      {filed && (
        <div className="form-message form-message--ok" role="status">
          <h2>{M.receipt.title}</h2>
          {accessCode && (
            <p className="grievance-code">
              {M.receipt.accessCode}: <strong lang="en" translate="no">{accessCode}</strong>
              <br />
              {M.receipt.accessCodeOnce}
            </p>
          )}
          <p>
            {M.receipt.keep} <a href={STATUS_PAGE}>{M.status.title}</a>
          </p>
        </div>
      )}
      <dl className="grievance-facts">
        <div>
          <dt>{M.receipt.reference}</dt>
          <dd>
            <strong className="grievance-reference">{view.reference}</strong>
          </dd>
        </div>
        <div>
          <dt>{M.status.label}</dt>
          <dd>{M.statuses[view.status]}</dd>
        </div>
        <div>
          <dt>{M.fields.category}</dt>
          <dd>{M.categories[view.category]}</dd>
        </div>
        <div>
          <dt>{M.fields.subject}</dt>
          <dd lang={textLang(view.subject)}>{view.subject}</dd>
        </div>
      </dl>
      <h2>{M.status.timeline}</h2>
      <ol className="grievance-timeline">
        {view.timeline.map((step, i) => (
          <li key={i}>
            <strong>{step.kind === 'correct' ? M.status.corrected : M.statuses[TIMELINE_STATUS[step.kind]]}</strong> <span className="muted">{time(step.at)}{M.status.zone}</span>
          </li>
        ))}
      </ol>
      <h2>{M.status.deadlinesTitle}</h2>
      <ul className="grievance-deadlines">
        {view.deadlines.map((d) => (
          <li key={d.deadline} className={d.overdue ? 'is-overdue' : undefined}>
            {M.deadlines[d.deadline]}: {M.status.due} {day(d.due)}
            {d.overdue ? ` (${M.status.overdue})` : !d.open ? ` (${M.status.done})` : ''}
          </li>
        ))}
      </ul>
      <p className="muted">{M.status.workingDays(M.status.officeDays)}</p>
      {view.holidays.length > 0 && (
        <>
          <p>{M.status.holidaysIn}</p>
          <ul className="grievance-holidays">
            {view.holidays.map((holiday) => (
              <li key={holiday.day}>
                {day(holiday.day)}: <HolidayName holiday={holiday} />
              </li>
            ))}
          </ul>
        </>
      )}
      {view.report !== null && (
        <section aria-labelledby="grievance-report">
          <h2 id="grievance-report">{M.status.report}</h2>
          <p className="grievance-text">{view.report}</p>
        </section>
      )}
      {view.decision !== null && (
        <section aria-labelledby="grievance-decision">
          <h2 id="grievance-decision">{M.status.decision}</h2>
          <p className="grievance-text">{view.decision}</p>
        </section>
      )}
      {appeal && view.status === 'decided' && (
        <section aria-labelledby="grievance-appeal" className="card">
          <h2 id="grievance-appeal">{M.status.appealTitle}</h2>
          <p>
            {M.status.appealText} {day(appeal.due)}
            {M.status.fullStop}
          </p>
          {view.ombudsperson.length ? (
            <ul className="plain-list">
              {view.ombudsperson.map((person) => (
                <li key={person.name}>
                  <strong>{person.name}</strong>, {person.role}
                  {person.phone && (
                    <>
                      {' · '}
                      <a href={telHref(person.phone)}>{person.phone}</a>
                    </>
                  )}
                  {person.email && (
                    <>
                      {' · '}
                      <EmailAddress email={person.email} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p>
              <a href="/committees">{M.status.noOmbudsperson}</a>
            </p>
          )}
        </section>
      )}
    </div>
  )
}

/** The look-up's result above its form: the fields it names point to it. */
export const LOOKUP_RESULT_ID = 'grievance-lookup-result'

/**
 * The look-up form: posts without JavaScript; the API redirects to the view or back with the
 * result, and a refused pair comes back with its reference filled in (never the access code).
 * The server says what is missing, in the page's language (`empty`: the fields it named), so the
 * browser's own check, which speaks the phone's language, is off.
 */
export function StatusLookup({ returnTo, reference, empty = [] }: { returnTo?: string; reference?: string | null; empty?: readonly string[] }) {
  const { M } = useGrievanceText()
  const marked = (field: string) => (empty.includes(field) ? { 'aria-invalid': true, 'aria-describedby': LOOKUP_RESULT_ID } : {})
  return (
    <form className="enquiry-form grievance-lookup" method="post" action="/api/grievance/status" id="grievance-lookup" noValidate>
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      <p>{M.status.intro}</p>
      <div className="enquiry-form__row">
        <div className="form-field">
          <label htmlFor="lookup-reference">{M.fields.reference}</label>
          <input id="lookup-reference" name="reference" type="text" required maxLength={20} {...marked('reference')} placeholder="GRV-2026-0042" autoComplete="off" defaultValue={reference ?? undefined} />
        </div>
        <div className="form-field">
          <label htmlFor="lookup-access-code">{M.fields.accessCode}</label>
          <input id="lookup-access-code" name="accessCode" type="text" required maxLength={40} {...marked('accessCode')} autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="ABCD-EFGH-JKMN" />
        </div>
      </div>
      <button className="button" type="submit">
        {M.status.submit}
      </button>
    </form>
  )
}
