import type { ReactNode } from 'react'
import { WithCollegeName } from '../CollegeName'

/**
 * A page section labelled by its heading (tests read the order of these ids). `soft` gives the
 * alternate background. Never skipped by the browser while off screen: that would take it out of the accessibility tree (decision 117).
 */
export function Section({ id, title, lead, soft, children }: { id: string; title: string; lead?: string; soft?: boolean; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={soft ? 'section section--soft' : 'section'}>
      <div className="container">
        <h2 id={`${id}-title`} className="section__title">
          <WithCollegeName text={title} />
        </h2>
        {lead && <p className="section__lead">{lead}</p>}
        {children}
      </div>
    </section>
  )
}
