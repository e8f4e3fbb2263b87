import type { Lang } from '../../content/lang.js'
import { site } from '../../content/site.js'
import { formatPanelDateTime } from '../../ui/admin/dates.js'
import { COURSE_LABELS_HI, COURSE_OPTIONS, courseLabel, type EnquiryKind } from '../enquiries/options.js'
import type { AdmissionQuery, ContactQuery } from '../enquiries/store.js'

/**
 * The alerts' plain text. Enquiry fields are visitors' input: in a header (the subject) they are
 * one line, without control characters, cut short; in the body they are text with normalised
 * line ends. No field ever becomes a header or an address (docs/decisions/103).
 *
 * Written in the reader's panel language when the address is a staff account's (docs/decisions/258,
 * 268): the English as it was, letter for letter; the Hindi typed as the English, so a text missing
 * in Hindi fails the typecheck. The visitor's own words are never translated.
 */

export type Composed = { subject: string; body: string }

/** One header-safe line: control characters (CR, LF, NUL, …) and Unicode line breaks become spaces. */
export function oneLine(value: string, max = 80): string {
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** Body text: CRLF and lone CR become LF, other control characters (but tabs) are dropped. */
export function bodyText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
}

/** The panel's address of one enquiry (the enquiry panels open at it). */
export function enquiryLink(origin: string, kind: EnquiryKind, id: string): string {
  return `${origin.replace(/\/$/, '')}/vvs/panel/dashboard?panel=${kind}-queries&enquiry=${encodeURIComponent(id)}`
}

export type EnquiryForMail = { kind: 'admission'; row: AdmissionQuery } | { kind: 'contact'; row: ContactQuery }

type CourseValue = (typeof COURSE_OPTIONS)[number]['value']

const en = {
  kindWords: { admission: 'admission enquiry', contact: 'contact message' } as Record<EnquiryKind, string>,
  admissionLabels: { fullname: 'Full Name', city: 'City', phone: 'Mobile No.', course: 'Course' },
  contactLabels: { name: 'Name', email: 'Email', mobile: 'Mobile', message: 'Message' },
  courses: Object.fromEntries(COURSE_OPTIONS.map((course) => [course.value, course.label as string])) as Record<CourseValue, string>,
  received: (time: string) => `Received: ${time} IST`,
  openIt: 'Open it in the panel: ',
  noName: 'no name',
  subject: { admission: (name: string) => `New admission enquiry: ${name}`, contact: (name: string) => `New contact message: ${name}` } as Record<EnquiryKind, (name: string) => string>,
  footer: `\n\n--\nSent by the ${site.name} website. Choose "each enquiry" or a digest in the panel: Staff → E-mail Alerts.`,
  arrived: (kind: EnquiryKind) => `A new ${en.kindWords[kind]} came in through the website.`,
  digest: {
    subject: (count: number, since: string) => `${count} new ${count === 1 ? 'enquiry' : 'enquiries'} since ${since} IST`,
    intro: (count: number) => `${count === 1 ? 'This enquiry' : `These ${count} enquiries`} came in through the website since the last digest.`,
    more: (count: number, where: string) => `…and ${count} more: see them all in the panel, ${where}`,
  },
  test: {
    subject: `Test e-mail from the ${site.name} website`,
    body: (by: string) => `This is a test of the website's e-mail alerts, sent from the panel by ${by}.\n\nIf you can read it, new enquiries will reach this address.`,
  },
}

const hi: typeof en = {
  kindWords: { admission: 'प्रवेश पूछताछ', contact: 'संपर्क संदेश' },
  admissionLabels: { fullname: 'पूरा नाम', city: 'शहर', phone: 'मोबाइल नंबर', course: 'पाठ्यक्रम' },
  contactLabels: { name: 'नाम', email: 'ई-मेल', mobile: 'मोबाइल', message: 'संदेश' },
  courses: COURSE_LABELS_HI,
  received: (time: string) => `प्राप्त: ${time}`,
  openIt: 'पैनल में खोलें: ',
  noName: 'नाम नहीं',
  subject: { admission: (name: string) => `नई प्रवेश पूछताछ: ${name}`, contact: (name: string) => `नया संपर्क संदेश: ${name}` },
  footer: `\n\n--\n${site.name} की वेबसाइट से भेजा गया। हर पूछताछ पर ई-मेल या सारांश, पैनल में चुनें: स्टाफ़ → ई-मेल अलर्ट।`,
  arrived: (kind: EnquiryKind) => (kind === 'admission' ? 'वेबसाइट से एक नई प्रवेश पूछताछ आई है।' : 'वेबसाइट से एक नया संपर्क संदेश आया है।'),
  digest: {
    subject: (count: number, since: string) => `${since} से ${count} नई पूछताछ`,
    intro: (count: number) => (count === 1 ? 'पिछले सारांश के बाद वेबसाइट से यह पूछताछ आई।' : `पिछले सारांश के बाद वेबसाइट से ये ${count} पूछताछ आईं।`),
    more: (count: number, where: string) => `…और ${count} और: सब पैनल में देखें, ${where}`,
  },
  test: {
    subject: `${site.name} की वेबसाइट से परीक्षण ई-मेल`,
    body: (by: string) => `यह वेबसाइट के ई-मेल अलर्ट का परीक्षण है, जिसे पैनल से ${by} ने भेजा।\n\nअगर आप इसे पढ़ पा रहे हैं, तो नई पूछताछ इस पते पर पहुँचेगी।`,
  },
}

/** The alerts' words in each language. */
export const ALERT_MAIL: Record<Lang, typeof en> = { en, hi }

function nameOf(enquiry: EnquiryForMail): string {
  return enquiry.kind === 'admission' ? enquiry.row.fullname : enquiry.row.name
}

/** A course by the mail's language, or the stored value when it is not one of ours. */
function courseIn(value: string, lang: Lang): string {
  if (!courseLabel(value)) return value
  return ALERT_MAIL[lang].courses[value as CourseValue]
}

/** The fields of an enquiry, one "Label: value" per line (a multi-line message indented under its label). */
function fieldLines(enquiry: EnquiryForMail, lang: Lang): string {
  const T = ALERT_MAIL[lang]
  const fields: [string, string][] =
    enquiry.kind === 'admission'
      ? [
          [T.admissionLabels.fullname, enquiry.row.fullname],
          [T.admissionLabels.city, enquiry.row.city],
          [T.admissionLabels.phone, enquiry.row.phone],
          [T.admissionLabels.course, courseIn(enquiry.row.course, lang)],
        ]
      : [
          [T.contactLabels.name, enquiry.row.name],
          [T.contactLabels.email, enquiry.row.email],
          [T.contactLabels.mobile, enquiry.row.mobile],
          [T.contactLabels.message, enquiry.row.message],
        ]
  const lines = fields.map(([label, value]) => {
    const text = bodyText(value).trim()
    if (!text) return `${label}: -`
    return text.includes('\n') ? `${label}:\n${text.split('\n').map((line) => `  ${line}`).join('\n')}` : `${label}: ${text}`
  })
  lines.push(T.received(formatPanelDateTime(enquiry.row.createdAt, lang)))
  return lines.join('\n')
}

/** One enquiry's block: its fields and the link to it in the panel. */
export function enquiryBlock(enquiry: EnquiryForMail, origin: string, lang: Lang = 'en'): string {
  return `${fieldLines(enquiry, lang)}\n${ALERT_MAIL[lang].openIt}${enquiryLink(origin, enquiry.kind, enquiry.row._id)}`
}

/** The subject line of one enquiry: kind and name. */
export function enquirySubject(enquiry: EnquiryForMail, lang: Lang = 'en'): string {
  const T = ALERT_MAIL[lang]
  return T.subject[enquiry.kind](oneLine(nameOf(enquiry), 60) || T.noName)
}

/** The mail of one enquiry ("each enquiry" mode). */
export function enquiryMail(enquiry: EnquiryForMail, origin: string, lang: Lang = 'en'): Composed {
  const T = ALERT_MAIL[lang]
  return { subject: enquirySubject(enquiry, lang), body: `${T.arrived(enquiry.kind)}\n\n${enquiryBlock(enquiry, origin, lang)}${T.footer}` }
}

/** Most enquiries one digest lists in full; the rest are counted (the panel has them all). */
export const DIGEST_MAX_LISTED = 100

/** One digest: the enquiries since the last one, oldest first, each block as written when it came in (in the digest's language). */
export function digestMail(items: { subject: string; body: string }[], since: string, origin: string, lang: Lang = 'en'): Composed {
  const T = ALERT_MAIL[lang]
  const count = items.length
  const listed = items.slice(0, DIGEST_MAX_LISTED)
  const blocks = listed.map((item, i) => `${i + 1}. ${item.subject}\n${item.body}`).join('\n\n')
  const more = count > listed.length ? `\n\n${T.digest.more(count - listed.length, `${origin.replace(/\/$/, '')}/vvs/panel/dashboard`)}` : ''
  return {
    subject: T.digest.subject(count, formatPanelDateTime(since, lang)),
    body: `${T.digest.intro(count)}\n\n${blocks}${more}${T.footer}`,
  }
}

/** The panel's test e-mail. */
export function testMail(by: string, lang: Lang = 'en'): Composed {
  const T = ALERT_MAIL[lang]
  return { subject: T.test.subject, body: `${T.test.body(oneLine(by, 120))}${T.footer}` }
}
