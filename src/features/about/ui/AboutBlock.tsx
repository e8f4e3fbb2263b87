import { LangNote, langOf } from '../../../ui/StaffText'
import type { Localized } from '../../../platform/translations/area'
import type { AboutContent } from '../store'
import { ResponsiveImage } from '../../../ui/ResponsiveImage'
import './about.css'
import { useI18n } from '../../../ui/page-context'

/**
 * Title, description, image and three statistics. With no content stored yet (or a failed read,
 * or only an image uploaded before its text: decision 017) it shows "Loading..." as the spec's
 * page does until its data arrives. `priority`: its image is the first thing on the page (/aboutUs,
 * the largest paint on a phone), so it loads at once instead of lazily.
 */
export function AboutBlock({ about, headingLevel = 2, headingId, priority }: { about: Localized<AboutContent> | null; headingLevel?: 2 | 3; headingId?: string; priority?: boolean }) {
  const a = useI18n().t.about
  if (!about || !about.title) return <p className="status">{a.loading}</p>
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const stats = [
    { value: `${about.students}+`, label: a.students },
    { value: `${about.collegeAcceptance}%`, label: a.acceptance },
    { value: `${about.yearsOfExcellence}+`, label: a.years },
  ]
  return (
    <div className="about-block">
      {about.image && (
        <ResponsiveImage folder="About" imageUrl={about.image} imageMeta={about.imageMeta} alt="" sizes="(min-width: 900px) 560px, calc(100vw - 32px)" priority={priority} className="about-block__image" />
      )}
      <div>
        <Heading id={headingId} className="about-block__title" {...langOf(about, 'title')}>
          {about.title}
        </Heading>
        <LangNote item={about} />
        <p className="about-block__text" {...langOf(about, 'description')}>
          {about.description}
        </p>
        <dl className="about-stats">
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  )
}
