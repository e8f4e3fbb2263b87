import { notifyFailure } from '../../../ui/admin/failure'
import { api } from '../../../ui/admin/api'
import { RowChange, SaveAsDraftButton, useSaveAsDraft, withRevision } from '../../../ui/admin/RowDraft'
import { changeAddresses } from '../../../platform/versions/area'
import { useKitText } from '../../../ui/admin/kit-text'
import { SubmitButton, useSubmit } from '../../../ui/admin/forms'
import { Field, type PanelProps } from '../../../ui/admin/kit'
import { rowMark } from '../../../ui/admin/rows'
import { ListState } from '../../../ui/admin/ListState'
import { ItemPicker } from '../../../ui/admin/ItemPicker'
import { notify } from '../../../ui/admin/toasts'
import { useList } from '../../../ui/admin/useLoad'
import { usePickedDraft } from '../../../platform/versions/admin/usePickedDraft'
import { translationHref } from '../../../platform/translations/area'
import { statutoryArea } from '../area'
import { ENTRY_FIELDS, KIND_FIELDS, type EntryField, type FieldUse } from '../kinds'
import type { StatutoryEntry } from '../schema'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { useInPanelLanguage } from '../../../ui/field-hindi'
import { statutoryText } from './text'

/** The API's zod schema in its own chunk (the dashboard's first scripts stay free of zod). */
let schema: typeof import('../schema') | null = null
void import('../schema').then((module) => (schema = module))

/** A change kept as a draft (docs/decisions/287): previewed on its public page, published or discarded at the declared addresses. */
const CHANGES = changeAddresses(statutoryArea)

type Draft = Record<EntryField, string>
const draftOf = (entry: StatutoryEntry): Draft => Object.fromEntries(ENTRY_FIELDS.map((field) => [field, entry[field]])) as Draft

/** Statutory Facts: pick one (accreditation, head, Ombudsperson…), edit the fields its kind uses. */
export function StatutoryPanel({ userId }: PanelProps) {
  const entries = useList('/api/statutory')
  const { current, selected, draft, setDraft, pick, versions, revision, saved, refused, changedOnSite, afterOwnStep } = usePickedDraft(entries, statutoryArea, draftOf, 'entry', userId)
  const t = usePanelCatalogue(statutoryText)
  const { lang } = usePanelText()
  const said = useInPanelLanguage()
  /** A field's label and hint in the panel's language (kinds.ts keeps both). */
  const words = (use: FieldUse) => (lang === 'hi' ? use.hi : use)
  /** A hint that is an address (the portal's) is the same in either language: marked so. */
  const hintOf = (hint?: string) => (hint && /^https:\/\/\S+$/.test(hint) ? <span translate="no">{hint}</span> : hint)

  // "Save changes as draft": the edit waits as this person's draft, the site unchanged until it is published (docs/decisions/287)
  const drafting = useSaveAsDraft()
  const kit = useKitText()
  const form = useSubmit<Record<string, string | undefined>>({
    check: () => schema?.statutoryProblems(draft) ?? null,
    send: async () => {
      // refused when another saved the entry since it was opened (docs/decisions/283)
      saved((await api('PUT', `/api/statutory/${encodeURIComponent(selected)}`, withRevision(drafting.body({ ...draft! }), revision()))).body)
      notify.success(drafting.asked() ? kit.changes.saved : t.saved)
      await entries.reload()
    },
    onFailed: (err) => {
      notifyFailure(err)
      refused(err)
    },
  })
  // the schema's messages are the API's English: shown in the panel's language
  const problems = form.problem ?? {}
  const errors = Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, said(message)]))
  const edit = (field: EntryField, value: string) => {
    setDraft((old) => old && { ...old, [field]: value })
    form.setProblem(null)
  }

  return (
    <section className="admin-card">
      <ListState state={entries} errorText={t.loadFailed} emptyText={t.empty} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <form className="admin-form" noValidate onSubmit={drafting.onSubmit(form.submit)}>
            <ItemPicker
              id="statutory-pick"
              label={t.entry}
              items={list}
              selected={selected}
              changedOnSite={changedOnSite}
              nameOf={(item) => item.title}
              onPick={(next) => {
                pick(next)
                form.setProblem(null)
              }}
            />
            {current && (
              <div className="admin-actions" {...rowMark(current._id)}>
                {versions.button(current._id, current.title)}
                {current.change && <RowChange id={current._id} name={current.title} change={current.change} routes={CHANGES} reload={afterOwnStep} own={current.change.by === userId} />}
                <a className="admin-link" href={translationHref(statutoryArea.key, current._id)}>
                  {t.translation}
                </a>
              </div>
            )}
            {current && versions.list(current._id)}
            {draft && current && (
              <>
                <Field id="statutory-title" label={t.title} error={errors.title}>
                  <input id="statutory-title" value={draft.title} onChange={(e) => edit('title', e.currentTarget.value)} aria-invalid={!!errors.title || undefined} />
                </Field>
                {(Object.entries(KIND_FIELDS[current.kind]) as [EntryField, FieldUse][]).map(([field, use]) => (
                  <Field key={field} id={`statutory-${field}`} label={use.required ? t.needed(words(use).label) : words(use).label} hint={hintOf(words(use).hint)} error={errors[field]}>
                    {use.long ? (
                      <textarea id={`statutory-${field}`} rows={5} value={draft[field]} onChange={(e) => edit(field, e.currentTarget.value)} aria-invalid={!!errors[field] || undefined} />
                    ) : (
                      <input
                        id={`statutory-${field}`}
                        value={draft[field]}
                        type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : field === 'link' ? 'url' : 'text'}
                        onChange={(e) => edit(field, e.currentTarget.value)}
                        aria-invalid={!!errors[field] || undefined}
                      />
                    )}
                  </Field>
                ))}
                <div className="admin-actions">
                  <SubmitButton busy={form.busy} text={t.save} busyText={t.saving} />
                  <SaveAsDraftButton busy={form.busy} text={kit.changes.saveChange} />
                  <a className="admin-link" href={`/disclosure#${current.kind}`} target="_blank" rel="noopener">
                    {t.seeOnSite}
                  </a>
                </div>
              </>
            )}
          </form>
        )}
      </ListState>
    </section>
  )
}
