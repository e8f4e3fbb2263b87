// Without zod: the panel imports these, and the admin bundle carries no schema library (docs/decisions/034).

/**
 * The staff actions that move a grievance along, the statuses each may start from, and whose step
 * it is (docs/decisions/177): the college refers with its comments, records an appeal and closes;
 * the SGRC reports and decides. No role holds both, so no one person takes both sides.
 */
export const GRIEVANCE_ACTIONS = {
  refer: { from: ['received'], to: 'referred', needsText: true, by: 'grievance-college-steps' },
  report: { from: ['referred'], to: 'reported', needsText: true, by: 'grievance-committee-steps' },
  decide: { from: ['reported'], to: 'decided', needsText: true, by: 'grievance-committee-steps' },
  appeal: { from: ['decided'], to: 'appealed', needsText: true, by: 'grievance-college-steps' },
  close: { from: ['decided', 'appealed'], to: 'closed', needsText: false, by: 'grievance-college-steps' },
} as const
export type GrievanceAction = keyof typeof GRIEVANCE_ACTIONS
export const ACTION_NAMES = Object.keys(GRIEVANCE_ACTIONS) as GrievanceAction[]

/**
 * How long after it was issued the committee may correct a decision (docs/decisions/200): long
 * enough to mend a slip noticed the next morning, short enough that the student's appeal is
 * against a decision that stands. Counted from the first issue: a correction does not extend it.
 */
export const CORRECTION_HOURS = 24
