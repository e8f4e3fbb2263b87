import type { Program } from '../store'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import './programs.css'

/** Academic programs from the admin panel: title, duration, description, highlights, image. */
export function ProgramList({ programs }: { programs: Program[] }) {
  if (programs.length === 0) return <p className="status">No programs found.</p>
  return (
    <ul className="program-list">
      {programs.map((program) => (
        <li key={program._id} className="card program-card">
          {program.image && (
            <ResponsiveImage folder="Home" imageUrl={program.image} imageMeta={program.imageMeta} alt="" sizes="(min-width: 1024px) 360px, calc(100vw - 32px)" className="program-card__image" />
          )}
          <h3>{program.title}</h3>
          <p className="program-card__duration">{`Duration: ${program.duration}`}</p>
          {program.description && <p>{program.description}</p>}
          {program.highlights.length > 0 && (
            <ul className="program-card__highlights">
              {program.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
