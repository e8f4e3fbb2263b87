import { z } from 'zod'
import { requiredText, text } from '../../http/fields'

/** The library's categories (issue #15), in the order /documents and /disclosure show them. */
export const DOCUMENT_CATEGORIES = [
  { value: 'approvals', label: 'Approvals & affiliation' },
  { value: 'prospectus', label: 'Prospectus' },
  { value: 'fees', label: 'Fee structure & refund policy' },
  { value: 'calendar', label: 'Academic calendar' },
  { value: 'timetables', label: 'Time-tables & results' },
  { value: 'committee-orders', label: 'Committee orders' },
  { value: 'reports', label: 'Annual reports & accounts' },
  { value: 'policies', label: 'Policies' },
  { value: 'other', label: 'Other' },
] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]['value']
const CATEGORY_VALUES = DOCUMENT_CATEGORIES.map((c) => c.value) as [DocumentCategory, ...DocumentCategory[]]

export function categoryLabel(value: string): string {
  return DOCUMENT_CATEGORIES.find((c) => c.value === value)?.label ?? 'Other'
}

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
})
export type DocumentInput = z.infer<typeof documentSchema>

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
  createdAt: string
  updatedAt: string
}

export { formatSize } from './format'

export const SCAN_WARNING = 'has no text layer (it looks like a scan): screen readers cannot read it. Upload a text PDF when you have one.'
