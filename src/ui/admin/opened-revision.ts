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
export function rememberedRevision(key: string): string {
  try {
    return localStorage.getItem(storeKey(key)) ?? UNKNOWN_REVISION
  } catch {
    return UNKNOWN_REVISION
  }
}

/** Remembers the revision the form under `key` holds unsaved input on. */
export function rememberRevision(key: string, revision: string | undefined): void {
  try {
    if (revision) localStorage.setItem(storeKey(key), revision)
  } catch {
    // a browser without storage: a restored draft is then sent as of an unknown revision
  }
}
