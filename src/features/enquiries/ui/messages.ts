import type { Lang } from '../../../content/lang'
import { indianDigits } from '../../../ui/numbers'
import { overLimitSentences } from '../../../ui/text-limit'
import { ADMISSION_LIMITS, COURSE_OPTIONS, CONTACT_INCOMPLETE, CONTACT_LIMITS, CONTACT_MESSAGE_MAX, TOO_MANY_SUBMITS } from '../options'

/** On-screen wording of the public forms (spec §8), shared by the islands and the no-JS path. */
export const ADMISSION_MESSAGES = {
  success: 'Form submitted successfully!',
  failed: 'Submission failed.',
  error: 'Something went wrong.',
  limited: `Submission failed. ${TOO_MANY_SUBMITS}`,
} as const

export const CONTACT_MESSAGES = {
  success: 'Message sent successfully!',
  failed: 'Failed to send message.',
  incomplete: CONTACT_INCOMPLETE,
  limited: `Failed to send message. ${TOO_MANY_SUBMITS}`,
} as const

export type AdmissionOutcome = 'success' | 'failed' | 'limited'
export type ContactOutcome = 'success' | 'failed' | 'incomplete' | 'limited'

/** Anchors the API's no-JS redirect lands on (…?admission=success#admission-form). */
export const ADMISSION_ANCHOR = 'admission-form'
export const CONTACT_ANCHOR = 'contact-form'
/**
 * Where a no-JS post's outcome is said: the form's message, right above its button. The redirect
 * lands there, so a phone's screen opens on it rather than on the top of the form's section.
 */
export const messageAnchor = (formAnchor: string) => `${formAnchor}-message`
/** The admission form's field ids on each page that shows it: the redirect lands on the first refused one. */
export const ADMISSION_ID_PREFIXES = { admissionPage: 'admission', coursePage: 'course-admission' } as const
/** The prefix of the admission form's ids on the page a post returns to (/course, /hi/course: the course page's). */
export function admissionIdPrefix(returnPath: string): string {
  return /^(\/hi)?\/course(\?|$)/.test(returnPath) ? ADMISSION_ID_PREFIXES.coursePage : ADMISSION_ID_PREFIXES.admissionPage
}

/**
 * What is wrong with one field: left empty, or filled with something the server refused. The
 * no-JS redirect carries these codes (?fields=email.invalid), never the text, so a link cannot
 * put words of its own on the page.
 */
export type FieldProblem = 'missing' | 'invalid'
export type FieldMarks = Record<string, FieldProblem>

/** The sentence under each field, per form and problem. */
export const CONTACT_FIELD_TEXT: Record<string, Record<FieldProblem, string>> = {
  name: { missing: 'Enter your name.', invalid: 'Shorten your name to at most 120 characters.' },
  mobile: { missing: 'Enter your mobile number.', invalid: 'Enter a mobile number of at most 20 characters.' },
  email: { missing: 'Enter your e-mail address.', invalid: 'Enter a valid e-mail address, like name@example.com.' },
  message: { missing: 'Write your message.', invalid: `Shorten your message to at most ${indianDigits(CONTACT_MESSAGE_MAX)} characters.` },
}

export const ADMISSION_FIELD_TEXT: Record<string, Record<FieldProblem, string>> = {
  fullname: { missing: 'Enter your full name.', invalid: 'Shorten your name to at most 120 characters.' },
  city: { missing: 'Enter your city.', invalid: 'Shorten the city to at most 80 characters.' },
  phone: { missing: 'Enter your mobile number.', invalid: 'Enter a mobile number of at most 20 characters.' },
  course: { missing: 'Choose a course.', invalid: 'Choose a course from the list.' },
}

/** Everything the enquiry forms say, per language; the English texts are the spec's, above. */
const english = {
  admission: ADMISSION_MESSAGES as Record<keyof typeof ADMISSION_MESSAGES, string>,
  contact: CONTACT_MESSAGES as Record<keyof typeof CONTACT_MESSAGES, string>,
  admissionFields: ADMISSION_FIELD_TEXT,
  contactFields: CONTACT_FIELD_TEXT,
  required: ' (required)',
  labels: { fullname: 'Full Name', city: 'City', phone: 'Mobile No.', course: 'Select Course', name: 'Name', mobile: 'Mobile', email: 'Email', message: 'Message' },
  courses: Object.fromEntries(COURSE_OPTIONS.map((option) => [option.value, option.label as string])) as Record<(typeof COURSE_OPTIONS)[number]['value'], string>,
  submit: 'Submit',
  submitting: 'Submitting…',
  send: 'Send Message',
  sending: 'Sending…',
  popupTitle: 'Admission Enquiry',
  close: 'Close',
  /** The hidden trap field's label: only a page read without CSS shows it, and filling it drops the enquiry. */
  honeypot: 'Leave this field empty',
  /** Each text field as the sentence of a field past its limit names it (src/ui/text-limit.ts): "Your message is 6,000 characters; …". */
  lengthNames: { fullname: 'Your name', city: 'The city', phone: 'The mobile number', name: 'Your name', mobile: 'The mobile number', email: 'The e-mail address', message: 'Your message' } as Record<string, string>,
}

export type FormText = typeof english

const TOO_MANY_HI = 'आपके नेटवर्क से बहुत अधिक फ़ॉर्म भेजे गए हैं। कृपया कुछ मिनट बाद फिर से प्रयास करें।'
const NAME_LONG_HI = 'नाम अधिकतम 120 अक्षरों का रखें।'
const MOBILE_LONG_HI = 'अधिकतम 20 अंकों का मोबाइल नंबर लिखें।'

const hindi: FormText = {
  admission: { success: 'फ़ॉर्म सफलतापूर्वक जमा हो गया!', failed: 'फ़ॉर्म जमा नहीं हो सका।', error: 'कुछ गड़बड़ हो गई।', limited: `फ़ॉर्म जमा नहीं हो सका। ${TOO_MANY_HI}` },
  contact: { success: 'संदेश सफलतापूर्वक भेज दिया गया!', failed: 'संदेश नहीं भेजा जा सका।', incomplete: 'कृपया सभी फ़ील्ड भरें।', limited: `संदेश नहीं भेजा जा सका। ${TOO_MANY_HI}` },
  admissionFields: {
    fullname: { missing: 'अपना पूरा नाम लिखें।', invalid: NAME_LONG_HI },
    city: { missing: 'अपने शहर का नाम लिखें।', invalid: 'शहर का नाम अधिकतम 80 अक्षरों का रखें।' },
    phone: { missing: 'अपना मोबाइल नंबर लिखें।', invalid: MOBILE_LONG_HI },
    course: { missing: 'पाठ्यक्रम चुनें।', invalid: 'सूची में से पाठ्यक्रम चुनें।' },
  },
  contactFields: {
    name: { missing: 'अपना नाम लिखें।', invalid: NAME_LONG_HI },
    mobile: { missing: 'अपना मोबाइल नंबर लिखें।', invalid: MOBILE_LONG_HI },
    email: { missing: 'अपना ई-मेल पता लिखें।', invalid: 'सही ई-मेल पता लिखें, जैसे name@example.com।' },
    message: { missing: 'अपना संदेश लिखें।', invalid: `संदेश अधिकतम ${indianDigits(CONTACT_MESSAGE_MAX)} अक्षरों का रखें।` },
  },
  required: ' (आवश्यक)',
  labels: { fullname: 'पूरा नाम', city: 'शहर', phone: 'मोबाइल नंबर', course: 'पाठ्यक्रम चुनें', name: 'नाम', mobile: 'मोबाइल नंबर', email: 'ई-मेल', message: 'संदेश' },
  courses: { 'LLB(5yrs.)': 'बी.ए. एलएल.बी. (5 वर्ष)', 'LLB(3yrs.)': 'एलएल.बी. (3 वर्ष)', 'LLM(2yrs.)': 'एलएल.एम. (2 वर्ष)' },
  submit: 'जमा करें',
  submitting: 'जमा हो रहा है…',
  send: 'संदेश भेजें',
  sending: 'भेजा जा रहा है…',
  popupTitle: 'प्रवेश पूछताछ',
  close: 'बंद करें',
  honeypot: 'इस खाने को खाली छोड़ें',
  // "आपके संदेश में 6,000 अक्षर हैं; …": the Hindi sentence counts in the field
  lengthNames: { fullname: 'आपके नाम में', city: 'शहर के नाम में', phone: 'मोबाइल नंबर में', name: 'आपके नाम में', mobile: 'मोबाइल नंबर में', email: 'ई-मेल पते में', message: 'आपके संदेश में' },
}

/** The forms' texts by language: an island gets `lang` as a prop and reads its own. */
export const FORM_TEXT: Record<Lang, FormText> = { en: english, hi: hindi }

/**
 * The forms' texts in which each field sent past its limit says how long it was and what to
 * shorten it to, in place of its fixed sentence (`sent`: the lengths; `kept`: the text that came
 * back to a form refused without JavaScript, when some could not). For the sentences under the
 * fields: a summary keeps the fixed one, which stays true while the visitor shortens the text.
 */
export function withLengths(lang: Lang, sent: Readonly<Record<string, number>>, kept: Readonly<Record<string, string>> = {}): FormText {
  const text = FORM_TEXT[lang]
  if (Object.keys(sent).length === 0) return text
  const sentences = (limits: Readonly<Record<string, number>>) => overLimitSentences(lang, text.lengthNames, limits, sent, kept)
  const said = (fields: FormText['contactFields'], over: Record<string, string>) =>
    Object.fromEntries(Object.entries(fields).map(([field, texts]) => [field, over[field] ? { ...texts, invalid: over[field] } : texts]))
  return { ...text, admissionFields: said(text.admissionFields, sentences(ADMISSION_LIMITS)), contactFields: said(text.contactFields, sentences(CONTACT_LIMITS)) }
}
