import { rowArea, short, type RowArea } from '../../platform/versions/area'
import { valueText } from '../../platform/versions/values'
import { rupees } from '../../ui/numbers'
import { courses } from '../../content/courses'

const COURSE_TITLES: Record<string, string> = Object.fromEntries(courses.map((course) => [course.key, course.title]))
const courseTitle = (key: unknown) => COURSE_TITLES[String(key ?? '')] ?? String(key ?? '')

const fields = {
  course: { shows: { kind: 'choice', labels: COURSE_TITLES } },
  academicYear: { label: 'academic year' },
  tuitionFee: { label: 'tuition fee', shows: { kind: 'money' } },
  otherFees: { translatable: true, label: 'other fees', shows: { kind: 'list', one: 'other fee', many: 'other fees', item: (fee) => `${String(fee.covers ?? '')} ${rupees(Number(fee.amount ?? 0))}`, words: ['covers'] } },
  refundDocumentId: { label: 'refund policy', shows: { kind: 'ref', table: 'documents', column: 'original_name', gone: 'a deleted document' } },
} as const satisfies RowArea['fields']

/** The fee table's rows; `otherFees` is a JSON list of { covers, amount } whose notes are staff text. */
export const feesArea = rowArea({
  key: 'fees',
  table: 'feeRows',
  label: 'fees',
  fields,
  writes: /^\/api\/fees/,
  panel: 'fees',
  publicRead: '/api/fees',
  // in the panel's words: "B.A. LL.B. (Integrated) 2026-27: tuition ₹48,000; 2 other fees: Library ₹500, …"
  preview: (row) => short(`${courseTitle(row.course)} ${String(row.academicYear ?? '')}: tuition ${valueText(fields.tuitionFee.shows, row.tuitionFee)}; ${valueText(fields.otherFees.shows, row.otherFees)}`, 140),
  // the course and year as written: the area ("fees", "शुल्क") is said beside it in the panel's language
  name: (row) => `${courseTitle(row.course)} ${String(row.academicYear ?? '')}`,
  drafts: { page: '/disclosure', publish: '/api/fees/publish/:id', unpublish: '/api/fees/unpublish/:id', changes: { publish: '/api/fees/publishChange/:id', discard: '/api/fees/discardChange/:id' } },
})
