import type { Db } from '../../db/connection.js'
import { newId, now } from '../../db/ids.js'
import { courses, type CourseKey } from '../../content/courses.js'
import { documentUrl } from '../documents/store.js'
import { isFileLanguage } from '../../content/file-language.js'
import type { FeeRow, FeeRowInput, OtherFee } from './schema.js'
import { rowsSeenSql, type RowsSeenBy } from '../../db/visibility.js'

/** The activity log's area for fee writes (also read for "last updated"). */
export const FEES_AREA = 'fees'

function parseOtherFees(text: string): OtherFee[] {
  try {
    const value = JSON.parse(text)
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}

function feeQuery(db: Db) {
  return db
    .selectFrom('feeRows')
    .leftJoin('documents', 'documents.id', 'feeRows.refundDocumentId')
    .select([
      'feeRows.id',
      'feeRows.course',
      'feeRows.academicYear',
      'feeRows.tuitionFee',
      'feeRows.otherFees',
      'feeRows.refundDocumentId',
      'feeRows.updatedAt',
      'feeRows.draftBy',
      'documents.title as refundTitle',
      'documents.originalName as refundName',
      'documents.fileLanguage as refundLanguage',
    ])
}

type Row = Awaited<ReturnType<ReturnType<typeof feeQuery>['executeTakeFirstOrThrow']>>

const COURSE_ORDER = new Map(courses.map((course, index) => [course.key as string, index]))

function toFeeRow(row: Row): FeeRow {
  const otherFees = parseOtherFees(row.otherFees)
  return {
    _id: row.id,
    course: row.course as CourseKey,
    courseTitle: courses.find((course) => course.key === row.course)?.title ?? row.course,
    academicYear: row.academicYear,
    tuitionFee: row.tuitionFee,
    otherFees,
    total: row.tuitionFee + otherFees.reduce((sum, fee) => sum + fee.amount, 0),
    refundDocumentId: row.refundDocumentId,
    refundPolicy: row.refundDocumentId && row.refundTitle && row.refundName ? { title: row.refundTitle, url: documentUrl({ id: row.refundDocumentId, originalName: row.refundName }), fileLanguage: isFileLanguage(row.refundLanguage) ? row.refundLanguage : null } : null,
    updatedAt: row.updatedAt,
    // only a draft names its writer, and only staff read one: the public shape is the spec's
    ...(row.draftBy ? { draftBy: row.draftBy } : {}),
  }
}

/** The fee rows `seenBy` may see (src/db/visibility.ts): newest academic year first, then the courses in the site's order. */
export async function listFeeRows(db: Db, seenBy: RowsSeenBy): Promise<FeeRow[]> {
  const rows = (await feeQuery(db).where(rowsSeenSql(seenBy, 'feeRows')).execute()).map(toFeeRow)
  return rows.sort((a, b) => b.academicYear.localeCompare(a.academicYear) || (COURSE_ORDER.get(a.course) ?? 99) - (COURSE_ORDER.get(b.course) ?? 99))
}

export async function getFeeRow(db: Db, id: string): Promise<FeeRow | null> {
  const row = await feeQuery(db).where('feeRows.id', '=', id).executeTakeFirst()
  return row ? toFeeRow(row) : null
}

/** The row of a course and year other than `exceptId`, if there is one. */
export async function findFeeRow(db: Db, course: string, academicYear: string, exceptId = ''): Promise<FeeRow | null> {
  const row = await feeQuery(db).where('feeRows.course', '=', course).where('feeRows.academicYear', '=', academicYear).where('feeRows.id', '!=', exceptId).executeTakeFirst()
  return row ? toFeeRow(row) : null
}

/** The category of a library document, or null when there is no such document. */
export async function documentCategory(db: Db, id: string): Promise<string | null> {
  return (await db.selectFrom('documents').select('category').where('id', '=', id).executeTakeFirst())?.category ?? null
}

export async function createFeeRow(db: Db, input: FeeRowInput, draftBy: string | null = null): Promise<FeeRow> {
  const at = now()
  const id = newId()
  await db
    .insertInto('feeRows')
    .values({ id, ...input, otherFees: JSON.stringify(input.otherFees), draftBy, createdAt: at, updatedAt: at })
    .execute()
  return (await getFeeRow(db, id))!
}

export async function updateFeeRow(db: Db, id: string, input: Partial<FeeRowInput>): Promise<FeeRow | null> {
  const { otherFees, ...rest } = input
  const result = await db
    .updateTable('feeRows')
    .set({ ...rest, ...(otherFees ? { otherFees: JSON.stringify(otherFees) } : {}), updatedAt: now() })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n ? getFeeRow(db, id) : null
}

export async function deleteFeeRow(db: Db, id: string): Promise<FeeRow | null> {
  const row = await getFeeRow(db, id)
  if (row) await db.deleteFrom('feeRows').where('id', '=', id).execute()
  return row
}
