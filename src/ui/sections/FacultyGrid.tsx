import { faculty } from '../../content/faculty'
import './sections.css'

/**
 * The faculty grid: a portrait per person. Until the college sends real photos these are generated
 * placeholders (src/content/portrait.ts), so their alt text says so rather than "Photo of …".
 */
export function FacultyGrid() {
  return (
    <ul className="person-grid">
      {faculty.map((member) => (
        <li key={member.name} className="card person-card">
          <img src={member.photo} alt={`Portrait placeholder for ${member.name}`} width="240" height="240" loading="lazy" className="person-card__photo" />
          <h3 className="person-card__name">{member.name}</h3>
          <p className="person-card__role">{member.designation}</p>
          <p className="person-card__meta">{member.qualifications}</p>
          <p className="person-card__meta">{member.experienceYears} years of experience</p>
        </li>
      ))}
    </ul>
  )
}
