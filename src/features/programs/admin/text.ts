import { CONFIRM } from '../../../ui/admin/kit'
import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'

/**
 * The "Services" panels' own texts (the home page's programs, docs/decisions/032), English as
 * today and Hindi (docs/decisions/240). The home section is named as the Hindi home page names it.
 */
export const programsText = panelCatalogue(
  {
    failed: 'Something went wrong. Please try again.',
    fields: {
      title: 'Title',
      duration: 'Duration',
      durationPlaceholder: 'e.g. 5 Years',
      description: 'Description',
      highlights: 'Highlights',
      highlightsHint: 'Separate highlights with commas, e.g. Moot court, Legal aid clinic',
    },
    lead: 'Services are the programs shown on the home page under “Academic Programs”.',
    seeOnHome: 'See them on the home page',
    newTab: ' (opens in a new tab)',
    added: 'Program added successfully!',
    add: 'Add Program',
    seeAll: 'See all programs',
    updated: 'Program updated successfully',
    confirm: CONFIRM.generic as string,
    deleteNamed: (title: string) => `Delete the program '${title}'?`,
    deleted: 'Program deleted successfully',
    loadFailed: 'Could not load the programs.',
    empty: 'No programs found.',
    name: 'Programs',
    /** "Take off the site and keep as your draft" (RowDraft): asked first, naming the program and where it leaves. */
    takeOff: {
      question: (title: string) =>
        `Take '${title}' off the site and keep it as your draft?\n\nIt leaves the home page's Academic Programs and the site search at once. Only you and the Administrators see it until it is published again.`,
      failed: 'Could not take the program off the site.',
    },
  },
  {
    failed: 'कुछ गलत हो गया। कृपया फिर कोशिश करें।',
    fields: {
      title: 'शीर्षक',
      duration: 'अवधि',
      durationPlaceholder: 'जैसे 5 वर्ष',
      description: 'विवरण',
      highlights: 'मुख्य विशेषताएँ',
      highlightsHint: 'विशेषताओं को अल्पविराम से अलग करें, जैसे मूट कोर्ट, विधिक सहायता क्लिनिक',
    },
    lead: 'सेवाएँ वे पाठ्यक्रम हैं जो होम पेज पर “शैक्षणिक कार्यक्रम” के अंतर्गत दिखते हैं।',
    seeOnHome: 'इन्हें होम पेज पर देखें',
    newTab: ' (नए टैब में खुलता है)',
    added: 'पाठ्यक्रम सफलतापूर्वक जोड़ा गया!',
    add: 'पाठ्यक्रम जोड़ें',
    seeAll: 'सभी पाठ्यक्रम देखें',
    updated: 'पाठ्यक्रम सफलतापूर्वक अपडेट किया गया',
    confirm: 'क्या आप वाकई इसे हटाना चाहते हैं?',
    deleteNamed: (title) => `पाठ्यक्रम '${title}' हटाएँ?`,
    deleted: 'पाठ्यक्रम सफलतापूर्वक हटाया गया',
    loadFailed: 'पाठ्यक्रम लोड नहीं हो सके।',
    empty: 'कोई पाठ्यक्रम नहीं मिला।',
    name: 'पाठ्यक्रम',
    takeOff: {
      question: (title) =>
        `'${title}' को साइट से हटाकर अपने ड्राफ़्ट के रूप में रखें?\n\nयह होम पेज के “शैक्षणिक कार्यक्रम” और साइट खोज से तुरंत हट जाएगा। दोबारा प्रकाशित होने तक इसे केवल आप और प्रशासक देख सकेंगे।`,
      failed: 'पाठ्यक्रम को साइट से हटाया नहीं जा सका।',
    },
  },
)

/** The field names the programs API's messages use (src/features/programs/schema.ts), in Hindi. */
const PROGRAM_FIELDS: Record<string, string> = { Title: 'शीर्षक', Duration: 'अवधि', Description: 'विवरण' }
const FIELD_NAMES = Object.keys(PROGRAM_FIELDS).join('|')

/** The programs API's answers (src/features/programs/api.ts, schema.ts) and the form's checks, which say the same. */
addServerHindi({
  exact: {
    'Program added successfully!': 'पाठ्यक्रम सफलतापूर्वक जोड़ा गया!',
    'Program updated successfully': 'पाठ्यक्रम सफलतापूर्वक अपडेट किया गया',
    'Program deleted successfully': 'पाठ्यक्रम सफलतापूर्वक हटाया गया',
    'No program with this id.': 'इस आईडी का कोई पाठ्यक्रम नहीं है।',
    'Each highlight must be at most 200 characters': 'हर विशेषता अधिकतम 200 अक्षरों की हो सकती है',
    'At most 30 highlights': 'अधिकतम 30 विशेषताएँ',
  },
  patterns: [
    [new RegExp(`(${FIELD_NAMES}) is required`), (m) => `${PROGRAM_FIELDS[m[1]!]} आवश्यक है`],
    [new RegExp(`(${FIELD_NAMES}) must be at most (\\d+) characters`), (m) => `${PROGRAM_FIELDS[m[1]!]} अधिकतम ${m[2]} अक्षरों का हो सकता है`],
  ],
})
