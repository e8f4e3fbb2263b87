import { FieldIn, LangNote, langOf, listNote } from '../../../ui/StaffText'
import type { Localized } from '../../../platform/translations/area'
import type { Program } from '../store'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import './programs.css'
import { useI18n } from '../../../ui/page-context'

/** Academic programs from the admin panel: title, duration, description, highlights, image. */
export function ProgramList({ programs }: { programs: Localized<Program>[] }) {
  const h = useI18n().t.home
  if (programs.length === 0) return <p className="status">{h.noPrograms}</p>
  const { note, perItem } = listNote(programs)
  return (
    <>
      {note && <p className="lang-note">{note}</p>}
      <ul className="program-list">
        {programs.map((program) => (
          <li key={program._id} className="card program-card">
            {program.image && (
              <ResponsiveImage folder="Home" imageUrl={program.image} imageMeta={program.imageMeta} alt="" sizes="(min-width: 1024px) 360px, calc(100vw - 32px)" className="program-card__image" />
            )}
            <h3 {...langOf(program, 'title')}>{program.title}</h3>
            {perItem && <LangNote item={program} />}
            <p className="program-card__duration">
              <FieldIn item={program} field="duration" text={program.duration} template={h.duration} />
            </p>
            {program.description && <p {...langOf(program, 'description')}>{program.description}</p>}
            {program.highlights.length > 0 && (
              <ul {...langOf(program, 'highlights')}>
                {program.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
