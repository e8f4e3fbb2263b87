import { GRIEVANCE_CATEGORIES, GRIEVANCE_MESSAGES } from '../messages'
import { useI18n } from '../../../ui/page-context'
import type { YearFigures } from '../store'
import { FORM_PAGE, STATUS_PAGE } from './paths'
import './grievance-figures.css'

/** The link to the form beside the SGRC (/committees) and in the disclosure's grievance part. */
export function GrievanceFormLink({ withStatus = false }: { withStatus?: boolean }) {
  const M = GRIEVANCE_MESSAGES[useI18n().lang]
  return (
    <p className="grievance-link">
      <a href={FORM_PAGE}>{withStatus ? M.links.disclosure : M.links.committees}</a>
      {withStatus && (
        <>
          {' · '}
          <a href={STATUS_PAGE}>{M.status.title}</a>
        </>
      )}
    </p>
  )
}

/** The year's figures the regulations ask to report: counts only, read when the page is rendered. */
export function GrievanceFigures({ figures }: { figures: YearFigures }) {
  const M = GRIEVANCE_MESSAGES[useI18n().lang]
  const f = M.figures
  return (
    <div className="grievance-figures" id="grievance-figures">
      <h3>{`${f.title} ${figures.year}`}</h3>
      <p>{f.intro}</p>
      <dl className="grievance-figures__totals">
        <div>
          <dt>{f.received}</dt>
          <dd>{figures.received}</dd>
        </div>
        <div>
          <dt>{f.disposed}</dt>
          <dd>{figures.disposed}</dd>
        </div>
        <div>
          <dt>{f.pending}</dt>
          <dd>{figures.pending}</dd>
        </div>
        <div>
          <dt>{f.averageDays}</dt>
          <dd>{figures.averageDays ?? f.none}</dd>
        </div>
      </dl>
      <table className="grievance-figures__table">
        <caption>{f.byCategory}</caption>
        <tbody>
          {GRIEVANCE_CATEGORIES.map((category) => (
            <tr key={category}>
              <th scope="row">{M.categories[category]}</th>
              <td>{figures.byCategory[category]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
