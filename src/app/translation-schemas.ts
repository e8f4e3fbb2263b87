import type { z } from 'zod'
import { aboutContentSchema, foundationSchema, missionVisionSchema } from '../features/about/schema'
import { blogSchema } from '../features/blogs/schema'
import { committeeSchema } from '../features/committees/schema'
import { documentSchema } from '../features/documents/schema'
import { updateCategorySchema } from '../features/events/schema'
import { facultySchema } from '../features/faculty/schema'
import { feeRowSchema } from '../features/fees/schema'
import { programSchema } from '../features/programs/schema'
import { topbarSchema } from '../features/topbar/schema'
import { statutorySchema } from '../features/statutory/schema'
import { altText, requiredText, text } from '../http/fields'
import type { TextArea } from '../platform/versions/area'
import type { FieldSchemas } from '../platform/translations/check'
import { TEXT_AREAS } from './areas'

/** A text area's fields are checked by their declaration (label, max, required), so its translations are too. */
function textAreaSchemas(area: TextArea): FieldSchemas {
  return Object.fromEntries(Object.entries(area.fields).map(([field, rule]) => [field, rule.required ? requiredText(rule.label, rule.max) : text(rule.label, rule.max)]))
}

/**
 * The schema each translatable field is written with, per area (docs/decisions/157): a
 * translation is checked by the very schema of the field it translates. Kept beside the areas,
 * not in their declarations, which the admin bundle reads without zod. translationsApi refuses to
 * start when a translatable field has none here.
 */
export const TRANSLATION_FIELD_SCHEMAS: Record<string, FieldSchemas> = {
  about: aboutContentSchema.shape,
  'mission-vision': missionVisionSchema.shape,
  founders: foundationSchema.shape,
  banners: { alt: altText },
  news: blogSchema.shape,
  // a category's name is `category` in its write
  'event-categories': { name: updateCategorySchema.shape.category as z.ZodType },
  'event-photos': { alt: altText },
  documents: documentSchema.shape,
  committees: committeeSchema.shape,
  faculty: facultySchema.shape,
  fees: feeRowSchema.shape,
  programs: programSchema.shape,
  topbar: topbarSchema.shape,
  statutory: statutorySchema.shape,
  ...Object.fromEntries(TEXT_AREAS.map((area) => [area.key, textAreaSchemas(area)])),
}
