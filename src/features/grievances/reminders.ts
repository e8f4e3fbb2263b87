import type { AppContext } from '../../http/context.js'
import { log } from '../../log.js'
import { indianDay, isPast, reminderDay } from './deadlines.js'
import { grievanceStaffEmails, queueReminder } from './mail.js'
import { deadlineStates, holidaySet, purgeDeletedGrievances, type GrievanceRow } from './store.js'

/** How often the server looks for reminders due (a reminder is for a day, so hourly is plenty). */
export const REMINDER_POLL_MS = 3_600_000

/**
 * Queues the reminders due now: for each open limit of the college (referral, report), one two
 * working days before its last day and one once that day has passed. Each is sent exactly once:
 * the row in grievance_reminders is written in the same transaction as its mail, and its key
 * (grievance, deadline, moment) refuses a second. Returns how many were queued.
 */
export async function queueDueReminders(ctx: AppContext, now: number): Promise<number> {
  if (!ctx.mail.enabled) return 0
  const holidays = holidaySet(ctx.sqlite)
  const rows = ctx.sqlite
    .prepare("SELECT id, reference, status, received_at AS receivedAt, decided_at AS decidedAt FROM grievances WHERE status IN ('received', 'referred') AND deleted_at IS NULL")
    .all() as Pick<GrievanceRow, 'id' | 'reference' | 'status' | 'receivedAt' | 'decidedAt'>[]
  const today = indianDay(now)
  const recipients = grievanceStaffEmails(ctx.sqlite)
  if (!recipients.length) return 0
  let queued = 0
  for (const row of rows) {
    for (const state of deadlineStates(row, holidays, now)) {
      if (!state.open || state.deadline === 'appeal') continue
      const passed = isPast(state.due, now)
      if (!passed && today < reminderDay(state.due, holidays)) continue
      const moment = passed ? 'passed' : 'before'
      const sent = await ctx.db.transaction().execute(async (trx) => {
        const result = await trx
          .insertInto('grievanceReminders')
          .values({ grievanceId: row.id, deadline: state.deadline, moment, sentAt: new Date(now).toISOString() })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst()
        if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false
        await queueReminder(ctx.mail, trx, recipients, { reference: row.reference, deadline: state.deadline, due: state.due, passed }, now)
        return true
      })
      if (sent) queued++
    }
  }
  if (queued) {
    log.info('grievance reminders queued', { count: queued })
    ctx.mail.kick()
  }
  return queued
}

/** Every hour while the server runs (and soon after start): due reminders queued, the bin's old grievances removed. */
export function startHourlyRounds(ctx: AppContext): () => void {
  const run = () => {
    if (!ctx.sqlite.open) return stop()
    try {
      const purged = purgeDeletedGrievances(ctx.sqlite, ctx.clock.now())
      if (purged) log.info('deleted grievances removed for good', { count: purged })
    } catch (err) {
      log.error('grievance purge failed', err)
    }
    queueDueReminders(ctx, ctx.clock.now()).catch((err) => log.error('grievance reminders failed', err))
  }
  const timer = setInterval(run, REMINDER_POLL_MS)
  timer.unref()
  const first = setTimeout(run, 5_000)
  first.unref()
  function stop() {
    clearInterval(timer)
    clearTimeout(first)
  }
  return stop
}
