import { MAX_EMAIL_LENGTH } from '../../platform/auth/limits'

/**
 * Constants the public forms need in the browser. Kept apart from schema.ts so that islands do
 * not pull zod into a visitor's download.
 */
export const COURSE_OPTIONS = [
  { value: 'LLB(5yrs.)', label: 'LL.B. (5 yrs)' },
  { value: 'LLB(3yrs.)', label: 'LL.B. (3 yrs)' },
  { value: 'LLM(2yrs.)', label: 'LL.M. (2 yrs)' },
] as const

/** The same short names in Hindi, as staff read them in the panel and in their alerts (the public form words its own). */
export const COURSE_LABELS_HI: Record<(typeof COURSE_OPTIONS)[number]['value'], string> = {
  'LLB(5yrs.)': 'एलएल.बी. (5 वर्ष)',
  'LLB(3yrs.)': 'एलएल.बी. (3 वर्ष)',
  'LLM(2yrs.)': 'एलएल.एम. (2 वर्ष)',
}
export const COURSE_VALUES = ['', ...COURSE_OPTIONS.map((option) => option.value)] as const

export function courseLabel(value: string): string {
  return COURSE_OPTIONS.find((option) => option.value === value)?.label ?? ''
}

export const CONTACT_INCOMPLETE = 'Please fill out all fields.'

/** The longest contact message: the API refuses more, and the form says by how much (docs/decisions/296). */
export const CONTACT_MESSAGE_MAX = 5000

/**
 * The most characters each text field of the two forms takes: the API's schema refuses more, and
 * the form's script marks a field past its limit rather than cutting what was pasted (decision 296).
 */
export const ADMISSION_LIMITS = { fullname: 120, city: 80, phone: 20 } as const
export const CONTACT_LIMITS = { name: 120, mobile: 20, email: MAX_EMAIL_LENGTH, message: CONTACT_MESSAGE_MAX } as const

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

/**
 * The statuses staff may give one kind of enquiry: a contact message is no application, so never
 * "Admitted". `shown`: a status a row has already (marked before this rule) stays listed, so its
 * select says what it is.
 */
export function statusesOf(kind: EnquiryKind, shown?: string): readonly (typeof ENQUIRY_STATUSES)[number][] {
  return kind === 'contact' ? ENQUIRY_STATUSES.filter((status) => status.value !== 'admitted' || status.value === shown) : ENQUIRY_STATUSES
}

/** Said when a status is not one of its kind's (a contact message marked Admitted). */
export const NOT_A_STATUS_OF_CONTACT = 'A contact message cannot be marked Admitted: choose New, Contacted, Not interested or Spam.'

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

/** A landline as people write one: the STD code in its own group, with its 0 ("07652-245678", "(0755) 255 1234") or after 91 ("+91 755 2551234"). */
const STD_GROUP = /^(?:\(?0\d{2,4}\)?|(?:\+?91[\s-]*)\(?\d{2,4}\)?)[\s-]+\d/

/**
 * True for a number WhatsApp can reach (issue 30): an Indian mobile (ten digits from 6–9, with or
 * without 0, 91 or +91, not written as STD code + number) or a number in another country's
 * international form, which cannot be told apart and is offered.
 */
export function isMobileNumber(phone: string | null | undefined): boolean {
  const text = (phone ?? '').trim()
  const digits = text.replace(/\D/g, '')
  if (text.startsWith('+') && !digits.startsWith('91')) return digits.length >= 8 && digits.length <= 15
  const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits
  const stdGroup = STD_GROUP.exec(text)
  // "98260 12345" and "0 98260 12345" are mobiles: a first group of five digits is no STD code.
  const writtenAsLandline = stdGroup !== null && !/^(?:\+?91[\s-]*|0[\s-]*)?\d{5}[\s-]\d{5}$/.test(text)
  return national.length === 10 && /^[6-9]/.test(national) && !writtenAsLandline
}

/**
 * A WhatsApp chat link (https://wa.me/<number>, no API) for a mobile number only: international
 * digits without + or leading zeros; a 10-digit Indian mobile gets the country code 91. '' otherwise.
 */
export function whatsappLink(phone: string | null | undefined): string {
  if (!isMobileNumber(phone)) return ''
  let digits = (phone ?? '').replace(/\D/g, '')
  if (!(phone ?? '').trim().startsWith('+')) digits = digits.replace(/^0+/, '')
  if (digits.length === 10 && /^[6-9]/.test(digits)) digits = `91${digits}`
  return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : ''
}
