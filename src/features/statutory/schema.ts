import { z } from 'zod'
import { fieldErrors, optionalEmail, optionalPhone, text } from '../../http/fields'
import type { EntryField, StatutoryKind } from './kinds'

/** The fields staff edit (PUT /api/statutory/:id, JSON); which a kind shows is kinds.ts's. */
export const statutorySchema = z.object({
  title: text('Title', 150).refine((value) => value !== '', 'Title is required'),
  name: text('Name', 120).optional().default(''),
  designation: text('Designation', 200).optional().default(''),
  phone: optionalPhone(),
  email: optionalEmail(),
  body: text('Text', 4000).optional().default(''),
  link: text('Link', 300)
    .refine((value) => value === '' || /^https:\/\/[^\s<>"]+$/.test(value), 'Link must be an https:// address')
    .optional()
    .default(''),
  naac: text('NAAC', 300).optional().default(''),
  nirf: text('NIRF', 300).optional().default(''),
  ugc: text('UGC status', 300).optional().default(''),
})
export type StatutoryInput = z.infer<typeof statutorySchema>

/** The panel's check: the API's own schema, field → message. */
export function statutoryProblems(input: unknown): Record<string, string> | null {
  const result = statutorySchema.safeParse(input)
  return result.success ? null : fieldErrors(result.error)
}

export type StatutoryEntry = { _id: string; kind: StatutoryKind; updatedAt: string } & Record<EntryField, string>
