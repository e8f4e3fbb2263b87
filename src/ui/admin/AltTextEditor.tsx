import { useEffect, useRef, useState } from 'react'
import { notifyFailure } from './failure'
import { api, ApiError } from './api'
import { ReopenButton } from './ReopenButton'
import { useDraftRevision } from './opened-revision'
import { withRevision } from './RowDraft'
import { describedBy } from './kit'
import { useDraft } from './session'
import { answerMessage, notify } from './toasts'
import { KIT_TEXT, useKitText } from './kit-text'

/** Longest description the API takes (ALT_MAX in src/http/validation.ts). */
export const ALT_MAX = 250
/** The description's hint in English; a panel in Hindi takes useKitText().alt.hint. */
export const ALT_HINT = KIT_TEXT.en.alt.hint

/**
 * A photo's description (alt text), edited where the photo is listed and saved on its own with a
 * PUT { alt } (docs/decisions/082). Typed text is a draft like any form input: leaving asks first.
 * The save sends the photo's revision as listed (docs/decisions/285): refused (409) when another
 * person changed the photo since, the typed words stay and the list is read again (`reload`);
 * "Open it again as it is on the site now" then shows the site's description. While nothing is
 * typed, a list read again brings its description and revision into the box as they are.
 */
export function AltTextEditor({ id, path, stored, revision, reload }: { id: string; path: string; stored: string; revision?: string | undefined; reload?: () => unknown }) {
  const text = useKitText()
  const [alt, setAlt, restored, setSaved, unsaved] = useDraft(`alt:${id}`, stored)
  const [busy, setBusy] = useState(false)
  /** What the server holds now (the list is not reloaded after a save). */
  const [savedAlt, setSavedAlt] = useState(stored)
  // a description kept from before goes on from the revision it was typed on (remembered while unsaved)
  const opened = useDraftRevision(`alt:${id}`, { restored, unsaved }, revision)
  const [changedOnSite, setChangedOnSite] = useState(false)
  const inputId = `alt-${id}`
  const changed = alt.trim() !== savedAlt

  /** The box as the list has the photo now: its description and the revision it goes on from. */
  const openAsListed = () => {
    setSaved(stored)
    setSavedAlt(stored)
    opened.goOn(revision)
    setChangedOnSite(false)
  }
  // the list read again (after a move, a put-back, another's save): an untouched box follows it
  // (not at mount: a draft the box takes back then is the person's)
  const listed = useRef({ stored, revision })
  useEffect(() => {
    if (listed.current.stored === stored && listed.current.revision === revision) return
    listed.current = { stored, revision }
    if (!changed && !changedOnSite) openAsListed()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored, revision])

  async function save() {
    setBusy(true)
    try {
      const { body } = await api('PUT', path, withRevision({ alt: alt.trim() }, opened.current()))
      const next = (body as { data?: { revision?: unknown } } | null)?.data?.revision
      opened.goOn(typeof next === 'string' ? next : opened.current())
      setSaved(alt.trim())
      setSavedAlt(alt.trim())
      notify.success(answerMessage(body, 'Description saved'))
    } catch (err) {
      notifyFailure(err)
      if (err instanceof ApiError && err.status === 409) {
        setChangedOnSite(true)
        void reload?.()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="admin-alt">
      <label htmlFor={inputId}>{text.alt.label}</label>
      <textarea id={inputId} rows={2} maxLength={ALT_MAX} value={alt} aria-describedby={describedBy(inputId, text.alt.hint, '')} onChange={(event) => setAlt(event.currentTarget.value)} />
      <small className="visually-hidden" id={`${inputId}-hint`}>
        {text.alt.hint}
      </small>
      <button type="button" className="admin-button admin-button--ghost" disabled={busy || !changed} onClick={() => void save()}>
        {busy ? text.saving : text.alt.save}
      </button>
      {changedOnSite && <ReopenButton onClick={openAsListed} />}
    </div>
  )
}
