import { en, type GrievanceMessages } from '../messages'

/**
 * What a form post without JavaScript came back with (/grievance?result=…&fields=…): plain data,
 * read by the page, the canonical-URL rules of the page cache and the form.
 */
export const FORM_RESULTS = ['invalid', 'limited', 'failed'] as const
export type FormResult = (typeof FORM_RESULTS)[number]

export const FORM_FIELD_NAMES = ['name', 'enrolment', 'course', 'email', 'mobile', 'category', 'subject', 'description', 'attachments'] as const
export type GrievanceField = (typeof FORM_FIELD_NAMES)[number]
export const isGrievanceField = (name: string): name is GrievanceField => (FORM_FIELD_NAMES as readonly string[]).includes(name)
/** The fields a refused post without JavaScript comes back with (a browser never lets a page refill a file). */
export const REFILLED_FIELDS = FORM_FIELD_NAMES.filter((field) => field !== 'attachments')

export function readFormResult(value: string | undefined | null): FormResult | null {
  return (FORM_RESULTS as readonly string[]).includes(value ?? '') ? (value as FormResult) : null
}

/** Why a field was refused: a sentence of the catalogue, by its key (the field's own sentence when none is given). */
export type RefusalReason = keyof GrievanceMessages['errors']
export type Refusal = { field: GrievanceField; reason?: RefusalReason }
/** The kept value that names a refused attachment as the student sent it (src/http/form-state.ts). */
export const REFUSED_FILE = 'refusedFile'

const REASONS = new Set(Object.keys(en.errors))

/**
 * The refused fields of ?fields=, each `field` or `field:reason` (email:contact,
 * attachments:pdfActive): only known fields, each once, in form order, and only known reasons.
 */
export function readRefusals(value: string | undefined | null): Refusal[] {
  const sent = new Map<string, string | undefined>()
  for (const part of (value ?? '').split(',').slice(0, 20)) {
    const [field = '', reason] = part.split(':')
    if (!sent.has(field)) sent.set(field, reason)
  }
  return FORM_FIELD_NAMES.filter((field) => sent.has(field)).map((field) => {
    const reason = sent.get(field)
    return reason && reason !== field && REASONS.has(reason) ? { field, reason: reason as RefusalReason } : { field }
  })
}

/** Refusals as ?fields= writes them. */
export function writeRefusals(refusals: readonly Refusal[]): string {
  return refusals.map(({ field, reason }) => (reason ? `${field}:${reason}` : field)).join(',')
}

/** What a look-up posted without JavaScript comes back with: not found, limited, or a field left empty (which one). */
export const STATUS_RESULTS = ['notfound', 'limited', 'noReference', 'noAccessCode', 'noBoth'] as const
export type StatusResult = (typeof STATUS_RESULTS)[number]

/** A look-up with a field left empty: which. */
export type EmptyLookup = Extract<StatusResult, 'noReference' | 'noAccessCode' | 'noBoth'>

/** The look-up's fields left empty by a result, for the page to mark them. */
export function emptyLookupFields(result: StatusResult | 'expired' | null): ('reference' | 'accessCode')[] {
  return result === 'noBoth' ? ['reference', 'accessCode'] : result === 'noReference' ? ['reference'] : result === 'noAccessCode' ? ['accessCode'] : []
}
