import { useEffect, useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { isSafeLink } from '../../../ui/links'
import { api, dataOf } from '../../../ui/admin/api'
import type { Topbar as TopbarRow } from '../store'
import { ErrorSummary, problemsOrNull, SubmitButton, useSubmit } from '../../../ui/admin/forms'
import { Field, type PanelProps } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { useDraft } from '../../../ui/admin/session'
import { notify } from '../../../ui/admin/toasts'
import { useData } from '../../../ui/admin/useLoad'
import { TranslationEditor } from '../../../platform/translations/admin/TranslationEditor'
import { topbarArea } from '../area'
import { VersionsList } from '../../../platform/versions/admin/VersionsList'
import { useOpenedRevision } from '../../../platform/versions/admin/useOpenedRevision'
import { ReopenButton } from '../../../ui/admin/ReopenButton'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { scriptLang } from '../../../content/lang'
import { TOPBAR_TEXT } from './text'

/** The topbar read as the panel gets it (empty strings when never saved). */
export type TopbarData = Pick<TopbarRow, 'message' | 'link'> & Partial<TopbarRow>

type Topbar = { message: string; link: string }
type TopbarErrors = { message?: string; link?: string }

export function checkTopbar(draft: Topbar, text = TOPBAR_TEXT.en): TopbarErrors {
  const errors: TopbarErrors = {}
  if (!draft.message.trim()) errors.message = text.messageRequired
  if (draft.link.trim() && !isSafeLink(draft.link.trim())) errors.link = text.linkRule
  return errors
}

/** Add Topbar Content: the announcement bar's message (required) and link (optional). */
export function TopbarPanel(_: PanelProps) {
  const text = usePanelCatalogue(TOPBAR_TEXT)
  const [draft, setDraft, restored, setSaved, unsaved] = useDraft<Topbar>('topbar', { message: '', link: '' })
  const current = useData('/api/topbar/getTopbarData')
  const [saves, setSaves] = useState(0)
  // the revision the form was filled on (docs/decisions/285)
  const opened = useOpenedRevision(topbarArea.key, async () => {
    const { body } = await api('GET', '/api/topbar/getTopbarData')
    const data = dataOf('/api/topbar/getTopbarData', body)
    setSaved({ message: data?.message ?? '', link: data?.link ?? '' })
  }, { restored, unsaved })

  useEffect(() => {
    if (current.status !== 'ready' || restored) return
    setSaved({ message: current.data?.message ?? '', link: current.data?.link ?? '' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.status, restored])

  const form = useSubmit<TopbarErrors>({
    check: () => problemsOrNull(checkTopbar(draft, text)),
    send: async () => {
      const { body } = await api('POST', '/api/topbar/addTopbarData', opened.withOpened({ message: draft.message.trim(), link: draft.link.trim() }))
      void opened.ownStep(body)
      notify.success('Topbar content updated successfully!')
      setSaved(draft)
      setSaves((n) => n + 1)
    },
    onFailed: (err) => {
      opened.refused(err)
      notifyFailure(err, 'Something went wrong.')
    },
  })
  const errors = form.problem ?? {}
  const clearError = (name: keyof TopbarErrors) => form.setProblem((old) => old && { ...old, [name]: undefined })

  return (
    <ListState state={current} errorText={text.loadFailed} emptyText="" isEmpty={() => false}>
      {() => (
        <div className="admin-stack">
          <form className="admin-card admin-form" onSubmit={form.submit} noValidate>
            <Field id="topbar-message" label={text.message} error={errors.message}>
              <input
                id="topbar-message"
                value={draft.message}
                maxLength={300}
                aria-invalid={!!errors.message || undefined}
                onChange={(event) => {
                  setDraft({ ...draft, message: event.currentTarget.value })
                  clearError('message')
                }}
              />
            </Field>
            <Field id="topbar-link" label={text.link} error={errors.link}>
              <input
                id="topbar-link"
                type="text"
                inputMode="url"
                placeholder={text.linkPlaceholder}
                value={draft.link}
                aria-invalid={!!errors.link || undefined}
                onChange={(event) => {
                  setDraft({ ...draft, link: event.currentTarget.value })
                  clearError('link')
                }}
              />
            </Field>
            <div className="admin-topbar-preview" aria-label={text.preview}>
              <strong>{text.note}</strong> {/* the message as staff wrote it, in its own language */}
              <span lang={draft.message ? scriptLang(draft.message) : undefined}>{draft.message || '…'}</span>
            </div>
            <div className="admin-actions">
              <ErrorSummary problem={form.problem} />
              <SubmitButton busy={form.busy} text={text.save} busyText={text.saving} />
              {opened.changedOnSite && <ReopenButton onClick={() => void opened.reopen()} />}
            </div>
          </form>
          <div className="admin-card">
            <TranslationEditor key={saves} area={topbarArea} id={topbarArea.key} />
          </div>
          <VersionsList<TopbarData> key={saves} area="topbar" onPutBack={(data, answer) => {
              setSaved({ message: data.message ?? '', link: data.link ?? '' })
              void opened.ownStep(answer)
            }}
          />
        </div>
      )}
    </ListState>
  )
}
