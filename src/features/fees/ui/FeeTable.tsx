import { rupees } from '../../../ui/numbers'
import { useI18n } from '../../../ui/page-context'
import type { ShownFeeRow } from '../shown'
import { LangNote } from '../../../ui/StaffText'
import { FileLink } from '../../../ui/FileLink'

/**
 * The fee table on /disclosure: per course and academic year, tuition, the other fees with what
 * they cover, the total and the refund policy. A table on wide screens, one card per row on phones.
 */
export function FeeTable({ rows }: { rows: ShownFeeRow[] }) {
  const t = useI18n().t.parts
  if (rows.length === 0) return null
  return (
    <div className="committee__table-wrap">
      <table className="committee__table committee__table--stack fee-table">
        <caption className="visually-hidden">{t.feesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.course}</th>
            <th scope="col">{t.yearHeading}</th>
            <th scope="col">{t.tuition}</th>
            <th scope="col">{t.otherFees}</th>
            <th scope="col">{t.total}</th>
            <th scope="col">{t.refund}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <th scope="row">{row.courseTitle}</th>
              <td data-label={t.yearHeading}>{row.academicYear}</td>
              <td data-label={t.tuition}>{rupees(row.tuitionFee)}</td>
              <td data-label={t.otherFees}>
                {row.otherFees.length === 0
                  ? t.none
                  : row.otherFees.map((fee, i) => (
                      <span key={i} className="fee-table__other" lang={fee.lang}>
                        {`${fee.covers}: ${rupees(fee.amount)}`}
                      </span>
                    ))}
              </td>
              <td data-label={t.total}>
                <strong>{rupees(row.total)}</strong>
              </td>
              <td data-label={t.refund}>{row.refundPolicy ? (
                  <FileLink href={row.refundPolicy.url} fileLanguage={row.refundPolicy.fileLanguage}>
                    {row.refundPolicy.title}
                  </FileLink>
                ) : (
                  t.onRequest
                )}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* one note for the table, not one per row */}
      <LangNote item={rows.find((row) => row.shown?.note) ?? {}} />
    </div>
  )
}
