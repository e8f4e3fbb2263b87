import type { PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { useData } from '../../../ui/admin/useLoad'
import type { ItemState } from '../checklist'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { useInPanelLanguage } from '../../../ui/field-hindi'
import { complianceText } from './text'
import './compliance.css'

/** What needs doing first. */
const STATE_ORDER: Record<ItemState, number> = { missing: 0, outdated: 1, present: 2 }

/** Compliance Checklist: every statutory item, its state, and a link to where it is fixed. */
export function CompliancePanel(_: PanelProps) {
  const checklist = useData('/api/compliance')
  const t = usePanelCatalogue(complianceText)
  const said = useInPanelLanguage()
  return (
    <section className="admin-card" aria-labelledby="compliance-title">
      <h2 id="compliance-title" className="admin-card__title">
        {t.heading}
      </h2>
      <ListState state={checklist} errorText={t.loadFailed} emptyText="" isEmpty={() => false}>
        {({ items, counts }) => (
          <>
            <p className="compliance-summary" role="status">
              {counts.missing + counts.outdated === 0
                ? t.allPresent(items.length)
                : t.summary(counts.present, items.length, counts.missing, counts.outdated)}
            </p>
            <ul className="compliance-list">
              {[...items].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]).map((item) => (
                <li key={item.key} className={`compliance-item compliance-item--${item.state}`} data-item={item.key}>
                  <span className="compliance-item__state">{t.states[item.state]}</span>
                  <div className="compliance-item__text">
                    <a href={item.fix} className="compliance-item__title">
                      {said(t.itemTitle(item.key, item.title))}
                    </a>
                    <span className="compliance-item__rule">{said(item.rule)}</span>
                    {item.reasons.map((reason) => (
                      <span key={reason} className="compliance-item__reason">
                        {said(reason)}
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
