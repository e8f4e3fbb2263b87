import type { RequestHandler, Router } from 'express'
import type { Db } from '../../db/connection.js'
import { staffSeesDraft, type StaffReader } from '../../db/visibility.js'
import { guard, onSuccessfulAnswer } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import { HttpError } from '../../http/errors.js'
import { paramId, sendDone } from '../../http/replies.js'
import { uploadedFiles } from '../../http/uploads.js'
import { log } from '../../log.js'
import { noteActivity } from '../activity/note.js'
import type { ChangeRoutePaths, RowArea, SavedRow } from '../versions/area.js'
import { changeMarks, discardChange, dropOwnChange, keepChange, publishChange, type ChangedArea, type ChangeMark } from './changes.js'
import { asksDraft } from './draft-flag.js'
import { refuseEditedSinceOpened } from './opened-revision.js'
import { CHANGE_DISCARDED, CHANGE_OF_ITEM_OFF_SITE, CHANGE_PUBLISHED, CHANGE_SAVED, EMPTY_CHANGE, NO_PICTURE_IN_CHANGE } from './messages.js'
import { revisionsOf, storedDraft, withRevisions, withStepRevision } from './stored.js'

/**
 * A change to a published row of any area with drafts kept as its writer's draft (docs/decisions/280,
 * after notices' 279): the area's own edit route keeps it when "Save changes as draft" sent
 * draft=true (`keepsChange`, before the route's handler), and two routes the area declares
 * (`drafts.changes`) publish it — through the area's own update, so versions, the log and the
 * page cache see an ordinary edit — or discard it. The site reads the live row only; the change
 * is seen by its writer and every Administrator (their list's `change`, the preview at
 * /preview/<key>/<id>/change).
 */

type Declared = Pick<RowArea, 'key' | 'table' | 'label'> & { drafts: { changes: ChangeRoutePaths } }

export type ChangeRoutes<I> = {
  declared: Declared
  /** the edit route's own reading of its body (its schema, whole or partial): a kept change is the parsed edit */
  parse: (body: unknown) => I
  /** the edit route's checks beyond its schema (a fee row's refund policy, one row a year), at keeping and at publishing */
  check?: (db: Db, id: string, input: I) => Promise<void>
  /** the activity log's words for one row: "program 'BA LLB'" */
  logged: (row: SavedRow) => string
  /** the row as the area's API answers it */
  answer: (db: Db, id: string) => Promise<unknown>
  /** the area's own update of the row's fields (the direct save's) */
  apply: (db: Db, id: string, input: I) => Promise<unknown>
  /** an edit that changes the row's picture without a file (a faculty photo's "Remove photo"): refused in a change like an upload */
  changesPicture?: (input: I) => boolean
  notFound: string
}

/** A declared API path as the area's router (mounted under /api) sees it. */
const underApi = (path: string) => path.replace(/^\/api/, '')

/**
 * Mounts the publish and discard routes on `router` and returns the edit route's step that keeps
 * a change: put it after the body is read and before the handler. A direct save by the change's
 * own writer carries what their form held, so it ends their change once the save has succeeded
 * (a refused save keeps it).
 */
export function mountChangeRoutes<I>(ctx: AppContext, router: Router, spec: ChangeRoutes<I>): RequestHandler {
  const { key, table, label } = spec.declared
  const paths = spec.declared.drafts.changes
  const check = (db: Db, id: string, input: I) => spec.check?.(db, id, input) ?? Promise.resolve()
  // a kept change is the route's parsed reading of the edit, applied as it was read (re-reading a
  // schema's output is not always valid: a fee row's '' refund policy reads as null)
  const kept = (fields: Record<string, unknown>) => fields as I
  // the preview applies a change the way publishing does, checks first, to a scratch copy (src/app/pages.ts)
  ctx.changeAppliers.set(key, async (db, id, fields) => {
    await check(db, id, kept(fields))
    return spec.apply(db, id, kept(fields))
  })

  /** The row `reader` acts on; another's draft answers as an unknown id does. */
  async function seenRow(id: string, reader: StaffReader) {
    const stored = await storedDraft(ctx.db, table, id)
    if (!stored || !staffSeesDraft(reader, stored.owner)) throw new HttpError(404, spec.notFound)
    return stored
  }
  /** Only a published row's change is published: a row taken off the site since is a draft, its change only to be discarded. */
  async function publishedRow(id: string, reader: StaffReader) {
    const stored = await seenRow(id, reader)
    if (stored.owner !== null) throw new HttpError(409, CHANGE_OF_ITEM_OFF_SITE)
    return stored.row
  }

  router.post(underApi(paths.publish), guard('content'), async (req, res) => {
    const id = paramId(req)
    const row = await publishedRow(id, req.admin!)
    // what it names (a fee row's refund policy) may have gone since it was kept: checked again, in publishing's transaction
    const revision = await publishChange(ctx.db, { area: key, table, id }, req.admin!, (trx, fields) => check(trx, id, kept(fields)), async (trx, fields) => {
      await spec.apply(trx, id, kept(fields))
      return (await revisionsOf(trx, table, [id])).get(id)
    })
    log.info(`${label} change published`, { id })
    noteActivity(res, { area: label, action: 'changed', itemId: id, summary: `published a change to ${spec.logged(row)}` })
    sendDone(res, CHANGE_PUBLISHED, withStepRevision(await spec.answer(ctx.db, id), revision))
  })

  // its writer may discard it whatever became of the row since (taken off the site by another
  // Editor, it is their draft): discardChange answers 404 to anyone who may not see the change
  router.delete(underApi(paths.discard), guard('content'), async (req, res) => {
    const id = paramId(req)
    const stored = await storedDraft(ctx.db, table, id)
    if (!stored) throw new HttpError(404, spec.notFound)
    const { row } = stored
    await discardChange(ctx.db, key, id, req.admin!)
    log.info(`${label} change discarded`, { id })
    noteActivity(res, { area: label, action: 'changed', itemId: id, summary: `discarded the draft of a change to ${spec.logged(row)}` })
    sendDone(res, CHANGE_DISCARDED, await spec.answer(ctx.db, id))
  })

  return async (req, res, next) => {
    const id = paramId(req)
    // read first: a flag that is neither true nor false saves nothing, on a draft row too
    const draft = asksDraft(req.body)
    const stored = await storedDraft(ctx.db, table, id)
    // a form opened on an earlier revision of the row, a draft row's too: refused before it is read
    if (stored) refuseEditedSinceOpened(req.body, stored.row)
    // an unknown id, or a draft row (its edits stay in the draft): the route's own answer
    if (!stored || stored.owner !== null) return next()
    // the route's own reading and checks first: a refused save, direct or kept, changes nothing
    const input = spec.parse(req.body)
    await check(ctx.db, id, input)
    if (!draft) {
      // once the save has succeeded: a save refused later in the route (a photo that is not one) keeps the change
      onSuccessfulAnswer(res, () => void dropOwnChange(ctx.db, key, id, req.admin!).catch((err) => log.error('dropping a saved change failed', err, { area: key, id })))
      return next()
    }
    if (uploadedFiles(req).length || spec.changesPicture?.(input)) throw new HttpError(400, NO_PICTURE_IN_CHANGE, { image: NO_PICTURE_IN_CHANGE })
    const fields = input as Record<string, unknown>
    if (!Object.keys(fields).length) throw new HttpError(400, EMPTY_CHANGE)
    await keepChange(ctx.db, { area: key, rowId: id, fields, by: req.admin!, base: stored.row, answered: await spec.answer(ctx.db, id) })
    log.info(`${label} change saved as a draft`, { id })
    noteActivity(res, { area: label, action: 'changed', itemId: id, summary: `saved a draft of a change to ${spec.logged(stored.row)} (not on the site)` })
    sendDone(res, CHANGE_SAVED, await spec.answer(ctx.db, id))
  }
}

/**
 * A staff list with each row's `revision` (what its edit form sends back: docs/decisions/283) and
 * the row's change that `reader` may see (`change`, as notices carry it); the public's rows never
 * pass here.
 */
export async function withChanges<T extends { _id: string }>(db: Db, area: ChangedArea, reader: StaffReader, rows: T[]): Promise<(T & { revision?: string; change?: ChangeMark })[]> {
  const listed = await withRevisions(db, area.table, rows)
  const marks = await changeMarks(db, area, listed, reader)
  return listed.map((row) => {
    const change = marks.get(row._id)
    return change ? { ...row, change } : row
  })
}
