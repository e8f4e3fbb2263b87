import { useState } from 'react'
import { notifyFailure } from './failure'
import { api } from './api'
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
 */
export function AltTextEditor({ id, path, stored }: { id: string; path: string; stored: string }) {
  const text = useKitText()
  const [alt, setAlt, , setSaved] = useDraft(`alt:${id}`, stored)
  const [busy, setBusy] = useState(false)
  /** What the server holds now (the list is not reloaded after a save). */
  const [savedAlt, setSavedAlt] = useState(stored)
  const inputId = `alt-${id}`
  const changed = alt.trim() !== savedAlt

  async function save() {
    setBusy(true)
    try {
      const { body } = await api('PUT', path, { alt: alt.trim() })
      setSaved(alt.trim())
      setSavedAlt(alt.trim())
      notify.success(answerMessage(body, 'Description saved'))
    } catch (err) {
      notifyFailure(err)
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
    </div>
  )
}
