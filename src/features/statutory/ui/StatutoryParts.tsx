import type { ReactNode } from 'react'
import { useI18n } from '../../../ui/page-context'
import { langOf } from '../../../ui/StaffText'
import { telHref } from '../../../ui/links'
import { MailLink } from '../../../ui/EmailAddress'
import type { Localized } from '../../../platform/translations/area'
import { ANTI_RAGGING_EMAIL, ANTI_RAGGING_HELPLINE } from '../../../content/site'
import { STATUTORY_MESSAGES } from '../messages'
import type { StatutoryEntry } from '../schema'
import './statutory.css'

export type ShownEntry = Localized<StatutoryEntry>

function useText() {
  return STATUTORY_MESSAGES[useI18n().lang]
}

/** Paragraphs, one per line. */
function Lines({ entry }: { entry: ShownEntry }) {
  return (
    <>
      {entry.body
        .split(/\r?\n/)
        .filter((line) => line.trim())
        .map((line, i) => (
          <p key={i} {...langOf(entry, 'body')}>
            {line}
          </p>
        ))}
    </>
  )
}

/** A person with their contacts (the head, the Ombudsperson, the nodal officer, who to ask). */
export function PersonCard({ entry, label, photo, children }: { entry: ShownEntry; label: string; photo?: string | null; children?: ReactNode }) {
  const t = useText()
  return (
    <div className="statutory-person" data-statutory={entry.kind} {...(entry.name ? {} : { 'data-statutory-missing': entry.kind })}>
      {photo && <img className="statutory-person__photo" src={photo} alt={t.photoOf(entry.name)} width={120} height={120} loading="lazy" />}
      <div>
        <p className="statutory-person__label">{label}</p>
        {entry.name ? (
          <>
            <p className="statutory-person__name">
              <strong {...langOf(entry, 'name')}>{entry.name}</strong>
              {entry.designation && (
                <>
                  {', '}
                  <span {...langOf(entry, 'designation')}>{entry.designation}</span>
                </>
              )}
            </p>
            {entry.phone && (
              <p>
                {`${t.phone}: `}
                <a href={telHref(entry.phone)}>{entry.phone}</a>
              </p>
            )}
            {entry.email && (
              <p>
                {`${t.email}: `}
                <MailLink email={entry.email} />
              </p>
            )}
          </>
        ) : (
          <p className="doc-empty">{t.notYet}</p>
        )}
        {children}
      </div>
    </div>
  )
}

/** NAAC grade and cycle (or not accredited yet), NIRF, UGC 2(f)/12B. */
export function Accreditation({ entry }: { entry: ShownEntry }) {
  const t = useText()
  const complete = entry.naac && entry.nirf && entry.ugc
  return (
    <div data-statutory="accreditation" {...(complete ? {} : { 'data-statutory-missing': 'accreditation' })}>
      <dl className="disclosure-facts">
        {(['naac', 'nirf', 'ugc'] as const).map((field) => (
          <div key={field} className="statutory-fact">
            <dt>{t[field]}</dt>
            <dd {...langOf(entry, field)}>{entry[field] || t.notYet}</dd>
          </div>
        ))}
      </dl>
      <Lines entry={entry} />
    </div>
  )
}

/** The head of the institution (with the photograph) and the university's Ombudsperson. */
export function Administration({ head, ombudsperson, headPhoto }: { head?: ShownEntry; ombudsperson?: ShownEntry; headPhoto: string | null }) {
  const t = useText()
  return (
    <div className="statutory-people">
      {head && (
        <PersonCard entry={head} label={t.head} photo={headPhoto}>
          <Lines entry={head} />
        </PersonCard>
      )}
      {ombudsperson && <Ombudsperson entry={ombudsperson} />}
    </div>
  )
}

export function Ombudsperson({ entry }: { entry: ShownEntry }) {
  const t = useText()
  return (
    <PersonCard entry={entry} label={t.ombudsperson}>
      <p>{t.ombudspersonNote}</p>
      <Lines entry={entry} />
    </PersonCard>
  )
}

/** The helpline (phone and e-mail), the nodal officer, the yearly undertaking. */
export function AntiRagging({ entry }: { entry: ShownEntry }) {
  const t = useText()
  return (
    <div data-statutory="helpline">
      <p className="statutory-helpline">
        <strong>{t.helpline}: </strong>
        <a href={telHref(ANTI_RAGGING_HELPLINE)}>{ANTI_RAGGING_HELPLINE}</a>
        {' · '}
        <MailLink email={ANTI_RAGGING_EMAIL} />
      </p>
      <PersonCard entry={entry} label={t.nodalOfficer} />
      <h3 className="disclosure-part__sub">{t.undertaking}</h3>
      <div data-statutory="undertaking" {...(entry.body ? {} : { 'data-statutory-missing': 'undertaking' })}>
        {entry.body ? <Lines entry={entry} /> : <p className="doc-empty">{t.notYet}</p>}
        {entry.link && (
          <p>
            {`${t.portal}: `}
            <a href={entry.link}>{entry.link}</a>
          </p>
        )}
      </div>
    </div>
  )
}

/** Schemes, the state portal, who to ask. */
export function Scholarships({ entry }: { entry: ShownEntry }) {
  const t = useText()
  return (
    <div data-statutory="scholarships" {...(entry.body && entry.link ? {} : { 'data-statutory-missing': 'scholarships' })}>
      {entry.body ? <Lines entry={entry} /> : <p className="doc-empty">{t.notYet}</p>}
      {entry.link && (
        <p>
          {`${t.portal}: `}
          <a href={entry.link}>{entry.link}</a>
        </p>
      )}
      {entry.name && <PersonCard entry={{ ...entry, kind: entry.kind }} label={t.whoToAsk} />}
    </div>
  )
}

export { useText as useStatutoryText }
