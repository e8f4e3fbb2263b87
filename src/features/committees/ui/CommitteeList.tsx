import { formatDate } from '../../blogs/ui/text'
import { telHref } from '../../../ui/links'
import { MailLink } from '../../../ui/EmailAddress'
import { ANTI_RAGGING_HELPLINE, type Committee } from '../schema'
import '../../documents/ui/documents.css'
import './committees.css'
import { GrievanceFormLink } from '../../grievances/ui/GrievanceLinks'

/** The national helpline, as a box with a call link. */
export function HelplineBox() {
  return (
    <aside className="helpline" aria-label="Anti-ragging helpline">
      <p className="helpline__title">National Anti-Ragging Helpline</p>
      <p className="helpline__number">
        <a href={telHref(ANTI_RAGGING_HELPLINE)}>{ANTI_RAGGING_HELPLINE}</a>
      </p>
      <p className="helpline__note">Toll free, any time of day. Anyone who faces or sees ragging can call.</p>
    </aside>
  )
}

/** One committee: its members with contacts, how to complain, the constituting order. */
export function CommitteeSection({ committee, headingLevel = 2 }: { committee: Committee; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const Sub = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <section className="committee" id={committee.kind} aria-labelledby={`committee-${committee.kind}`}>
      <Heading id={`committee-${committee.kind}`} className="committee__title">
        {committee.name}
      </Heading>
      {committee.basis && <p className="committee__basis">{`Constituted under: ${committee.basis}`}</p>}
      {committee.members.length === 0 ? (
        <p className="doc-empty">The members will be listed here soon. Until then, please write to or call the college office.</p>
      ) : (
        <div className="committee__table-wrap">
          <table className="committee__table committee__table--stack">
            <caption className="visually-hidden">{`Members of the ${committee.name}`}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Phone</th>
                <th scope="col">E-mail</th>
              </tr>
            </thead>
            <tbody>
              {committee.members.map((member, i) => (
                <tr key={`${member.name}-${i}`}>
                  <th scope="row">{member.name}</th>
                  <td data-label="Role">{member.role}</td>
                  <td data-label="Phone">{member.phone && <a href={telHref(member.phone)}>{member.phone}</a>}</td>
                  <td data-label="E-mail">{member.email && <MailLink email={member.email} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {committee.kind === 'sgrc' && <GrievanceFormLink />}
      {committee.howToComplain && (
        <>
          <Sub className="committee__sub">How to complain</Sub>
          {committee.howToComplain
            .split(/\r?\n/)
            .filter((line) => line.trim())
            .map((line, i) => (
              <p key={i}>{line}</p>
            ))}
        </>
      )}
      <p className="committee__facts">
        {committee.order ? (
          <>
            {'Constituting order: '}
            <a href={committee.order.url} type="application/pdf">
              {committee.order.title}
            </a>
            {' · '}
          </>
        ) : null}
        {`Last updated ${formatDate(committee.updatedAt)}`}
      </p>
    </section>
  )
}
