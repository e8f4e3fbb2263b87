import { useEffect, useState } from 'react'
import { roleCan, type Role } from '../../platform/auth/roles'
import { api, writtenData } from './api'
import type { PanelKey } from './panels'

type Summary = { admission: Record<string, number>; contact: Record<string, number> }

/** How often the sidebar asks again for the count of new enquiries. */
const REFRESH_MS = 60_000

/**
 * The sidebar's count of new enquiries by panel, for roles that work with enquiries; asked again
 * every minute and whenever the panel changes (after marking some Contacted, the count drops).
 */
export function useNewEnquiries(role: Role, panel: PanelKey): Partial<Record<PanelKey, number>> {
  const [counts, setCounts] = useState<Partial<Record<PanelKey, number>>>({})
  const allowed = roleCan(role, 'enquiries')
  useEffect(() => {
    if (!allowed) return
    let stopped = false
    // The minute's refresh is the panel's own (background): it must not keep an unattended session alive.
    const load = (background = false) =>
      api('GET', '/api/enquiries/summary', undefined, { background }).then(
        ({ body }) => {
          const summary = writtenData<Summary>(body)
          if (!stopped && summary) setCounts({ 'admission-queries': summary.admission.new ?? 0, 'contact-queries': summary.contact.new ?? 0 })
        },
        () => {},
      )
    void load()
    const timer = setInterval(() => void load(true), REFRESH_MS)
    const onChange = () => void load()
    window.addEventListener('enquiries-changed', onChange)
    return () => {
      stopped = true
      clearInterval(timer)
      window.removeEventListener('enquiries-changed', onChange)
    }
  }, [allowed, panel])
  return counts
}

/** Tells the sidebar that an enquiry's status changed. */
export function enquiriesChanged(): void {
  window.dispatchEvent(new Event('enquiries-changed'))
}
