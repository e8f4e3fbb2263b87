/**
 * Constants the public forms need in the browser. Kept apart from schema.ts so that islands do
 * not pull zod into a visitor's download.
 */
export const COURSE_OPTIONS = [
  { value: 'LLB(5yrs.)', label: 'LL.B. (5 yrs)' },
  { value: 'LLB(3yrs.)', label: 'LL.B. (3 yrs)' },
  { value: 'LLM(2yrs.)', label: 'LL.M. (2 yrs)' },
] as const
export const COURSE_VALUES = ['', ...COURSE_OPTIONS.map((option) => option.value)] as const

export function courseLabel(value: string): string {
  return COURSE_OPTIONS.find((option) => option.value === value)?.label ?? ''
}

export const CONTACT_INCOMPLETE = 'Please fill out all fields.'

/** Said when one network has sent too many forms in the rate-limit window (both forms, JSON and no-JS). */
export const TOO_MANY_SUBMITS = 'Too many submissions from your network. Please try again in a few minutes.'

/** A hidden field that people never fill; a post that fills it is dropped silently. */
export const HONEYPOT_FIELD = 'website'
