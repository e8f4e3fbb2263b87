import type { Lang } from '../../../content/lang'
import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { COURSE_LABELS_HI, COURSE_OPTIONS, ENQUIRY_STATUSES, type EnquiryStatus } from '../options'

/**
 * The enquiries panels' own texts in English and Hindi (docs/decisions/230). The English is today's,
 * letter for letter (the statuses, courses and language names from options.ts, which the API and the
 * CSV also use); an enquiry's own words (names, cities, messages) are never translated.
 */
const englishStatuses = Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status.value, status.label])) as Record<EnquiryStatus, string>
const englishCourses = Object.fromEntries(COURSE_OPTIONS.map((course) => [course.value, course.label])) as Record<(typeof COURSE_OPTIONS)[number]['value'], string>

export const enquiryText = panelCatalogue(
  {
    statuses: englishStatuses,
    courses: englishCourses,
    languages: { en: 'English', hi: 'Hindi' } as Record<Lang, string>,
    search: 'Search',
    status: 'Status',
    everyStatus: 'Every status',
    from: 'From',
    to: 'To',
    found: (total: number) => `${total} found`,
    exportCsv: 'Export CSV',
    deleteSpam: (count: number) => `Delete spam (${count})`,
    deleteSpamQuestion: (count: number) => `Delete all ${count} enquiries marked Spam?`,
    spamRemoved: 'Spam removed.',
    fromAlertGone: 'The enquiry from the e-mail alert is no longer here (it may have been removed).',
    fromAlert: 'Showing the enquiry from an e-mail alert.',
    showAll: 'Show all enquiries',
    notes: 'Notes',
    pagesOf: (label: string) => `Pages of ${label.toLowerCase()}`,
    course: 'Course',
    allCourses: 'All courses',
    notChosen: 'Not chosen',
    statusOf: (name: string) => `Status of ${name}`,
    statusChangedSince: (name: string) => `Someone changed the status of ${name} after your list was opened, so it was not changed. The list shows it as it is now.`,
    noteOn: (name: string) => `Note on ${name}`,
    addNote: 'Add a note',
    addNoteButton: 'Add note',
    adding: 'Adding…',
    delete: 'Delete',
    deleteQuestion: 'Are you sure you want to delete this entry?',
    removed: 'Enquiry removed.',
    writeNote: 'Write a note first',
    admissions: {
      placeholder: 'Name, phone or city',
      label: 'Admission queries',
      errorText: 'Could not load the admission queries.',
      emptyText: 'No admissions found.',
      headers: { date: 'Date (IST)', name: 'Full Name', city: 'City', phone: 'Mobile No.', course: 'Course', language: 'Language' },
    },
    contacts: {
      placeholder: 'Name, phone or e-mail',
      label: 'Contact queries',
      errorText: 'Could not load the contact queries.',
      emptyText: 'No contact queries found.',
      headers: { date: 'Date (IST)', name: 'Name', email: 'Email', phone: 'Mobile', message: 'Message', language: 'Language' },
    },
  },
  {
    statuses: { new: 'नई', contacted: 'संपर्क किया गया', admitted: 'प्रवेश दिया गया', 'not-interested': 'रुचि नहीं', spam: 'स्पैम' },
    courses: COURSE_LABELS_HI,
    languages: { en: 'अंग्रेज़ी', hi: 'हिन्दी' },
    search: 'खोजें',
    status: 'स्थिति',
    everyStatus: 'हर स्थिति',
    from: 'से',
    to: 'तक',
    found: (total) => `${total} मिलीं`,
    exportCsv: 'CSV डाउनलोड करें',
    deleteSpam: (count) => `स्पैम हटाएँ (${count})`,
    deleteSpamQuestion: (count) => `स्पैम चिह्नित सभी ${count} पूछताछ हटाएँ?`,
    spamRemoved: 'स्पैम हटा दिया गया।',
    fromAlertGone: 'ई-मेल अलर्ट वाली पूछताछ अब यहाँ नहीं है (शायद हटा दी गई है)।',
    fromAlert: 'ई-मेल अलर्ट वाली पूछताछ दिखाई जा रही है।',
    showAll: 'सभी पूछताछ दिखाएँ',
    notes: 'टिप्पणियाँ',
    pagesOf: (label) => `${label} के पृष्ठ`,
    course: 'पाठ्यक्रम',
    allCourses: 'सभी पाठ्यक्रम',
    notChosen: 'नहीं चुना',
    statusOf: (name) => `${name} की स्थिति`,
    statusChangedSince: (name) => `आपकी सूची खुलने के बाद किसी और ने ${name} की स्थिति बदल दी, इसलिए आपका बदलाव नहीं सहेजा गया। सूची अब मौजूदा स्थिति दिखा रही है।`,
    noteOn: (name) => `${name} पर टिप्पणी`,
    addNote: 'टिप्पणी लिखें',
    addNoteButton: 'टिप्पणी जोड़ें',
    adding: 'जोड़ी जा रही है…',
    delete: 'हटाएँ',
    deleteQuestion: 'क्या आप सचमुच यह प्रविष्टि हटाना चाहते हैं?',
    removed: 'पूछताछ हटा दी गई।',
    writeNote: 'पहले टिप्पणी लिखें',
    admissions: {
      placeholder: 'नाम, फ़ोन या शहर',
      label: 'प्रवेश पूछताछ',
      errorText: 'प्रवेश पूछताछ लोड नहीं हो सकीं।',
      emptyText: 'कोई प्रवेश पूछताछ नहीं मिली।',
      headers: { date: 'तारीख़', name: 'पूरा नाम', city: 'शहर', phone: 'मोबाइल नंबर', course: 'पाठ्यक्रम', language: 'भाषा' },
    },
    contacts: {
      placeholder: 'नाम, फ़ोन या ई-मेल',
      label: 'संपर्क पूछताछ',
      errorText: 'संपर्क पूछताछ लोड नहीं हो सकीं।',
      emptyText: 'कोई संपर्क पूछताछ नहीं मिली।',
      headers: { date: 'तारीख़', name: 'नाम', email: 'ई-मेल', phone: 'मोबाइल', message: 'संदेश', language: 'भाषा' },
    },
  },
)

export type EnquiryText = (typeof enquiryText)['en']

/** A status's name in the panel's language (a status not known is shown as stored). */
export function statusName(t: EnquiryText, value: string): string {
  return (t.statuses as Record<string, string>)[value] ?? value
}

const hindiStatuses = enquiryText.hi.statuses as Record<string, string>
const hindiByEnglishStatus = Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status.label, hindiStatuses[status.value]]))

addServerHindi({
  exact: {
    'Note added.': 'टिप्पणी जोड़ दी गई।',
    'Enquiry removed.': 'पूछताछ हटा दी गई।',
    'There was no spam to remove.': 'हटाने के लिए कोई स्पैम नहीं था।',
    'No enquiry with this id. It may have been removed.': 'यह पूछताछ नहीं मिली। शायद इसे हटा दिया गया है।',
    'A contact message cannot be marked Admitted: choose New, Contacted, Not interested or Spam.': 'संपर्क संदेश को "प्रवेश दिया गया" चिह्नित नहीं किया जा सकता: नई, संपर्क किया गया, रुचि नहीं या स्पैम चुनें।',
    'Write a note first': 'पहले टिप्पणी लिखें',
    'Choose a status from the list': 'सूची से कोई स्थिति चुनें',
    'Confirm the removal of every enquiry marked Spam': 'स्पैम चिह्नित हर पूछताछ हटाने की पुष्टि करें',
  },
  patterns: [
    [/Marked (.+)\./, (m) => `${hindiByEnglishStatus[m[1]!] ?? m[1]} चिह्नित किया गया।`],
    [/Removed (\d+) spam enquir(?:y|ies)\./, (m) => `${m[1]} स्पैम पूछताछ हटा दी गईं।`],
  ],
})
