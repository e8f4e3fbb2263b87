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
import { focusAfterPositionRemoval } from '../../../ui/admin/focus'
import { useList } from '../../../ui/admin/useLoad'
import { usePickedDraft } from '../../../platform/versions/admin/usePickedDraft'
import { committeesArea } from '../area'
import type { Committee, Member } from '../schema'
import { SEATS, type Seat } from '../seats'
import { COMPOSITION, missingMembers } from '../rules'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { useInPanelLanguage } from '../../../ui/field-hindi'
import { textLang } from '../../../ui/text-lang'
import { committeesText } from './text'

/** The API's zod schema in its own chunk (the dashboard's first scripts stay free of zod). */
let schema: typeof import('../schema') | null = null
void import('../schema').then((module) => (schema = module))

/** A change kept as a draft (docs/decisions/287): previewed on its public page, published or discarded at the declared addresses. */
const CHANGES = changeAddresses(committeesArea)

type Draft = { name: string; basis: string; howToComplain: string; orderDocumentId: string; members: Member[] }
type Errors = Record<string, string | undefined>

const EMPTY_MEMBER: Member = { name: '', role: '', phone: '', email: '', seat: 'member', professor: false, woman: false, reserved: false }

function draftOf(committee: Committee): Draft {
  return { name: committee.name, basis: committee.basis, howToComplain: committee.howToComplain, orderDocumentId: committee.orderDocumentId ?? '', members: committee.members.map((m) => ({ ...EMPTY_MEMBER, ...m })) }
}

/** Committees: pick one, edit its members, order and how to complain; the API's schema checks first. */
export function CommitteePanel({ userId }: PanelProps) {
  const committees = useList('/api/committees')
  const documents = useList('/api/documents')
  const { current, selected, draft, setDraft, pick, versions, revision, saved, refused, changedOnSite, afterOwnStep } = usePickedDraft(committees, committeesArea, draftOf, 'committee', userId)
  const t = usePanelCatalogue(committeesText)
  const said = useInPanelLanguage()

  // "Save changes as draft": the edit waits as this person's draft, the site unchanged until it is published (docs/decisions/287)
  const drafting = useSaveAsDraft()
  const kit = useKitText()
  const form = useSubmit<Errors>({
    check: () => schema?.committeeProblems(draft) ?? null,
    send: async () => {
      // refused when another saved the committee since it was opened (docs/decisions/283)
      saved((await api('PUT', `/api/committees/${encodeURIComponent(selected)}`, withRevision(drafting.body({ ...draft! }), revision()))).body)
      notify.success(drafting.asked() ? kit.changes.saved : t.saved)
      await committees.reload()
    },
    onFailed: (err) => {
      notifyFailure(err)
      refused(err)
    },
  })
  // the schema's messages are the API's English: shown in the panel's language
  const problems = form.problem ?? {}
  const errors = Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, said(message)]))
  const edit = (change: Partial<Draft>) => {
    setDraft((old) => old && { ...old, ...change })
    form.setProblem(null)
  }
  const editMember = (index: number, change: Partial<Member>) => edit({ members: draft!.members.map((m, i) => (i === index ? { ...m, ...change } : m)) })

  return (
    <section className="admin-card">
      <ListState state={committees} errorText={t.loadFailed} emptyText={t.empty} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <form className="admin-form" noValidate onSubmit={drafting.onSubmit(form.submit)}>
            <ItemPicker
              id="committee-pick"
              label={t.committee}
              items={list}
              selected={selected}
              changedOnSite={changedOnSite}
              nameOf={(item) => item.name}
              onPick={(next) => {
                pick(next)
                form.setProblem(null)
              }}
            />
            {current && (
              <div className="admin-actions" {...rowMark(current._id)}>
                {versions.button(current._id, current.name)}
                {current.change && <RowChange id={current._id} name={current.name} change={current.change} routes={CHANGES} reload={afterOwnStep} own={current.change.by === userId} />}
              </div>
            )}
            {current && versions.list(current._id)}
            {draft && (
              <>
                <Field id="committee-name" label={t.name} error={errors.name}>
                  <input id="committee-name" value={draft.name} onChange={(e) => edit({ name: e.currentTarget.value })} aria-invalid={!!errors.name || undefined} />
                </Field>
                <Field id="committee-basis" label={t.basis} error={errors.basis}>
                  <input id="committee-basis" value={draft.basis} onChange={(e) => edit({ basis: e.currentTarget.value })} />
                </Field>
                <fieldset className="committee-members">
                  <legend>{t.members}</legend>
                  {draft.members.length === 0 && <p className="admin-field-hint">{t.noMembers}</p>}
                  {draft.members.map((member, i) => (
                    <div key={i} className="committee-member" role="group" aria-label={t.member(i + 1)}>
                      {(['name', 'role', 'phone', 'email'] as const).map((key) => (
                        <Field key={key} id={`member-${i}-${key}`} label={t.memberFields[key]} error={errors[`members.${i}.${key}`]}>
                          <input
                            id={`member-${i}-${key}`}
                            value={member[key]}
                            type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
                            placeholder={key === 'role' ? t.rolePlaceholder : undefined}
                            aria-invalid={!!errors[`members.${i}.${key}`] || undefined}
                            onChange={(e) => editMember(i, { [key]: e.currentTarget.value })}
                          />
                        </Field>
                      ))}
                      <Field id={`member-${i}-seat`} label={t.seat}>
                        <select id={`member-${i}-seat`} value={member.seat} onChange={(e) => editMember(i, { seat: e.currentTarget.value as Seat })}>
                          {SEATS.map((seat) => (
                            <option key={seat} value={seat}>
                              {t.seats[seat]}
                            </option>
                          ))}
                        </select>
                      </Field>
                      <div className="committee-member__flags">
                        {(['professor', 'woman', 'reserved'] as const).map((key) => (
                          <label key={key} className="admin-check">
                            <input type="checkbox" checked={member[key]} onChange={(e) => editMember(i, { [key]: e.currentTarget.checked })} /> {t.flags[key]}
                          </label>
                        ))}
                      </div>
                      <button
                        type="button"
                        className="admin-button admin-button--danger committee-member__remove"
                        onClick={() => {
                          edit({ members: draft.members.filter((_, j) => j !== i) })
                          focusAfterPositionRemoval(() => document.querySelectorAll<HTMLElement>('.committee-member__remove'), i, draft.members.length - 1, () => document.getElementById('committee-member-add'))
                        }}
                      >
                        {t.remove}<span className="visually-hidden">{t.removeMember(i + 1)}</span>
                      </button>
                    </div>
                  ))}
                  <button type="button" id="committee-member-add" className="admin-button admin-button--ghost" onClick={() => edit({ members: [...draft.members, { ...EMPTY_MEMBER }] })}>
                    {t.addMember}
                  </button>
                </fieldset>
                <Field id="committee-complain" label={t.howToComplain} error={errors.howToComplain} hint={t.howToComplainHint}>
                  <textarea id="committee-complain" rows={5} value={draft.howToComplain} onChange={(e) => edit({ howToComplain: e.currentTarget.value })} />
                </Field>
                <Field id="committee-order" label={t.order} error={errors.orderDocumentId}>
                  <select id="committee-order" value={draft.orderDocumentId} onChange={(e) => edit({ orderDocumentId: e.currentTarget.value })}>
                    <option value="">{t.none}</option>
                    {(documents.data ?? [])
                      .slice()
                      .sort((a, b) => Number(b.category === 'committee-orders') - Number(a.category === 'committee-orders'))
                      .map((d) => (
                        <option key={d._id} value={d._id} lang={textLang(d.title)}>
                          {d.title}
                        </option>
                      ))}
                  </select>
                </Field>
                {current && COMPOSITION[current.kind] && <CompositionCheck kind={current.kind} members={draft.members} />}
                <div className="admin-actions">
                  <SubmitButton busy={form.busy} text={t.save} busyText={t.saving} />
                  <SaveAsDraftButton busy={form.busy} text={kit.changes.saveChange} />
                  <a className="admin-link" href={`/committees#${current?.kind ?? ''}`} target="_blank" rel="noopener">
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

/** What the committee's rule asks, and what the members in the form do not give yet: said before it is saved and shown. */
function CompositionCheck({ kind, members }: { kind: Committee['kind']; members: Member[] }) {
  const missing = missingMembers(kind, members)
  const { lang } = usePanelText()
  const t = usePanelCatalogue(committeesText)
  const said = useInPanelLanguage()
  return (
    <section className="committee-rule" aria-label={t.ruleAsks}>
      <p className="admin-field-hint">{COMPOSITION[kind]!.rule[lang]}</p>
      <div role="status" className={missing.length ? 'committee-rule__missing' : 'committee-rule__met'}>
        {missing.length ? (
          <>
            <p>
              <strong>{t.notComplete}</strong>
            </p>
            <ul>
              {missing.map((message) => (
                <li key={message}>{said(message)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t.complete}</p>
        )}
      </div>
    </section>
  )
}
