import { z } from 'zod'
import { fieldErrors, momentText, requiredText, text } from '../../http/fields'

import { DOCUMENT_CATEGORIES, type DocumentCategory } from './categories'
import { FILE_LANGUAGES, type FileLanguage } from '../../content/file-language'

export { categoryLabel, DOCUMENT_CATEGORIES, type DocumentCategory } from './categories'
const CATEGORY_VALUES = DOCUMENT_CATEGORIES.map((c) => c.value) as [DocumentCategory, ...DocumentCategory[]]

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The fields of an uploaded document (multipart beside the `file` part) and of its edit. */
export const documentSchema = z.object({
  title: requiredText('Title', 200),
  category: z.enum(CATEGORY_VALUES, { error: `Category must be one of: ${DOCUMENT_CATEGORIES.map((c) => c.label).join(', ')}` }),
  academicYear: text('Academic year', 20)
    .refine((value) => value === '' || /^\d{4}(-\d{2,4})?$/.test(value), 'Academic year must look like 2026-27')
    .optional()
    .default(''),
  validUntil: text('Valid until', 10)
    .refine((value) => value === '' || (DAY.test(value) && !Number.isNaN(Date.parse(value))), 'Valid until must be a date like 2027-03-31')
    .optional()
    .transform((value) => value || null),
  /**
   * From when it is public on its own (ISO with zone); empty: only with the notice, committee or
   * fee row that links it; absent: from the upload on (docs/decisions/115).
   */
  publishAt: momentText('Publish at')
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? new Date(value).toISOString() : null)),
  /**
   * The language the PDF is written in (docs/decisions/297); empty: not known; absent: read from
   * the file's text layer on upload, unchanged on an edit.
   */
  fileLanguage: z
    .enum([...FILE_LANGUAGES, ''], { error: 'Language of the file must be one of: en, hi, both, or empty' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
})
export type DocumentInput = z.infer<typeof documentSchema>

/** The panel's check: the API's own schema, field → message (loaded lazily by the admin panel). */
export function documentProblems(input: unknown): Record<string, string> {
  const result = documentSchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

/** A document as the API and the pages show it. */
export type LibraryDocument = {
  _id: string
  title: string
  category: DocumentCategory
  academicYear: string
  validUntil: string | null
  /** The readable file name the download carries */
  fileName: string
  /** Address of the PDF (opens in the browser's viewer) */
  url: string
  sizeBytes: number
  pages: number
  /** false: a scan without a text layer (screen readers cannot read it) */
  hasText: boolean
  /** From when it is public on its own; null: only through what links it */
  publishAt: string | null
  /** The language the PDF is written in; null: not known */
  fileLanguage: FileLanguage | null
  createdAt: string
  updatedAt: string
}

export { formatSize } from './format'

export const SCAN_WARNING = 'has no text layer (it looks like a scan): screen readers cannot read it. Upload a text PDF when you have one.'
