import { z } from 'zod'
import { fieldErrors, requiredText, text, wholeNumber } from '../../http/fields'
import { rupees } from '../../ui/numbers'
import { courses, type CourseKey } from '../../content/courses'
import type { FileLanguage } from '../../content/file-language'

/** The highest amount one fee may be, in whole rupees (a bound against typing slips, not a rule). */
export const MAX_FEE_RUPEES = 50_00_000
/** Other fees one row may list. */
export const MAX_OTHER_FEES = 12

const COURSE_KEYS = courses.map((course) => course.key) as [CourseKey, ...CourseKey[]]

export { rupees }

const amount = (label: string) => wholeNumber(label, MAX_FEE_RUPEES, `${label} must be whole rupees (no paise)`)

/** "2026-27": a year and the next one's last two digits. */
export const academicYear = text('Academic year', 9).refine((value) => {
  const match = /^(\d{4})-(\d{2})$/.exec(value)
  return !!match && Number(match[1]) >= 2000 && Number(match[1]) <= 2100 && (Number(match[1]) + 1) % 100 === Number(match[2])
}, 'Academic year must look like 2026-27')

export const otherFeeSchema = z.object({
  covers: requiredText('What the fee covers', 120, 'Each other fee needs what it covers (e.g. Library, Examination)'),
  amount: amount('Amount'),
})
export type OtherFee = z.infer<typeof otherFeeSchema>

/** POST /api/fees and PUT /api/fees/:id (JSON). */
export const feeRowSchema = z.object({
  course: z.enum(COURSE_KEYS, { error: `Course must be one of ${courses.map((c) => c.title).join(', ')}` }),
  academicYear,
  tuitionFee: amount('Tuition fee'),
  // The count is checked only on a list: a long string is one issue (not a list), not two.
  otherFees: z
    .array(otherFeeSchema, { error: 'Other fees must be a list' })
    .pipe(z.array(z.custom<OtherFee>()).max(MAX_OTHER_FEES, `A row may list at most ${MAX_OTHER_FEES} other fees`))
    .default([]),
  /** The refund policy: a document of the library in "Fee structure & refund policy". */
  refundDocumentId: text('Refund policy', 40)
    .optional()
    .transform((value) => value || null),
})
export type FeeRowInput = z.infer<typeof feeRowSchema>

/** The panel's check: the API's own schema, field → message. */
export function feeRowProblems(input: unknown): Record<string, string> | null {
  const result = feeRowSchema.safeParse(input)
  return result.success ? null : fieldErrors(result.error)
}

export type FeeRow = {
  _id: string
  course: CourseKey
  courseTitle: string
  academicYear: string
  tuitionFee: number
  otherFees: OtherFee[]
  /** tuition plus every other fee */
  total: number
  refundDocumentId: string | null
  /** The linked refund policy: its title and address */
  /** `fileLanguage`: the language the PDF is written in, null when not known (docs/decisions/297) */
  refundPolicy: { title: string; url: string; fileLanguage: FileLanguage | null } | null
  updatedAt: string
  /** staff answers only: the account keeping it as a draft (docs/decisions/276) */
  draftBy?: string
}
