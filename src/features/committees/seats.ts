// Without zod: the committee panel imports these, and the admin bundle carries no schema library (docs/decisions/034).

/** A member's seat, as the composition rules read it (rules.ts); the role is the words shown. */
export const SEATS = ['chair', 'member', 'secretary', 'student', 'external', 'nodal-officer', 'ombudsperson'] as const
export type Seat = (typeof SEATS)[number]
