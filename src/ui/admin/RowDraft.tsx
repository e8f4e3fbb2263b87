import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { scriptLang } from '../../content/lang'
import { api } from './api'
import { notifyFailure } from './failure'
import { confirmed } from './kit'
import { focusInRowAfterStep } from './focus'
import { fieldName } from '../../platform/versions/admin/text'
import { useKitText } from './kit-text'
import { usePanelText } from './panel-text'
import { useSignedInId } from './signed-in'
import { answerMessage, notify } from './toasts'

/**
 * A row that may be one person's draft (docs/decisions/225, 255, 256): news, and every area whose
 * staff list answers `draftBy` (the account keeping it; absent once published) and, for an
 * Administrator, `draftByName` (that account's name).
 */
export type DraftMarks = { draftBy?: string | null; draftByName?: string | null }

/**
 * An area's draft addresses, each ending where the row's id goes: its public page as a preview
 * (`/preview/<area>/`, the Hindi one the same under `/hi`), and its two POST routes.
 */
export type DraftRoutes = { preview: string; publish: string; unpublish: string }

/** The area's own words for taking a row off the site: the question that names the row and what it leaves, and the failure. */
export type TakeOffText = { question: (name: string) => string; failed: string }

/** The attribute of the add form's "Save as draft" button (SaveAsDraftButton), read by useSaveAsDraft. */
const DRAFT_BUTTON = 'data-draft'

/** A form's fields as the API reads them, with `draft=true` beside them when the person asked for a draft (a form's field, or the same in JSON). */
export function asDraftBody<B extends FormData | Record<string, unknown>>(fields: B, asDraft: boolean): B {
  if (!asDraft) return fields
  if (fields instanceof FormData) {
    fields.append('draft', 'true')
    return fields
  }
  return { ...fields, draft: 'true' }
}

/**
 * An edit's body with the revision of the row its form was opened on (docs/decisions/283): the
 * server refuses it (409) when the row was changed since, rather than overwriting that change.
 */
export function withRevision<B extends FormData | Record<string, unknown>>(fields: B, revision: string | undefined): B {
  if (!revision) return fields
  if (fields instanceof FormData) {
    fields.append('revision', revision)
    return fields
  }
  return { ...fields, revision }
}

/**
 * "Save as draft" beside an add form's submit: the same form, sent with `draft=true` beside its
 * fields, kept as its writer's draft and not public until published. Wrap the form's submit in
 * `onSubmit` (it notes which button sent the form: Enter sends it as its first button, not a draft),
 * send `body(fields)`, and say `asked()` in the toast.
 */
export function useSaveAsDraft() {
  const asked = useRef(false)
  return useMemo(
    () => ({
      onSubmit: (submit: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
        asked.current = !!(event.nativeEvent as SubmitEvent).submitter?.hasAttribute(DRAFT_BUTTON)
        submit(event)
      },
      /** Whether the form being sent was sent by "Save as draft". */
      asked: () => asked.current,
      /** The fields as the create route reads them: `draft=true` beside them when asked (a form's field, or the same in JSON). */
      body: <B extends FormData | Record<string, unknown>>(fields: B): B => asDraftBody(fields, asked.current),
    }),
    [],
  )
}

/** The add form's "Save as draft", a submit button beside its own (placed by the panel). */
export function SaveAsDraftButton({ busy, text }: { busy: boolean; text?: string }) {
  const t = useKitText().drafts
  return (
    <button type="submit" className="admin-button admin-button--ghost" disabled={busy} data-draft>
      {text ?? t.saveDraft}
    </button>
  )
}

/** What one of a row's draft actions sends and says: the call, the question asked first (if any), the toast and the failure. */
type RowAction = { call: () => Promise<{ body: unknown }>; question?: string; done: string; failed: string }

/**
 * After a row's own step, the panel reads its list again; `answer` is the step's answer, whose
 * `data.revision` (the row's after the step) a form open on the row beside the list goes on from
 * at once (stepRevision).
 */
export type AfterRowStep = (answer: unknown) => unknown

/** The row's revision after a step, from the step's answer (`data.revision`), when it gives one. */
export function stepRevision(answer: unknown): string | undefined {
  const revision = (answer as { data?: { revision?: unknown } } | null)?.data?.revision
  return typeof revision === 'string' ? revision : undefined
}

/**
 * The busy state and the send of a row's draft actions (RowDraft, RowChange): one at a time, asked
 * first where it has a question, the list read again, then the server's answer as the toast: the
 * step is said done once the panel shows it done, so nothing pressed after the toast acts on the
 * list as it was before.
 */
function useRowActions<K extends string>(reload: AfterRowStep, rowId: string) {
  const [busy, setBusy] = useState<K | null>(null)
  async function send(key: K, action: RowAction, control: HTMLElement) {
    if (busy) return
    if (action.question && !confirmed(action.question)) return
    setBusy(key)
    try {
      const { body } = await action.call()
      // a list that cannot be read again says so itself: the step is done all the same
      await Promise.resolve(reload(body)).catch(() => undefined)
      notify.success(answerMessage(body, action.done))
      // the pressed button is gone with what it did (Publish → Take off, a change's buttons): focus stays in the row
      focusInRowAfterStep(control, rowId)
    } catch (err) {
      notifyFailure(err, action.failed)
    } finally {
      setBusy(null)
    }
  }
  return { busy, send }
}

/**
 * A row's draft state and what staff do with it, in one place for every area: the Draft mark ("Draft
 * by <name>" for an Administrator), Preview and Preview in हिन्दी (the public page, in a new tab) and
 * Publish for a draft; "Take off the site and keep as your draft" for a published row, asked first
 * with the area's question naming the row. Each control's name says which row (read aloud, not
 * shown). The list reloads after either action.
 */
export function RowDraft({
  id,
  name,
  row,
  routes,
  takeOff,
  reload,
  notLive = false,
  children,
}: {
  id: string
  /** The row's name as staff wrote it (a title, a person, a course and year). */
  name: string
  row: DraftMarks
  routes: DraftRoutes
  takeOff: TakeOffText
  reload: AfterRowStep
  /** A published row not on the site yet (a scheduled notice): offered a preview as a draft is. */
  notLive?: boolean
  /** The row's other marks (Scheduled, Pinned…), shown after its Draft mark. */
  children?: ReactNode
}) {
  const t = useKitText().drafts
  const names = useId()
  const { busy, send: act } = useRowActions<'publish' | 'takeOff'>(reload, id)
  const draft = !!row.draftBy
  const me = useSignedInId()
  const at = encodeURIComponent(id)
  const send = (action: 'publish' | 'takeOff', control: HTMLElement) =>
    action === 'publish'
      ? act(action, { call: () => api('POST', `${routes.publish}${at}`), done: t.published, failed: t.publishFailed }, control)
      : act(action, { call: () => api('POST', `${routes.unpublish}${at}`), question: takeOff.question(name), done: t.takenOff, failed: takeOff.failed }, control)

  // each control is named "<its words>: <the row's name>" (the name marked with its own language)
  const named = (key: string) => ({ 'aria-labelledby': `${names}-${key} ${names}-name` })
  const publishWords = busy === 'publish' ? t.publishing : t.publish
  const takeOffWords = busy === 'takeOff' ? t.takingOff : t.takeOff
  const preview = draft || notLive
  return (
    <>
      {(draft || children) && (
        <span className="admin-badges">
          {draft && (
            <span className="admin-badge admin-badge--scheduled">
              {row.draftBy === me ? (
                t.yours
              ) : row.draftByName ? (
                <>
                  {t.draftBy[0]}
                  <span translate="no">{row.draftByName}</span>
                  {t.draftBy[1]}
                </>
              ) : (
                t.draft
              )}
            </span>
          )}
          {children}
        </span>
      )}
      <span className="admin-badges admin-row-draft">
        {preview && (
          <>
            <a className="admin-button admin-button--ghost admin-button--small" href={`${routes.preview}${at}`} target="_blank" rel="noopener" {...named('en')}>
              {t.preview}
            </a>
            <a className="admin-button admin-button--ghost admin-button--small" href={`/hi${routes.preview}${at}`} target="_blank" rel="noopener" {...named('hi')}>
              {t.previewInHindi.shown}
            </a>
          </>
        )}
        {draft ? (
          <button type="button" className="admin-button admin-button--small" aria-disabled={busy !== null} onClick={(event) => void send('publish', event.currentTarget)} {...named('publish')}>
            {publishWords}
          </button>
        ) : (
          <button type="button" className="admin-button admin-button--ghost admin-button--small" aria-disabled={busy !== null} onClick={(event) => void send('takeOff', event.currentTarget)} {...named('take-off')}>
            {takeOffWords}
          </button>
        )}
        <span hidden id={`${names}-en`}>{`${t.preview}:`}</span>
        <span hidden id={`${names}-hi`}>{`${t.previewInHindi.spoken}:`}</span>
        <span hidden id={`${names}-publish`}>{`${publishWords}:`}</span>
        <span hidden id={`${names}-take-off`}>{`${takeOffWords}:`}</span>
        <span hidden id={`${names}-name`} lang={scriptLang(name)} translate="no">
          {name}
        </span>
      </span>
    </>
  )
}

/** A published row's change kept as a draft, as the staff's list carries it (docs/decisions/279); `byName` for an Administrator. */
export type ChangeMark = {
  by: string
  byName: string | null
  savedAt: string
  fields: Record<string, unknown>
  /** the fields of it its writer edited; the others hold the row's values of the day it was kept */
  edited: string[]
  /** of those, the ones the site changed too since, in words (the versions' names for fields): the form shows the writer's value */
  bothEdited: string[]
  /** the row was edited on the site after the change was kept: publishing refuses it until it is saved again */
  stale: boolean
}

/**
 * What an edit opens with: the writer's own change kept as a draft over the row, only the fields
 * they edited (docs/decisions/282), so a field the office edited on the site since shows the
 * office's value and a save keeps it; anyone else edits the row as the site shows it.
 */
export function withOwnChange<T extends { change?: ChangeMark }>(row: T, userId: string | undefined): T {
  if (!row.change || row.change.by !== userId) return row
  const { fields, edited } = row.change
  return { ...row, ...(Object.fromEntries(edited.filter((key) => key in fields).map((key) => [key, fields[key]])) as Partial<T>) }
}

/** An area's change addresses, each ending where the row's id goes: the preview page (its Hindi one under `/hi`) before `/change`, publish, discard. */
export type ChangeRoutes = { preview: string; publish: string; discard: string }

/**
 * A published row's change kept as a draft (docs/decisions/279): its mark ("Your change" or
 * "Change drafted by <name>"), Preview the change in either language (the public page with the
 * change on it, in a new tab), Publish the change, and Discard the change after a question that
 * names the row. Each control's name says which row. The list reloads after either action.
 */
export function RowChange({ id, name, change, routes, reload, own }: { id: string; name: string; change: ChangeMark; routes: ChangeRoutes; reload: AfterRowStep; own: boolean }) {
  const t = useKitText().changes
  const { lang } = usePanelText()
  const names = useId()
  const { busy, send: act } = useRowActions<'publish' | 'discard'>(reload, id)
  const at = encodeURIComponent(id)
  const send = (action: 'publish' | 'discard', control: HTMLElement) =>
    action === 'publish'
      ? act(action, { call: () => api('POST', `${routes.publish}${at}`), done: t.published, failed: t.publishFailed }, control)
      : act(action, { call: () => api('DELETE', `${routes.discard}${at}`), question: t.discardQuestion(name), done: t.discarded, failed: t.discardFailed }, control)

  const named = (key: string) => ({ 'aria-labelledby': `${names}-${key} ${names}-name` })
  const publishWords = busy === 'publish' ? t.publishing : t.publish
  const discardWords = busy === 'discard' ? t.discarding : t.discard
  return (
    <>
      <span className="admin-badges">
        <span className="admin-badge admin-badge--scheduled">
          {own ? (
            t.yours
          ) : change.byName ? (
            <>
              {t.changeBy[0]}
              <span translate="no">{change.byName}</span>
              {t.changeBy[1]}
            </>
          ) : (
            // only an Administrator sees another's change, named: no name, the account is gone
            t.ofRemovedAccount
          )}
        </span>
        {/* only its writer's Edit opens the change (withOwnChange): anyone else is told whose step it is */}
        {change.stale && (
          <span className="admin-badge admin-badge--stale">
            {own ? t.stale : t.staleOfAnother}
            {own && change.bothEdited.length > 0 && (
              <>
                {' '}
                {t.bothEdited}{' '}
                {change.bothEdited.map((field, i) => {
                  const named = fieldName(field, lang)
                  return (
                    <span key={field}>
                      {i > 0 && ', '}
                      <span lang={named.lang}>{named.text}</span>
                    </span>
                  )
                })}
              </>
            )}
          </span>
        )}
      </span>
      <span className="admin-badges admin-row-draft">
        <a className="admin-button admin-button--ghost admin-button--small" href={`${routes.preview}${at}/change`} target="_blank" rel="noopener" {...named('en')}>
          {t.preview}
        </a>
        <a className="admin-button admin-button--ghost admin-button--small" href={`/hi${routes.preview}${at}/change`} target="_blank" rel="noopener" {...named('hi')}>
          {t.previewInHindi.shown}
        </a>
        {/* publishing refuses a stale change (409): its writer saves it again after checking it against the site */}
        {!change.stale && (
          <button type="button" className="admin-button admin-button--small" aria-disabled={busy !== null} onClick={(event) => void send('publish', event.currentTarget)} {...named('publish')}>
            {publishWords}
          </button>
        )}
        <button type="button" className="admin-button admin-button--ghost admin-button--small" aria-disabled={busy !== null} onClick={(event) => void send('discard', event.currentTarget)} {...named('discard')}>
          {discardWords}
        </button>
        <span hidden id={`${names}-en`}>{`${t.preview}:`}</span>
        <span hidden id={`${names}-hi`}>{`${t.previewInHindi.spoken}:`}</span>
        <span hidden id={`${names}-publish`}>{`${publishWords}:`}</span>
        <span hidden id={`${names}-discard`}>{`${discardWords}:`}</span>
        <span hidden id={`${names}-name`} lang={scriptLang(name)} translate="no">
          {name}
        </span>
      </span>
    </>
  )
}
