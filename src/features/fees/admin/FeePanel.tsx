import { Fragment, useEffect, useRef, useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { courses, type CourseKey } from '../../../content/courses'
import { api, ApiError, fieldProblemsOf } from '../../../ui/admin/api'
import type { FeeRow } from '../schema'
import { ErrorSummary, SubmitButton, useSubmit } from '../../../ui/admin/forms'
import { CONFIRM, confirmed, Field, ScrollTable, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { deleteQuestion, EditDeleteButtons, rowMark } from '../../../ui/admin/rows'
import { useRowVersions } from '../../../platform/versions/admin/RowVersions'
import { feesArea } from '../area'
import { useKitText } from '../../../ui/admin/kit-text'
import { RowChange, RowDraft, SaveAsDraftButton, stepRevision, useSaveAsDraft, withOwnChange, withRevision, type ChangeMark } from '../../../ui/admin/RowDraft'
import { changeAddresses, draftAddresses } from '../../../platform/versions/area'
import { useDraft } from '../../../ui/admin/session'
import { answerMessage, notify } from '../../../ui/admin/toasts'
import { focusAfterPositionRemoval } from '../../../ui/admin/focus'
import { useList } from '../../../ui/admin/useLoad'
import { rupees } from '../../../ui/numbers'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { useInPanelLanguage } from '../../../ui/field-hindi'
import { textLang } from '../../../ui/text-lang'
import { feesText } from './text'

/** The API's zod schema in its own chunk (the dashboard's first scripts stay free of zod). */
let schema: typeof import('../schema') | null = null
void import('../schema').then((module) => (schema = module))

type OtherDraft = { covers: string; amount: string }
type Draft = { course: string; academicYear: string; tuitionFee: string; otherFees: OtherDraft[]; refundDocumentId: string }
type Problems = Record<string, string>

/** The academic year that starts in the current calendar year (2026 → "2026-27"). */
function thisAcademicYear(): string {
  const year = new Date().getFullYear()
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`
}

const emptyDraft = (): Draft => ({ course: courses[0]!.key, academicYear: thisAcademicYear(), tuitionFee: '', otherFees: [], refundDocumentId: '' })

function draftOf(row: FeeRow): Draft {
  return {
    course: row.course,
    academicYear: row.academicYear,
    tuitionFee: String(row.tuitionFee),
    otherFees: row.otherFees.map((fee) => ({ covers: fee.covers, amount: String(fee.amount) })),
    refundDocumentId: row.refundDocumentId ?? '',
  }
}


/** A fee row's drafts (docs/decisions/276): its preview on Mandatory Disclosure (/preview/fees/<id>), Publish, Take off the site. */
const FEE_DRAFTS = draftAddresses(feesArea)
/** A published fee row's change kept as a draft (docs/decisions/280): previewed on Mandatory Disclosure (/preview/fees/<id>/change). */
const FEE_CHANGES = changeAddresses(feesArea)

/** What a typed amount reads as, for the hint under the box ("₹1,20,000"); '' while it is not a number. */
function amountPreview(text: string): string {
  const plain = text.replace(/[\s,₹]/g, '')
  return /^\d{1,9}$/.test(plain) ? rupees(Number(plain)) : ''
}

/** The row named in the address (?panel=fees&row=<id>): a link to one row opens it for editing. */
function rowFromAddress(): string {
  return typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('row') ?? '')
}

function setRowInAddress(id: string) {
  const url = new URL(window.location.href)
  if (id) url.searchParams.set('row', id)
  else url.searchParams.delete('row')
  window.history.replaceState(window.history.state, '', url)
}

/**
 * Fee Table: one row per course and academic year (tuition, other fees with what they cover, the
 * refund policy from the documents library). Pick a row to edit it in the form; the API's schema
 * checks first, the server's answer marks the fields it refused.
 */
export function FeePanel({ userId }: PanelProps) {
  const fees = useList('/api/fees')
  const documents = useList('/api/documents')
  const [editingId, setEditingId] = useState(rowFromAddress)
  // a row opened in the form is its saved state (setSavedDraft): only what is typed over it is a draft
  const [draft, setDraft, , setSavedDraft] = useDraft<Draft>('fee-row', emptyDraft())
  const formRef = useRef<HTMLFormElement>(null)
  const editingRow = fees.data?.find((row) => row._id === editingId) ?? null
  const t = usePanelCatalogue(feesText)
  const kit = useKitText()
  const said = useInPanelLanguage()
  // "Save as draft" beside Add (a new row only: an edited draft stays a draft, a published row stays published)
  const drafting = useSaveAsDraft()
  /** A row's course and year in the panel's language ("B.A. LL.B. (Integrated) 2026-27"). */
  const rowName = (row: FeeRow) => `${t.courses[row.course as CourseKey] ?? row.courseTitle} ${row.academicYear}`
  /** What the form opens with: the writer's own change kept as a draft over the row; anyone else, the row as the site shows it. */
  const formOf = (row: FeeRow & { change?: ChangeMark }) => draftOf(withOwnChange(row, userId))
  // the revision of the row the form was filled from, sent back with its save (docs/decisions/283)
  const openedRevision = useRef<string | undefined>(undefined)
  const fill = (row: FeeRow & { revision?: string; change?: ChangeMark }) => {
    openedRevision.current = row.revision
    setSavedDraft(formOf(row))
  }
  // the row open in the form taken off the site, or its change published by this person from its
  // row (the table stays beside the form): their own step, so the form goes on from the row's
  // revision the step's answer gives, at once, its typed words kept
  const reloadAfterOwnStep = (id: string) => (answer: unknown) => {
    const revision = stepRevision(answer)
    if (revision && editingId === id) openedRevision.current = revision
    return fees.reload()
  }
  // After a put-back the row in the form shows what is on the site now, not the replaced values.
  const refill = useRef(false)
  const versions = useRowVersions(feesArea, () => {
    refill.current = true
    return fees.reload()
  })
  useEffect(() => {
    if (!refill.current || !fees.data) return
    refill.current = false
    if (editingRow) fill(editingRow)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fees.data])

  // A deep link names a row: fill the form once the list is there.
  const opened = useRef('')
  useEffect(() => {
    if (editingRow && opened.current !== editingRow._id) {
      opened.current = editingRow._id
      fill(editingRow)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editingRow?._id])

  function edit(row: (FeeRow & { change?: ChangeMark }) | null) {
    setEditingId(row?._id ?? '')
    opened.current = row?._id ?? ''
    if (row) fill(row)
    else setSavedDraft(emptyDraft())
    form.setProblem(null)
    setRowInAddress(row?._id ?? '')
    formRef.current?.querySelector<HTMLElement>('select, input')?.focus()
  }

  const body = () => ({
    course: draft.course,
    academicYear: draft.academicYear.trim(),
    tuitionFee: draft.tuitionFee,
    otherFees: draft.otherFees.map((fee) => ({ covers: fee.covers.trim(), amount: fee.amount })),
    refundDocumentId: draft.refundDocumentId,
  })

  const form = useSubmit<Problems>({
    check: () => schema?.feeRowProblems(body()) ?? null,
    send: async () => {
      // "Save changes as draft" on a published row: kept beside it, the disclosure page unchanged (docs/decisions/280)
      const answer = editingRow ? await api('PUT', `/api/fees/${encodeURIComponent(editingRow._id)}`, withRevision(drafting.body(body()), openedRevision.current)) : await api('POST', '/api/fees', drafting.body(body()))
      notify.success(answerMessage(answer.body, editingRow ? (drafting.asked() ? kit.changes.saved : t.updated) : drafting.asked() ? kit.drafts.saved : t.added))
      // the form is saved once the server says so: leaving while the list reloads asks nothing
      edit(null)
      await fees.reload()
    },
    onFailed: (err) => {
      form.setProblem(fieldProblemsOf(err))
      notifyFailure(err)
      // changed by someone else since it was opened: the list shows the row as it is now, the form keeps its words
      if (err instanceof ApiError && err.status === 409) void fees.reload()
    },
  })
  // the schema's messages are the API's English: shown in the panel's language
  const problems = Object.fromEntries(Object.entries(form.problem ?? {}).map(([field, message]) => [field, said(message)]))
  const change = (next: Partial<Draft>) => {
    setDraft((old) => ({ ...old, ...next }))
    form.setProblem(null)
  }
  const changeOther = (index: number, next: Partial<OtherDraft>) => change({ otherFees: draft.otherFees.map((fee, i) => (i === index ? { ...fee, ...next } : fee)) })

  async function remove(row: FeeRow) {
    if (!confirmed(deleteQuestion(CONFIRM.entry, t.deleteNamed(rowName(row))))) return
    try {
      const answer = await api('DELETE', `/api/fees/${encodeURIComponent(row._id)}`)
      notify.success(answerMessage(answer.body, t.deleted))
      if (editingId === row._id) edit(null)
      await fees.reload()
      document.querySelector<HTMLElement>('.admin-panel-title')?.focus()
    } catch (err) {
      notifyFailure(err)
    }
  }

  const feeDocuments = (documents.data ?? []).filter((d) => d.category === 'fees')

  return (
    <>
      <section className="admin-card" aria-label={t.rows}>
        <p className="admin-field-hint">
          {t.shownOn}
          <a className="admin-link" href="/disclosure#fees" target="_blank" rel="noopener">
            {t.disclosure}
          </a>
          {t.order}
        </p>
        <ListState state={fees} errorText={t.loadFailed} emptyText={t.empty} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ScrollTable label={t.rows} cards>
              <thead>
                <tr>
                  <th scope="col">{t.columns.course}</th>
                  <th scope="col">{t.columns.year}</th>
                  <th scope="col">{t.columns.tuition}</th>
                  <th scope="col">{t.columns.other}</th>
                  <th scope="col">{t.columns.total}</th>
                  <th scope="col">{t.columns.refund}</th>
                  <th scope="col">{t.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((row) => (
                  <Fragment key={row._id}>
                  <tr {...rowMark(row._id)} aria-current={row._id === editingId || undefined}>
                    <td data-label={t.columns.course}>
                      {t.courses[row.course as CourseKey] ?? row.courseTitle}
                      <RowDraft id={row._id} name={rowName(row)} row={row} routes={FEE_DRAFTS} takeOff={t.takeOff} reload={reloadAfterOwnStep(row._id)} />
                      {row.change && <RowChange id={row._id} name={rowName(row)} change={row.change} routes={FEE_CHANGES} reload={reloadAfterOwnStep(row._id)} own={row.change.by === userId} />}
                    </td>
                    <td data-label={t.columns.year}>{row.academicYear}</td>
                    <td data-label={t.columns.tuition}>{rupees(row.tuitionFee)}</td>
                    <td data-label={t.columns.other}>
                      {row.otherFees.length
                        ? row.otherFees.map((fee, i) => (
                            <Fragment key={i}>
                              {i > 0 && ', '}
                              <span lang={textLang(fee.covers)}>{fee.covers}</span> {rupees(fee.amount)}
                            </Fragment>
                          ))
                        : t.none}
                    </td>
                    <td data-label={t.columns.total}>{rupees(row.total)}</td>
                    <td data-label={t.columns.refund}>{row.refundPolicy ? <span lang={textLang(row.refundPolicy.title)}>{row.refundPolicy.title}</span> : t.noneLinked}</td>
                    <td className="admin-table__actions">
                      <EditDeleteButtons name={rowName(row)} versions={versions.button(row._id, rowName(row))} onEdit={() => edit(row)} onDelete={() => void remove(row)} />
                    </td>
                  </tr>
                  {versions.open === row._id && (
                    <tr className="admin-table__versions">
                      <td colSpan={7}>{versions.list(row._id)}</td>
                    </tr>
                  )}
                  </Fragment>
                ))}
              </tbody>
            </ScrollTable>
          )}
        </ListState>
      </section>

      <form ref={formRef} className="admin-card admin-form" noValidate onSubmit={drafting.onSubmit(form.submit)} aria-labelledby="fee-form-title">
        <h3 id="fee-form-title">{editingRow ? t.editHeading(rowName(editingRow)) : t.addHeading}</h3>
        <Field id="fee-course" label={t.course} error={problems.course}>
          <select id="fee-course" value={draft.course} onChange={(e) => change({ course: e.currentTarget.value })}>
            {courses.map((course) => (
              <option key={course.key} value={course.key}>
                {t.courses[course.key]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="fee-year" label={t.academicYear} error={problems.academicYear} hint={t.academicYearHint}>
          <input id="fee-year" value={draft.academicYear} maxLength={9} onChange={(e) => change({ academicYear: e.currentTarget.value })} />
        </Field>
        <Field id="fee-tuition" label={t.tuitionFee} error={problems.tuitionFee} hint={amountPreview(draft.tuitionFee) || t.tuitionHint}>
          <input id="fee-tuition" inputMode="numeric" value={draft.tuitionFee} onChange={(e) => change({ tuitionFee: e.currentTarget.value })} />
        </Field>
        <fieldset className="fee-other">
          <legend>{t.otherFees}</legend>
          {problems.otherFees && <p className="admin-field-error">{problems.otherFees}</p>}
          {draft.otherFees.length === 0 && <p className="admin-field-hint">{t.noOtherFees}</p>}
          {draft.otherFees.map((fee, i) => (
            <div key={i} className="fee-other__row" role="group" aria-label={t.otherFee(i + 1)}>
              <Field id={`fee-other-${i}-covers`} label={t.covers} error={problems[`otherFees.${i}.covers`]}>
                <input id={`fee-other-${i}-covers`} value={fee.covers} placeholder={t.coversPlaceholder} onChange={(e) => changeOther(i, { covers: e.currentTarget.value })} />
              </Field>
              <Field id={`fee-other-${i}-amount`} label={t.amount} error={problems[`otherFees.${i}.amount`]} hint={amountPreview(fee.amount) || undefined}>
                <input id={`fee-other-${i}-amount`} inputMode="numeric" value={fee.amount} onChange={(e) => changeOther(i, { amount: e.currentTarget.value })} />
              </Field>
              <button
                type="button"
                className="admin-button admin-button--danger fee-other__remove"
                onClick={() => {
                  change({ otherFees: draft.otherFees.filter((_, j) => j !== i) })
                  focusAfterPositionRemoval(() => document.querySelectorAll<HTMLElement>('.fee-other__remove'), i, draft.otherFees.length - 1, () => document.getElementById('fee-other-add'))
                }}
              >
                {t.remove}<span className="visually-hidden">{t.removeOther(i + 1)}</span>
              </button>
            </div>
          ))}
          <button type="button" id="fee-other-add" className="admin-button admin-button--ghost" onClick={() => change({ otherFees: [...draft.otherFees, { covers: '', amount: '' }] })}>
            {t.addOther}
          </button>
        </fieldset>
        <Field
          id="fee-refund"
          label={t.refund}
          error={problems.refundDocumentId}
          hint={documents.data && feeDocuments.length === 0 ? t.noFeeDocuments : undefined}
        >
          <select id="fee-refund" value={draft.refundDocumentId} onChange={(e) => change({ refundDocumentId: e.currentTarget.value })}>
            <option value="">{t.none}</option>
            {feeDocuments.map((d) => (
              <option key={d._id} value={d._id} lang={textLang(d.title)}>
                {d.academicYear ? `${d.title} (${d.academicYear})` : d.title}
              </option>
            ))}
          </select>
        </Field>
        <div className="admin-actions">
          <ErrorSummary problem={form.problem} />
          <SubmitButton busy={form.busy} text={editingRow ? t.save : t.add} busyText={t.saving} />
          {!editingRow && <SaveAsDraftButton busy={form.busy} />}
          {editingRow && !editingRow.draftBy && <SaveAsDraftButton busy={form.busy} text={kit.changes.saveChange} />}
          {editingRow && (
            <button type="button" className="admin-button admin-button--ghost" onClick={() => edit(null)}>
              {t.cancel}
            </button>
          )}
        </div>
      </form>
    </>
  )
}
