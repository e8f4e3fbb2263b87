import type { Lang } from '../../../content/lang'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'

/**
 * The names of the content areas and their fields as the log, the bin, the versions and the
 * translations show them (the areas' declarations name them in English: `label`), in Hindi
 * (docs/decisions/230). A name not listed here is shown as declared, marked English (`lang`), so a
 * screen reader reads it right and the walk's test does not take it for the panel's own word.
 */
const AREA_HINDI: Record<string, string> = {
  about: 'परिचय',
  'mission & vision': 'ध्येय एवं दृष्टि',
  founders: 'संस्थापक',
  banners: 'बैनर',
  programs: 'सेवाएँ',
  news: 'समाचार',
  documents: 'दस्तावेज़',
  'event categories': 'कार्यक्रम श्रेणियाँ',
  'event gallery': 'कार्यक्रम गैलरी',
  topbar: 'सूचना पट्टी',
  committees: 'समितियाँ',
  faculty: 'संकाय',
  fees: 'शुल्क',
  'statutory facts': 'वैधानिक तथ्य',
  principal: 'प्राचार्य का संदेश',
  "principal's message": 'प्राचार्य का संदेश',
  'staff accounts': 'स्टाफ़ खाते',
  'admission enquiries': 'प्रवेश पूछताछ',
  'contact enquiries': 'संपर्क पूछताछ',
  grievances: 'शिकायतें',
  'e-mail alerts': 'ई-मेल अलर्ट',
  'sign-in': 'साइन इन',
  translations: 'अनुवाद',
  admin: 'एडमिन',
}

const FIELD_HINDI: Record<string, string> = {
  title: 'शीर्षक',
  heading: 'शीर्षक',
  description: 'विवरण',
  name: 'नाम',
  content: 'सामग्री',
  text: 'पाठ',
  message: 'संदेश',
  'message (a blank line between paragraphs)': 'संदेश (अनुच्छेदों के बीच एक खाली पंक्ति)',
  post: 'पद',
  designation: 'पदनाम',
  mission: 'ध्येय',
  vision: 'दृष्टि',
  link: 'लिंक',
  'link title': 'लिंक का शीर्षक',
  category: 'श्रेणी',
  pdf: 'PDF',
  'publish time': 'प्रकाशन का समय',
  'expiry time': 'समाप्ति का समय',
  state: 'स्थिति',
  'academic year': 'शैक्षणिक वर्ष',
  course: 'पाठ्यक्रम',
  'tuition fee': 'शिक्षण शुल्क',
  'other fees': 'अन्य शुल्क',
  'refund policy': 'शुल्क वापसी नीति',
  'how to complain': 'शिकायत कैसे करें',
  'constituting order': 'गठन आदेश',
  members: 'सदस्य',
  'years of experience': 'अनुभव के वर्ष',
  portrait: 'चित्र',
  photo: 'फ़ोटो',
  image: 'चित्र',
  alt: 'चित्र का विवरण',
  'photo description': 'फ़ोटो का विवरण',
  qualification: 'योग्यता',
  qualifications: 'योग्यताएँ',
  highlights: 'मुख्य बातें',
  basis: 'आधार',
  students: 'छात्र',
  "principal's photo": 'प्राचार्य का फ़ोटो',
  'e-mail': 'ई-मेल',
  email: 'ई-मेल',
  phone: 'फ़ोन',
  address: 'पता',
  body: 'पाठ',
  'ugc status': 'UGC स्थिति',
  naac: 'NAAC',
  nirf: 'NIRF',
  date: 'तारीख़',
  subject: 'विषय',
  duration: 'अवधि',
  eligibility: 'पात्रता',
  type: 'प्रकार',
  lang: 'भाषा',
  'college acceptance (%)': 'महाविद्यालय स्वीकृति (%)',
  'years of excellence': 'उत्कृष्टता के वर्ष',
  "principal's name": 'प्राचार्य का नाम',
  pinned: 'पिन किया गया',
  'valid until': 'कब तक मान्य',
  'language of the file': 'फ़ाइल की भाषा',
}

/** A declared name in the panel's language: its Hindi when known, else as declared and marked English. */
export type Named = { text: string; lang?: Lang }

export function areaName(label: string, lang: Lang): Named {
  if (lang === 'en') return { text: label }
  const hindi = AREA_HINDI[label.toLowerCase()]
  return hindi ? { text: hindi } : { text: label, lang: 'en' }
}

export function fieldName(label: string, lang: Lang): Named {
  if (lang === 'en') return { text: label }
  const hindi = FIELD_HINDI[label.toLowerCase()]
  return hindi ? { text: hindi } : { text: label, lang: 'en' }
}

/** The Hindi of a field's name when known (a log line's "title 'a' → 'b'"). */
export function fieldInHindi(label: string): string | undefined {
  return FIELD_HINDI[label.toLowerCase()]
}

/** True when an area's name has its Hindi here. */
export function areaKnown(label: string): boolean {
  return Object.hasOwn(AREA_HINDI, label.toLowerCase())
}

/** The Hindi of an area's name, or the name as declared (inside a sentence built in Hindi). */
export function areaInHindi(label: string): string {
  return AREA_HINDI[label.toLowerCase()] ?? label
}

export const versionsText = panelCatalogue(
  {
    /** A version is named by when it was saved ("12 Nov 2026, 10:04 am"). */
    versionName: (iso: string) => formatPanelDateTime(iso, 'en'),
    previous: 'Previous versions',
    ofItem: (area: string) => `Versions of this ${area} item`,
    putBackQuestion: (name: string) => `Put back the version of ${name}? The site shows it at once; what is there now stays among the previous versions. Unsaved changes in the form above are replaced.`,
    isBack: (name: string) => `The version of ${name} is back on the site.`,
    kept: (item: boolean) => `The last 30 saves${item ? ' of this item' : ''} are kept. Putting one back is a save too, so it can be undone the same way.`,
    loadFailed: 'Could not load the previous versions.',
    none: 'No versions yet: each save from now on is kept here.',
    /** Around the staff member's name, which is shown as written (`translate="no"`). */
    savedBy: ['saved by ', ''] as readonly [string, string],
    savedBefore: 'saved before versions were kept',
    onSiteNow: ' On the site now',
    empty: '(empty)',
    puttingBack: 'Putting back…',
    putBack: 'Put back',
    theVersionOf: (name: string) => ` the version of ${name}`,
    compareWithCurrent: 'Compare with the current one',
    compareWithCurrentOf: (name: string) => `: the version of ${name}`,
    // the comparison
    onSiteNowOption: ' (on the site now)',
    compareTwo: 'Compare two versions',
    older: 'The version of',
    newer: 'with the version of',
    compare: 'Compare',
    compared: (older: string, newer: string) => `The version of ${older} compared with the version of ${newer}`,
    same: 'These two versions say the same.',
    field: 'Field',
    changesMarked: (name: string) => `${name} (changes marked)`,
    unchanged: (fields: string) => `Unchanged: ${fields}.`,
    close: 'Close the comparison',
    // a row's Versions button
    versions: 'Versions',
    ofName: (name: string) => ` of ${name}`,
  },
  {
    versionName: (iso) => formatPanelDateTime(iso, 'hi'),
    previous: 'पिछले संस्करण',
    ofItem: (area) => `${areaInHindi(area)} की इस प्रविष्टि के संस्करण`,
    putBackQuestion: (name) => `${name} वाला संस्करण वापस लगाएँ? साइट पर यह तुरंत दिखेगा; अभी जो है, वह पिछले संस्करणों में रहेगा। ऊपर के फ़ॉर्म के बिना सहेजे बदलाव हट जाएँगे।`,
    isBack: (name) => `${name} वाला संस्करण फिर से साइट पर है।`,
    kept: (item) => `${item ? 'इस प्रविष्टि के ' : ''}पिछले 30 सहेजे गए संस्करण रखे जाते हैं। किसी को वापस लगाना भी एक सहेजना है, इसलिए उसे भी इसी तरह पलटा जा सकता है।`,
    loadFailed: 'पिछले संस्करण लोड नहीं हो सके।',
    none: 'अभी कोई संस्करण नहीं: अब से हर बार सहेजा गया संस्करण यहाँ रखा जाएगा।',
    savedBy: ['', ' ने सहेजा'],
    savedBefore: 'संस्करण रखे जाने से पहले सहेजा गया',
    onSiteNow: ' अभी साइट पर',
    empty: '(खाली)',
    puttingBack: 'वापस लगाया जा रहा है…',
    putBack: 'वापस लगाएँ',
    theVersionOf: (name) => ` ${name} वाला संस्करण`,
    compareWithCurrent: 'मौजूदा संस्करण से तुलना करें',
    compareWithCurrentOf: (name) => `: ${name} वाला संस्करण`,
    onSiteNowOption: ' (अभी साइट पर)',
    compareTwo: 'दो संस्करणों की तुलना करें',
    older: 'इस समय का संस्करण',
    newer: 'इस समय के संस्करण से',
    compare: 'तुलना करें',
    compared: (older, newer) => `${older} वाले संस्करण की ${newer} वाले संस्करण से तुलना`,
    same: 'ये दोनों संस्करण एक जैसे हैं।',
    field: 'फ़ील्ड',
    changesMarked: (name) => `${name} (बदलाव चिह्नित)`,
    unchanged: (fields) => `बिना बदलाव: ${fields}।`,
    close: 'तुलना बंद करें',
    versions: 'संस्करण',
    ofName: (name) => ` (${name})`,
  },
)

export type VersionsText = (typeof versionsText)['en']

/** "12 Nov 2026, 10:04 am": the English name of a version inside the server's messages. */
const ENGLISH_TIME = /\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m/

/** The Hindi of a time the server wrote in the panel's English format. */
function hindiTime(english: string): string {
  const match = /^(\d{2}) ([A-Z][a-z]{2}) (\d{4}), (\d{2}):(\d{2}) ([ap]m)$/.exec(english)
  if (!match) return english
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(match[2]!)
  const hour = (Number(match[4]) % 12) + (match[6] === 'pm' ? 12 : 0)
  // The panel's times are India's: built back as an instant in IST (+05:30), then written in Hindi.
  const iso = `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]}T${String(hour).padStart(2, '0')}:${match[5]}:00+05:30`
  return formatPanelDateTime(iso, 'hi')
}

addServerHindi({
  exact: {
    'This version is not kept (any more): only the last 30 saves of each area are. Reload the list and choose another.': 'यह संस्करण अब रखा नहीं गया है: हर भाग के केवल पिछले 30 संस्करण रखे जाते हैं। सूची फिर से लोड करके कोई दूसरा चुनें।',
    'This version is not kept (any more): only the last 30 saves of each row are. Reload the list and choose another.': 'यह संस्करण अब रखा नहीं गया है: हर प्रविष्टि के केवल पिछले 30 संस्करण रखे जाते हैं। सूची फिर से लोड करके कोई दूसरा चुनें।',
  },
  patterns: [[new RegExp(`The version of (${ENGLISH_TIME.source}) is back on the site\\.`), (m) => versionsText.hi.isBack(hindiTime(m[1]!))]],
})

export { hindiTime }
