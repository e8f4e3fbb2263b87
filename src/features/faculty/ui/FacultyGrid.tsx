import { langOf } from '../../../ui/StaffText'
import type { Localized } from '../../../platform/translations/area'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import type { FacultyMember } from '../schema'
import './faculty.css'
import { useI18n } from '../../../ui/page-context'
import type { I18n } from '../../../ui/i18n'

/**
 * What a portrait says to people who cannot see it: the staff's description, else who it shows.
 * A description with no translation into the page's language gives way to "photo of <name>" in it:
 * a Hindi page never reads out an English sentence (the name, as the page shows it, stays).
 */
export function portraitAlt(member: Localized<FacultyMember>, t: I18n['t']['about']): string {
  if (!member.image) return t.portraitOf(member.name)
  return member.alt && !langOf(member, 'alt').lang ? member.alt : t.photoOf(member.name)
}

/**
 * The faculty grid on /aboutUs: a portrait per person (an uploaded photo, or the placeholder until
 * there is one), in the order staff set in the panel.
 */
export function FacultyGrid({ faculty }: { faculty: Localized<FacultyMember>[] | { failed: true } }) {
  const i18n = useI18n()
  const a = i18n.t.about
  if (!Array.isArray(faculty)) return <p className="status status--error">{a.facultyFailed}</p>
  if (faculty.length === 0) return <p className="status">{a.noFaculty}</p>
  return (
    <ul className="person-grid">
      {faculty.map((member) => (
        <li key={member._id} className="card person-card">
          {member.image ? (
            <ResponsiveImage folder="Faculty" imageUrl={member.image} imageMeta={member.imageMeta} alt={portraitAlt(member, a)} sizes="112px" className="person-card__photo" />
          ) : (
            <img src={member.placeholder} alt={portraitAlt(member, a)} width="240" height="240" loading="lazy" className="person-card__photo" />
          )}
          <h3 className="person-card__name" {...langOf(member, 'name')}>
            {member.name}
          </h3>
          <p className="person-card__role" {...langOf(member, 'designation')}>
            {member.designation}
          </p>
          {member.qualifications && (
            <p className="person-card__meta" {...langOf(member, 'qualifications')}>
              {member.qualifications}
            </p>
          )}
          <p className="person-card__meta">{a.experience[i18n.plural(member.experienceYears) === 'one' ? 'one' : 'other'](i18n.number(member.experienceYears))}</p>
        </li>
      ))}
    </ul>
  )
}
