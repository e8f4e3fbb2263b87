import { langOf } from '../../../ui/StaffText'
import type { Localized } from '../../../platform/translations/area'
import type { FoundationEntry } from '../store'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import { FOUNDATION_UNAVAILABLE } from '../messages'
import './about.css'
import { useI18n } from '../../../ui/page-context'

/** "Our foundation": the founders and their story. */
export function Legacy({ entries }: { entries: Localized<FoundationEntry>[] | { failed: true } }) {
  // Spec: "Error: " plus a message; the message is a plain one, never the database's text.
  const a = useI18n().t.about
  if ('failed' in entries) return <p className="status status--error">{a.foundationError}{FOUNDATION_UNAVAILABLE}</p>
  if (entries.length === 0) return <p className="status">{a.noFoundation}</p>
  return (
    <ul className="legacy">
      {entries.map((entry) => (
        <li key={entry._id} className="legacy__entry">
          {entry.ourFoundationImage && (
            <ResponsiveImage folder="About" imageUrl={entry.ourFoundationImage} imageMeta={entry.imageMeta} alt={entry.alt || a.photoOf(entry.name)} sizes="160px" className="legacy__photo" />
          )}
          <div>
            <h3 {...langOf(entry, 'name')}>{entry.name}</h3>
            <p {...langOf(entry, 'content')}>{entry.content}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
