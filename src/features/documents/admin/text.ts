import { DOCUMENT_CATEGORIES_HI } from '../../../content/document-categories-hi'
import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { fieldMessagesInHindi } from '../../../ui/field-hindi'
import { DOCUMENT_CATEGORY_LABELS } from '../../../content/document-categories'
import type { DocumentCategory } from '../categories'

const HINDI_PLURAL = new Intl.PluralRules('hi')

/** The documents panels' own words in English and Hindi (docs/decisions/245). */
export const documentsText = panelCatalogue(
  {
    /** The categories as the library's panel names them (English: src/content/document-categories.ts). */
    categories: DOCUMENT_CATEGORY_LABELS as Record<DocumentCategory, string>,
    selectCategory: 'Select category',
    outcomes: { waiting: 'Waiting', uploading: 'Uploading…', uploaded: 'Uploaded', warning: 'Uploaded with a warning', refused: 'Refused' },
    choosePdf: 'Please choose at least one PDF.',
    giveTitle: (file: string) => `Please give ${file} a title.`,
    uploadedCount: (done: number, warned: number) => `${done} document${done === 1 ? '' : 's'} uploaded${warned ? ` (${warned} with a warning)` : ''}.`,
    refusedCount: (refused: number) => `${refused} document${refused === 1 ? ' was' : 's were'} refused: see the reason beside each.`,
    category: 'Category',
    academicYearOptional: 'Academic year (optional)',
    validUntilOptional: 'Valid until (optional)',
    validUntilHint: 'For documents that stop applying on a date (a calendar, a fee notice).',
    showOnSite: 'Show on the site',
    showOnSiteHint: 'A PDF for a notice that appears later: choose the second, and it is public when its notice is.',
    inLibrary: 'In the library now',
    withNotice: 'Only with the notice that attaches it',
    chooseOrDrop: 'Choose or drop PDFs',
    dropHint: 'PDF files up to 20 MB each, several at once',
    chosen: 'Chosen documents',
    titleOf: (file: string) => `Title of ${file}`,
    checking: 'Checking the PDF…',
    progressOf: (file: string) => `Upload progress of ${file}`,
    remove: 'Remove',
    uploading: 'Uploading…',
    upload: 'Upload',
    seeAll: 'See all documents',
    updated: 'Document updated successfully!',
    deleted: 'Document deleted successfully',
    confirmDelete: 'Are you sure you want to delete this document?',
    deleteNamed: (title: string) => `Delete the document '${title}'? It stays in Deleted Items for 30 days.`,
    loadFailed: 'Could not load the documents.',
    empty: 'No documents yet.',
    documents: 'Documents',
    title: 'Title',
    academicYear: 'Academic year',
    validUntil: 'Valid until',
    year: 'Year',
    file: 'File',
    withNoticeOnly: 'With its notice only',
    pdf: (size: string, pages: number) => `PDF, ${size}, ${pages} p.`,
    scan: ' Scan: not readable by screen readers',
  },
  {
    categories: DOCUMENT_CATEGORIES_HI,
    selectCategory: 'श्रेणी चुनें',
    outcomes: { waiting: 'प्रतीक्षा में', uploading: 'अपलोड हो रहा है…', uploaded: 'अपलोड हो गया', warning: 'चेतावनी के साथ अपलोड हुआ', refused: 'अस्वीकार' },
    choosePdf: 'कृपया कम से कम एक पीडीएफ चुनें।',
    giveTitle: (file) => `कृपया ${file} का शीर्षक लिखें।`,
    uploadedCount: (done, warned) => `${done} दस्तावेज़ अपलोड ${HINDI_PLURAL.select(done) === 'one' ? 'हुआ' : 'हुए'}${warned ? ` (${warned} चेतावनी के साथ)` : ''}।`,
    refusedCount: (refused) => `${refused} दस्तावेज़ अस्वीकार ${HINDI_PLURAL.select(refused) === 'one' ? 'हुआ' : 'हुए'}: हर एक के पास कारण देखें।`,
    category: 'श्रेणी',
    academicYearOptional: 'शैक्षणिक वर्ष (वैकल्पिक)',
    validUntilOptional: 'कब तक मान्य (वैकल्पिक)',
    validUntilHint: 'उन दस्तावेज़ों के लिए जो किसी तिथि के बाद लागू नहीं रहते (कैलेंडर, शुल्क सूचना)।',
    showOnSite: 'साइट पर दिखाएँ',
    showOnSiteHint: 'बाद में आने वाली किसी सूचना की पीडीएफ: दूसरा विकल्प चुनें, यह तब सार्वजनिक होगी जब इसकी सूचना होगी।',
    inLibrary: 'अभी दस्तावेज़ संग्रह में',
    withNotice: 'केवल उस सूचना के साथ जो इसे जोड़ती है',
    chooseOrDrop: 'पीडीएफ चुनें या यहाँ छोड़ें',
    dropHint: 'हर पीडीएफ फ़ाइल 20 MB तक, एक साथ कई',
    chosen: 'चुने गए दस्तावेज़',
    titleOf: (file) => `${file} का शीर्षक`,
    checking: 'पीडीएफ की जाँच हो रही है…',
    progressOf: (file) => `${file} के अपलोड की प्रगति`,
    remove: 'हटाएँ',
    uploading: 'अपलोड हो रहा है…',
    upload: 'अपलोड करें',
    seeAll: 'सभी दस्तावेज़ देखें',
    updated: 'दस्तावेज़ सफलतापूर्वक अपडेट किया गया!',
    deleted: 'दस्तावेज़ सफलतापूर्वक हटाया गया',
    confirmDelete: 'क्या आप सच में यह दस्तावेज़ हटाना चाहते हैं?',
    deleteNamed: (title) => `दस्तावेज़ '${title}' हटाएँ? यह 30 दिनों तक हटाई गई सामग्री में रहेगा।`,
    loadFailed: 'दस्तावेज़ लोड नहीं हो सके।',
    empty: 'अभी कोई दस्तावेज़ नहीं है।',
    documents: 'दस्तावेज़',
    title: 'शीर्षक',
    academicYear: 'शैक्षणिक वर्ष',
    validUntil: 'कब तक मान्य',
    year: 'वर्ष',
    file: 'फ़ाइल',
    withNoticeOnly: 'केवल अपनी सूचना के साथ',
    pdf: (size, pages) => `PDF, ${size}, ${pages} पृष्ठ`,
    scan: ' स्कैन: स्क्रीन रीडर इसे नहीं पढ़ सकते',
  },
)

/** The file a server's message names: "The file" when it had no name. */
const fileName = (name: string) => (name === 'The file' ? 'फ़ाइल' : `“${name}”`)
const aboutFile = (reason: RegExp, hindi: (file: string, match: RegExpMatchArray) => string): [RegExp, (match: RegExpMatchArray) => string] => [
  new RegExp(`(.+?) ${reason.source}`),
  (m) => hindi(fileName(m[1]!), m.slice(1) as RegExpMatchArray),
]

// The documents API's messages (src/features/documents/api.ts, schema.ts, pdf-rules.ts): its answers stay English.
addServerHindi({
  exact: {
    'Document uploaded successfully!': 'दस्तावेज़ सफलतापूर्वक अपलोड किया गया!',
    'Document updated successfully!': 'दस्तावेज़ सफलतापूर्वक अपडेट किया गया!',
    'Document deleted successfully': 'दस्तावेज़ सफलतापूर्वक हटाया गया',
    'No document with this id.': 'इस पहचान का कोई दस्तावेज़ नहीं है।',
    'Please choose a PDF file to upload.': 'कृपया अपलोड करने के लिए एक पीडीएफ फ़ाइल चुनें।',
    'Academic year must look like 2026-27': 'शैक्षणिक वर्ष 2026-27 जैसा होना चाहिए',
    'Valid until must be a date like 2027-03-31': '“कब तक मान्य” 2027-03-31 जैसी तिथि होनी चाहिए',
    'Publish at must be a date and time like 2026-12-01T10:00:00+05:30': 'प्रकाशन का समय 2026-12-01T10:00:00+05:30 जैसी तिथि और समय होना चाहिए',
  },
  patterns: [
    [/Category must be one of: .*/, () => 'श्रेणी सूची में दिए गए विकल्पों में से एक होनी चाहिए'],
    aboutFile(/is not a PDF file \(it does not start with %PDF-\)\. Please choose a PDF\./, (file) => `${file} पीडीएफ फ़ाइल नहीं है (यह %PDF- से शुरू नहीं होती)। कृपया एक पीडीएफ चुनें।`),
    aboutFile(/is larger than (\d+) MB\. Please reduce it \(e\.g\. "Save as reduced size PDF"\) and upload again\./, (file, m) => `${file} ${m[1]} MB से बड़ी है। कृपया इसका आकार घटाएँ (जैसे “Save as reduced size PDF” से) और फिर अपलोड करें।`),
    aboutFile(/is password-protected or encrypted\. Please save an unprotected copy and upload that\./, (file) => `${file} पासवर्ड से सुरक्षित या एन्क्रिप्टेड है। कृपया बिना सुरक्षा की प्रति सहेजकर वह अपलोड करें।`),
    aboutFile(/is damaged and cannot be read\. Please export it again from the original and upload that\./, (file) => `${file} क्षतिग्रस्त है और पढ़ी नहीं जा सकती। कृपया मूल फ़ाइल से इसे फिर से बनाकर अपलोड करें।`),
    aboutFile(/has ([\d,]+) pages; a document may have at most ([\d,]+)\./, (file, m) => `${file} में ${m[1]} पृष्ठ हैं; एक दस्तावेज़ में अधिकतम ${m[2]} पृष्ठ हो सकते हैं।`),
    aboutFile(/contains (.+), which a public document must not carry\. Please print it to a new PDF \("Save as PDF"\) and upload that\./, (file, m) => `${file} में ${m[1]} है, जो किसी सार्वजनिक दस्तावेज़ में नहीं होना चाहिए। कृपया इसे नई पीडीएफ में प्रिंट करें (“Save as PDF”) और वह अपलोड करें।`),
    aboutFile(/is built so that PDF readers would read it differently from the check .*/, (file) => `${file} इस तरह बनी है कि पीडीएफ रीडर इसे जाँच से अलग पढ़ेंगे। कृपया इसे नई पीडीएफ में प्रिंट करें (“Save as PDF”) और वह अपलोड करें।`),
    aboutFile(/could not be checked just now: other documents are being checked\. Please upload it again in a minute\./, (file) => `${file} की जाँच अभी नहीं हो सकी: दूसरे दस्तावेज़ों की जाँच चल रही है। कृपया एक मिनट बाद फिर अपलोड करें।`),
    aboutFile(/could not be read within the time and memory a document may take .*/, (file) => `${file} को तय समय और मेमोरी में पढ़ा नहीं जा सका (यह क्षतिग्रस्त हो सकती है)।`),
    aboutFile(/has no text layer \(it looks like a scan\): screen readers cannot read it\. Upload a text PDF when you have one\./, (file) => `${file} में पाठ की परत नहीं है (यह स्कैन लगती है): स्क्रीन रीडर इसे नहीं पढ़ सकते। पाठ वाली पीडीएफ मिलने पर उसे अपलोड करें।`),
  ],
})
addServerHindi(fieldMessagesInHindi({ Title: 'शीर्षक', 'Academic year': 'शैक्षणिक वर्ष', 'Valid until': 'कब तक मान्य', 'Publish at': 'प्रकाशन का समय' }))
