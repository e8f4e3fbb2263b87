import { useI18n } from '../../../ui/page-context'
import { FieldIn, LangNote, langOf } from '../../../ui/StaffText'
import { FileLink } from '../../../ui/FileLink'
import type { LaidEntry, Localized } from '../../../platform/translations/area'
import { telHref } from '../../../ui/links'
import { MailLink } from '../../../ui/EmailAddress'
import { ANTI_RAGGING_EMAIL, ANTI_RAGGING_HELPLINE, type Committee } from '../schema'
import type { ShownCommittee } from '../shown'
import { COMPOSITION, RULE_LABEL } from '../rules'
import '../../documents/ui/documents.css'
import './committees.css'
import { GrievanceFormLink } from '../../grievances/ui/GrievanceLinks'

/** The national helpline, as a box with a call link. */
export function HelplineBox() {
  const t = useI18n().t.parts
  return (
    <aside className="helpline" aria-label={t.helpline}>
      <p className="helpline__title">{t.helplineTitle}</p>
      <p className="helpline__number">
        <a href={telHref(ANTI_RAGGING_HELPLINE)}>{ANTI_RAGGING_HELPLINE}</a>
      </p>
      <p className="helpline__email">
        <MailLink email={ANTI_RAGGING_EMAIL} />
      </p>
      <p className="helpline__note">{t.helplineNote}</p>
    </aside>
  )
}

/** One committee: its members with contacts, how to complain, the constituting order. */
export function CommitteeSection({ committee, headingLevel = 2 }: { committee: ShownCommittee; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const Sub = headingLevel === 2 ? 'h3' : 'h4'
  const i18n = useI18n()
  const t = i18n.t.parts
  return (
    <section className="committee" id={committee.kind} aria-labelledby={`committee-${committee.kind}`}>
      <Heading id={`committee-${committee.kind}`} className="committee__title" {...langOf(committee, 'name')}>
        {committee.name}
      </Heading>
      <LangNote item={committee} />
      {committee.basis && (
        <p className="committee__basis">
          <FieldIn item={committee} field="basis" text={committee.basis} template={t.constitutedUnder} />
        </p>
      )}
      {COMPOSITION[committee.kind] && (
        <p className="committee__rule">
          <strong>{RULE_LABEL[i18n.lang]}</strong>
          {COMPOSITION[committee.kind]!.rule[i18n.lang]}
        </p>
      )}
      {committee.members.length === 0 ? (
        <p className="doc-empty">{t.membersSoon}</p>
      ) : (
        <div className="committee__table-wrap">
          <table className="committee__table committee__table--stack">
            <caption className="visually-hidden">
              <FieldIn item={committee} field="name" text={committee.name} template={t.membersOf} />
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.role}</th>
                <th scope="col">{t.phone}</th>
                <th scope="col">{t.email}</th>
              </tr>
            </thead>
            <tbody {...langOf(committee, 'members')}>
              {(committee.members as (Committee['members'][number] & LaidEntry)[]).map((member, i) => (
                // a member, or a word of one, the translation does not give yet is in the item's own language (docs/decisions/284)
                <tr key={`${member.name}-${i}`} lang={member.lang}>
                  <th scope="row" lang={member.langs?.name}>
                    {member.name}
                  </th>
                  <td data-label={t.role} lang={member.langs?.role}>
                    {member.role}
                  </td>
                  <td data-label={t.phone}>{member.phone && <a href={telHref(member.phone)}>{member.phone}</a>}</td>
                  <td data-label={t.email}>{member.email && <MailLink email={member.email} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {committee.kind === 'sgrc' && <GrievanceFormLink />}
      {committee.howToComplain && (
        <>
          <Sub className="committee__sub">{t.howToComplain}</Sub>
          {committee.howToComplain
            .split(/\r?\n/)
            .filter((line) => line.trim())
            .map((line, i) => (
              <p key={i} {...langOf(committee, 'howToComplain')}>
                {line}
              </p>
            ))}
        </>
      )}
      <p className="committee__facts">
        {committee.order ? (
          <>
            {t.order}
            <FileLink href={committee.order.url} fileLanguage={committee.order.fileLanguage} lang={committee.order.lang}>
              {committee.order.title}
            </FileLink>
            {' · '}
          </>
        ) : null}
        {t.updated(i18n.date(committee.updatedAt))}
      </p>
    </section>
  )
}
