import type { ImageMeta } from '../../http/upload-rules'
import { LangNote, langOf } from '../StaffText'
import { ResponsiveImage } from '../ResponsiveImage'
import type { Shown } from '../../platform/translations/area'
import './text-area.css'

/** A text area as its page shows it (src/app/text-areas.ts reads it): its fields in order, which are long, its photo. */
export type PageText = {
  key: string
  /** Declared order: the first is the heading, long ones are paragraphs, the others lines beside the photo. */
  fields: { name: string; long: boolean }[]
  /** The field whose text describes the photo, when the area has one. */
  photoAlt: string | null
  text: Record<string, string> & { shown?: Shown }
}

/**
 * One staff-written text area on a public page (a principal's message): its first field as the
 * section's heading, the photo with the short fields under it, the long ones as paragraphs (split
 * at blank lines). Each field carries its language when it is not the page's.
 */
export function TextAreaSection({ text: area, soft }: { text: PageText; soft?: boolean }) {
  const { key, fields, text, photoAlt } = area
  const [heading, ...rest] = fields
  const meta = parseMeta(text.imageMeta)
  const lines = rest.filter((field) => !field.long && text[field.name])
  return (
    <section id={key} aria-labelledby={`${key}-title`} className={soft ? 'section section--soft' : 'section'}>
      <div className="container">
        <h2 id={`${key}-title`} className="section__title" {...langOf(text, heading!.name)}>
          {text[heading!.name]}
        </h2>
        <LangNote item={text} />
        <div className={text.imageUrl ? 'text-area text-area--photo' : 'text-area'}>
          {(text.imageUrl || lines.length > 0) && (
            <figure className="text-area__person">
              {text.imageUrl && <ResponsiveImage folder="About" imageUrl={text.imageUrl} imageMeta={meta} alt={photoAlt ? (text[photoAlt] ?? '') : ''} lang={photoAlt ? langOf(text, photoAlt).lang : undefined} sizes="240px" className="text-area__photo" />}
              {lines.length > 0 && (
                <figcaption>
                  {lines.map((field, i) => (
                    <span key={field.name} className={i === 0 ? 'text-area__name' : 'text-area__line'} {...langOf(text, field.name)}>
                      {text[field.name]}
                    </span>
                  ))}
                </figcaption>
              )}
            </figure>
          )}
          <div className="text-area__body">
            {rest
              .filter((field) => field.long)
              .map((field) => (
                <div key={field.name} {...langOf(text, field.name)}>
                  {paragraphs(text[field.name] ?? '').map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                </div>
              ))}
          </div>
        </div>
      </div>
    </section>
  )
}

/** Paragraphs of a staff text: split at blank lines, single line breaks kept as spaces. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

function parseMeta(text: string | undefined): ImageMeta | null {
  try {
    const meta = JSON.parse(text ?? '') as unknown
    return meta && typeof meta === 'object' ? (meta as ImageMeta) : null
  } catch {
    return null
  }
}
