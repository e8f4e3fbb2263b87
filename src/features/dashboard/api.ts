import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { roleCan } from '../../platform/auth/roles.js'
import { sendData } from '../../http/replies.js'
import type { Db } from '../../db/connection.js'
import type { Database } from '../../db/schema.js'
import { staffSeesRowSql, type StaffReader } from '../../db/visibility.js'
import { toAdmissionQuery, toContactQuery } from '../enquiries/store.js'
import { lateAlerts, type LateAlerts } from '../mail/store.js'
import { readChecklist } from '../statutory/checklist.js'

/** How many of the newest enquiries the overview shows. */
export const OVERVIEW_NEWEST = 5

/** What the dashboard overview shows: counts (SQL count(*)) and the newest enquiries (SQL limit). */
export type Overview = {
  counts: { news: number; eventImages: number; admissionQueries: number; contactQueries: number }
  newestAdmissions: ReturnType<typeof toAdmissionQuery>[]
  newestContacts: ReturnType<typeof toContactQuery>[]
  /**
   * E-mail alerts that are late (docs/decisions/134), for roles that get or manage them: the
   * mail server's error for Administrators only (it names the server). Null for other roles.
   */
  alerts: LateAlerts | null
  /** The compliance checklist's items to fix (docs/decisions/168), for Administrators; null for other roles. */
  compliance: { missing: number; outdated: number } | null
}

async function countOf(db: Db, reader: StaffReader, table: keyof Database, withImage = false): Promise<number> {
  // another person's draft is not counted (docs/decisions/255)
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(staffSeesRowSql(reader, table))
  if (withImage) query = query.where('imageUrl' as never, 'is not', null)
  return Number((await query.executeTakeFirstOrThrow()).n)
}

export async function readOverview(db: Db, reader: StaffReader): Promise<Overview> {
  const [news, eventImages, admissionQueries, contactQueries, admissions, contacts] = await Promise.all([
    countOf(db, reader, 'blogs'),
    countOf(db, reader, 'eventImages', true),
    countOf(db, reader, 'admissionQueries'),
    countOf(db, reader, 'contactQueries'),
    db.selectFrom('admissionQueries').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(OVERVIEW_NEWEST).execute(),
    db.selectFrom('contactQueries').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(OVERVIEW_NEWEST).execute(),
  ])
  return {
    counts: { news, eventImages, admissionQueries, contactQueries },
    newestAdmissions: admissions.map(toAdmissionQuery),
    newestContacts: contacts.map(toContactQuery),
    alerts: null,
    compliance: null,
  }
}

/** GET /api/admin/overview: the dashboard's figures without fetching any full list (a call beside the contract). */
export function dashboardApi(ctx: AppContext): Router {
  const router = Router()
  // Any signed-in role; the newest enquiries (personal data) only for a role that may read them.
  router.get('/admin/overview', guard('signed-in'), async (req, res) => {
    const overview = await readOverview(ctx.db, req.admin!)
    if (!roleCan(req.admin!.role, 'enquiries')) {
      overview.newestAdmissions = []
      overview.newestContacts = []
    }
    const role = req.admin!.role
    if (roleCan(role, 'enquiries')) {
      const late = lateAlerts(ctx.sqlite, ctx.clock.now())
      overview.alerts = roleCan(role, 'accounts') ? late : { ...late, lastError: null }
    }
    if (roleCan(role, 'accounts')) {
      const { counts } = await readChecklist(ctx.db, ctx.clock.now())
      overview.compliance = { missing: counts.missing, outdated: counts.outdated }
    }
    sendData(res, overview)
  })
  return router
}
