// Without zod or the database: the panel imports these too (docs/decisions/034).
import { CORRECTION_HOURS } from './actions.js'
import type { GrievanceStatus } from './messages.js'

type Event = { kind: string; body: string; at: string }

/** Whether the decision may still be corrected, and until when (docs/decisions/200). */
export type CorrectionState = { until: string; open: boolean }

/** Null before a decision is issued; the window runs from its first issue, whatever was corrected since. */
export function correctionState(row: { status: GrievanceStatus }, events: readonly Event[], now: number): CorrectionState | null {
  const issued = events.find((event) => event.kind === 'decide')
  if (!issued) return null
  const until = Date.parse(issued.at) + CORRECTION_HOURS * 3_600_000
  // an appeal or a closing ends it too: they answer the decision as it stood
  return { until: new Date(until).toISOString(), open: row.status === 'decided' && now < until }
}

/** The decision as it stands: the last correction, else the decision as issued. */
export function currentDecision(events: readonly Event[]): string | null {
  return events.filter((event) => event.kind === 'decide' || event.kind === 'correct').at(-1)?.body ?? null
}
