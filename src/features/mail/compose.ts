import { site } from '../../content/site.js'
import { formatIndianDateTime } from '../../ui/admin/dates.js'
import { courseLabel, type EnquiryKind } from '../enquiries/options.js'
import type { AdmissionQuery, ContactQuery } from '../enquiries/store.js'

/**
 * The alerts' plain text. Enquiry fields are visitors' input: in a header (the subject) they are
 * one line, without control characters, cut short; in the body they are text with normalised
 * line ends. No field ever becomes a header or an address (docs/decisions/103).
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

const KIND_WORDS: Record<EnquiryKind, string> = { admission: 'admission enquiry', contact: 'contact message' }

function nameOf(enquiry: EnquiryForMail): string {
  return enquiry.kind === 'admission' ? enquiry.row.fullname : enquiry.row.name
}

/** The fields of an enquiry, one "Label: value" per line (a multi-line message indented under its label). */
function fieldLines(enquiry: EnquiryForMail): string {
  const fields: [string, string][] =
    enquiry.kind === 'admission'
      ? [
          ['Full Name', enquiry.row.fullname],
          ['City', enquiry.row.city],
          ['Mobile No.', enquiry.row.phone],
          ['Course', courseLabel(enquiry.row.course) || enquiry.row.course],
        ]
      : [
          ['Name', enquiry.row.name],
          ['Email', enquiry.row.email],
          ['Mobile', enquiry.row.mobile],
          ['Message', enquiry.row.message],
        ]
  const lines = fields.map(([label, value]) => {
    const text = bodyText(value).trim()
    if (!text) return `${label}: -`
    return text.includes('\n') ? `${label}:\n${text.split('\n').map((line) => `  ${line}`).join('\n')}` : `${label}: ${text}`
  })
  lines.push(`Received: ${formatIndianDateTime(enquiry.row.createdAt)} IST`)
  return lines.join('\n')
}

/** One enquiry's block: its fields and the link to it in the panel. */
export function enquiryBlock(enquiry: EnquiryForMail, origin: string): string {
  return `${fieldLines(enquiry)}\nOpen it in the panel: ${enquiryLink(origin, enquiry.kind, enquiry.row._id)}`
}

/** The subject line of one enquiry: kind and name. */
export function enquirySubject(enquiry: EnquiryForMail): string {
  const name = oneLine(nameOf(enquiry), 60) || 'no name'
  return enquiry.kind === 'admission' ? `New admission enquiry: ${name}` : `New contact message: ${name}`
}

const FOOTER = `\n\n--\nSent by the ${site.name} website. Choose "each enquiry" or a digest in the panel: Staff → E-mail Alerts.`

/** The mail of one enquiry ("each enquiry" mode). */
export function enquiryMail(enquiry: EnquiryForMail, origin: string): Composed {
  return {
    subject: enquirySubject(enquiry),
    body: `A new ${KIND_WORDS[enquiry.kind]} came in through the website.\n\n${enquiryBlock(enquiry, origin)}${FOOTER}`,
  }
}

/** Most enquiries one digest lists in full; the rest are counted (the panel has them all). */
export const DIGEST_MAX_LISTED = 100

/** One digest: the enquiries since the last one, oldest first, each block as written when it came in. */
export function digestMail(items: { subject: string; body: string }[], since: string, origin: string): Composed {
  const count = items.length
  const listed = items.slice(0, DIGEST_MAX_LISTED)
  const blocks = listed.map((item, i) => `${i + 1}. ${item.subject}\n${item.body}`).join('\n\n')
  const more = count > listed.length ? `\n\n…and ${count - listed.length} more: see them all in the panel, ${origin.replace(/\/$/, '')}/vvs/panel/dashboard` : ''
  return {
    subject: `${count} new ${count === 1 ? 'enquiry' : 'enquiries'} since ${formatIndianDateTime(since)} IST`,
    body: `${count === 1 ? 'This enquiry' : `These ${count} enquiries`} came in through the website since the last digest.\n\n${blocks}${more}${FOOTER}`,
  }
}

/** The panel's test e-mail. */
export function testMail(by: string): Composed {
  return {
    subject: `Test e-mail from the ${site.name} website`,
    body: `This is a test of the website's e-mail alerts, sent from the panel by ${oneLine(by, 120)}.\n\nIf you can read it, new enquiries will reach this address.${FOOTER}`,
  }
}
