import { LangNote, langOf } from '../../../ui/StaffText'
import type { Localized } from '../../../platform/translations/area'
import type { MissionVision as MissionVisionData } from '../store'
import './mission-vision.css'
import { useI18n } from '../../../ui/page-context'

/** Mission as one bullet per line, and the vision. */
export function MissionVision({ value }: { value: Localized<MissionVisionData> | null }) {
  const a = useI18n().t.about
  if (!value) return <p className="status">{a.loading}</p>
  const mission = value.mission.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
  return (
    <div className="mission-vision">
      <section className="card mission-vision__card" aria-labelledby="mission-title">
        <h3 id="mission-title">{a.mission}</h3>
        <LangNote item={value} />
        <ul {...langOf(value, 'mission')}>
          {mission.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="card mission-vision__card" aria-labelledby="vision-title">
        <h3 id="vision-title">{a.vision}</h3>
        <p {...langOf(value, 'vision')}>{value.vision}</p>
      </section>
    </div>
  )
}
