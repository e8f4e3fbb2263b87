import { useEffect, useRef } from 'react'

/**
 * The revision a form's typed input was typed on, remembered in this browser while it is unsaved
 * (docs/decisions/285): a draft restored after a reload, or from the server, is sent with the
 * revision of the text it was typed over, never the site's of now, so it cannot replace a newer
 * text unseen. A draft whose revision this browser does not know (typed on another device) is
 * sent with one that matches nothing: refused, its words kept, and the form opened again on
 * the person's word.
 */
export const UNKNOWN_REVISION = 'unknown: a draft kept from before'

const storeKey = (key: string) => `opened-revision:${key}`

/** The revision remembered for the draft kept under `key`, or UNKNOWN_REVISION. */
function rememberedRevision(key: string): string {
  try {
    return localStorage.getItem(storeKey(key)) ?? UNKNOWN_REVISION
  } catch {
    return UNKNOWN_REVISION
  }
}

/** Remembers the revision the form under `key` holds unsaved input on. */
function rememberRevision(key: string, revision: string | undefined): void {
  try {
    if (revision) localStorage.setItem(storeKey(key), revision)
  } catch {
    // a browser without storage: a restored draft is then sent as of an unknown revision
  }
}

/**
 * The revision a form under the draft key `key` goes on from (useDraft's `restored` and
 * `unsaved`): `initial` (the list's), or what `follow` brings while the form shows the site's
 * text; a draft restored from before takes the revision it was typed on, which no `follow` then
 * replaces; `goOn` after the person's own step (a save, a put-back, opened again), when the form
 * shows the site's text on `next`. While the form holds unsaved input, its revision is
 * remembered for the draft.
 */
export function useDraftRevision(key: string, form: { restored: boolean; unsaved: boolean }, initial?: string) {
  const revision = useRef(initial)
  // the form holds a draft kept from before: it goes on from the revision that draft was typed on
  const onDraft = useRef(false)
  const unsaved = useRef(form.unsaved)
  unsaved.current = form.unsaved
  useEffect(() => {
    if (!form.restored) return
    onDraft.current = true
    revision.current = rememberedRevision(key)
  }, [form.restored, key])
  // typing starts on the revision the form shows: remembered with the draft
  useEffect(() => {
    if (form.unsaved && !onDraft.current) rememberRevision(key, revision.current)
  }, [form.unsaved, key])
  const set = (next: string | undefined) => {
    revision.current = next
    // typed while it was read: the words are on this revision
    if (unsaved.current) rememberRevision(key, next)
  }
  return {
    current: () => revision.current,
    /** The site's revision read (the form's own read): taken unless the form holds a draft from before. */
    follow: (next: string | undefined) => {
      if (!onDraft.current) set(next)
    },
    /** The form shows the site's text on `next` after the person's own step. */
    goOn: (next: string | undefined) => {
      onDraft.current = false
      set(next)
    },
  }
}
