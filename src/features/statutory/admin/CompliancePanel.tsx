import type { PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { useData } from '../../../ui/admin/useLoad'
import type { ItemState } from '../checklist'
import './compliance.css'

const STATE_WORDS: Record<ItemState, string> = { present: 'Present', missing: 'Missing', outdated: 'Out of date' }
/** What needs doing first. */
const STATE_ORDER: Record<ItemState, number> = { missing: 0, outdated: 1, present: 2 }

/** Compliance Checklist: every statutory item, its state, and a link to where it is fixed. */
export function CompliancePanel(_: PanelProps) {
  const checklist = useData('/api/compliance')
  return (
    <section className="admin-card" aria-labelledby="compliance-title">
      <h2 id="compliance-title" className="admin-card__title">
        What a regulator checks
      </h2>
      <ListState state={checklist} errorText="Could not load the checklist." emptyText="" isEmpty={() => false}>
        {({ items, counts }) => (
          <>
            <p className="compliance-summary" role="status">
              {counts.missing + counts.outdated === 0
                ? `All ${items.length} items are present.`
                : `${counts.present} of ${items.length} present · ${counts.missing} missing · ${counts.outdated} out of date`}
            </p>
            <ul className="compliance-list">
              {[...items].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]).map((item) => (
                <li key={item.key} className={`compliance-item compliance-item--${item.state}`} data-item={item.key}>
                  <span className="compliance-item__state">{STATE_WORDS[item.state]}</span>
                  <div className="compliance-item__text">
                    <a href={item.fix} className="compliance-item__title">
                      {item.title}
                    </a>
                    <span className="compliance-item__rule">{item.rule}</span>
                    {item.reasons.map((reason) => (
                      <span key={reason} className="compliance-item__reason">
                        {reason}
                      </span>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListState>
    </section>
  )
}
