import type { Lang } from '../../../content/lang'
import { ADMISSION_LIMITS } from '../options'
import { summaryOf, type FormAnswer, type FormMessage } from './form-marks'
import type { AdmissionOutcome, FieldMarks, FormText } from './messages'

/**
 * What the admission enquiry says, plain functions shared by its React form (the home page's
 * popup) and its small script (the form pages, docs/decisions/196).
 */
export const ADMISSION_REQUIRED = ['fullname'] as const

/** The on-page summary: the spec's sentence (or the server's reason), then what to fix per field. */
export function admissionSummary(text: FormText, kind: FormMessage['kind'], sentence: string, marks: FieldMarks): FormMessage {
  return summaryOf(kind, sentence, marks, text.admissionFields, ['missing', 'invalid'])
}

export function admissionInitialMessage(text: FormText, outcome: AdmissionOutcome | null, marks: FieldMarks): FormMessage | null {
  if (!outcome) return null
  return admissionSummary(text, outcome === 'success' ? 'ok' : 'error', text.admission[outcome], marks)
}

/** The summary and the alert (spec §8) for the server's answer to a post (null: not reached). */
export function admissionAnswer(text: FormText, lang: Lang, answer: FormAnswer): { ok: boolean; alertText: string; message: FormMessage } {
  const ok = answer?.status === 201
  // A refusal carries the server's reason when it gives one; the API's reasons are English (spec):
  // a Hindi page says its own sentence, the fields say the rest.
  const serverMessage = answer && !ok && lang === 'en' && answer.status >= 400 && typeof answer.body?.message === 'string' ? answer.body.message : null
  const alertText = !answer ? text.admission.error : ok ? text.admission.success : (serverMessage ?? (answer.status === 429 ? text.admission.limited : text.admission.failed))
  return { ok, alertText, message: admissionSummary(text, ok ? 'ok' : 'error', alertText, answer?.marks ?? {}) }
}

/**
 * The admission form's part of a submit, the same for its React form and its script: its fields'
 * texts, what it requires, its fields' limits, the summary of a local refusal, and the answer's
 * summary and alert (spec §8), after which a success calls `onSuccess` (the home page's popup closes).
 */
export function admissionSubmit(text: FormText, lang: Lang, onSuccess?: () => void) {
  return {
    texts: text.admissionFields,
    required: ADMISSION_REQUIRED,
    limits: ADMISSION_LIMITS,
    refusedLocally: (local: FieldMarks) => admissionSummary(text, 'error', text.admission.failed, local),
    answered: (answer: FormAnswer) => {
      const { ok, alertText, message } = admissionAnswer(text, lang, answer)
      return {
        message,
        after: () => {
          window.alert(alertText)
          if (ok) onSuccess?.()
        },
      }
    },
  }
}
