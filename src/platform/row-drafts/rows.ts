import type { RequestHandler, Router } from 'express'
import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import { now } from '../../db/ids.js'
import { partOfADraft, sqlTableName, staffSeesStoredRow, type StaffReader } from '../../db/visibility.js'
import { guard } from '../../http/auth-guard.js'
import type { AppContext, PreviewPlace } from '../../http/context.js'
import { HttpError } from '../../http/errors.js'
import { paramId, sendDone } from '../../http/replies.js'
import { log } from '../../log.js'
import { noteActivity } from '../activity/note.js'
import type { RowArea, RowDrafts, SavedRow } from '../versions/area.js'
import { refuseOffSiteOverOthersChange } from './changes.js'
import { ownerColumn, revisionsOf, storedDraft, withStepRevision } from './stored.js'
import { asksDraft } from './draft-flag.js'
import { DRAFT_PUBLISHED, PART_OF_A_DRAFT, TAKEN_OFF_SITE } from './messages.js'

/**
 * Drafts of content rows beyond notices (docs/decisions/276): a row kept as one person's draft
 * is not public (src/db/visibility.ts, `rowShownSql`) until it is published, and a published row
 * can be taken back to a draft. The same two routes and the same rule for every area with drafts
 * (`DRAFT_OWNERS`); each area mounts them under its own API path, so the write hooks (page
 * cache, versions, the activity log) see an ordinary write of that area.
 */

export const NOT_A_DRAFT = 'This item is not a draft: it is on the site already.'
export const DRAFT_ALREADY = 'This item is a draft already: it is not on the site.'

/** The draft's owner for a create: the person saving, when they asked for a draft. */
export function draftOwnerOf(body: unknown, reader: StaffReader): string | null {
  return asksDraft(body) ? reader.id : null
}

/** A table with drafts, by its SQL name (a key of DRAFT_OWNERS or DRAFT_PARENTS). */
type DraftTable = 'faculty' | 'programs' | 'fee_rows' | 'foundation_entries' | 'banners' | 'event_categories' | 'event_images'

/**
 * Before every by-id route of an area with drafts (edit, delete, publish), and of rows that are
 * drafts with their parent (a photo of a draft category, DRAFT_PARENTS): another person's draft
 * answers as an unknown id does, so an Editor can neither change nor learn of it. An Administrator
 * passes (docs/decisions/225). The staff lists' own rule decides (staffSeesRowSql).
 */
export function othersDraftsHidden(ctx: AppContext, table: DraftTable, notFound: string): RequestHandler {
  return async (req, _res, next) => {
    try {
      if (req.admin && !(await staffSeesStoredRow(ctx.db, req.admin, table, paramId(req)))) throw new HttpError(404, notFound)
      next()
    } catch (err) {
      next(err)
    }
  }
}

/** What one area tells the two routes beyond its declaration (its table, log name and addresses). */
export type DraftRoutes = {
  /** the declared area: its table, its log's name for it and the two routes' paths */
  declared: Pick<RowArea, 'key' | 'table' | 'label'> & { drafts: RowDrafts }
  /** the activity log's words for one row, from the stored row: "the faculty entry of 'Dr A. Rao'" */
  logged: (row: SavedRow) => string
  /** the row as the area's API answers it */
  answer: (db: Db, id: string) => Promise<unknown>
  notFound: string
  /** where a draft row shows, when the declared page cannot say it (the row's place among many pages) */
  previewAt?: PreviewPlace
}

/** A declared API path as the area's router (mounted under /api) sees it. */
const underApi = (path: string) => path.replace(/^\/api/, '')

/**
 * Publish (a draft goes public: its writer or an Administrator) and take off the site (a
 * published row becomes the acting person's draft, docs/decisions/256), mounted on `router` at
 * the paths the area declares.
 */
export function mountDraftRoutes(ctx: AppContext, router: Router, spec: DraftRoutes): void {
  const table = sqlTableName(spec.declared.table)
  const column = ownerColumn(table)
  const area = spec.declared.label
  if (spec.previewAt) ctx.previewPlaces.set(spec.declared.key, spec.previewAt)
  async function change(id: string, reader: StaffReader, toDraft: boolean) {
    const stored = await storedDraft(ctx.db, table, id)
    // another person's draft, or a row of one (a photo of their draft album), is not there for this reader
    if (!stored || !(await staffSeesStoredRow(ctx.db, reader, table, id))) throw new HttpError(404, spec.notFound)
    // a photo of a draft album is off the site with it and goes on with it: neither step is its own
    if (await partOfADraft(ctx.db, table, id)) throw new HttpError(409, PART_OF_A_DRAFT)
    if ((stored.owner !== null) === toDraft) throw new HttpError(409, toDraft ? DRAFT_ALREADY : NOT_A_DRAFT)
    // off the site, the row is the acting person's draft: another person's change over it would be lost to its writer's sight
    if (toDraft) await refuseOffSiteOverOthersChange(ctx.db, spec.declared.key, id, reader)
    // one statement that checks the state it changes: two clicks at once change it once; the
    // revision it leaves is read in its transaction, so no save landing after is taken for it
    const revision = await ctx.db.transaction().execute(async (trx) => {
      const { numAffectedRows } = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${toDraft ? reader.id : null}, updated_at = ${now()}
        where id = ${id} and ${sql.ref(column)} is ${toDraft ? sql`null` : sql`not null`}`.execute(trx)
      if (!numAffectedRows) throw new HttpError(409, toDraft ? DRAFT_ALREADY : NOT_A_DRAFT)
      return (await revisionsOf(trx, table, [id])).get(id)
    })
    return { named: spec.logged(stored.row), answer: withStepRevision(await spec.answer(ctx.db, id), revision) }
  }

  router.post(underApi(spec.declared.drafts.publish), guard('content'), async (req, res) => {
    const { named, answer } = await change(paramId(req), req.admin!, false)
    log.info(`${area} draft published`, { id: paramId(req) })
    noteActivity(res, { area, action: 'changed', itemId: paramId(req), summary: `published ${named}` })
    sendDone(res, DRAFT_PUBLISHED, answer)
  })

  router.post(underApi(spec.declared.drafts.unpublish), guard('content'), async (req, res) => {
    const { named, answer } = await change(paramId(req), req.admin!, true)
    log.info(`${area} taken off the site`, { id: paramId(req) })
    noteActivity(res, { area, action: 'changed', itemId: paramId(req), summary: `took ${named} off the site (kept as a draft)` })
    sendDone(res, TAKEN_OFF_SITE, answer)
  })
}

/** For an Administrator's lists: each draft's writer by name (docs/decisions/225), one query for the page. */
export async function namedDrafts<T extends { draftBy?: string | null }>(db: Db, reader: StaffReader | 'public', rows: T[]): Promise<(T & { draftByName?: string })[]> {
  if (reader === 'public' || reader.role !== 'administrator') return rows
  const ids = [...new Set(rows.map((row) => row.draftBy).filter((id): id is string => !!id))]
  if (!ids.length) return rows
  const names = new Map((await db.selectFrom('admins').select(['id', 'name']).where('id', 'in', ids).execute()).map((admin) => [admin.id, admin.name]))
  return rows.map((row) => (row.draftBy ? { ...row, draftByName: names.get(row.draftBy) ?? '' } : row))
}
