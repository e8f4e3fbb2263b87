import { useState, type FormEvent } from 'react'
import { api, isSessionExpired, messageOf } from '../../../ui/admin/api'
import { ImagePicker } from '../../../ui/admin/ImagePicker'
import { thumbnailUrl } from '../../../ui/admin/images'
import { CONFIRM, confirmed, Field, PanelLink, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { useDraft } from '../../../ui/admin/session'
import { notify } from '../../../ui/admin/toasts'
import { useList } from '../../../ui/admin/useLoad'

type Founder = { _id: string; name: string; content: string; ourFoundationImage: string | null; imageMeta?: { widths?: number[] } | null }
type FounderDraft = { name: string; content: string }
const EMPTY: FounderDraft = { name: '', content: '' }
const CONTENT_REQUIRED = 'Content is required'

function founderForm(draft: FounderDraft, image: File | null): FormData {
  const form = new FormData()
  form.append('name', draft.name.trim())
  form.append('content', draft.content.trim())
  if (image) form.append('image', image, image.name)
  return form
}

function FounderFields({ idPrefix, draft, onChange, error }: { idPrefix: string; draft: FounderDraft; onChange: (next: FounderDraft) => void; error?: string }) {
  return (
    <>
      <Field id={`${idPrefix}-name`} label="Name">
        <input id={`${idPrefix}-name`} value={draft.name} onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })} />
      </Field>
      <Field id={`${idPrefix}-content`} label="Content" error={error}>
        <textarea id={`${idPrefix}-content`} rows={4} value={draft.content} onChange={(event) => onChange({ ...draft, content: event.currentTarget.value })} aria-invalid={!!error} />
      </Field>
    </>
  )
}

/** Add Founders: name, content (required) and a photo. Failures are only logged (spec §8). */
export function FounderFormPanel({ go }: PanelProps) {
  const [draft, setDraft] = useDraft<FounderDraft>('founder-add', EMPTY)
  const [image, setImage] = useState<File | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!draft.content.trim()) {
      setError(CONTENT_REQUIRED)
      return
    }
    setBusy(true)
    try {
      const { body } = await api('POST', '/api/about/addfoundation', founderForm(draft, image))
      notify.success(typeof body?.message === 'string' && body.message ? body.message : 'Founder added')
      setDraft(EMPTY)
      setImage(null)
    } catch (err) {
      if (!isSessionExpired(err)) console.error('Adding the foundation entry failed:', err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="admin-card admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <FounderFields
        idPrefix="founder-add"
        draft={draft}
        error={error}
        onChange={(next) => {
          setDraft(next)
          setError('')
        }}
      />
      <Field id="founder-add-image" label="Photo">
        <ImagePicker id="founder-add-image" file={image} onChange={setImage} />
      </Field>
      <div className="admin-actions">
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? 'Adding…' : 'Add Founder'}
        </button>
        <PanelLink go={go} to="all-founders">
          See all founders
        </PanelLink>
      </div>
    </form>
  )
}

/** All Founders: each entry with inline edit (name, content, new photo) and delete. */
export function FounderListPanel(_: PanelProps) {
  const founders = useList<Founder>('/api/about/getfoundation')
  const [editing, setEditing] = useDraft<{ id: string; draft: FounderDraft } | null>('founder-edit', null)
  const [image, setImage] = useState<File | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  function startEdit(founder: Founder) {
    setImage(null)
    setError('')
    setEditing({ id: founder._id, draft: { name: founder.name ?? '', content: founder.content ?? '' } })
  }

  async function save() {
    if (!editing) return
    if (!editing.draft.content.trim()) {
      setError(CONTENT_REQUIRED)
      return
    }
    setBusy(true)
    try {
      await api('PUT', `/api/about/updatefoundation/${encodeURIComponent(editing.id)}`, founderForm(editing.draft, image))
      setEditing(null)
      setImage(null)
      void founders.reload()
    } catch (err) {
      // Spec §8: foundation update errors are only logged; the row stays in edit mode with the text kept.
      if (!isSessionExpired(err)) console.error('Updating the foundation entry failed:', err)
    } finally {
      setBusy(false)
    }
  }

  async function remove(founder: Founder) {
    if (!confirmed(CONFIRM.entry)) return
    try {
      await api('DELETE', `/api/about/deletefoundation/${encodeURIComponent(founder._id)}`)
      if (editing?.id === founder._id) setEditing(null)
      void founders.reload()
    } catch (err) {
      if (!isSessionExpired(err)) notify.error(messageOf(err, 'The entry could not be deleted. Please try again.'))
    }
  }

  return (
    <section className="admin-card">
      <ListState state={founders} errorText="Could not load the founders." emptyText="No foundation members found." isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="admin-entries">
            {list.map((founder) => (
              <li key={founder._id} className="admin-entry">
                {editing?.id === founder._id ? (
                  <div className="admin-form admin-entry__edit">
                    <FounderFields
                      idPrefix={`founder-${founder._id}`}
                      draft={editing.draft}
                      error={error}
                      onChange={(draft) => {
                        setEditing({ id: founder._id, draft })
                        setError('')
                      }}
                    />
                    <Field id={`founder-${founder._id}-image`} label="Replace photo">
                      <ImagePicker
                        id={`founder-${founder._id}-image`}
                        file={image}
                        onChange={setImage}
                        currentUrl={thumbnailUrl('About', founder.ourFoundationImage, founder.imageMeta)}
                      />
                    </Field>
                    <div className="admin-actions">
                      <button type="button" className="admin-button" disabled={busy} onClick={() => void save()}>
                        Save
                      </button>
                      <button type="button" className="admin-button admin-button--ghost" disabled={busy} onClick={() => setEditing(null)}>
                        Cancel
                      </button>
                    </div>
                  </div>
                ) : (
                  <>
                    {founder.ourFoundationImage && (
                      <img className="admin-entry__image" src={thumbnailUrl('About', founder.ourFoundationImage, founder.imageMeta)} alt={founder.name} width={96} height={96} loading="lazy" />
                    )}
                    <div className="admin-entry__body">
                      <h3>{founder.name}</h3>
                      <p>{founder.content}</p>
                    </div>
                    <div className="admin-entry__actions">
                      <button type="button" className="admin-button admin-button--ghost" onClick={() => startEdit(founder)}>
                        Edit<span className="visually-hidden"> {founder.name}</span>
                      </button>
                      <button type="button" className="admin-button admin-button--danger" onClick={() => void remove(founder)}>
                        Delete<span className="visually-hidden"> {founder.name}</span>
                      </button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  )
}
