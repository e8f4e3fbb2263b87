import { useEffect, useRef, useState } from 'react'

/** sessionStorage entry holding the signed-in user (spec §4). */
export const ADMIN_USER_KEY = 'admin-user'
/** sessionStorage entry holding unsaved form drafts across a forced sign-in (docs/decisions/031). */
export const DRAFTS_KEY = 'admin-drafts'
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.'
export const LOGIN_PATH = '/vvs/panel/login'
export const DASHBOARD_PATH = '/vvs/panel/dashboard'

import type { Role } from '../../features/admin-auth/roles'

export type AdminUser = { id: string; email: string; name: string; role: Role }

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null // storage disabled by the browser
  }
}

export function storeAdminUser(user: unknown): void {
  storage()?.setItem(ADMIN_USER_KEY, JSON.stringify(user ?? {}))
}

export function hasAdminUser(): boolean {
  return storage()?.getItem(ADMIN_USER_KEY) != null
}

export function clearAdminUser(): void {
  storage()?.removeItem(ADMIN_USER_KEY)
}

type Getter = { value: () => unknown; dirty: () => boolean }
/** The drafts of the forms on screen right now, by key. */
const liveDrafts = new Map<string, Getter>()

function readStoredDrafts(): Record<string, unknown> {
  try {
    const parsed = JSON.parse(storage()?.getItem(DRAFTS_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {}
  }
}

/** Writes every changed draft on screen to sessionStorage (before leaving for the login page). */
export function saveDrafts(): number {
  const drafts = readStoredDrafts()
  let saved = 0
  for (const [key, draft] of liveDrafts) {
    if (!draft.dirty()) continue
    drafts[key] = draft.value()
    saved++
  }
  if (saved) storage()?.setItem(DRAFTS_KEY, JSON.stringify(drafts))
  return saved
}

function takeStoredDraft(key: string): { found: boolean; value?: unknown } {
  const drafts = readStoredDrafts()
  if (!(key in drafts)) return { found: false }
  const value = drafts[key]
  delete drafts[key]
  const rest = Object.keys(drafts).length
  if (rest) storage()?.setItem(DRAFTS_KEY, JSON.stringify(drafts))
  else storage()?.removeItem(DRAFTS_KEY)
  return { found: true, value }
}

/**
 * useState for form input that survives a forced sign-in: the value is saved by saveDrafts() when
 * the session expires and handed back on the next mount under the same key. `restored` tells a
 * form that loads its values from the server not to overwrite what the person had typed.
 */
export function useDraft<T>(key: string, initial: T): [T, (next: T | ((prev: T) => T)) => void, boolean] {
  const [value, setValue] = useState<T>(initial)
  const [restored, setRestored] = useState(false)
  const latest = useRef(value)
  latest.current = value
  const initialJson = useRef(JSON.stringify(initial))

  useEffect(() => {
    const stored = takeStoredDraft(key)
    if (stored.found) {
      setValue(stored.value as T)
      setRestored(true)
    }
    liveDrafts.set(key, { value: () => latest.current, dirty: () => JSON.stringify(latest.current) !== initialJson.current })
    return () => {
      liveDrafts.delete(key)
    }
  }, [key])

  return [value, setValue, restored]
}
