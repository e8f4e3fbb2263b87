import { courses, type CourseKey } from '../../../content/courses'
import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { fieldMessagesInHindi } from '../../../ui/field-hindi'

/** The courses' names as the Hindi pages write them (src/content/messages/hi.ts's titles). */
const HINDI_COURSE_TITLES: Record<CourseKey, string> = { 'ba-llb': 'बी.ए. एलएल.बी. (एकीकृत)', llb: 'एलएल.बी.', llm: 'एलएल.एम.' }
const ENGLISH_COURSE_TITLES = Object.fromEntries(courses.map((course) => [course.key, course.title])) as Record<CourseKey, string>

/** The fee table panel's own words in English and Hindi (docs/decisions/245). */
export const feesText = panelCatalogue(
  {
    courses: ENGLISH_COURSE_TITLES,
    shownOn: 'Shown on ',
    disclosure: 'Mandatory Disclosure',
    order: ', newest academic year first. Amounts are whole rupees a year.',
    rows: 'Fee rows',
    loadFailed: 'Could not load the fee table.',
    empty: 'No fees yet. Add the first row below.',
    columns: { course: 'Course', year: 'Year', tuition: 'Tuition', other: 'Other fees', total: 'Total', refund: 'Refund policy', actions: 'Actions' },
    none: 'None',
    noneLinked: 'None linked',
    deleteNamed: (row: string) => `Delete the fees of ${row}? They stay in Deleted Items for 30 days.`,
    added: 'Fee row added successfully!',
    updated: 'Fee row updated successfully!',
    deleted: 'Fee row deleted successfully!',
    editHeading: (row: string) => `Edit the fees of ${row}`,
    addHeading: 'Add a fee row',
    course: 'Course',
    academicYear: 'Academic year',
    academicYearHint: 'e.g. 2026-27',
    tuitionFee: 'Tuition fee (₹ a year)',
    tuitionHint: 'Whole rupees, e.g. 120000',
    otherFees: 'Other fees',
    noOtherFees: 'None. Add library, examination or other fees with what each covers.',
    otherFee: (n: number) => `Other fee ${n}`,
    covers: 'What it covers',
    coversPlaceholder: 'Library, Examination, Moot court…',
    amount: 'Amount (₹)',
    remove: 'Remove',
    removeOther: (n: number) => ` other fee ${n}`,
    addOther: 'Add other fee',
    refund: 'Refund policy (a PDF from the documents library)',
    noFeeDocuments: 'No document in "Fee structure & refund policy" yet: upload the refund policy under Upload Documents first.',
    save: 'Save fee row',
    add: 'Add fee row',
    saving: 'Saving…',
    cancel: 'Cancel',
    /** "Take off the site and keep as your draft" (RowDraft): asked first, naming the row and where it leaves. */
    takeOff: {
      question: (row: string) =>
        `Take the fees of ${row} off the site and keep the row as your draft?\n\nIt leaves the fee table of Mandatory Disclosure at once. Only you and the Administrators see it until it is published again.`,
      failed: 'Could not take the fee row off the site.',
    },
  },
  {
    courses: HINDI_COURSE_TITLES,
    shownOn: '',
    disclosure: 'अनिवार्य प्रकटीकरण',
    order: ' पृष्ठ पर, नवीनतम शैक्षणिक वर्ष पहले। राशियाँ प्रति वर्ष पूरे रुपयों में हैं।',
    rows: 'शुल्क की पंक्तियाँ',
    loadFailed: 'शुल्क तालिका लोड नहीं हो सकी।',
    empty: 'अभी कोई शुल्क नहीं है। पहली पंक्ति नीचे जोड़ें।',
    columns: { course: 'पाठ्यक्रम', year: 'वर्ष', tuition: 'शिक्षण शुल्क', other: 'अन्य शुल्क', total: 'कुल', refund: 'शुल्क वापसी नीति', actions: 'कार्य' },
    none: 'कोई नहीं',
    noneLinked: 'कोई नहीं जुड़ी',
    deleteNamed: (row) => `${row} का शुल्क हटाएँ? यह 30 दिनों तक हटाई गई सामग्री में रहेगा।`,
    added: 'शुल्क की पंक्ति सफलतापूर्वक जोड़ी गई!',
    updated: 'शुल्क की पंक्ति सफलतापूर्वक अपडेट की गई!',
    deleted: 'शुल्क की पंक्ति सफलतापूर्वक हटाई गई!',
    editHeading: (row) => `${row} का शुल्क संपादित करें`,
    addHeading: 'शुल्क की पंक्ति जोड़ें',
    course: 'पाठ्यक्रम',
    academicYear: 'शैक्षणिक वर्ष',
    academicYearHint: 'जैसे 2026-27',
    tuitionFee: 'शिक्षण शुल्क (₹ प्रति वर्ष)',
    tuitionHint: 'पूरे रुपये, जैसे 120000',
    otherFees: 'अन्य शुल्क',
    noOtherFees: 'कोई नहीं। पुस्तकालय, परीक्षा या अन्य शुल्क जोड़ें, हर एक के साथ लिखें कि वह किसके लिए है।',
    otherFee: (n) => `अन्य शुल्क ${n}`,
    covers: 'किसके लिए',
    coversPlaceholder: 'पुस्तकालय, परीक्षा, मूट कोर्ट…',
    amount: 'राशि (₹)',
    remove: 'हटाएँ',
    removeOther: (n) => ` अन्य शुल्क ${n}`,
    addOther: 'अन्य शुल्क जोड़ें',
    refund: 'शुल्क वापसी नीति (दस्तावेज़ संग्रह की एक पीडीएफ)',
    noFeeDocuments: '“शुल्क संरचना एवं शुल्क वापसी नीति” श्रेणी में अभी कोई दस्तावेज़ नहीं है: पहले “दस्तावेज़ अपलोड करें” में शुल्क वापसी नीति अपलोड करें।',
    save: 'शुल्क की पंक्ति सहेजें',
    add: 'शुल्क की पंक्ति जोड़ें',
    saving: 'सहेजा जा रहा है…',
    cancel: 'रद्द करें',
    takeOff: {
      question: (row) =>
        `${row} का शुल्क साइट से हटाकर यह पंक्ति अपने ड्राफ़्ट के रूप में रखें?\n\nयह “अनिवार्य प्रकटीकरण” की शुल्क तालिका से तुरंत हट जाएगी। दोबारा प्रकाशित होने तक इसे केवल आप और प्रशासक देख सकेंगे।`,
      failed: 'शुल्क की पंक्ति को साइट से हटाया नहीं जा सका।',
    },
  },
)

/** A course's English title (the API's words) in Hindi, as the Hindi pages write it. */
function courseInHindi(title: string): string {
  const key = (Object.keys(ENGLISH_COURSE_TITLES) as CourseKey[]).find((course) => ENGLISH_COURSE_TITLES[course] === title)
  return key ? HINDI_COURSE_TITLES[key] : title
}
const courseAndYear = /(.+) (\d{4}-\d{2,4})/

// The fee API's messages (src/features/fees/api.ts, schema.ts): its answers stay English.
addServerHindi({
  exact: {
    'Fee row added successfully!': 'शुल्क की पंक्ति सफलतापूर्वक जोड़ी गई!',
    'Fee row updated successfully!': 'शुल्क की पंक्ति सफलतापूर्वक अपडेट की गई!',
    'Fee row deleted successfully!': 'शुल्क की पंक्ति सफलतापूर्वक हटाई गई!',
    'No fee row with this id.': 'इस पहचान की कोई शुल्क पंक्ति नहीं है।',
    'The refund policy must be a document of the library (upload it under Upload Documents first).': 'शुल्क वापसी नीति दस्तावेज़ संग्रह का एक दस्तावेज़ होनी चाहिए (पहले उसे “दस्तावेज़ अपलोड करें” में अपलोड करें)।',
    'The refund policy must be a document in "Fee structure & refund policy" (change its category under All Documents).': 'शुल्क वापसी नीति “शुल्क संरचना एवं शुल्क वापसी नीति” श्रेणी का दस्तावेज़ होनी चाहिए (उसकी श्रेणी “सभी दस्तावेज़” में बदलें)।',
    'Academic year must look like 2026-27': 'शैक्षणिक वर्ष 2026-27 जैसा होना चाहिए',
    'Each other fee needs what it covers (e.g. Library, Examination)': 'हर अन्य शुल्क के साथ लिखें कि वह किसके लिए है (जैसे पुस्तकालय, परीक्षा)',
    'Other fees must be a list': 'अन्य शुल्क एक सूची के रूप में होने चाहिए',
  },
  patterns: [
    [/A row may list at most (\d+) other fees/, (m) => `एक पंक्ति में अधिकतम ${m[1]} अन्य शुल्क हो सकते हैं`],
    [/Course must be one of .*/, () => `पाठ्यक्रम इनमें से एक होना चाहिए: ${Object.values(HINDI_COURSE_TITLES).join(', ')}`],
    [
      new RegExp(`The fee table has a row for ${courseAndYear.source} already: edit that one\\.`),
      (m) => `शुल्क तालिका में ${courseInHindi(m[1]!)} ${m[2]} की पंक्ति पहले से है: उसी को संपादित करें।`,
    ],
    [/The fee table has a row for this course and (.+) already: edit that one\./, (m) => `शुल्क तालिका में इस पाठ्यक्रम और ${m[1]} की पंक्ति पहले से है: उसी को संपादित करें।`],
  ],
})
addServerHindi(
  fieldMessagesInHindi({ 'Academic year': 'शैक्षणिक वर्ष', 'Tuition fee': 'शिक्षण शुल्क', Amount: 'राशि', 'Refund policy': 'शुल्क वापसी नीति', 'What the fee covers': 'शुल्क किसके लिए', Course: 'पाठ्यक्रम' }),
)
