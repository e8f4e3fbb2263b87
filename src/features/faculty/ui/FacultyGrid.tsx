import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import type { FacultyMember } from '../schema'
import './faculty.css'

/** What a portrait says to people who cannot see it: the staff's description, else who it shows. */
export function portraitAlt(member: FacultyMember): string {
  if (member.image) return member.alt || `Photo of ${member.name}`
  return `Portrait placeholder for ${member.name}`
}

/**
 * The faculty grid on /aboutUs: a portrait per person (an uploaded photo, or the placeholder until
 * there is one), in the order staff set in the panel.
 */
export function FacultyGrid({ faculty }: { faculty: FacultyMember[] | { failed: true } }) {
  if (!Array.isArray(faculty)) return <p className="status status--error">Failed to load the faculty.</p>
  if (faculty.length === 0) return <p className="status">The faculty will be listed here.</p>
  return (
    <ul className="person-grid">
      {faculty.map((member) => (
        <li key={member._id} className="card person-card">
          {member.image ? (
            <ResponsiveImage folder="Faculty" imageUrl={member.image} imageMeta={member.imageMeta} alt={portraitAlt(member)} sizes="112px" className="person-card__photo" />
          ) : (
            <img src={member.placeholder} alt={portraitAlt(member)} width="240" height="240" loading="lazy" className="person-card__photo" />
          )}
          <h3 className="person-card__name">{member.name}</h3>
          <p className="person-card__role">{member.designation}</p>
          {member.qualifications && <p className="person-card__meta">{member.qualifications}</p>}
          <p className="person-card__meta">{member.experienceYears === 1 ? '1 year of experience' : `${member.experienceYears} years of experience`}</p>
        </li>
      ))}
    </ul>
  )
}
