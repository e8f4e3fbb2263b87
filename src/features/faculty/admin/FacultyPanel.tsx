import { useEffect, useRef, useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api, fieldProblemsOf } from '../../../ui/admin/api'
import type { FacultyMember } from '../schema'
import { useKitText } from '../../../ui/admin/kit-text'
import { ErrorSummary, SubmitButton, useSubmit } from '../../../ui/admin/forms'
import { ImagePicker } from '../../../ui/admin/ImagePicker'
import { thumbnailUrl } from '../../../ui/admin/images'
import { CONFIRM, Field, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { EditDeleteButtons, rowMark, SaveCancelButtons, useRowEditor } from '../../../ui/admin/rows'
import { asDraftBody, RowChange, RowDraft, SaveAsDraftButton, useSaveAsDraft, withOwnChange, withRevision } from '../../../ui/admin/RowDraft'
import { changeAddresses, draftAddresses } from '../../../platform/versions/area'
import { useDraft } from '../../../ui/admin/session'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { useList } from '../../../ui/admin/useLoad'
import { useRowVersions } from '../../../platform/versions/admin/RowVersions'
import { facultyArea } from '../area'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { useInPanelLanguage } from '../../../ui/field-hindi'
import { textLang } from '../../../ui/text-lang'
import { facultyText } from './text'

/** The API's zod schema in its own chunk (the dashboard's first scripts stay free of zod). */
let schema: typeof import('../schema') | null = null
void import('../schema').then((module) => (schema = module))

type Draft = { name: string; designation: string; qualifications: string; experienceYears: string; alt: string; removePhoto: boolean }
type Problems = Record<string, string>
const EMPTY: Draft = { name: '', designation: '', qualifications: '', experienceYears: '', alt: '', removePhoto: false }

function draftOf(member: FacultyMember): Draft {
  return { name: member.name, designation: member.designation, qualifications: member.qualifications, experienceYears: String(member.experienceYears), alt: member.alt, removePhoto: false }
}

/** The fields as the API reads them (multipart: the photo rides along as `image`). */
function memberForm(draft: Draft, image: File | null): FormData {
  const form = new FormData()
  form.append('name', draft.name.trim())
  form.append('designation', draft.designation.trim())
  form.append('qualifications', draft.qualifications.trim())
  form.append('experienceYears', draft.experienceYears.trim())
  form.append('alt', draft.alt.trim())
  if (draft.removePhoto) form.append('removePhoto', '1')
  if (image) form.append('image', image, image.name)
  return form
}

/** A faculty entry's drafts (docs/decisions/276): its preview on About Us (/preview/faculty/<id>), Publish, Take off the site. */
const FACULTY_DRAFTS = draftAddresses(facultyArea)
/** A published entry's change kept as a draft (docs/decisions/280): previewed on About Us (/preview/faculty/<id>/change). */
const FACULTY_CHANGES = changeAddresses(facultyArea)

const check = (draft: Draft): Problems | null => schema?.facultyProblems({ ...draft, removePhoto: undefined }) ?? null

function MemberFields({ idPrefix, draft, onChange, problems }: { idPrefix: string; draft: Draft; onChange: (next: Draft) => void; problems: Problems }) {
  const t = usePanelCatalogue(facultyText)
  const said = useInPanelLanguage()
  const input = (key: 'name' | 'designation' | 'qualifications', label: string, hint?: string) => (
    <Field id={`${idPrefix}-${key}`} label={label} error={said(problems[key])} hint={hint}>
      <input id={`${idPrefix}-${key}`} value={draft[key]} onChange={(event) => onChange({ ...draft, [key]: event.currentTarget.value })} />
    </Field>
  )
  return (
    <>
      {input('name', t.name)}
      {input('designation', t.designation, t.designationHint)}
      {input('qualifications', t.qualifications, t.qualificationsHint)}
      <Field id={`${idPrefix}-years`} label={t.years} error={said(problems.experienceYears)}>
        <input id={`${idPrefix}-years`} inputMode="numeric" value={draft.experienceYears} onChange={(event) => onChange({ ...draft, experienceYears: event.currentTarget.value })} />
      </Field>
    </>
  )
}

/** The photo's description, placed under the photo it describes. */
function AltField({ idPrefix, draft, onChange, problems }: { idPrefix: string; draft: Draft; onChange: (next: Draft) => void; problems: Problems }) {
  const t = usePanelCatalogue(facultyText)
  const kit = useKitText()
  const said = useInPanelLanguage()
  return (
    <Field id={`${idPrefix}-alt`} label={t.alt} hint={kit.alt.hint} error={said(problems.alt)}>
      <input id={`${idPrefix}-alt`} maxLength={250} value={draft.alt} onChange={(event) => onChange({ ...draft, alt: event.currentTarget.value })} />
    </Field>
  )
}

/** Add a member: the same fields and checks as the API, the photo optional. */
function AddMember({ onAdded }: { onAdded: () => unknown }) {
  const [draft, setDraft] = useDraft<Draft>('faculty-add', EMPTY)
  const [image, setImage] = useState<File | null>(null)
  const t = usePanelCatalogue(facultyText)
  const kit = useKitText()
  // "Save as draft": the same form, kept as this person's draft, not on the site until published
  const drafting = useSaveAsDraft()
  const form = useSubmit<Problems>({
    check: () => check(draft),
    send: async () => {
      const { body } = await api('POST', '/api/faculty', drafting.body(memberForm(draft, image)))
      notify.success(answerMessage(body, drafting.asked() ? kit.drafts.saved : t.added))
      setDraft(EMPTY)
      setImage(null)
      await onAdded()
    },
    onFailed: (err) => {
      form.setProblem(fieldProblemsOf(err))
      notifyFailure(err)
    },
  })
  // A change to any field clears the problems the last try showed.
  const change = (next: Draft) => {
    setDraft(next)
    form.setProblem(null)
  }
  return (
    <form className="admin-card admin-form" onSubmit={drafting.onSubmit(form.submit)} noValidate aria-labelledby="faculty-add-title">
      <h3 id="faculty-add-title">{t.addHeading}</h3>
      <MemberFields idPrefix="faculty-add" draft={draft} problems={form.problem ?? {}} onChange={change} />
      <Field id="faculty-add-image" label={t.photoOptional} hint={t.photoHint}>
        <ImagePicker id="faculty-add-image" file={image} onChange={setImage} />
      </Field>
      <AltField idPrefix="faculty-add" draft={draft} problems={form.problem ?? {}} onChange={change} />
      <div className="admin-actions">
        <ErrorSummary problem={form.problem} />
        <SubmitButton busy={form.busy} text={t.add} busyText={t.adding} />
        <SaveAsDraftButton busy={form.busy} />
      </div>
    </form>
  )
}

/**
 * Faculty: everyone in the order the site shows them (Up / Down), each with inline edit (photo,
 * its description) and delete (to the bin); the add form below.
 */
export function FacultyPanel({ userId }: PanelProps) {
  const faculty = useList('/api/faculty')
  const [image, setImage] = useState<File | null>(null)
  const t = usePanelCatalogue(facultyText)
  const moving = useRef(false)
  /** After a move, focus returns to the moved person's button (the row moved in the page). */
  const [focusMove, setFocusMove] = useState<{ id: string; to: 'up' | 'down' } | null>(null)
  useEffect(() => {
    if (!focusMove) return
    const row = document.querySelector(`[data-row="${CSS.escape(focusMove.id)}"]`)
    if (!row) return
    setFocusMove(null)
    const buttons = row.querySelectorAll<HTMLButtonElement>('[data-move]')
    const wanted = [...buttons].find((b) => b.dataset.move === focusMove.to && !b.disabled) ?? [...buttons].find((b) => !b.disabled)
    wanted?.focus()
  }, [focusMove, faculty.data])
  const editor = useRowEditor<Draft, Problems>({
    draftKey: 'faculty-edit',
    reload: faculty.reload,
    check,
    clearProblemOnChange: true,
    // "Save changes as draft" on a published entry: kept beside it, About Us unchanged (docs/decisions/280)
    save: (id, draft, asDraft, revision) => api('PUT', `/api/faculty/${encodeURIComponent(id)}`, withRevision(asDraftBody(memberForm(draft, image), asDraft), revision)),
    onSaved: (body) => {
      setImage(null)
      notify.success(answerMessage(body, t.updated))
    },
    onSaveFailed: (err) => notifyFailure(err),
    remove: {
      confirm: CONFIRM.entry,
      names: t.deleteNamed,
      call: (id) => api('DELETE', `/api/faculty/${encodeURIComponent(id)}`),
      onRemoved: (body) => notify.success(answerMessage(body, t.deleted)),
      onFailed: (err) => notifyFailure(err),
    },
  })
  const { editing } = editor
  const versions = useRowVersions(facultyArea, faculty.reload)

  async function move(list: FacultyMember[], index: number, by: -1 | 1) {
    const ids = list.map((member) => member._id)
    const [id] = ids.splice(index, 1)
    ids.splice(index + by, 0, id!)
    if (moving.current) return
    moving.current = true
    try {
      await api('POST', '/api/faculty/order', { ids })
      notify.success(t.moved(list[index]!.name, by < 0))
      await faculty.reload()
      setFocusMove({ id: id!, to: by < 0 ? 'up' : 'down' })
    } catch (err) {
      notifyFailure(err)
    } finally {
      moving.current = false
    }
  }

  return (
    <>
      <section className="admin-card" aria-label={t.listName}>
        <p className="admin-field-hint">
          {t.shownOn}
          <a className="admin-link" href="/aboutUs#faculty" target="_blank" rel="noopener">
            {t.aboutUs}
          </a>
          {t.and}
          <a className="admin-link" href="/disclosure#faculty" target="_blank" rel="noopener">
            {t.disclosure}
          </a>
          {t.inThisOrder}
        </p>
        <ListState state={faculty} errorText={t.loadFailed} emptyText={t.empty} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ol className="admin-entries faculty-list" ref={(el) => void (editor.listRef.current = el)}>
              {list.map((member, index) => (
                <li key={member._id} className="admin-entry" {...rowMark(member._id)}>
                  {editing?.id === member._id ? (
                    <div className="admin-form admin-entry__edit">
                      <MemberFields idPrefix={`faculty-${member._id}`} draft={editing.draft} problems={editor.problem ?? {}} onChange={editor.change} />
                      <Field id={`faculty-${member._id}-image`} label={member.image ? t.replacePhoto : t.photo}>
                        <ImagePicker id={`faculty-${member._id}-image`} file={image} onChange={setImage} currentUrl={member.image ? thumbnailUrl('Faculty', member.image, member.imageMeta) : member.placeholder} />
                      </Field>
                      <AltField idPrefix={`faculty-${member._id}`} draft={editing.draft} problems={editor.problem ?? {}} onChange={editor.change} />
                      {member.image && (
                        <label className="admin-check">
                          <input type="checkbox" checked={editing.draft.removePhoto} onChange={(event) => editor.change({ ...editing.draft, removePhoto: event.currentTarget.checked })} /> {t.removePhoto}
                        </label>
                      )}
                      <div className="admin-actions">
                        <SaveCancelButtons busy={editor.busy} onSave={() => void editor.save()} onCancel={editor.cancel} onSaveDraft={member.draftBy ? undefined : () => void editor.save(true)} />
                      </div>
                    </div>
                  ) : (
                    <>
                      <img className="admin-entry__image faculty-list__photo" src={member.image ? thumbnailUrl('Faculty', member.image, member.imageMeta) : member.placeholder} alt="" width={72} height={72} loading="lazy" />
                      <div className="admin-entry__body">
                        <h3 lang={textLang(member.name)}>{member.name}</h3>
                        <p lang={textLang(member.designation)}>{member.designation}</p>
                        <p className="admin-field-hint">
                          {member.qualifications && <span lang={textLang(member.qualifications)}>{member.qualifications}</span>}
                          {member.qualifications && ' · '}
                          {t.experience(member.experienceYears)}
                        </p>
                        {member.image && !member.alt && <p className="admin-field-hint">{t.noAlt}</p>}
                        <RowDraft id={member._id} name={member.name} row={member} routes={FACULTY_DRAFTS} takeOff={t.takeOff} reload={faculty.reload} />
                        {member.change && <RowChange id={member._id} name={member.name} change={member.change} routes={FACULTY_CHANGES} reload={faculty.reload} own={member.change.by === userId} />}
                      </div>
                      <div className="admin-entry__actions faculty-list__actions">
                        <button type="button" className="admin-button admin-button--ghost" data-move="up" disabled={index === 0} onClick={() => void move(list, index, -1)}>
                          {t.up}<span className="visually-hidden"> {member.name}</span>
                        </button>
                        <button type="button" className="admin-button admin-button--ghost" data-move="down" disabled={index === list.length - 1} onClick={() => void move(list, index, 1)}>
                          {t.down}<span className="visually-hidden"> {member.name}</span>
                        </button>
                        <EditDeleteButtons
                          name={member.name}
                          versions={versions.button(member._id, member.name)}
                          onEdit={() => {
                            setImage(null)
                            editor.start(member._id, draftOf(withOwnChange(member, userId)), member.revision)
                          }}
                          onDelete={() => void editor.remove(member._id, member.name)}
                        />
                      </div>
                      {versions.list(member._id)}
                    </>
                  )}
                </li>
              ))}
            </ol>
          )}
        </ListState>
      </section>
      <AddMember onAdded={faculty.reload} />
    </>
  )
}
