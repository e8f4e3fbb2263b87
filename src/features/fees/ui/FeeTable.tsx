import { rupees } from '../../../ui/numbers'
import type { FeeRow } from '../schema'

/**
 * The fee table on /disclosure: per course and academic year, tuition, the other fees with what
 * they cover, the total and the refund policy. A table on wide screens, one card per row on phones.
 */
export function FeeTable({ rows }: { rows: FeeRow[] }) {
  if (rows.length === 0) return null
  return (
    <div className="committee__table-wrap">
      <table className="committee__table committee__table--stack fee-table">
        <caption className="visually-hidden">Fees per course and academic year, in rupees</caption>
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Academic year</th>
            <th scope="col">Tuition fee</th>
            <th scope="col">Other fees</th>
            <th scope="col">Total a year</th>
            <th scope="col">Refund policy</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <th scope="row">{row.courseTitle}</th>
              <td data-label="Academic year">{row.academicYear}</td>
              <td data-label="Tuition fee">{rupees(row.tuitionFee)}</td>
              <td data-label="Other fees">
                {row.otherFees.length === 0
                  ? 'None'
                  : row.otherFees.map((fee, i) => (
                      <span key={i} className="fee-table__other">
                        {`${fee.covers}: ${rupees(fee.amount)}`}
                      </span>
                    ))}
              </td>
              <td data-label="Total a year">
                <strong>{rupees(row.total)}</strong>
              </td>
              <td data-label="Refund policy">{row.refundPolicy ? <a href={row.refundPolicy.url}>{row.refundPolicy.title}</a> : 'On request at the office'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
