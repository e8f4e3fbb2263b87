import { useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api } from '../../../ui/admin/api'
import { AddFormActions, useSubmit } from '../../../ui/admin/forms'
import { useKitText } from '../../../ui/admin/kit-text'
import { ImagePicker } from '../../../ui/admin/ImagePicker'
import { thumbnailUrl } from '../../../ui/admin/images'
import { CONFIRM, Field, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { EditDeleteButtons, rowMark, SaveCancelButtons, useRowEditor } from '../../../ui/admin/rows'
import { asDraftBody, RowChange, RowDraft, SaveAsDraftButton, useSaveAsDraft, withOwnChange, withRevision } from '../../../ui/admin/RowDraft'
import { changeAddresses, draftAddresses } from '../../../platform/versions/area'
import { useRowVersions } from '../../../platform/versions/admin/RowVersions'
import { foundersArea } from '../areas'
import { useDraft } from '../../../ui/admin/session'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { useList } from '../../../ui/admin/useLoad'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { useInPanelLanguage } from '../../../ui/field-hindi'
import { textLang } from '../../../ui/text-lang'
import { aboutText } from './text'

type FounderDraft = { name: string; content: string; alt: string }
const EMPTY: FounderDraft = { name: '', content: '', alt: '' }
const CONTENT_REQUIRED = 'Content is required'

function founderForm(draft: FounderDraft, image: File | null): FormData {
  const form = new FormData()
  form.append('name', draft.name.trim())
  form.append('content', draft.content.trim())
  form.append('alt', (draft.alt ?? '').trim())
  if (image) form.append('image', image, image.name)
  return form
}

/** A founders' entry's drafts (docs/decisions/277): its preview on About Us (/preview/founders/<id>), Publish, Take off the site. */
const FOUNDER_DRAFTS = draftAddresses(foundersArea)
/** A published entry's change kept as a draft (docs/decisions/280): previewed on About Us (/preview/founders/<id>/change). */
const FOUNDER_CHANGES = changeAddresses(foundersArea)

/** How the panel names an entry (its name, or the start of its text when it has none). */
const founderName = (founder: { name?: string; content: string }) => founder.name || founder.content.slice(0, 40)

function FounderFields({ idPrefix, draft, onChange, error }: { idPrefix: string; draft: FounderDraft; onChange: (next: FounderDraft) => void; error?: string }) {
  const t = usePanelCatalogue(aboutText).founders
  const kit = useKitText()
  const said = useInPanelLanguage()
  return (
    <>
      <Field id={`${idPrefix}-name`} label={t.name} optional>
        <input id={`${idPrefix}-name`} value={draft.name} onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })} />
      </Field>
      <Field id={`${idPrefix}-content`} label={t.content} error={said(error)}>
        <textarea id={`${idPrefix}-content`} rows={4} value={draft.content} onChange={(event) => onChange({ ...draft, content: event.currentTarget.value })} required aria-invalid={!!error} />
      </Field>
      <Field id={`${idPrefix}-alt`} label={t.alt} optional hint={kit.alt.hint}>
        <input id={`${idPrefix}-alt`} maxLength={250} value={draft.alt ?? ''} onChange={(event) => onChange({ ...draft, alt: event.currentTarget.value })} />
      </Field>
    </>
  )
}

/**
 * Add Founders: name, content (required) and a photo, with "Save as draft" beside its submit.
 * Failures are logged (spec §8) and said.
 */
export function FounderFormPanel({ go }: PanelProps) {
  const [draft, setDraft] = useDraft<FounderDraft>('founder-add', EMPTY)
  const [image, setImage] = useState<File | null>(null)
  const t = usePanelCatalogue(aboutText).founders
  const kit = useKitText()
  // "Save as draft": the same form, kept as this person's draft, not on the site until published
  const drafting = useSaveAsDraft()
  const form = useSubmit<string>({
    check: () => (draft.content.trim() ? null : CONTENT_REQUIRED),
    send: async () => {
      const { body } = await api('POST', '/api/about/addfoundation', drafting.body(founderForm(draft, image)))
      notify.success(answerMessage(body, drafting.asked() ? kit.drafts.saved : t.added))
      setDraft(EMPTY)
      setImage(null)
    },
    // Spec §8 logs these; issue 30 asks that the form says why too (docs/decisions/133).
    onFailed: (err) => {
      console.error('Adding the foundation entry failed:', err)
      notifyFailure(err)
    },
  })

  return (
    <form className="admin-card admin-form" onSubmit={drafting.onSubmit(form.submit)} noValidate>
      <FounderFields
        idPrefix="founder-add"
        draft={draft}
        error={form.problem ?? ''}
        onChange={(next) => {
          setDraft(next)
          form.setProblem(null)
        }}
      />
      <Field id="founder-add-image" label={t.photo} optional>
        <ImagePicker id="founder-add-image" file={image} onChange={setImage} />
      </Field>
      <AddFormActions busy={form.busy} text={t.add} go={go} listPanel="all-founders" listText={t.seeAll} problem={form.problem}>
        <SaveAsDraftButton busy={form.busy} />
      </AddFormActions>
    </form>
  )
}

/**
 * All Founders: each entry with inline edit (name, content, new photo) and delete, and its draft
 * state (RowDraft): the list is the staff read, with this person's drafts (every draft for an Administrator).
 */
export function FounderListPanel({ userId }: PanelProps) {
  const founders = useList('/api/about/getfoundation')
  const [image, setImage] = useState<File | null>(null)
  const t = usePanelCatalogue(aboutText).founders
  const editor = useRowEditor<FounderDraft>({
    draftKey: 'founder-edit',
    reload: founders.reload,
    check: (draft) => (draft.content.trim() ? null : CONTENT_REQUIRED),
    clearProblemOnChange: true,
    // "Save changes as draft" on a published entry: kept beside it, About Us unchanged (docs/decisions/280)
    save: (id, draft, asDraft, revision) => api('PUT', `/api/about/updatefoundation/${encodeURIComponent(id)}`, withRevision(asDraftBody(founderForm(draft, image), asDraft), revision)),
    onSaved: (body) => {
      setImage(null)
      notify.success(answerMessage(body, t.updated))
    },
    // Logged as spec §8 has it, and said (docs/decisions/133); the row stays in edit mode with the text kept.
    onSaveFailed: (err) => {
      console.error('Updating the foundation entry failed:', err)
      notifyFailure(err)
    },
    remove: {
      confirm: CONFIRM.entry,
      names: t.deleteNamed,
      call: (id) => api('DELETE', `/api/about/deletefoundation/${encodeURIComponent(id)}`),
      onRemoved: (body) => notify.success(answerMessage(body, t.deleted)),
      onFailed: (err) => notifyFailure(err),
    },
  })
  const { editing } = editor
  const versions = useRowVersions(foundersArea, founders.reload)

  return (
    <section className="admin-card">
      <ListState state={founders} errorText={t.loadFailed} emptyText={t.empty} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="admin-entries" ref={(el) => void (editor.listRef.current = el)}>
            {list.map((founder) => (
              <li key={founder._id} className="admin-entry" {...rowMark(founder._id)}>
                {editing?.id === founder._id ? (
                  <div className="admin-form admin-entry__edit">
                    <FounderFields idPrefix={`founder-${founder._id}`} draft={editing.draft} error={editor.problem ?? ''} onChange={editor.change} />
                    <Field id={`founder-${founder._id}-image`} label={t.replacePhoto}>
                      <ImagePicker
                        id={`founder-${founder._id}-image`}
                        file={image}
                        onChange={setImage}
                        currentUrl={thumbnailUrl('About', founder.ourFoundationImage, founder.imageMeta)}
                      />
                    </Field>
                    <div className="admin-actions">
                      <SaveCancelButtons busy={editor.busy} onSave={() => void editor.save()} onCancel={editor.cancel} onSaveDraft={founder.draftBy ? undefined : () => void editor.save(true)} />
                    </div>
                  </div>
                ) : (
                  <>
                    {founder.ourFoundationImage && (
                      <img className="admin-entry__image" src={thumbnailUrl('About', founder.ourFoundationImage, founder.imageMeta)} alt={founder.alt || founder.name} lang={textLang(founder.alt || founder.name)} width={96} height={96} loading="lazy" />
                    )}
                    <div className="admin-entry__body">
                      <h3 lang={textLang(founder.name)}>{founder.name}</h3>
                      <p lang={textLang(founder.content)}>{founder.content}</p>
                      <RowDraft id={founder._id} name={founderName(founder)} row={founder} routes={FOUNDER_DRAFTS} takeOff={t.takeOff} reload={founders.reload} />
                      {founder.change && <RowChange id={founder._id} name={founderName(founder)} change={founder.change} routes={FOUNDER_CHANGES} reload={founders.reload} own={founder.change.by === userId} />}
                    </div>
                    <div className="admin-entry__actions">
                      <EditDeleteButtons
                        name={founder.name}
                        versions={versions.button(founder._id, founderName(founder))}
                        onEdit={() => {
                          setImage(null)
                          // the writer goes on with their own change kept as a draft
                          const shown = withOwnChange(founder, userId)
                          editor.start(founder._id, { name: shown.name ?? '', content: shown.content ?? '', alt: shown.alt ?? '' }, founder.revision)
                        }}
                        onDelete={() => void editor.remove(founder._id, founderName(founder))}
                      />
                    </div>
                    {versions.list(founder._id)}
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
