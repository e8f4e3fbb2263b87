import { z } from 'zod'
import { fieldErrors, optionalEmail, optionalPhone, requiredText, text } from '../../http/fields'
import type { FileLanguage } from '../../content/file-language'

/** The committees a college keeps (issue #15); the set is fixed, their content is the staff's. */
export const COMMITTEE_KINDS = ['anti-ragging-committee', 'anti-ragging-squad', 'icc', 'sgrc', 'equal-opportunity-cell', 'iqac', 'alumni-association'] as const
export type CommitteeKind = (typeof COMMITTEE_KINDS)[number]

export { ANTI_RAGGING_EMAIL, ANTI_RAGGING_HELPLINE } from '../../content/site'

import { SEATS } from './seats'
export { SEATS, type Seat } from './seats'

export const memberSchema = z.object({
  name: requiredText('Member name', 120, 'Each member needs a name'),
  role: requiredText('Role', 120, 'Each member needs a role (e.g. Chairperson, Member, Nodal Officer)'),
  phone: optionalPhone(),
  email: optionalEmail(),
  /** What the composition rules need to know (docs/decisions/167): never shown one by one on the site. */
  seat: z.enum(SEATS, { error: 'Seat must be one of: ' + SEATS.join(', ') }).optional().default('member'),
  professor: z.boolean({ error: 'Professor must be true or false' }).optional().default(false),
  woman: z.boolean({ error: 'Woman must be true or false' }).optional().default(false),
  reserved: z.boolean({ error: 'SC/ST/OBC must be true or false' }).optional().default(false),
})
export type Member = z.infer<typeof memberSchema>

/** The fields staff edit (PUT /api/committees/:id, JSON). */
export const committeeSchema = z.object({
  name: requiredText('Name', 150),
  basis: text('Basis', 500).optional().default(''),
  howToComplain: text('How to complain', 4000).optional().default(''),
  orderDocumentId: text('Constituting order', 40)
    .optional()
    .transform((value) => value || null),
  // The count is checked only on a list: a long string is one issue (not a list), not two.
  members: z
    .array(memberSchema, { error: 'Members must be a list' })
    .pipe(z.array(z.custom<Member>()).max(40, 'A committee may list at most 40 members'))
    .default([]),
})
export type CommitteeInput = z.infer<typeof committeeSchema>

/** The panel's check: the API's own schema, field → message (loaded lazily by the admin panel). */
export function committeeProblems(input: unknown): Record<string, string> | null {
  const result = committeeSchema.safeParse(input)
  return result.success ? null : fieldErrors(result.error)
}

export type Committee = {
  _id: string
  kind: CommitteeKind
  name: string
  /** The regulation it is constituted under */
  basis: string
  howToComplain: string
  orderDocumentId: string | null
  /** The constituting order, when one is linked: its title and address */
  /** `fileLanguage`: the language the PDF is written in, null when not known (docs/decisions/297) */
  order: { title: string; url: string; fileLanguage: FileLanguage | null } | null
  members: Member[]
  /** What its rule asks that the members do not give (rules.ts), in English: the panel's and the checklist's words */
  missing: string[]
  updatedAt: string
}
