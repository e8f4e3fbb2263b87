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

/** The longest contact message: the field stops here, the API refuses more, the error names it. */
export const CONTACT_MESSAGE_MAX = 5000

/** Said when one network has sent too many forms in the rate-limit window (both forms, JSON and no-JS). */
export const TOO_MANY_SUBMITS = 'Too many submissions from your network. Please try again in a few minutes.'

/** A hidden field that people never fill; a post that fills it is dropped silently. */
export const HONEYPOT_FIELD = 'website'

/** Where an enquiry stands in the office's follow-up (stored as the value). */
export const ENQUIRY_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'admitted', label: 'Admitted' },
  { value: 'not-interested', label: 'Not interested' },
  { value: 'spam', label: 'Spam' },
] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]['value']
export const ENQUIRY_STATUS_VALUES = ENQUIRY_STATUSES.map((status) => status.value) as [EnquiryStatus, ...EnquiryStatus[]]

/** The language an enquiry was sent in, as staff read it in the tables and the CSV. */
export function languageName(lang: string): string {
  return lang === 'hi' ? 'Hindi' : 'English'
}

export function statusLabel(value: string): string {
  return ENQUIRY_STATUSES.find((status) => status.value === value)?.label ?? value
}

/** Enquiries come as admission queries or contact messages. */
export const ENQUIRY_KINDS = ['admission', 'contact'] as const
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number]

/** The digits to dial, with a leading + kept: for tel: links. '' when there are too few. */
export function dialable(phone: string | null | undefined): string {
  const text = (phone ?? '').trim()
  const digits = text.replace(/\D/g, '')
  if (digits.length < 6) return ''
  return (text.startsWith('+') ? '+' : '') + digits
}

/**
 * A WhatsApp chat link (https://wa.me/<number>, no API): international digits without + or
 * leading zeros; a 10-digit Indian mobile (6–9…) gets the country code 91. '' when unusable.
 */
export function whatsappLink(phone: string | null | undefined): string {
  let digits = (phone ?? '').replace(/\D/g, '')
  if (!(phone ?? '').trim().startsWith('+')) digits = digits.replace(/^0+/, '')
  if (digits.length === 10 && /^[6-9]/.test(digits)) digits = `91${digits}`
  return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : ''
}
