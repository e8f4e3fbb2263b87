import { z } from 'zod'
import { altText, fieldErrors, requiredText, text, wholeNumber } from '../../http/fields'

/** Years of experience a person may have (a bound, not a rule of the college). */
export const MAX_EXPERIENCE_YEARS = 70

/** POST /api/faculty and PUT /api/faculty/:id (multipart: the photo is the optional `image` file). */
export const facultySchema = z.object({
  name: requiredText('Name', 120),
  designation: requiredText('Designation', 150),
  qualifications: text('Qualifications', 300).optional().default(''),
  experienceYears: wholeNumber('Years of experience', MAX_EXPERIENCE_YEARS),
  /** The photo's description (docs/decisions/082). */
  alt: altText.optional(),
  /** '1': take the uploaded photo away (the placeholder portrait shows again). */
  removePhoto: z.enum(['', '0', '1'], { error: 'Remove photo must be 1 or 0' }).optional(),
})
export type FacultyInput = z.infer<typeof facultySchema>

/** POST /api/faculty/order: every member's id, in the order the site shows them. */
export const facultyOrderSchema = z.object({
  ids: z
    .array(text('Id', 40), { error: 'The order must be a list of ids' })
    .pipe(z.array(z.string()).max(500, 'The order may list at most 500 people')),
})

/** The panel's check: the API's own schema, field → message. */
export function facultyProblems(input: unknown): Record<string, string> | null {
  const result = facultySchema.safeParse(input)
  return result.success ? null : fieldErrors(result.error)
}

export type FacultyMember = {
  _id: string
  name: string
  designation: string
  qualifications: string
  experienceYears: number
  /** An uploaded photo's file name in /uploads/Faculty/ (null: none) and its sizes */
  image: string | null
  imageMeta: { width: number; height: number; widths: number[] } | null
  /** What the photo shows; '' until staff write it */
  alt: string
  /** Shown while there is no photo: a site path, or a drawn portrait (data: URL) */
  placeholder: string
  sort: number
  updatedAt: string
  /** staff answers only: the account keeping it as a draft (docs/decisions/276) */
  draftBy?: string
}
