/**
 * What a person typed in a panel form and has not saved, kept on the server for them alone
 * (docs/decisions/273): it follows them to another tab, a reload after the tab was closed, and
 * another device. useDraft (./session.ts) hands each change here; a change is sent a moment after
 * typing pauses, and at once when the page is left. A form whose value is back to what was saved
 * has its draft removed. Failures are quiet: the tab's own copy (sessionStorage) still keeps it.
 */
export const DRAFTS_API = '/api/admin/drafts'
/** How long typing pauses before a draft is sent. */
const SEND_AFTER_MS = 1500
/** A page being left may send this much with `keepalive` (the browser's budget is 64 KB in all). */
const KEEPALIVE_BYTES = 48 * 1024

export type ServerDraft = { value: unknown; updatedAt: string }

let fetched: Promise<Map<string, ServerDraft>> | null = null
let fetchedAt = 0
/** A read older than this is read again before a form takes its draft: a tab open since morning must not give the morning's copy. */
const FRESH_MS = 5000
/** Keys the server holds (or is being sent) a draft of: a form back at its saved value removes only these. */
const onServer = new Set<string>()
/** The stamp of each key's last call sent: only the last one's failure changes what the server is thought to hold. */
const lastSent = new Map<string, number>()
/** Each key's calls one after another: a removal never overtakes the keeping it undoes. */
const inOrder = new Map<string, Promise<void>>()
/** Changes not sent yet, by key: the value to keep (or `keep: false` to remove) and the change's stamp. */
const waiting = new Map<string, { keep: boolean; value: unknown; at: number }>()

/**
 * Changes carry where and when they were typed (docs/decisions/275): this browser's name, kept in
 * its localStorage (shared by its tabs, which share one clock), and a stamp that only grows. The
 * server applies two changes of one browser in stamp order, so a call sent as the page is left
 * is not undone by an earlier one still on its way.
 */
const FROM_KEY = 'vvs-drafts-from'
let from = ''
function browserName(): string {
  if (from) return from
  try {
    from = localStorage.getItem(FROM_KEY) ?? ''
    if (!/^[A-Za-z0-9-]{8,64}$/.test(from)) {
      from = crypto.randomUUID()
      localStorage.setItem(FROM_KEY, from)
    }
  } catch {
    // no storage (or no randomUUID): this page's own name still orders its own calls
    from ||= `p-${Math.random().toString(36).slice(2, 12)}-${Date.now().toString(36)}`
  }
  return from
}
let lastStamp = 0
/** Milliseconds × 1000 plus a count: grows within a page, and across pages of one browser with its clock. */
function nextStamp(): number {
  lastStamp = Math.max(Date.now() * 1000, lastStamp + 1)
  return lastStamp
}
let timer: ReturnType<typeof setTimeout> | undefined
/** `discard`: puts the form back to what was saved and removes the server's copy. */
type DraftBack = (draft: ServerDraft, discard: () => void) => void
const backListeners = new Set<DraftBack>()

/** The person's drafts, read once per page (a failed read is none). */
function serverDrafts(): Promise<Map<string, ServerDraft>> {
  if (typeof window === 'undefined') return Promise.resolve(new Map())
  if (fetched && Date.now() - fetchedAt > FRESH_MS) fetched = null
  if (!fetched) fetchedAt = Date.now()
  fetched ??= fetch(DRAFTS_API, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (res) => (res.ok ? (((await res.json()) as { data?: ({ key: string } & ServerDraft)[] }).data ?? []) : []))
    .catch(() => [])
    .then((list) => {
      const drafts = new Map<string, ServerDraft>()
      for (const draft of list) {
        drafts.set(draft.key, { value: draft.value, updatedAt: draft.updatedAt })
        onServer.add(draft.key)
      }
      return drafts
    })
  return fetched
}

/** Starts reading the drafts before any form asks (the shell calls it when it mounts). */
export function preloadServerDrafts(): void {
  void serverDrafts()
}

/** The server's draft of this form, once per page: a second form under the same key starts empty. */
export async function takeServerDraft(key: string): Promise<ServerDraft | null> {
  const drafts = await serverDrafts()
  const draft = drafts.get(key) ?? null
  drafts.delete(key)
  return draft
}

/** Told by useDraft when a form took a draft from the server back (the shell says so, with a way to discard it). */
export function draftCameBack(draft: ServerDraft, discard: () => void): void {
  for (const listener of backListeners) listener(draft, discard)
}

export function onDraftBack(listener: DraftBack): () => void {
  backListeners.add(listener)
  return () => backListeners.delete(listener)
}

/**
 * A form's value changed: kept when it differs from what was saved, else its kept draft removed.
 * `discarded`: the person chose to drop the draft the server gave back, so it is removed there.
 */
export function draftChanged(key: string, value: unknown, unsaved: boolean, discarded = false): void {
  if (discarded) onServer.add(key)
  if (unsaved) {
    waiting.set(key, { keep: true, value, at: nextStamp() })
    clearTimeout(timer)
    timer = setTimeout(() => sendServerDrafts(false), SEND_AFTER_MS)
  } else if (onServer.has(key)) {
    // saved: its copy goes at once, so that a tab closed right after saving leaves none behind
    waiting.set(key, { keep: false, value: null, at: nextStamp() })
    sendServerDrafts(false)
  } else {
    // saved before its copy was sent: nothing to keep, nothing to remove
    waiting.delete(key)
  }
}

/**
 * Resolves once every call already sent has been answered, or after `withinMs`: log out waits for
 * it, so the keeping it just sent is not refused for a session that ended first.
 */
export function serverDraftsSent(withinMs = 3000): Promise<void> {
  const answered = Promise.all(inOrder.values()).then(() => undefined)
  return Promise.race([answered, new Promise<void>((resolve) => setTimeout(resolve, withinMs))])
}

/** Sends every waiting change now; `leaving`: the page is going, so small ones go with keepalive. */
export function sendServerDrafts(leaving: boolean): void {
  clearTimeout(timer)
  for (const [key, change] of waiting) {
    const body = change.keep ? JSON.stringify({ value: change.value }) : undefined
    const init: RequestInit = change.keep ? { method: 'PUT', headers: { 'content-type': 'application/json' }, body } : { method: 'DELETE' }
    // a failed keeping leaves the server as it was: an earlier copy may still be there to remove;
    // unless a later call of the key was sent since, which decides what the server holds
    const before = onServer.has(key)
    if (change.keep) onServer.add(key)
    else onServer.delete(key)
    lastSent.set(key, change.at)
    const failed = () => {
      if (change.keep && !before && lastSent.get(key) === change.at) onServer.delete(key)
    }
    const url = `${DRAFTS_API}/${encodeURIComponent(key)}?from=${encodeURIComponent(browserName())}&at=${change.at}`
    const send = () =>
      fetch(url, { ...init, credentials: 'same-origin', keepalive: leaving && (body?.length ?? 0) < KEEPALIVE_BYTES }).then((res) => {
        if (!res.ok) failed()
      }, failed)
    // a page being left sends at once (its stamp orders it after the call still on its way)
    const sent = leaving ? send() : (inOrder.get(key) ?? Promise.resolve()).then(send)
    inOrder.set(key, sent)
  }
  waiting.clear()
}
