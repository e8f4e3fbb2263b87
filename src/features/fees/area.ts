import { rowArea, short } from '../../platform/versions/area'

/** The fee table's rows; `otherFees` is a JSON list of { covers, amount } whose notes are staff text. */
export const feesArea = rowArea({
  key: 'fees',
  table: 'feeRows',
  label: 'fees',
  fields: {
    course: {},
    academicYear: { label: 'academic year' },
    tuitionFee: { label: 'tuition fee' },
    otherFees: { translatable: true, label: 'other fees' },
    refundDocumentId: { label: 'refund policy' },
  },
  writes: /^\/api\/fees/,
  panel: 'fees',
  publicRead: '/api/fees',
  preview: (row) => short(`${String(row.course ?? '')} ${String(row.academicYear ?? '')}: tuition ₹${String(row.tuitionFee ?? '')}; ${String(row.otherFees ?? '')}`, 140),
  name: (row) => `Fees of ${String(row.course ?? '')} ${String(row.academicYear ?? '')}`,
})
