import { isBlank } from '../../../ui/blank'
import { typedLength } from '../../../ui/text-limit'
import type { FieldMarks, FieldProblem } from './messages'
import { postForm } from './post-json'

/**
 * What every enquiry form does with marks and messages, plain functions without React: the React
 * forms (FormParts.tsx) and the forms' small script (enquiry-form-script.ts, docs/decisions/196)
 * share them.
 */

export type FormMessage = { kind: 'ok' | 'error'; text: string }

/**
 * A form's summary: the spec's sentence, followed on a refusal by what to fix in each field whose
 * value was refused ("Failed to send message. Enter a valid e-mail address, like …").
 */
export function summaryOf(kind: FormMessage['kind'], sentence: string, marks: FieldMarks, texts: Record<string, Record<FieldProblem, string>>, include: FieldProblem[] = ['invalid']): FormMessage {
  const fixes = kind === 'error' ? Object.entries(marks).filter(([, problem]) => include.includes(problem)).map(([field, problem]) => texts[field]?.[problem]) : []
  return { kind, text: [sentence, ...fixes].filter(Boolean).join(' ') }
}

/** The fields a form leaves empty, has past their limits or the browser finds malformed (type="email"), in form order. */
export function marksFromInputs(form: HTMLFormElement, required: readonly string[], limits: Readonly<Record<string, number>> = {}): FieldMarks {
  const marks: FieldMarks = {}
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    if (!element.name || !('value' in element)) continue
    if (required.includes(element.name) && isBlank(element.value)) marks[element.name] = 'missing'
    else if (Object.hasOwn(limits, element.name) && typedLength(element.value) > limits[element.name]!) marks[element.name] = 'invalid'
    else if (element.validity?.typeMismatch) marks[element.name] = 'invalid'
  }
  return marks
}

/** The server's field errors ({ errors: { email: '…' } }) as marks, judged against what was sent. */
export function marksFromServer(form: HTMLFormElement, body: { errors?: unknown } | null): FieldMarks {
  const marks: FieldMarks = {}
  const errors = body?.errors
  if (!errors || typeof errors !== 'object') return marks
  for (const field of Object.keys(errors)) {
    const element = form.elements.namedItem(field) as HTMLInputElement | null
    if (element) marks[field] = isBlank(String(element.value ?? '')) ? 'missing' : 'invalid'
  }
  return marks
}

/** What the server answered a form's post, with the fields it refused; null when it was not reached. */
export type FormAnswer = { status: number; body: { message?: unknown; errors?: unknown } | null; marks: FieldMarks } | null

/**
 * Empties what the visitor filled in. Not form.reset(): a form refilled after a refusal without
 * JavaScript has the kept text as its default values, which reset() would bring back.
 */
export function emptyFields(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    if (element.name && element.type !== 'hidden' && element.type !== 'submit' && 'value' in element) element.value = ''
  }
}

/** The form sent, and its answer with the fields the server refused marked; null when nothing came back. */
export async function sendForm(form: HTMLFormElement): Promise<FormAnswer> {
  try {
    const { status, body } = await postForm(form)
    return { status, body, marks: status >= 200 && status < 300 ? {} : marksFromServer(form, body) }
  } catch {
    return null
  }
}
