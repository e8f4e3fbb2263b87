import { api } from '../../../ui/admin/api'
import { notifyFailure } from '../../../ui/admin/failure'
import { AddFormActions, problemsOrNull, useSubmit } from '../../../ui/admin/forms'
import { CONFIRM, Field, type PanelProps } from '../../../ui/admin/kit'
import { EditableTable, useRowEditor } from '../../../ui/admin/rows'
import { useDraft } from '../../../ui/admin/session'
import { notify } from '../../../ui/admin/toasts'
import { useList } from '../../../ui/admin/useLoad'
import { programsArea } from '../area'
import { highlightsFromText, highlightsToText } from './highlights'

type ProgramDraft = { title: string; duration: string; description: string; highlights: string }
type Errors = Partial<Record<keyof ProgramDraft, string>>

const EMPTY: ProgramDraft = { title: '', duration: '', description: '', highlights: '' }
const FAILED = 'Something went wrong. Please try again.'

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
  return (
    <>
      <Field id={`${idPrefix}-title`} label="Title" error={errors.title}>
        <input id={`${idPrefix}-title`} value={draft.title} onChange={set('title')} required aria-invalid={!!errors.title} />
      </Field>
      <Field id={`${idPrefix}-duration`} label="Duration" error={errors.duration}>
        <input id={`${idPrefix}-duration`} value={draft.duration} onChange={set('duration')} placeholder="e.g. 5 Years" required aria-invalid={!!errors.duration} />
      </Field>
      <Field id={`${idPrefix}-description`} label="Description" optional>
        <textarea id={`${idPrefix}-description`} value={draft.description} onChange={set('description')} rows={3} />
      </Field>
      <Field id={`${idPrefix}-highlights`} label="Highlights" optional hint="Separate highlights with commas, e.g. Moot court, Legal aid clinic">
        <input id={`${idPrefix}-highlights`} value={draft.highlights} onChange={set('highlights')} />
      </Field>
    </>
  )
}

/** Where programs appear on the site: the home page's "Academic Programs" section. */
export const PROGRAMS_ON_SITE = '/#academic-programs'

/** Tells staff what "Services" edits (docs/decisions/032) and links to where it shows. */
function ServicesAreHomePrograms() {
  return (
    <p className="admin-lead">
      Services are the programs shown on the home page under “Academic Programs”.{' '}
      <a className="admin-link" href={PROGRAMS_ON_SITE} target="_blank" rel="noopener">
        See them on the home page<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  )
}

/** Add Services: the program form (docs/decisions/032). */
export function ProgramFormPanel({ go }: PanelProps) {
  const [draft, setDraft] = useDraft<ProgramDraft>('program-add', EMPTY)
  const form = useSubmit<Errors>({
    check: () => problemsOrNull(check(draft)),
    send: async () => {
      await api('POST', '/api/home/uploadPrograms', toBody(draft))
      notify.success('Program added successfully!')
      setDraft(EMPTY)
    },
    onFailed: (err) => notifyFailure(err, FAILED),
  })

  return (
    <form className="admin-card admin-form" onSubmit={form.submit} noValidate>
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
      <AddFormActions busy={form.busy} text="Add Program" go={go} listPanel="all-services" listText="See all programs" problem={form.problem} />
    </form>
  )
}

/** All Services: the programs table with inline edit and delete. */
export function ProgramTablePanel(_: PanelProps) {
  const programs = useList('/api/home/getAllPrograms')
  const editor = useRowEditor<ProgramDraft, Errors>({
    draftKey: 'program-edit',
    reload: programs.reload,
    check: (draft) => problemsOrNull(check(draft)),
    save: (id, draft) => api('PUT', `/api/home/editProgram/${encodeURIComponent(id)}`, toBody(draft)),
    onSaved: () => notify.success('Program updated successfully'),
    onSaveFailed: (err) => notifyFailure(err, FAILED),
    remove: {
      confirm: CONFIRM.generic,
      names: (title) => `Delete the program '${title}'?`,
      call: (id) => api('DELETE', `/api/home/deletePrograms/${encodeURIComponent(id)}`),
      onRemoved: () => notify.success('Program deleted successfully'),
      onFailed: (err) => notifyFailure(err, FAILED),
    },
  })

  return (
    <EditableTable
      intro={<ServicesAreHomePrograms />}
      state={programs}
      errorText="Could not load the programs."
      emptyText="No programs found."
      label="Programs"
      editor={editor}
      translated={programsArea}
      versions={programsArea}
      editFormClass="admin-inline-form"
      editFields={(program, draft) => <ProgramFields idPrefix={`program-${program._id}`} draft={draft} errors={editor.problem ?? {}} onChange={editor.change} />}
      columns={[
        { heading: 'Title', className: 'admin-table__title', cell: (program) => program.title },
        { heading: 'Duration', cell: (program) => program.duration },
        { heading: 'Description', className: 'admin-table__long', cell: (program) => program.description },
        {
          heading: 'Highlights',
          cell: (program) =>
            program.highlights?.length ? (
              <ul className="admin-chips">
                {program.highlights.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            ) : null,
        },
      ]}
      nameOf={(program) => program.title}
      onEdit={(program) =>
        editor.start(program._id, {
          title: program.title,
          duration: program.duration,
          description: program.description ?? '',
          highlights: highlightsToText(program.highlights),
        })
      }
    />
  )
}
