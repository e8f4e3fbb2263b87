import { useCallback, useEffect, useRef, useState } from 'react'
import { draftCameBack, draftChanged, sendServerDrafts, takeServerDraft } from './server-drafts'

/** sessionStorage entry holding the signed-in user (spec §4). */
export const ADMIN_USER_KEY = 'admin-user'
/** sessionStorage entry holding unsaved form drafts across a forced sign-in (docs/decisions/031). */
export const DRAFTS_KEY = 'admin-drafts'
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.'
export const LOGIN_PATH = '/vvs/panel/login'
export const DASHBOARD_PATH = '/vvs/panel/dashboard'

import type { Role } from '../../platform/auth/roles'

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

type Getter = { value: () => unknown; dirty: () => boolean; persist: boolean }
/** The drafts of the forms on screen right now, by key (and unsaved work that cannot be stored, like chosen files). */
const liveDrafts = new Map<string, Getter>()

let draftOwner: string | null = null

/**
 * The person signed in on this page: the Dashboard says so before any form mounts. The tab's
 * drafts are kept with their person's id and given back to that person only, so on a shared office
 * PC the next person to sign in on the tab never gets (nor sends to their own account) the
 * previous person's unsaved text.
 */
export function setDraftOwner(id: string): void {
  draftOwner = id
}

/** The tab's drafts and whose they are (`owner` null: kept before drafts named their person). */
function readStoredDrafts(): { owner: string | null; drafts: Record<string, unknown> } {
  try {
    const parsed = JSON.parse(storage()?.getItem(DRAFTS_KEY) ?? '{}') as unknown
    if (!parsed || typeof parsed !== 'object') return { owner: null, drafts: {} }
    const kept = parsed as { owner?: unknown; drafts?: unknown }
    if (typeof kept.owner === 'string' && kept.drafts && typeof kept.drafts === 'object') return { owner: kept.owner, drafts: kept.drafts as Record<string, unknown> }
    return { owner: null, drafts: parsed as Record<string, unknown> }
  } catch {
    return { owner: null, drafts: {} }
  }
}

function writeStoredDrafts(owner: string | null, drafts: Record<string, unknown>): void {
  if (Object.keys(drafts).length) storage()?.setItem(DRAFTS_KEY, JSON.stringify(owner ? { owner, drafts } : drafts))
  else storage()?.removeItem(DRAFTS_KEY)
}

/**
 * Writes every changed draft on screen to sessionStorage, so the form takes it back on its next
 * mount (after a forced sign-in, a panel switch the person confirmed, a reload), and sends what
 * the server has not had yet (it keeps them for the person on any device, docs/decisions/273).
 */
export function saveDrafts(): number {
  const stored = readStoredDrafts()
  // another person's drafts left in this tab are not kept beside this one's
  const drafts = stored.owner && draftOwner && stored.owner !== draftOwner ? {} : stored.drafts
  let saved = 0
  for (const [key, draft] of liveDrafts) {
    if (!draft.persist || !draft.dirty()) continue
    drafts[key] = draft.value()
    saved++
  }
  if (saved) writeStoredDrafts(draftOwner, drafts)
  sendServerDrafts(true)
  return saved
}

/** True when a form on screen holds input that has not been saved (typed text, chosen files). */
export function hasUnsavedWork(): boolean {
  for (const draft of liveDrafts.values()) if (draft.dirty()) return true
  return false
}

/** True when unsaved work on screen cannot be kept as a draft (chosen files: a browser cannot store them). */
export function hasUnkeptWork(): boolean {
  for (const draft of liveDrafts.values()) if (!draft.persist && draft.dirty()) return true
  return false
}

function takeStoredDraft(key: string): { found: boolean; value?: unknown } {
  const { owner, drafts } = readStoredDrafts()
  if (owner && draftOwner && owner !== draftOwner) {
    // left by the person signed in before on this tab: theirs, kept on the server for them
    storage()?.removeItem(DRAFTS_KEY)
    return { found: false }
  }
  if (!(key in drafts)) return { found: false }
  const value = drafts[key]
  delete drafts[key]
  writeStoredDrafts(owner, drafts)
  return { found: true, value }
}

/**
 * A draft from the server in the form's own shape, or null: a draft kept by an older version of
 * the panel, or a bad one, is not put into a form that would break on it. An object is laid over
 * the form's empty value, so a field added since is there.
 */
function inFormShape<T>(initial: T, value: unknown): T | null {
  const plainObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v)
  if (initial === null) return value === null || plainObject(value) ? (value as T) : null
  if (Array.isArray(initial)) return Array.isArray(value) ? (value as T) : null
  if (plainObject(initial)) return plainObject(value) ? ({ ...initial, ...(value as object) } as T) : null
  return typeof value === typeof initial ? (value as T) : null
}

/**
 * useState for form input that is never lost: the value counts as unsaved while it differs from
 * its saved state (`initial`, or what `setSaved` last set), so leaving warns first; saveDrafts()
 * stores it and the next mount under the same key takes it back. While unsaved it is also kept on
 * the server for the person (./server-drafts.ts), and a mount with nothing in this tab takes the
 * server's copy back, unless the person has typed meanwhile. `restored` tells a form that
 * loads its values from the server not to overwrite what the person had typed; such a form hands
 * the loaded (or just saved) values to `setSaved`, so they do not count as unsaved. The fifth
 * value says whether the form holds unsaved input now.
 */
export function useDraft<T>(key: string, initial: T): [T, (next: T | ((prev: T) => T)) => void, boolean, (saved: T) => void, boolean] {
  const [value, setValue] = useState<T>(initial)
  const [restored, setRestored] = useState(false)
  const latest = useRef(value)
  latest.current = value
  const savedJson = useRef(JSON.stringify(initial))
  /** Whether the value differed from the saved one at the last look: the server's copy is removed only when it stops differing. */
  const wasUnsaved = useRef(false)

  useEffect(() => {
    let mounted = true
    const stored = takeStoredDraft(key)
    if (stored.found) {
      setValue(stored.value as T)
      setRestored(true)
    } else {
      void takeServerDraft(key).then((kept) => {
        const value = kept && inFormShape(initial, kept.value)
        // the person typed meanwhile (their input wins), or the draft is what is saved anyway
        if (!mounted || !kept || value === null || JSON.stringify(latest.current) !== savedJson.current || JSON.stringify(value) === savedJson.current) return
        latest.current = value
        setValue(value)
        setRestored(true)
        draftCameBack(kept, () => {
          if (!mounted) {
            // the form is gone: its copies go all the same (the tab's, kept on leaving, and the server's)
            takeStoredDraft(key)
            draftChanged(key, null, false, true)
            return
          }
          const saved = JSON.parse(savedJson.current) as T
          latest.current = saved
          setValue(saved)
          // a form that loads its values takes them again (it skipped them for the draft)
          setRestored(false)
          draftChanged(key, saved, false, true)
        })
      })
    }
    liveDrafts.set(key, { value: () => latest.current, dirty: () => JSON.stringify(latest.current) !== savedJson.current, persist: true })
    return () => {
      mounted = false
      liveDrafts.delete(key)
    }
  }, [key])

  // every change reaches the server's copy: kept while unsaved, removed once saved (or undone), never at mount
  useEffect(() => {
    const unsaved = JSON.stringify(value) !== savedJson.current
    if (unsaved || wasUnsaved.current) draftChanged(key, value, unsaved)
    wasUnsaved.current = unsaved
  }, [key, value])

  const setSaved = useCallback(
    (saved: T) => {
      const wasDifferent = JSON.stringify(latest.current) !== savedJson.current
      savedJson.current = JSON.stringify(saved)
      latest.current = saved
      setValue(saved)
      // Saved after a change: the server's copy goes (here too: the same object renders nothing new).
      // Values loaded into an untouched form are not a save, and leave a kept draft alone.
      if (wasDifferent) {
        wasUnsaved.current = false
        draftChanged(key, saved, false)
      }
    },
    [key],
  )

  // the fifth: whether what is in the form now differs from its saved state (unsaved)
  return [value, setValue, restored, setSaved, JSON.stringify(value) !== savedJson.current]
}

/** Marks unsaved work that cannot be kept as a draft (e.g. chosen but not uploaded files) while `dirty` holds. */
export function useUnkeptWork(key: string, dirty: boolean): void {
  const latest = useRef(dirty)
  latest.current = dirty
  useEffect(() => {
    liveDrafts.set(key, { value: () => null, dirty: () => latest.current, persist: false })
    return () => {
      liveDrafts.delete(key)
    }
  }, [key])
}

/**
 * The attribute a widget puts on its root while it holds something the person chose that the
 * surrounding form does not send (a PDF chosen but not uploaded): its value says what and how to
 * fix it. A form's save refuses while one is inside it (docs/decisions/174).
 */
export const LEFT_BEHIND = 'data-left-behind'

/** The first widget inside `root` holding a choice its form would leave behind, or null. */
export function leftBehindIn(root: ParentNode | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`[${LEFT_BEHIND}]`) ?? null
}
