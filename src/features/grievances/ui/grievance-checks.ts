import { GRIEVANCE_MESSAGES, type GrievanceMessages } from '../messages'
import { GRIEVANCE_LIMITS, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../limits'
import { overLimit, overLimitSentences } from '../../../ui/text-limit'
import { isGrievanceField, type FormResult, type GrievanceField, type Refusal, type RefusalReason } from './form-result'
import { localPath, type Lang } from '../../../content/lang'

/**
 * The grievance form's own checks and sentences, plain functions: the component that draws the
 * form on the server and the script that makes it live share them (docs/decisions/196).
 */
export type Errors = Partial<Record<GrievanceField, string>>

export const REQUIRED: GrievanceField[] = ['name', 'course', 'category', 'subject', 'description']

/**
 * What the browser itself can tell before sending: empty required fields, fields past their limits
 * (said by how much), no contact, too many or too large files.
 */
export function localErrors(M: GrievanceMessages, form: HTMLFormElement, lang: Lang): Errors {
  const errors: Errors = {}
  const value = (name: string) => String((form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '').trim()
  for (const field of REQUIRED) if (!value(field)) errors[field] = M.errors[field as keyof typeof M.errors] as string
  if (!value('email') && !value('mobile')) errors.email = M.errors.contact
  else if ((form.elements.namedItem('email') as HTMLInputElement).validity.typeMismatch) errors.email = M.errors.email
  const typed = Object.fromEntries(Object.keys(GRIEVANCE_LIMITS).map((field) => [field, value(field)]))
  Object.assign(errors, overLimitSentences(lang, M.lengthNames, GRIEVANCE_LIMITS, overLimit(typed, GRIEVANCE_LIMITS)))
  const files = Array.from((form.elements.namedItem('attachments') as HTMLInputElement).files ?? [])
  if (files.length > MAX_ATTACHMENTS) errors.attachments = M.errors.tooMany
  else if (files.some((file) => file.size > MAX_ATTACHMENT_BYTES)) errors.attachments = M.errors.tooLarge
  return errors
}

export function summaryOf(M: GrievanceMessages, result: FormResult): string {
  return result === 'limited' ? M.errors.limited : result === 'failed' ? M.errors.failed : M.form.invalid
}

/** Reasons said after the name of the file they refuse ("scan.pdf is protected by a password."). */
const AFTER_A_FILE_NAME: readonly RefusalReason[] = ['notAFile', 'pdfActive', 'pdfEncrypted', 'pdfBroken', 'pdfPages', 'tooManyPixels', 'checksBusy']

/**
 * A refused field's sentence in the form's language: its reason's, after the refused file's name
 * (or "An attachment") or the field's label where the reason reads so, else the field's own.
 */
export function refusalText(M: GrievanceMessages, { field, reason }: Refusal, fileName?: string): string {
  if (reason === 'control') return `${M.fields[field]} ${M.errors.control}`
  if (reason && AFTER_A_FILE_NAME.includes(reason)) return `${fileName || M.errors.anAttachment} ${M.errors[reason]}`
  return M.errors[reason ?? field]
}

/**
 * Why the English catalogue says a field was refused, read back from the API's sentence (English,
 * spec): the whole sentence, or its end after a file's name or a field's label. Null: none of its.
 */
export function reasonOf(message: string): { reason: RefusalReason; before: string } | null {
  const english = GRIEVANCE_MESSAGES.en.errors
  for (const key of Object.keys(english) as RefusalReason[]) {
    if (message === english[key]) return { reason: key, before: '' }
    if (message.endsWith(` ${english[key]}`)) return { reason: key, before: message.slice(0, -english[key].length - 1) }
  }
  return null
}

/**
 * A refusal of the API (English, spec) in the form's language: the same sentence of this catalogue
 * when the API sent one of the English catalogue's (with the file's name it names), else the
 * field's own sentence.
 */
export function inLanguage(M: GrievanceMessages, field: GrievanceField, message: string): string {
  if (M === GRIEVANCE_MESSAGES.en) return message
  const found = reasonOf(message)
  return found ? refusalText(M, { field, reason: found.reason }, found.before) : M.errors[field]
}

/** What a post by fetch came to: the status view to open, or what to show in the form. */
export type GrievanceAnswer = { statusUrl: string } | { errors: Errors; summary: string }

/** Posts the form (multipart, files included) and reads the API's answer in the form's language. */
export async function sendGrievance(form: HTMLFormElement, M: GrievanceMessages, lang: Lang): Promise<GrievanceAnswer> {
  try {
    const res = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' } })
    const body = (await res.json().catch(() => null)) as { message?: string; errors?: Record<string, string>; data?: { statusUrl?: string } } | null
    // the API answers in English (spec): the status page's address is the English one
    if (res.status === 201 && body?.data?.statusUrl) return { statusUrl: localPath(lang, body.data.statusUrl) }
    // too many grievances; a refusal of the files (the day's quota) names the field
    if (res.status === 429 && !body?.errors) return { errors: {}, summary: M.errors.limited }
    const fromServer: Errors = {}
    for (const [field, message] of Object.entries(body?.errors ?? {})) if (isGrievanceField(field)) fromServer[field] = inLanguage(M, field, message)
    // a file not checked now (503) is nothing to correct: not sent, and said why
    return { errors: fromServer, summary: Object.keys(fromServer).length ? (res.status >= 500 ? M.errors.failed : M.form.invalid) : lang === 'en' ? (body?.message ?? M.errors.failed) : M.errors.failed }
  } catch {
    return { errors: {}, summary: M.errors.failed }
  }
}
