import { ROLE_LABELS, type Role } from '../../auth/roles'
import { panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { PANEL_TEXT } from '../../../ui/admin/panel-text'
import { areaInHindi, areaKnown, fieldInHindi, hindiTime } from '../../versions/admin/text'
import { withPhotosHindi } from '../../bin/words'

/** The Activity Log's own texts in English and Hindi (docs/decisions/230). */
export const activityText = panelCatalogue(
  {
    person: 'Person',
    everyone: 'Everyone',
    area: 'Area',
    everyArea: 'Every area',
    from: 'From',
    to: 'To',
    entries: (total: number) => `${total} entries`,
    loadFailed: 'Could not load the activity log.',
    none: 'Nothing recorded yet.',
    table: 'Activity log',
    when: 'When (IST)',
    who: 'Who',
    what: 'What',
    restore: 'Restore',
    hideVersions: 'Hide versions',
    versions: 'Versions',
    ofItem: (area: string) => ` of this ${area} item`,
    versionsOfItem: (area: string) => `Versions of this ${area} item`,
    previous: 'Previous versions',
    ofArea: (area: string) => ` of ${area}`,
    pages: 'Pages of the activity log',
  },
  {
    person: 'व्यक्ति',
    everyone: 'सभी',
    area: 'भाग',
    everyArea: 'हर भाग',
    from: 'से',
    to: 'तक',
    entries: (total) => `${total} प्रविष्टियाँ`,
    loadFailed: 'गतिविधि लॉग लोड नहीं हो सका।',
    none: 'अभी कुछ दर्ज नहीं हुआ है।',
    table: 'गतिविधि लॉग',
    when: 'कब',
    who: 'किसने',
    what: 'क्या',
    restore: 'वापस लाएँ',
    hideVersions: 'संस्करण छिपाएँ',
    versions: 'संस्करण',
    ofItem: (area) => ` (${areaInHindi(area)} की यह प्रविष्टि)`,
    versionsOfItem: (area) => `${areaInHindi(area)} की इस प्रविष्टि के संस्करण`,
    previous: 'पिछले संस्करण',
    ofArea: (area) => ` (${areaInHindi(area)})`,
    pages: 'गतिविधि लॉग के पृष्ठ',
  },
)

/**
 * A log line in Hindi, built from its parts (docs/decisions/230): the log stores what happened in
 * English words with the item's name in them; the line is rebuilt in Hindi around the names, which
 * stay as written (`{ name }`: shown under its own language, never translated). A line of a shape
 * not known here is shown as recorded (null).
 */
export type LinePart = string | { name: string }
const n = (name: string | undefined): LinePart => ({ name: name ?? '' })
/** An area's name in Hindi; one not known is kept as declared, like a name. */
const area = (label: string | undefined): LinePart => (areaKnown(label ?? '') ? areaInHindi(label ?? '') : n(label))

/** A deleted picture's noun in the log (pictureLogged in src/http/image-rows.ts). */
const PICTURE_HINDI: Record<string, string> = { banner: 'बैनर', photo: 'फ़ोटो' }

const hindiRoles = PANEL_TEXT.hi.roles
const roleByEnglish = Object.fromEntries(Object.entries(ROLE_LABELS).map(([role, english]) => [english, hindiRoles[role as Role]]))
const ROLES = Object.values(ROLE_LABELS).join('|')
const ENQUIRY_STATUS_HINDI: Record<string, string> = { New: 'नई', Contacted: 'संपर्क किया गया', Admitted: 'प्रवेश दिया गया', 'Not interested': 'रुचि नहीं', Spam: 'स्पैम' }
const GRIEVANCE_STEP_HINDI: Record<string, string> = {
  'refer to the sgrc': 'शिकायत निवारण समिति को भेजी',
  'record the sgrc report': 'शिकायत निवारण समिति की रिपोर्ट दर्ज की',
  'issue the decision': 'निर्णय जारी किया',
  'record an appeal': 'अपील दर्ज की',
  close: 'बंद की',
}
const TIME = String.raw`\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m`
const DAY = String.raw`\d{2} [A-Z][a-z]{2} \d{4}`
/** "23 Nov 2026" (a holiday) in Hindi, through the time's writer at noon. */
const hindiDay = (day: string) => hindiTime(`${day}, 12:00 pm`).replace(/ को .*$/, '')

/** "title, description": fields named in Hindi where known, else as declared. */
const fields = (list: string): LinePart[] => list.split(', ').flatMap((field, i): LinePart[] => [...(i ? [', '] : []), fieldInHindi(field) ?? n(field)])

/** A line's shape and its Hindi; a shape that answers null leaves the line to the shapes after it. */
type LineShape = [RegExp, (m: RegExpMatchArray) => LinePart[] | null]
const SHAPES: LineShape[] = [
  // enquiries
  [/marked '(.+)' (New|Contacted|Admitted|Not interested|Spam)/, (m) => [n(m[1]), ` को "${ENQUIRY_STATUS_HINDI[m[2]!]}" चिह्नित किया`]],
  [/added a note to '(.+)'/, (m) => [n(m[1]), ' पर टिप्पणी जोड़ी']],
  [/removed the enquiry of '(.+)'/, (m) => [n(m[1]), ' की पूछताछ हटाई']],
  [/removed (\d+) spam enquir(?:y|ies)/, (m) => [`${m[1]} स्पैम पूछताछ हटाईं`]],
  // staff accounts
  [new RegExp(`added (.+) as (${ROLES})( and e-mailed the set-password link)?`), (m) => [n(m[1]), ` को ${roleByEnglish[m[2]!]} के रूप में जोड़ा${m[3] ? ' और पासवर्ड सेट करने का लिंक ई-मेल किया' : ''}`]],
  [/made a new set-password link for (.+?)( and e-mailed it)?; their sessions ended/, (m) => [n(m[1]), ` के लिए पासवर्ड सेट करने का नया लिंक बनाया${m[2] ? ' और ई-मेल किया' : ''}; उनके सत्र समाप्त हुए`]],
  [/renamed (.+) to (.+)/, (m) => [n(m[1]), ' का नाम बदलकर ', n(m[2]), ' किया']],
  [new RegExp(`made (.+) (${ROLES})`), (m) => [n(m[1]), ` को ${roleByEnglish[m[2]!]} बनाया`]],
  [/suspended (.+)/, (m) => [n(m[1]), ' को निलंबित किया']],
  [/reinstated (.+)/, (m) => [n(m[1]), ' को बहाल किया']],
  [/removed the account of (.+)/, (m) => [n(m[1]), ' का खाता हटाया']],
  [/changed their own password/, () => ['अपना पासवर्ड बदला']],
  [/(.+) set their password through a one-time link/, (m) => [n(m[1]), ' ने एक बार के लिंक से अपना पासवर्ड सेट किया']],
  [/(.+) asked for a set-password link by e-mail from (.+)/, (m) => [n(m[1]), ' ने ', n(m[2]), ' से ई-मेल द्वारा पासवर्ड सेट करने का लिंक माँगा']],
  // sign-in
  [/signed in from (.+)/, (m) => [n(m[1]), ' से साइन इन किया']],
  [/failed sign-in as (.+) from (.+)/, (m) => [n(m[1]), ' के रूप में ', n(m[2]), ' से साइन इन विफल']],
  [/sign-in refused \(account suspended\) from (.+)/, (m) => [n(m[1]), ' से साइन इन अस्वीकार (खाता निलंबित)']],
  // the bin and versions
  [/restored '(.+)' from the bin/, (m) => [n(m[1]), ' को हटाई गई सामग्री से वापस लाया']],
  [/deleted the (banner|photo) '(.+)' \(in the bin for (\d+) days\)/, (m) => [`${PICTURE_HINDI[m[1]!]} `, n(m[2]), ` हटाया (${m[3]} दिन तक बिन में)`]],
  [/deleted a (banner|photo) without a description \(in the bin for (\d+) days\)/, (m) => [`बिना विवरण का एक ${PICTURE_HINDI[m[1]!]} हटाया (${m[2]} दिन तक बिन में)`]],
  [/restored an item of (.+) without a description from the bin/, (m) => [area(m[1]), ' की बिना विवरण की एक सामग्री को हटाई गई सामग्री से वापस लाया']],
  [/deleted '(.+)' with its (?:(\d+) )?photos? \(in the bin for (\d+) days\)/, (m) => [n(m[1]), `${withPhotosHindi(m[2] ? Number(m[2]) : 1)} हटाए (${m[3]} दिन तक बिन में)`]],
  [/deleted '(.+)' \(in the bin for (\d+) days\)/, (m) => [n(m[1]), ` हटाया (${m[2]} दिन तक बिन में)`]],
  [/deleted (\d+) photos? of '(.+)' \(each in the bin for (\d+) days\)/, (m) => [n(m[2]), ` के ${m[1]} फ़ोटो हटाए (हर एक ${m[3]} दिन तक बिन में)`]],
  [new RegExp(`put back the version of (${TIME}) of '(.+?)'(?: \\(saved by (.+)\\))?`), (m) => [n(m[2]), ` का ${hindiTime(m[1]!)} वाला संस्करण वापस लगाया`, ...(m[3] ? [' (', n(m[3]), ' ने सहेजा था)'] : [])]],
  [new RegExp(`put back the version of (${TIME})(?: \\(saved by (.+)\\))?`), (m) => [`${hindiTime(m[1]!)} वाला संस्करण वापस लगाया`, ...(m[2] ? [' (', n(m[2]), ' ने सहेजा था)'] : [])]],
  [/changed the translation of (.+?) '(.+)'/, (m) => [area(m[1]), ' ', n(m[2]), ' का अनुवाद बदला']],
  [/changed the photo of the (.+)/, (m) => [area(m[1]), ' का फ़ोटो बदला']],
  [/saved the (.+)/, (m) => [area(m[1]), ' सहेजा']],
  // e-mail alerts
  [/chose an e-mail for each enquiry/, () => ['हर पूछताछ पर एक ई-मेल चुना']],
  [/chose a digest every (\d+) hours?/, (m) => [`हर ${m[1]} घंटे में एक सारांश चुना`]],
  [/sent a test e-mail/, () => ['परीक्षण ई-मेल भेजा']],
  [/retried (\d+) waiting e-mails?/, (m) => [`प्रतीक्षा में ${m[1]} ई-मेल फिर भेजे`]],
  // grievances
  [new RegExp(`listed (${DAY}) as a holiday for grievance deadlines`), (m) => [`${hindiDay(m[1]!)} को शिकायत की समय-सीमाओं के लिए अवकाश दर्ज किया`]],
  [new RegExp(`removed the holiday of (${DAY}) from grievance deadlines`), (m) => [`शिकायत की समय-सीमाओं से ${hindiDay(m[1]!)} का अवकाश हटाया`]],
  [/deleted grievance (\S+) \(kept (\d+) days\)/, (m) => ['शिकायत ', n(m[1]), ` हटाई (${m[2]} दिन तक रखी जाएगी)`]],
  [/brought back grievance (\S+)/, (m) => ['शिकायत ', n(m[1]), ' वापस लाई']],
  [/issued a new access code for grievance (\S+)/, (m) => ['शिकायत ', n(m[1]), ' के लिए नया एक्सेस कोड जारी किया']],
  [/added a note to grievance (\S+)/, (m) => ['शिकायत ', n(m[1]), ' पर टिप्पणी जोड़ी']],
  [
    /corrected the decision: grievance (\S+): decision of (\d+) words → (\d+) words \(before and after in the grievance's timeline\)/,
    (m) => ['शिकायत ', n(m[1]), ` के निर्णय में सुधार किया: ${m[2]} शब्दों का निर्णय → ${m[3]} शब्द (पहले और बाद का पाठ शिकायत की कार्यवाही में)`],
  ],
  [/(refer to the sgrc|record the sgrc report|issue the decision|record an appeal|close): grievance (\S+)/, (m) => ['शिकायत ', n(m[2]), ` ${GRIEVANCE_STEP_HINDI[m[1]!]}`]],
  // content rows
  // drafts and changes kept as drafts (src/platform/row-drafts): an item as each area's `logged` names it
  // a batch of pictures saved as drafts, and an album's drafts published together, in one line each (docs/decisions/289)
  [/saved drafts of (\d+) photos of '(.+)' \(not on the site\)/, (m) => [n(m[2]), ` के ${m[1]} फ़ोटो के ड्राफ़्ट सहेजे (साइट पर नहीं)`]],
  [/saved drafts of (\d+) banners \(not on the site\)/, (m) => [`${m[1]} बैनर के ड्राफ़्ट सहेजे (साइट पर नहीं)`]],
  [/published (\d+) photos of '(.+)'/, (m) => [n(m[2]), ` के ${m[1]} फ़ोटो प्रकाशित किए`]],
  // an upload and a new album, named (not the area's bare "saved event gallery")
  [/added (\d+) photos? to '(.+)'/, (m) => [n(m[2]), ` में ${m[1]} फ़ोटो ${m[1] === '1' ? 'जोड़ा' : 'जोड़े'}`]],
  [/added the gallery category '(.+)'/, (m) => ['कार्यक्रम श्रेणी ', n(m[1]), ' जोड़ी']],
  [/saved a draft of a change to (.+) \(not on the site\)/, (m) => draftLine(m[1], ' में बदलाव का ड्राफ़्ट सहेजा (साइट पर नहीं)')],
  [/published a change to (.+)/, (m) => draftLine(m[1], ' में बदलाव प्रकाशित किया')],
  [/discarded the draft of a change to (.+)/, (m) => draftLine(m[1], ' में बदलाव का ड्राफ़्ट हटाया')],
  [/saved a draft of (.+) \(not on the site\)/, (m) => draftLine(m[1], ' का ड्राफ़्ट सहेजा (साइट पर नहीं)')],
  [/took (.+) off the site \(kept as a draft\)/, (m) => draftLine(m[1], ' को साइट से हटाकर ड्राफ़्ट के रूप में रखा')],
  [/published (.+)/, (m) => draftLine(m[1], ' प्रकाशित किया')],
  [/added '(.+)' to the faculty/, (m) => [n(m[1]), ' को संकाय में जोड़ा']],
  [/changed the order of the faculty/, () => ['संकाय का क्रम बदला']],
  [/changed the faculty entry of '(.+)'/, (m) => [n(m[1]), ' की संकाय प्रविष्टि बदली']],
  [/added the fees of (.+) \(tuition (.+)\)/, (m) => [n(m[1]), ' का शुल्क जोड़ा (शिक्षण शुल्क ', n(m[2]), ')']],
  [/changed the fees of (.+)/, (m) => [n(m[1]), ' का शुल्क बदला']],
  [/deleted the fees of (.+) \(in the bin for (\d+) days\)/, (m) => [n(m[1]), ` का शुल्क हटाया (${m[2]} दिन तक बिन में)`]],
  [/moved the photo '(.+)' to position (\d+) in '(.+)'/, (m) => ['फ़ोटो ', n(m[1]), ' को ', n(m[3]), ` में स्थान ${m[2]} पर रखा`]],
  [/moved a photo without a description to position (\d+) in '(.+)'/, (m) => ['बिना विवरण का एक फ़ोटो ', n(m[2]), ` में स्थान ${m[1]} पर रखा`]],
  [/moved (.+) to position (\d+) in '(.+)'/, (m) => [n(m[1]), ' को ', n(m[3]), ` में स्थान ${m[2]} पर रखा`]],
  [/changed (.+?) entry '(.+)'/, (m) => [area(m[1]), ' की प्रविष्टि ', n(m[2]), ' बदली']],
  // the description of a write that gave none itself (describe.ts)
  [/deleted ([a-z &-]+?)(?: '(.+)')?/, (m) => [area(m[1]), ' ', ...(m[2] ? [n(m[2]), ' '] : []), 'हटाया']],
  [/changed (?:(.+) of )?([a-z &-]+?)(?: '(.+)')?/, (m) => [area(m[2]), ' ', ...(m[3] ? [n(m[3]), ' '] : []), 'बदला', ...(m[1] ? [' (', ...fields(m[1]), ')'] : [])]],
  [/saved ([a-z &-]+?)(?: '(.+)')?/, (m) => [area(m[1]), ' ', ...(m[2] ? [n(m[2]), ' '] : []), 'सहेजा']],
]

/** An item's noun as the draft and change routes' log lines name it (each area's `logged`), in Hindi. */
const ITEM_NOUN_HINDI: Record<string, string> = {
  news: 'समाचार',
  program: 'सेवा',
  'the banner': 'बैनर',
  'the photo': 'फ़ोटो',
  "the founders' entry": 'संस्थापक प्रविष्टि',
  'the gallery category': 'कार्यक्रम श्रेणी',
  'the committee': 'समिति',
  'the statutory fact': 'वैधानिक तथ्य',
}

/**
 * "program 'BA LLB'", "the fees of 'LL.M. 2031-32'", "a banner without a description": the item in
 * Hindi, its name as written; null for words not known here. `oblique` before a postposition
 * ("के शुल्क में", not "का शुल्क में").
 */
function itemInHindi(named: string, oblique: boolean): LinePart[] | null {
  // a fee row's create names it bare ("the fees of LL.M. 2031-32"), its change routes quoted
  const of = /^the (fees|faculty entry) of (?:'(.+)'|(.+))$/.exec(named)
  if (of) return [n(of[2] ?? of[3]), of[1] === 'fees' ? (oblique ? ' के शुल्क' : ' का शुल्क') : ' की संकाय प्रविष्टि']
  const undescribed = /^a (banner|photo) without a description$/.exec(named)
  if (undescribed) return [`बिना विवरण का एक ${PICTURE_HINDI[undescribed[1]!]}`]
  const noun = /^(.+?) '(.+)'$/.exec(named)
  const hindi = noun && ITEM_NOUN_HINDI[noun[1]!]
  return hindi ? [`${hindi} `, n(noun[2])] : null
}

/** A draft's or a change's log line: the item in Hindi, then what was done; null (the English line) for an item not known here. */
function draftLine(named: string | undefined, done: string): LinePart[] | null {
  // after a postposition ("… में बदलाव", "… का ड्राफ़्ट", "… को साइट से") a fee row reads "के शुल्क"
  const item = itemInHindi(named ?? '', /^ (में|का|को) /.test(done))
  return item && [...item, done]
}

function shapeOf(text: string): LinePart[] | null {
  for (const [shape, hindi] of SHAPES) {
    const match = new RegExp(`^(?:${shape.source})$`).exec(text)
    const parts = match && hindi(match)
    if (parts) return parts
  }
  return null
}

/**
 * One side of "before → after" in Hindi where the panel wrote it (valueText in
 * src/platform/versions/values.ts): an empty value, yes or no, a list's count, a draft's state, a
 * date; what staff wrote (quoted text, amounts, a list's entries) stays as written.
 */
function valueInHindi(value: string, field: string): LinePart[] {
  if (value === '(empty)') return ['(खाली)']
  if (value === 'yes') return ['हाँ']
  if (value === 'no') return ['नहीं']
  if (value === 'on the site') return ['साइट पर']
  if (value === 'a draft') return ['ड्राफ़्ट']
  if (value === 'a linked item') return ['जुड़ी हुई प्रविष्टि']
  const draftOf = /^a draft of '(.+)'$/.exec(value)
  if (draftOf) return [n(draftOf[1]), ' का ड्राफ़्ट']
  // a list: "no other fees", "2 other fees: Library ₹500, …"
  if (/^no [a-z ]+$/.test(value)) return [`कोई ${field} नहीं`]
  const list = /^(\d+) [a-z ]+: (.+)$/.exec(value)
  if (list) return [`${list[1]} ${field}: `, n(list[2])]
  if (new RegExp(`^${TIME}$`).test(value)) return [hindiTime(value)]
  if (new RegExp(`^${DAY}$`).test(value)) return [hindiDay(value)]
  return [n(value)]
}

/** "title 'a' → 'b'; tuition fee ₹1 → ₹2; and 2 more": each changed field, before → after, in Hindi where the words are the panel's. */
function changesInHindi(diff: string): LinePart[] {
  return diff.split('; ').flatMap((piece, i): LinePart[] => {
    const sep: LinePart[] = i ? ['; '] : []
    const more = /^and (\d+) more$/.exec(piece)
    if (more) return [...sep, `और ${more[1]} बदलाव`]
    // the field's name is the panel's word; its values the panel's words or as written
    const words = piece.split(' ')
    for (let count = Math.min(4, words.length - 1); count > 0; count--) {
      const hindi = fieldInHindi(words.slice(0, count).join(' '))
      if (!hindi) continue
      const values = words.slice(count).join(' ')
      const sides = values.split(' → ')
      if (sides.length !== 2) return [...sep, `${hindi} `, n(values)]
      return [...sep, `${hindi} `, ...valueInHindi(sides[0]!, hindi), ' → ', ...valueInHindi(sides[1]!, hindi)]
    }
    return [...sep, n(piece)]
  })
}

/** A log line's parts in Hindi, or null when its shape is not known (it is then shown as recorded). */
export function logLineInHindi(summary: string): LinePart[] | null {
  // A save's line with what it changed: "<what was done>: <field before → after; …>" (describe.ts).
  // Read first: a shape's name ('(.+)') would otherwise take in the changes when the last value
  // ends in a quote ("… of 'Smt. Rao': designation 'a' → 'b'"), and the line would come out in
  // English, out of order and hidden as a name.
  // A draft's line ends in what became of it and carries no changes: a name with ": a → b" in it is the name.
  if (/ \((not on the site|kept as a draft)\)$/.test(summary)) return shapeOf(summary)
  for (let at = summary.indexOf(': '); at > 0; at = summary.indexOf(': ', at + 1)) {
    const rest = summary.slice(at + 2)
    if (!rest.includes('→')) continue
    const base = shapeOf(summary.slice(0, at))
    if (base) return [...base, ': ', ...changesInHindi(rest)]
  }
  return shapeOf(summary)
}
