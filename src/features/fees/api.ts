import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { parsePartialInput } from '../../http/partial-update.js'
import { paramId, sendCreated, sendDone, sendList } from '../../http/replies.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { noteActivity } from '../../platform/activity/note.js'
import { DRAFT_SAVED } from '../../platform/row-drafts/messages.js'
import { draftOwnerOf, mountDraftRoutes, namedDrafts, othersDraftsHidden } from '../../platform/row-drafts/rows.js'
import { mountChangeRoutes, withChanges } from '../../platform/row-drafts/change-routes.js'
import type { Db } from '../../db/connection.js'
import type { SavedRow } from '../../platform/versions/area.js'
import { feesArea } from './area.js'
import { keepInBin } from '../../platform/bin/keep.js'
import { snapshotRow } from '../../platform/bin/store.js'
import { feeRowSchema, rupees, type FeeRow, type FeeRowInput } from './schema.js'
import { createFeeRow, deleteFeeRow, documentCategory, FEES_AREA, findFeeRow, getFeeRow, listFeeRows, updateFeeRow } from './store.js'

export const FEE_ROW_NOT_FOUND = 'No fee row with this id.'
export const REFUND_NOT_FOUND = 'The refund policy must be a document of the library (upload it under Upload Documents first).'
export const REFUND_WRONG_CATEGORY = 'The refund policy must be a document in "Fee structure & refund policy" (change its category under All Documents).'

const label = (row: Pick<FeeRow, 'courseTitle' | 'academicYear'>) => `${row.courseTitle} ${row.academicYear}`

/** The checks a fee row needs beyond its schema: the refund policy exists in the right category, one row per course and year. */
async function checkRow(db: Db, input: Partial<FeeRowInput>, course: string, academicYear: string, exceptId = ''): Promise<void> {
  if (input.refundDocumentId) {
    const category = await documentCategory(db, input.refundDocumentId)
    if (category === null) throw new HttpError(400, REFUND_NOT_FOUND, { refundDocumentId: REFUND_NOT_FOUND })
    if (category !== 'fees') throw new HttpError(400, REFUND_WRONG_CATEGORY, { refundDocumentId: REFUND_WRONG_CATEGORY })
  }
  const twin = await findFeeRow(db, course, academicYear, exceptId)
  if (twin) {
    const message = `The fee table has a row for ${label(twin)} already: edit that one.`
    throw new HttpError(409, message, { academicYear: message })
  }
}

/** An edit's reading of its body: an absent field keeps its stored value. The direct save's and a kept change's. */
const readEdit = (body: unknown) => parsePartialInput(feeRowSchema, body)

/** An edit's checks beyond its schema, against the row as stored (404 when there is none): the direct save's and a kept change's. */
async function checkEdit(db: Db, id: string, input: Partial<FeeRowInput>): Promise<FeeRow> {
  const current = await getFeeRow(db, id)
  if (!current) throw new HttpError(404, FEE_ROW_NOT_FOUND)
  await checkRow(db, input, input.course ?? current.course, input.academicYear ?? current.academicYear, current._id)
  return current
}

/** A fee row in the activity log, from the stored row (the draft and change routes'). */
const logged = (row: SavedRow) => `the fees of '${feesArea.name(row)}'`

/** A write that lost a race to another for the same course and year: the same 409 as checkRow's. */
async function oneRowPerYear<T>(write: () => Promise<T>, input: { course: string; academicYear: string }): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if ((err as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw err
    const message = `The fee table has a row for this course and ${input.academicYear} already: edit that one.`
    throw new HttpError(409, message, { academicYear: message })
  }
}

/** The fee table per course and academic year (docs/decisions/095): public list, staff writes. */
export function feesApi(ctx: AppContext): Router {
  const router = Router()

  // the public: published rows; staff: their own drafts too, every draft for an Administrator (docs/decisions/276)
  router.get('/fees', guard('public'), async (req, res) => {
    const seenBy = req.admin ?? 'public'
    const rows = await namedDrafts(ctx.db, seenBy, await listFeeRows(ctx.db, seenBy))
    // staff: each published row's change kept as a draft too (docs/decisions/280)
    sendList(res, req.admin ? await withChanges(ctx.db, feesArea, req.admin, rows) : rows)
  })

  router.post('/fees', guard('content'), async (req, res) => {
    const input = parseInput(feeRowSchema, req.body)
    await checkRow(ctx.db, input, input.course, input.academicYear)
    const draftBy = draftOwnerOf(req.body, req.admin!)
    const row = await oneRowPerYear(() => createFeeRow(ctx.db, input, draftBy), input)
    noteActivity(res, { area: FEES_AREA, action: 'added', itemId: row._id, summary: draftBy ? `saved a draft of the fees of ${label(row)} (not on the site)` : `added the fees of ${label(row)} (tuition ${rupees(row.tuitionFee)})` })
    log.info(draftBy ? 'fee row draft saved' : 'fee row added', { id: row._id })
    sendCreated(res, draftBy ? DRAFT_SAVED : 'Fee row added successfully!', row)
  })

  // another Editor's draft is not there for them: edit, delete, publish (docs/decisions/276)
  const ownDraftsOnly = othersDraftsHidden(ctx, 'fee_rows', FEE_ROW_NOT_FOUND)
  mountDraftRoutes(ctx, router, { declared: feesArea, logged, answer: getFeeRow, notFound: FEE_ROW_NOT_FOUND })

  // "Save changes as draft" on a published fee row: kept beside it, the disclosure page unchanged (docs/decisions/280)
  const keepsChange = mountChangeRoutes(ctx, router, {
    declared: feesArea,
    parse: readEdit,
    check: async (db, id, input) => void (await checkEdit(db, id, input)),
    logged,
    answer: getFeeRow,
    apply: (db, id, input) => oneRowPerYear(() => updateFeeRow(db, id, input), { course: input.course ?? '', academicYear: input.academicYear ?? '' }),
    notFound: FEE_ROW_NOT_FOUND,
  })

  router.put('/fees/:id', guard('content'), ownDraftsOnly, keepsChange, async (req, res) => {
    const input = readEdit(req.body)
    const current = await checkEdit(ctx.db, paramId(req), input)
    const row = await oneRowPerYear(() => updateFeeRow(ctx.db, current._id, input), { course: input.course ?? current.course, academicYear: input.academicYear ?? current.academicYear })
    if (!row) throw new HttpError(404, FEE_ROW_NOT_FOUND)
    noteActivity(res, { area: FEES_AREA, action: 'changed', itemId: row._id, summary: `changed the fees of ${label(row)}` })
    log.info('fee row updated', { id: row._id })
    sendDone(res, 'Fee row updated successfully!', row)
  })

  router.delete('/fees/:id', guard('content'), ownDraftsOnly, async (req, res) => {
    const stored = snapshotRow(ctx.sqlite, 'fee_rows', paramId(req))
    const row = stored ? await deleteFeeRow(ctx.db, paramId(req)) : null
    if (!row || !stored) throw new HttpError(404, FEE_ROW_NOT_FOUND)
    const name = label(row)
    keepInBin(ctx, req, res, { table: 'fee_rows', folder: null, stored, area: FEES_AREA, label: name, logged: `the fees of ${name}` })
    log.info('fee row deleted', { id: row._id })
    sendDone(res, 'Fee row deleted successfully!', { _id: row._id })
  })

  return router
}
