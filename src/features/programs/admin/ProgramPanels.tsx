import { scriptLang } from '../../../content/lang'
import { api } from '../../../ui/admin/api'
import { notifyFailure } from '../../../ui/admin/failure'
import { AddFormActions, problemsOrNull, useSubmit } from '../../../ui/admin/forms'
import { Field, type PanelProps } from '../../../ui/admin/kit'
import { inPanelLanguage } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { EditableTable, useRowEditor } from '../../../ui/admin/rows'
import { useKitText } from '../../../ui/admin/kit-text'
import { asDraftBody, RowChange, RowDraft, SaveAsDraftButton, useSaveAsDraft, withOwnChange, withRevision } from '../../../ui/admin/RowDraft'
import { changeAddresses, draftAddresses } from '../../../platform/versions/area'
import { useDraft } from '../../../ui/admin/session'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { useList } from '../../../ui/admin/useLoad'
import { programsArea } from '../area'
import { highlightsFromText, highlightsToText } from './highlights'
import { programsText } from './text'

type ProgramDraft = { title: string; duration: string; description: string; highlights: string }
type Errors = Partial<Record<keyof ProgramDraft, string>>

const EMPTY: ProgramDraft = { title: '', duration: '', description: '', highlights: '' }

/** The form's checks, in the API's own words: the fields show them in the panel's language. */
function check(draft: ProgramDraft): Errors {
  const errors: Errors = {}
  if (!draft.title.trim()) errors.title = 'Title is required'
  if (!draft.duration.trim()) errors.duration = 'Duration is required'
  return errors
}

function toBody(draft: ProgramDraft) {
  return {
    title: draft.title.trim(),
    duration: draft.duration.trim(),
    description: draft.description.trim(),
    highlights: highlightsFromText(draft.highlights),
  }
}

/** The four program inputs, shared by the add form and a table row in edit mode. */
function ProgramFields({ idPrefix, draft, errors, onChange }: { idPrefix: string; draft: ProgramDraft; errors: Errors; onChange: (next: ProgramDraft) => void }) {
  const set = (name: keyof ProgramDraft) => (event: { currentTarget: { value: string } }) => onChange({ ...draft, [name]: event.currentTarget.value })
  const { lang } = usePanelText()
  const f = programsText[lang].fields
  const shown = (message: string | undefined) => message && inPanelLanguage(message, lang)
  return (
    <>
      <Field id={`${idPrefix}-title`} label={f.title} error={shown(errors.title)}>
        <input id={`${idPrefix}-title`} value={draft.title} onChange={set('title')} required aria-invalid={!!errors.title} />
      </Field>
      <Field id={`${idPrefix}-duration`} label={f.duration} error={shown(errors.duration)}>
        <input id={`${idPrefix}-duration`} value={draft.duration} onChange={set('duration')} placeholder={f.durationPlaceholder} required aria-invalid={!!errors.duration} />
      </Field>
      <Field id={`${idPrefix}-description`} label={f.description} optional>
        <textarea id={`${idPrefix}-description`} value={draft.description} onChange={set('description')} rows={3} />
      </Field>
      <Field id={`${idPrefix}-highlights`} label={f.highlights} optional hint={f.highlightsHint}>
        <input id={`${idPrefix}-highlights`} value={draft.highlights} onChange={set('highlights')} />
      </Field>
    </>
  )
}

/** Where programs appear on the site: the home page's "Academic Programs" section. */
export const PROGRAMS_ON_SITE = '/#academic-programs'

/** Tells staff what "Services" edits (docs/decisions/032) and links to where it shows. */
function ServicesAreHomePrograms() {
  const t = programsText[usePanelText().lang]
  return (
    <p className="admin-lead">
      {t.lead}{' '}
      <a className="admin-link" href={PROGRAMS_ON_SITE} target="_blank" rel="noopener">
        {t.seeOnHome}
        <span className="visually-hidden">{t.newTab}</span>
      </a>
    </p>
  )
}

/** A program's drafts (docs/decisions/276): its preview on the home page (/preview/programs/<id>), Publish, Take off the site. */
const PROGRAM_DRAFTS = draftAddresses(programsArea)
/** A published program's change kept as a draft (docs/decisions/280): previewed at /preview/programs/<id>/change. */
const PROGRAM_CHANGES = changeAddresses(programsArea)

/** Add Services: the program form (docs/decisions/032), with "Save as draft" beside its submit. */
export function ProgramFormPanel({ go }: PanelProps) {
  const t = programsText[usePanelText().lang]
  const kit = useKitText()
  const [draft, setDraft] = useDraft<ProgramDraft>('program-add', EMPTY)
  const drafting = useSaveAsDraft()
  const form = useSubmit<Errors>({
    check: () => problemsOrNull(check(draft)),
    send: async () => {
      const { body } = await api('POST', '/api/home/uploadPrograms', drafting.body(toBody(draft)))
      notify.success(answerMessage(body, drafting.asked() ? kit.drafts.saved : t.added))
      setDraft(EMPTY)
    },
    onFailed: (err) => notifyFailure(err, t.failed),
  })

  return (
    <form className="admin-card admin-form" onSubmit={drafting.onSubmit(form.submit)} noValidate>
      <ServicesAreHomePrograms />
      <ProgramFields
        idPrefix="program-add"
        draft={draft}
        errors={form.problem ?? {}}
        onChange={(next) => {
          setDraft(next)
          form.setProblem(null)
        }}
      />
      <AddFormActions busy={form.busy} text={t.add} go={go} listPanel="all-services" listText={t.seeAll} problem={form.problem}>
        <SaveAsDraftButton busy={form.busy} />
      </AddFormActions>
    </form>
  )
}

/** All Services: the programs table with inline edit and delete. */
export function ProgramTablePanel({ userId }: PanelProps) {
  const t = programsText[usePanelText().lang]
  const programs = useList('/api/home/getAllPrograms')
  const editor = useRowEditor<ProgramDraft, Errors>({
    draftKey: 'program-edit',
    reload: programs.reload,
    check: (draft) => problemsOrNull(check(draft)),
    // "Save changes as draft" on a published program: kept beside it, the site unchanged (docs/decisions/280)
    save: (id, draft, asDraft, revision) => api('PUT', `/api/home/editProgram/${encodeURIComponent(id)}`, withRevision(asDraftBody(toBody(draft), asDraft), revision)),
    onSaved: (body) => notify.success(answerMessage(body, t.updated)),
    onSaveFailed: (err) => notifyFailure(err, t.failed),
    remove: {
      confirm: t.confirm,
      names: t.deleteNamed,
      call: (id) => api('DELETE', `/api/home/deletePrograms/${encodeURIComponent(id)}`),
      onRemoved: () => notify.success(t.deleted),
      onFailed: (err) => notifyFailure(err, t.failed),
    },
  })

  return (
    <EditableTable
      intro={<ServicesAreHomePrograms />}
      state={programs}
      errorText={t.loadFailed}
      emptyText={t.empty}
      label={t.name}
      editor={editor}
      translated={programsArea}
      versions={programsArea}
      editFormClass="admin-inline-form"
      changeDrafts={(program) => !program.draftBy}
      editFields={(program, draft) => <ProgramFields idPrefix={`program-${program._id}`} draft={draft} errors={editor.problem ?? {}} onChange={editor.change} />}
      columns={[
        {
          heading: t.fields.title,
          className: 'admin-table__title',
          cell: (program) => (
            <>
              <span lang={scriptLang(program.title)}>{program.title}</span>
              <RowDraft id={program._id} name={program.title} row={program} routes={PROGRAM_DRAFTS} takeOff={t.takeOff} reload={programs.reload} />
              {program.change && <RowChange id={program._id} name={program.title} change={program.change} routes={PROGRAM_CHANGES} reload={programs.reload} own={program.change.by === userId} />}
            </>
          ),
        },
        { heading: t.fields.duration, cell: (program) => <span lang={scriptLang(program.duration)}>{program.duration}</span> },
        { heading: t.fields.description, className: 'admin-table__long', cell: (program) => <span lang={scriptLang(program.description ?? '')}>{program.description}</span> },
        {
          heading: t.fields.highlights,
          cell: (program) =>
            program.highlights?.length ? (
              <ul className="admin-chips">
                {program.highlights.map((item, i) => (
                  <li key={i} lang={scriptLang(item)}>
                    {item}
                  </li>
                ))}
              </ul>
            ) : null,
        },
      ]}
      nameOf={(program) => program.title}
      onEdit={(row) => {
        // the writer goes on with their own change kept as a draft; anyone else edits the program as the site shows it
        const program = withOwnChange(row, userId)
        editor.start(program._id, {
          title: program.title,
          duration: program.duration,
          description: program.description ?? '',
          highlights: highlightsToText(program.highlights),
        }, row.revision)
      }}
    />
  )
}
