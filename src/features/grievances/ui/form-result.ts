/**
 * What a form post without JavaScript came back with (/grievance?result=…&fields=…): plain data,
 * read by the page, the canonical-URL rules of the page cache and the form.
 */
export const FORM_RESULTS = ['invalid', 'limited', 'failed'] as const
export type FormResult = (typeof FORM_RESULTS)[number]

export const FORM_FIELD_NAMES = ['name', 'enrolment', 'course', 'email', 'mobile', 'category', 'subject', 'description', 'attachments'] as const
export type GrievanceField = (typeof FORM_FIELD_NAMES)[number]
/** The fields a refused post without JavaScript comes back with (a browser never lets a page refill a file). */
export const REFILLED_FIELDS = FORM_FIELD_NAMES.filter((field) => field !== 'attachments')

export function readFormResult(value: string | undefined | null): FormResult | null {
  return (FORM_RESULTS as readonly string[]).includes(value ?? '') ? (value as FormResult) : null
}

/** Only known field names, each once, in form order; the rest is ignored. */
export function readRefusedFields(value: string | undefined | null): GrievanceField[] {
  const sent = new Set((value ?? '').split(',').slice(0, 20))
  return FORM_FIELD_NAMES.filter((field) => sent.has(field))
}

export const STATUS_RESULTS = ['notfound', 'limited'] as const
export type StatusResult = (typeof STATUS_RESULTS)[number]
