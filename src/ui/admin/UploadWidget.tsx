import { useEffect, useId, useRef, useState } from 'react'
import { api, ApiError, isSessionExpired, upload, type ApiResult } from './api'
import { MAX_FILE_BYTES, UPLOAD_PROGRESS_HEADER, UPLOAD_REASONS } from '../../http/upload-rules'
import { LEFT_BEHIND, useUnkeptWork } from './session'
import { reasonOf } from './failure'
import { answerMessage, notify } from './toasts'
import { KIT_TEXT, useKitText, type KitText } from './kit-text'
import { inPanelLanguage } from './panel-catalogue'
import { focusAfterRemoval } from './focus'
import { ALT_MAX } from './AltTextEditor'
import { DropZone } from './DropZone'

export const UPLOAD_SUCCESS = 'Images uploaded successfully!'
export const UPLOAD_FAILURE = 'Upload failed. Please try again.'

/** A chosen photo, its preview and (when the widget asks for it) its description. */
type Chosen = { file: File; url: string; alt: string }
type Phase = 'idle' | 'chosen' | 'uploading' | 'uploaded'

type Props = {
  endpoint: string
  /** Most files this widget sends at once (spec §9); extra files are ignored. */
  cap: number
  label: string
  /** Extra multipart fields, read at upload time (e.g. the event category). */
  fields?: () => Record<string, string>
  /** A message that stops the upload (e.g. a missing category), or null. */
  check?: () => string | null
  onUploaded?: (result: ApiResult) => void
  /** Ask for each photo's description beside its preview, sent as altN with imageN (issue 30). */
  describe?: boolean
  /**
   * "Save as draft" beside Upload (RowDraft): the same photos sent with `draft=true`, every one of
   * them kept as the uploader's draft, not on the site until published.
   */
  draft?: boolean
}

/** Why the server refused an upload (`errors.image` of its answer), or ''. */
export function uploadRefusal(err: unknown): string {
  if (err instanceof ApiError && err.status === 413) return UPLOAD_REASONS.tooLarge
  const errors = err instanceof ApiError && err.body && typeof err.body === 'object' ? (err.body as { errors?: { image?: unknown } }).errors : undefined
  return typeof errors?.image === 'string' ? errors.image : reasonOf(err)
}

/** The failure sentence of spec §8, then the reason on a second line (docs/decisions/133). */
export function uploadFailure(reason: string): string {
  return reason ? `${UPLOAD_FAILURE}\n${reason}` : UPLOAD_FAILURE
}

/** Multipart field names: a single file is `image`, several are image1, image2, … (spec §7). */
export function fileFieldNames(count: number): string[] {
  return count === 1 ? ['image'] : Array.from({ length: count }, (_, i) => `image${i + 1}`)
}

/**
 * What happened to photos chosen beyond the cap (spec §9: they are ignored): said plainly, by name,
 * with what to do, and left in place after the upload (issue 40 item 4, docs/decisions/222).
 */
export function leftOutNote(cap: number, names: readonly string[], text: KitText['upload'] = KIT_TEXT.en.upload): string {
  const shown = names.length > 5 ? text.andMore(names.slice(0, 5).join(', '), names.length - 5) : names.join(', ')
  return text.leftOut(cap, shown, names.length)
}

/** A random name for one upload, so that its progress can be asked for (docs/decisions/176). */
function uploadToken(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** How often the widget asks how far the server is, once the files are sent. */
const STEP_POLL_MS = 600

/** The status line while the server works on photo `n` of `total`. */
export function processingText(stored: number, total: number, text: KitText['upload'] = KIT_TEXT.en.upload): string {
  return text.processing(stored, total)
}

/**
 * Once every byte is sent, says which photo the server is working on, asking
 * GET /api/uploads/progress/<token> until stopped. A failed ask keeps the last line.
 */
function watchServerSteps(token: string, total: number, say: (line: string) => void, text: KitText['upload']): { start: () => void; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null
  let stopped = false
  async function ask() {
    try {
      const { body } = await api<{ data: { stored?: number; total?: number } }>('GET', `/api/uploads/progress/${token}`)
      if (!stopped && typeof body.data.stored === 'number') say(processingText(body.data.stored, body.data.total ?? total, text))
    } catch {
      // the upload's own answer says what happened
    }
    if (!stopped) timer = setTimeout(() => void ask(), STEP_POLL_MS)
  }
  return {
    start: () => {
      if (timer !== null || stopped) return
      say(processingText(0, total, text))
      timer = setTimeout(() => void ask(), STEP_POLL_MS)
    },
    stop: () => {
      stopped = true
      if (timer !== null) clearTimeout(timer)
    },
  }
}

/**
 * Choose photos, see them, send them with a real progress bar (XMLHttpRequest upload events).
 * idle → files chosen → uploading → uploaded; after success the button stays disabled until the
 * selection changes.
 */
export function UploadWidget({ endpoint, cap, label, fields, check, onUploaded, describe = false, draft = false }: Props) {
  const inputId = useId()
  const { upload: text, drafts } = useKitText()
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<Chosen[]>([])
  const [phase, setPhase] = useState<Phase>('idle')
  const [progress, setProgress] = useState(0)
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState('')
  /** The last failed upload with its reason; the toast announces it, this keeps it beside the widget. */
  const [failure, setFailure] = useState('')
  /** What the server is doing once every byte is sent ("Processing photo 3 of 10…"), or ''. */
  const [serverStep, setServerStep] = useState('')
  // Chosen files not yet uploaded are unsaved work (leaving warns), though no draft can keep them.
  useUnkeptWork(`upload:${inputId}`, phase === 'chosen')

  // Object URLs hold memory until revoked: free them when the selection changes or the widget goes.
  const urls = useRef<string[]>([])
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), [])

  // Files chosen before the script took over (slow phone) are still in the input: take them.
  useEffect(() => {
    if (input.current?.files?.length) choose(input.current.files)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function replaceSelection(next: Chosen[]) {
    for (const old of urls.current) if (!next.some((item) => item.url === old)) URL.revokeObjectURL(old)
    urls.current = next.map((item) => item.url)
    setChosen(next)
    setPhase(next.length ? 'chosen' : 'idle')
    setProgress(0)
  }

  function choose(list: FileList | null) {
    const all = Array.from(list ?? [])
    const images = all.filter((file) => file.type.startsWith('image/'))
    const kept = images.slice(0, cap)
    const notes: string[] = []
    if (images.length < all.length) notes.push(text.skipped(all.length - images.length))
    if (images.length > cap) notes.push(leftOutNote(cap, images.slice(cap).map((file) => file.name), text))
    setNote(notes.join(' '))
    setProblem('')
    setFailure('')
    replaceSelection(kept.map((file) => ({ file, url: URL.createObjectURL(file), alt: '' })))
    // Let the same file be chosen again after removing it.
    if (input.current) input.current.value = ''
  }

  function remove(index: number) {
    setNote('')
    replaceSelection(chosen.filter((_, i) => i !== index))
  }

  async function send(asDraft = false) {
    const blocked = check?.() ?? null
    if (blocked) {
      setProblem(blocked)
      return
    }
    setProblem('')
    setFailure('')
    const tooLarge = chosen.find((item) => item.file.size > MAX_FILE_BYTES)
    if (tooLarge) {
      // Not sent at all: the server would refuse it after the whole file went over the network.
      setFailure(`${inPanelLanguage(uploadFailure(UPLOAD_REASONS.tooLarge))} (${tooLarge.file.name})`)
      notify.error(uploadFailure(UPLOAD_REASONS.tooLarge))
      return
    }
    const form = new FormData()
    for (const [name, value] of Object.entries(fields?.() ?? {})) form.append(name, value)
    if (asDraft) form.append('draft', 'true')
    fileFieldNames(chosen.length).forEach((name, i) => {
      form.append(name, chosen[i].file, chosen[i].file.name)
      if (describe) form.append(name.replace('image', 'alt'), chosen[i].alt.trim())
    })
    setPhase('uploading')
    setProgress(0)
    setServerStep('')
    const token = uploadToken()
    const watcher = watchServerSteps(token, chosen.length, setServerStep, text)
    try {
      const result = await upload(endpoint, form, (fraction) => {
        setProgress(fraction)
        if (fraction >= 1) watcher.start()
      }, { [UPLOAD_PROGRESS_HEADER]: token })
      watcher.stop()
      setServerStep('')
      setProgress(1)
      setPhase('uploaded')
      notify.success(asDraft ? answerMessage(result.body, drafts.saved) : UPLOAD_SUCCESS)
      onUploaded?.(result)
    } catch (err) {
      watcher.stop()
      setServerStep('')
      setPhase('chosen')
      if (isSessionExpired(err)) return
      const failed = inPanelLanguage(uploadFailure(uploadRefusal(err)))
      setFailure(failed)
      notify.error(failed)
    }
  }

  const percent = Math.round(progress * 100)
  const uploadButton = (
    <button type="button" className="admin-button" disabled={phase !== 'chosen'} onClick={() => void send()}>
      {phase === 'uploading' ? text.uploading : text.upload}
    </button>
  )
  return (
    <div className="upload" data-phase={phase} {...(phase === 'chosen' && { [LEFT_BEHIND]: text.notUploaded(chosen.length) })}>
      <DropZone inputId={inputId} disabled={phase === 'uploading'} onFiles={choose}>
        <span className="upload__label">{label}</span>
        <span className="upload__hint" id={`${inputId}-limits`}>
          {text.limits(cap)}
          {chosen.length > 0 && text.chosenCount(chosen.length)}
        </span>
      </DropZone>
      <input
        ref={input}
        id={inputId}
        className="upload__input"
        type="file"
        accept="image/*"
        multiple={cap > 1}
        aria-describedby={`${inputId}-limits`}
        disabled={phase === 'uploading'}
        onChange={(event) => choose(event.currentTarget.files)}
      />
      <p className="upload__note" role="status">
        {note}
      </p>
      {chosen.length > 0 && (
        <ul className="upload__thumbs" aria-label={text.chosenList}>
          {chosen.map((item, index) => (
            <li key={item.url} className="upload__thumb">
              <img src={item.url} alt={item.file.name} width={96} height={96} translate="no" />
              {describe && (
                <>
                  <label className="upload__alt-label" htmlFor={`${inputId}-alt-${index}`}>
                    {text.describe(item.file.name)}
                  </label>
                  <textarea
                    id={`${inputId}-alt-${index}`}
                    className="upload__alt"
                    rows={2}
                    maxLength={ALT_MAX}
                    value={item.alt}
                    placeholder={text.describePlaceholder}
                    // Sent with the photo: once uploaded, it is changed in the gallery.
                    disabled={phase !== 'chosen'}
                    onChange={(event) => {
                      const alt = event.currentTarget.value
                      setChosen((old) => old.map((other, i) => (i === index ? { ...other, alt } : other)))
                    }}
                  />
                </>
              )}
              <button
                type="button"
                className="upload__remove"
                aria-label={text.remove(item.file.name)}
                disabled={phase === 'uploading'}
                onClick={(event) => {
                  focusAfterRemoval(event.currentTarget, () => input.current)
                  remove(index)
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {(phase === 'uploading' || phase === 'uploaded') && (
        <div className="upload__progress">
          <progress max={100} value={percent} aria-label={text.progress} />
          <span>{phase === 'uploaded' ? text.uploaded : `${percent}%`}</span>
          <span className="upload__step" role="status">
            {serverStep}
          </span>
        </div>
      )}

      {problem && (
        <p className="admin-field-error" role="alert">
          {problem}
        </p>
      )}
      {failure && <p className="admin-field-error">{failure}</p>}
      {draft ? (
        <div className="admin-actions">
          {uploadButton}
          <button type="button" className="admin-button admin-button--ghost" disabled={phase !== 'chosen'} onClick={() => void send(true)}>
            {drafts.saveDraft}
          </button>
        </div>
      ) : (
        uploadButton
      )}
    </div>
  )
}
