import type { Lang } from '../../content/lang'
import { OFFICE_DAYS, site } from '../../content/site'
import { CORRECTION_HOURS } from './actions'
import { ADDRESS_QUOTA_SPENT, SITE_QUOTA_SPENT, UPLOADS_BUSY } from '../../http/public-upload-text'
import { MAX_PUBLIC_PDF_PAGES } from '../documents/pdf-rules'

const HINDI_WEEKDAYS = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार']

/**
 * Every text a visitor reads about grievances, one catalogue per language (`en`, `hi`: the pages,
 * the form island, the student's e-mails), and the staff's texts (`STAFF`, English: the panel has
 * no Hindi). Plain data; docs/decisions/120 and 139.
 */

export const GRIEVANCE_CATEGORIES = ['admission', 'fees', 'certificates', 'scholarship', 'examination', 'discrimination', 'harassment', 'other'] as const
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number]

export const GRIEVANCE_STATUSES = ['received', 'referred', 'reported', 'decided', 'appealed', 'closed'] as const
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number]

export const en = {
  categories: {
    admission: 'Admission',
    fees: 'Fees and refunds',
    certificates: 'Withheld certificates or documents',
    scholarship: 'Scholarships',
    examination: 'Examinations and results',
    discrimination: 'Discrimination',
    harassment: 'Harassment or victimisation',
    other: 'Other',
  } satisfies Record<GrievanceCategory, string>,
  statuses: {
    received: 'Received',
    referred: 'Referred to the SGRC',
    reported: 'SGRC report received',
    decided: 'Decision issued',
    appealed: 'Appealed to the Ombudsperson',
    closed: 'Closed',
  } satisfies Record<GrievanceStatus, string>,
  deadlines: {
    refer: 'Referral to the SGRC with the college’s comments',
    report: 'SGRC report to the college and to you',
    appeal: 'Last day to appeal to the Ombudsperson',
  },
  fields: {
    name: 'Full name',
    enrolment: 'Enrolment or roll number (if you have one)',
    course: 'Course and year',
    email: 'E-mail',
    mobile: 'Mobile',
    category: 'Kind of grievance',
    subject: 'Subject',
    description: 'Your grievance',
    attachments: 'Attachments (up to 3: PDF or photo, 10 MB each)',
    reference: 'Reference number',
    accessCode: 'Access code',
  },
  /** Each text field as the sentence of a field past its limit names it (src/ui/text-limit.ts): "Your grievance is 6,000 characters; …". */
  lengthNames: {
    name: 'Your name',
    enrolment: 'The enrolment or roll number',
    course: 'The course and year',
    email: 'The e-mail address',
    mobile: 'The mobile number',
    subject: 'The subject',
    description: 'Your grievance',
  } as Record<string, string>,
  errors: {
    name: 'Write your full name (up to 120 characters).',
    enrolment: 'The enrolment or roll number can be at most 40 characters.',
    course: 'Write your course and year (up to 80 characters), e.g. "LL.B. 2nd year".',
    email: 'Enter a valid e-mail address, like name@example.com.',
    mobile: 'Enter a mobile number of 10 to 15 digits.',
    contact: 'Give an e-mail address or a mobile number (or both), so that the college can answer you.',
    category: 'Choose the kind of grievance from the list.',
    subject: 'Write a subject (up to 150 characters).',
    description: 'Describe your grievance (up to 5,000 characters).',
    attachments: 'At most 3 attachments, each a PDF or a photo of at most 10 MB.',
    tooMany: 'At most 3 attachments can be sent.',
    tooLarge: 'An attachment is over 10 MB.',
    notAFile: 'is neither a PDF nor a photo that can be read.',
    /** Before a refused file's reason when its name is not known (a form posted without JavaScript whose kept text was lost). */
    anAttachment: 'An attachment',
    pdfActive: 'contains JavaScript, an action that opens something or a file inside it, which the college cannot accept. Please print it to a new PDF ("Save as PDF") and send that.',
    pdfEncrypted: 'is protected by a password. Please send a copy without one.',
    pdfBroken: 'is damaged and cannot be read. Please save it again from the original and send that.',
    pdfPages: `has more than ${MAX_PUBLIC_PDF_PAGES} pages. Please send only the pages that matter.`,
    /** A stranger's photo may have 25 megapixels (MAX_PUBLIC_INPUT_PIXELS, src/http/images.ts; a test keeps the two equal). */
    tooManyPixels: 'is a photo of more than 25 megapixels. Please send a smaller copy: a screenshot of it, or the photo taken at a lower size.',
    /** A file the server could not check now (other files being checked, the image process restarting). */
    checksBusy: 'could not be checked just now: the server is checking other files. Please send the form again in a minute.',
    /** The public upload budget's refusals, by the same sentences (src/http/public-upload-text.ts). */
    quota: ADDRESS_QUOTA_SPENT,
    siteQuota: SITE_QUOTA_SPENT,
    busy: UPLOADS_BUSY,
    limited: 'Too many grievances were sent from this address. Please wait a few minutes and try again.',
    failed: 'Your grievance could not be saved. Please try again.',
    control: 'must not contain control characters.',
  },
  form: {
    title: 'File a Grievance',
    tagline: 'Students’ Grievance Redressal, as the UGC regulations of 2023 provide.',
    intro:
      'Students, applicants and former students can file a grievance here. It goes to the Students’ Grievance Redressal Committee (SGRC); only the committee and the college’s administrators read it. You get a reference number at once and an answer within the limits below.',
    rules: [
      'The college refers your grievance to the SGRC, with its comments, within 15 days.',
      'The SGRC sends its report to the college, with a copy to you, preferably within 15 working days of your grievance.',
      'If you are not satisfied with the decision, you may appeal to the Ombudsperson within 15 days of it.',
    ],
    /** After the label of a field that must be filled. */
    required: ' (required)',
    categoryPlaceholder: 'Choose…',
    contactHint: 'Give at least one of e-mail and mobile.',
    submit: 'Submit Grievance',
    busy: 'Sending…',
    statusLink: 'Already filed one? Check its status',
    invalid: 'Your grievance was not sent. Please correct the marked fields.',
  },
  receipt: {
    title: 'Your grievance has been received',
    reference: 'Your reference number',
    keep: 'Keep this number and your access code. With both, you can check the status at any time:',
    accessCode: 'Your access code',
    accessCodeOnce: 'It is shown only this once (and in the e-mail, if you gave one). Write it down: without it the status cannot be opened. Never share it.',
  },
  status: {
    title: 'Grievance Status',
    tagline: 'Follow your grievance with its reference number.',
    intro: 'Enter the reference number (like GRV-2026-0042) and the access code you were given when you filed it. Lost the code? Ask the college for a new one.',
    label: 'Status',
    submit: 'Show Status',
    busy: 'Looking…',
    notFound: 'No grievance matches this reference number and access code. Check both and try again.',
    limited: 'Too many look-ups from this address. Please wait a few minutes and try again.',
    /** A look-up sent with a field empty: what to fill in, in the page's language (the browser's own tooltip speaks the phone's). */
    noReference: 'Enter the reference number from your receipt, like GRV-2026-0042.',
    noAccessCode: 'Enter the access code from your receipt.',
    noBoth: 'Enter the reference number and the access code from your receipt.',
    expired: 'This status page has expired. Please enter your reference number again.',
    timeline: 'Timeline',
    /** After each time of the timeline. */
    zone: ' IST',
    deadlinesTitle: 'Time limits',
    officeDays: site.officeHours.days as string,
    workingDays: (days: string) => `Working days are the college office's days, ${days}, except the holidays it lists.`,
    holidaysIn: 'Holidays within these limits:',
    holidaysNext: 'The next holidays:',
    due: 'by the end of',
    overdue: 'overdue',
    done: 'done',
    decision: 'Decision',
    /** The timeline's entry of a correction of the decision (docs/decisions/200). */
    corrected: 'Decision corrected',
    report: 'Report of the SGRC',
    appealTitle: 'Not satisfied? Appeal to the Ombudsperson',
    appealText: 'You may appeal against the decision to the Ombudsperson within 15 days of it, that is by the end of',
    fullStop: '.',
    ombudsperson: 'Ombudsperson',
    noOmbudsperson: 'The Ombudsperson’s contact is listed on the committees page.',
    fileAnother: 'File another grievance',
    lookAgain: 'Look up another grievance',
  },
  links: {
    footer: 'Student Grievances',
    committees: 'File a grievance online',
    disclosure: 'File a grievance online, or check its status',
  },
  figures: {
    title: 'Student grievances',
    intro: 'Grievances filed online this year, counted by the site itself.',
    received: 'Received',
    disposed: 'Disposed of',
    pending: 'Pending',
    averageDays: 'Average days to decision',
    byCategory: 'By kind',
    none: '—',
  },
  mail: {
    ackSubject: (reference: string) => `Grievance ${reference} received`,
    ackIntro: 'Your grievance has been received by the college and will go to the Students’ Grievance Redressal Committee (SGRC).',
    newCodeIntro: 'The college issued a new access code for your grievance. The earlier code no longer works.',
    /** The student's copy of a step says which step it is: the committee's report is not the decision. */
    updateSubjects: {
      reported: (reference: string) => `Committee’s report on grievance ${reference}`,
      decided: (reference: string) => `Decision on grievance ${reference}`,
      corrected: (reference: string) => `Correction of the decision on grievance ${reference}`,
    },
    correctedText: 'The committee corrected its decision on your grievance. The corrected decision replaces the earlier one, and your 15 days to appeal run from the correction.',
    statusAt: 'Check its status at',
  },
}

export type GrievanceMessages = typeof en

/** The staff's texts: the panel, the API's answers to it, the committee's e-mails. */
export const STAFF = {
  mail: {
    alertSubject: (reference: string) => `New grievance ${reference}`,
    alertIntro: 'A new grievance was filed online. Its text is in the panel only:',
    reminderSubject: (reference: string, what: string) => `Reminder: grievance ${reference}, ${what}`,
    overdueSubject: (reference: string, what: string) => `Overdue: grievance ${reference}, ${what}`,
  },
  /** The language a grievance was filed in, as the panel names it. */
  languages: { en: 'English', hi: 'Hindi' } satisfies Record<Lang, string>,
  language: 'Language',
  grievanceText: 'The grievance',
  noGrievance: 'No grievance with this reference number.',
  notAllowed: (action: string, status: string) => `A grievance that is "${status}" cannot be ${action}.`,
  actions: {
    refer: 'Refer to the SGRC',
    report: 'Record the SGRC report',
    decide: 'Issue the decision',
    appeal: 'Record an appeal',
    close: 'Close',
  },
  done: {
    refer: 'Referred to the SGRC.',
    report: 'Report recorded.',
    decide: 'Decision issued.',
    appeal: 'Appeal recorded.',
    close: 'Grievance closed.',
    note: 'Note added.',
    holiday: 'Holiday saved.',
    holidayRemoved: 'Holiday removed.',
    deleted: 'Grievance deleted. An Administrator can bring it back for 30 days.',
    restored: 'Grievance brought back.',
    accessCode: 'New access code issued. Give it to the student (it is shown only now); the old code no longer works.',
  },
  textLabels: {
    refer: 'The college’s comments',
    report: 'The SGRC’s report',
    decide: 'The decision',
    appeal: 'What the appeal says',
    close: 'Closing remark (optional)',
  },
  /** Correcting the decision within its window (docs/decisions/200). */
  correction: {
    label: 'The corrected decision',
    button: 'Correct the decision',
    done: 'Decision corrected. The student is e-mailed that it was corrected.',
    until: (time: string) => `The committee can correct the decision until ${time} IST (${CORRECTION_HOURS} hours after it was issued).`,
    ended: (time: string) => `The decision can no longer be corrected: a correction was possible for ${CORRECTION_HOURS} hours after it was issued, until ${time} IST.`,
    unchanged: 'The corrected decision is the same as the decision. Change its text first.',
    confirm: (reference: string) => `Correct the decision on grievance ${reference}? The student is e-mailed that it was corrected and sees the corrected text on the status page at once.`,
  },
  textRequired: 'Write the text first.',
  noteRequired: 'Write a note first.',
  holidayDay: 'Write the day as YYYY-MM-DD.',
  holidayName: 'Name the holiday (up to 80 characters).',
  noHoliday: 'No holiday on that day.',
}

/**
 * The Hindi catalogue: typed by the English, so a key missing (or one too many) fails the typecheck.
 * Terms as /work/shared/hindi.md and the state's universities write them.
 */
export const hi: GrievanceMessages = {
  categories: {
    admission: 'प्रवेश',
    fees: 'शुल्क और शुल्क वापसी',
    certificates: 'रोके गए प्रमाणपत्र या दस्तावेज़',
    scholarship: 'छात्रवृत्ति',
    examination: 'परीक्षा और परिणाम',
    discrimination: 'भेदभाव',
    harassment: 'उत्पीड़न या प्रताड़ना',
    other: 'अन्य',
  },
  statuses: {
    received: 'प्राप्त',
    referred: 'शिकायत निवारण समिति को भेजी गई',
    reported: 'शिकायत निवारण समिति की रिपोर्ट प्राप्त',
    decided: 'निर्णय जारी',
    appealed: 'लोकपाल के समक्ष अपील की गई',
    closed: 'बंद',
  },
  deadlines: {
    refer: 'महाविद्यालय की टिप्पणियों सहित शिकायत निवारण समिति को भेजना',
    report: 'शिकायत निवारण समिति की रिपोर्ट महाविद्यालय को और आपको',
    appeal: 'लोकपाल के समक्ष अपील',
  },
  fields: {
    name: 'पूरा नाम',
    enrolment: 'नामांकन क्रमांक या रोल नंबर (यदि हो)',
    course: 'पाठ्यक्रम और वर्ष',
    email: 'ई-मेल',
    mobile: 'मोबाइल नंबर',
    category: 'शिकायत का प्रकार',
    subject: 'विषय',
    description: 'आपकी शिकायत',
    attachments: 'संलग्नक (अधिकतम 3: पीडीएफ या फ़ोटो, प्रत्येक 10 MB तक)',
    reference: 'संदर्भ संख्या',
    accessCode: 'एक्सेस कोड',
  },
  // "आपकी शिकायत में 6,000 अक्षर हैं; …": the Hindi sentence counts in the field
  lengthNames: {
    name: 'आपके नाम में',
    enrolment: 'नामांकन क्रमांक या रोल नंबर में',
    course: 'पाठ्यक्रम और वर्ष में',
    email: 'ई-मेल पते में',
    mobile: 'मोबाइल नंबर में',
    subject: 'विषय में',
    description: 'आपकी शिकायत में',
  },
  errors: {
    name: 'अपना पूरा नाम लिखें (अधिकतम 120 अक्षर)।',
    enrolment: 'नामांकन क्रमांक या रोल नंबर अधिकतम 40 अक्षरों का हो सकता है।',
    course: 'अपना पाठ्यक्रम और वर्ष लिखें (अधिकतम 80 अक्षर), जैसे "एलएल.बी. द्वितीय वर्ष"।',
    email: 'सही ई-मेल पता लिखें, जैसे name@example.com',
    mobile: '10 से 15 अंकों का मोबाइल नंबर लिखें।',
    contact: 'ई-मेल पता या मोबाइल नंबर (या दोनों) दें, ताकि महाविद्यालय आपको उत्तर दे सके।',
    category: 'सूची में से शिकायत का प्रकार चुनें।',
    subject: 'विषय लिखें (अधिकतम 150 अक्षर)।',
    description: 'अपनी शिकायत लिखें (अधिकतम 5,000 अक्षर)।',
    attachments: 'अधिकतम 3 संलग्नक, प्रत्येक पीडीएफ या फ़ोटो, 10 MB तक।',
    tooMany: 'अधिकतम 3 संलग्नक भेजे जा सकते हैं।',
    tooLarge: 'एक संलग्नक 10 MB से बड़ा है।',
    notAFile: 'न तो पीडीएफ है, न ही पढ़ी जा सकने वाली फ़ोटो।',
    anAttachment: 'एक संलग्नक',
    pdfActive: 'में जावास्क्रिप्ट, कुछ खोलने वाली क्रिया या भीतर रखी फ़ाइल है, जिसे महाविद्यालय स्वीकार नहीं कर सकता। कृपया इसे नई पीडीएफ के रूप में प्रिंट करें ("Save as PDF") और वह भेजें।',
    pdfEncrypted: 'पासवर्ड से सुरक्षित है। कृपया बिना पासवर्ड वाली प्रति भेजें।',
    pdfBroken: 'क्षतिग्रस्त है और पढ़ी नहीं जा सकती। कृपया मूल फ़ाइल से इसे फिर से सहेजकर भेजें।',
    pdfPages: `में ${MAX_PUBLIC_PDF_PAGES} से अधिक पृष्ठ हैं। कृपया केवल ज़रूरी पृष्ठ भेजें।`,
    tooManyPixels: '25 मेगापिक्सेल से बड़ी फ़ोटो है। कृपया छोटी प्रति भेजें: उसका स्क्रीनशॉट, या कम आकार पर ली गई फ़ोटो।',
    checksBusy: 'की जाँच अभी नहीं हो सकी: सर्वर दूसरी फ़ाइलें जाँच रहा है। कृपया एक मिनट बाद फ़ॉर्म फिर से भेजें।',
    quota: 'आज आपके नेटवर्क से बहुत अधिक फ़ाइलें भेजी जा चुकी हैं; कुछ भी सहेजा नहीं गया। कृपया कल फिर से प्रयास करें, या फ़ॉर्म बिना संलग्नक के भेजें।',
    siteQuota: 'आज वेबसाइट जनता से जितनी फ़ाइलें रख सकती है, उतनी प्राप्त हो चुकी हैं; कुछ भी सहेजा नहीं गया। कृपया कल फिर से प्रयास करें, या फ़ॉर्म बिना संलग्नक के भेजें।',
    busy: 'इस समय सर्वर को जनता से बहुत सारी फ़ाइलें मिल रही हैं; कुछ भी सहेजा नहीं गया। कृपया एक मिनट बाद फ़ॉर्म फिर से भेजें।',
    limited: 'आपके नेटवर्क से बहुत अधिक शिकायतें भेजी गई हैं। कृपया कुछ मिनट रुककर फिर से प्रयास करें।',
    failed: 'आपकी शिकायत सहेजी नहीं जा सकी। कृपया फिर से प्रयास करें।',
    control: 'में नियंत्रण वर्ण नहीं होने चाहिए।',
  },
  form: {
    title: 'शिकायत दर्ज करें',
    tagline: 'छात्र शिकायत निवारण, यूजीसी विनियम 2023 के अनुसार।',
    intro:
      'विद्यार्थी, आवेदक और पूर्व विद्यार्थी यहाँ अपनी शिकायत दर्ज कर सकते हैं। शिकायत छात्र शिकायत निवारण समिति को जाती है; उसे केवल समिति और महाविद्यालय के प्रशासक पढ़ते हैं। आपको तुरंत एक संदर्भ संख्या मिलती है और नीचे दी गई समय-सीमा के भीतर उत्तर मिलता है।',
    rules: [
      'महाविद्यालय आपकी शिकायत अपनी टिप्पणियों सहित 15 दिनों के भीतर समिति को भेजता है।',
      'समिति यथासंभव शिकायत प्राप्ति के 15 कार्य दिवसों के भीतर अपनी रिपोर्ट महाविद्यालय को भेजती है और उसकी प्रति आपको देती है।',
      'यदि आप निर्णय से संतुष्ट नहीं हैं, तो निर्णय के 15 दिनों के भीतर लोकपाल के समक्ष अपील कर सकते हैं।',
    ],
    required: ' (आवश्यक)',
    categoryPlaceholder: 'चुनें…',
    contactHint: 'ई-मेल और मोबाइल नंबर में से कम से कम एक दें।',
    submit: 'शिकायत जमा करें',
    busy: 'भेजी जा रही है…',
    statusLink: 'शिकायत पहले दर्ज कर चुके हैं? उसकी स्थिति देखें',
    invalid: 'आपकी शिकायत नहीं भेजी गई। कृपया चिह्नित जानकारी ठीक करें।',
  },
  receipt: {
    title: 'आपकी शिकायत प्राप्त हो गई है',
    reference: 'आपकी संदर्भ संख्या',
    keep: 'यह संख्या और अपना एक्सेस कोड सँभालकर रखें। दोनों से आप कभी भी शिकायत की स्थिति देख सकते हैं:',
    accessCode: 'आपका एक्सेस कोड',
    accessCodeOnce: 'यह केवल इसी बार दिखाया जाता है (और ई-मेल में, यदि आपने ई-मेल दिया है)। इसे लिख लें: इसके बिना स्थिति नहीं खुलती। इसे किसी को न बताएँ।',
  },
  status: {
    title: 'शिकायत की स्थिति',
    tagline: 'संदर्भ संख्या से अपनी शिकायत की प्रगति देखें।',
    intro: 'संदर्भ संख्या (जैसे GRV-2026-0042) और शिकायत दर्ज करते समय मिला एक्सेस कोड लिखें। कोड खो गया हो तो महाविद्यालय से नया कोड माँगें।',
    label: 'स्थिति',
    submit: 'स्थिति देखें',
    busy: 'खोजा जा रहा है…',
    notFound: 'इस संदर्भ संख्या और एक्सेस कोड से कोई शिकायत नहीं मिली। दोनों जाँचकर फिर से प्रयास करें।',
    limited: 'आपके नेटवर्क से बहुत अधिक बार स्थिति खोजी गई है। कृपया कुछ मिनट रुककर फिर से प्रयास करें।',
    noReference: 'अपनी रसीद पर लिखी संदर्भ संख्या लिखें, जैसे GRV-2026-0042।',
    noAccessCode: 'अपनी रसीद पर लिखा एक्सेस कोड लिखें।',
    noBoth: 'अपनी रसीद पर लिखी संदर्भ संख्या और एक्सेस कोड, दोनों लिखें।',
    expired: 'स्थिति का यह पृष्ठ अब मान्य नहीं है। कृपया अपनी संदर्भ संख्या फिर से लिखें।',
    timeline: 'अब तक की कार्यवाही',
    zone: ' (भारतीय समय)',
    deadlinesTitle: 'समय-सीमाएँ',
    officeDays: `${HINDI_WEEKDAYS[OFFICE_DAYS[0]]} से ${HINDI_WEEKDAYS[OFFICE_DAYS[OFFICE_DAYS.length - 1]]}`,
    workingDays: (days: string) => `कार्य-दिवस महाविद्यालय कार्यालय के दिन हैं, ${days}, घोषित अवकाशों को छोड़कर।`,
    holidaysIn: 'इन समय-सीमाओं के बीच के अवकाश:',
    holidaysNext: 'आगामी अवकाश:',
    due: 'अंतिम तिथि',
    overdue: 'समय-सीमा बीत गई',
    done: 'पूर्ण',
    decision: 'निर्णय',
    corrected: 'निर्णय में सुधार किया गया',
    report: 'शिकायत निवारण समिति की रिपोर्ट',
    appealTitle: 'संतुष्ट नहीं हैं? लोकपाल के समक्ष अपील करें',
    appealText: 'आप निर्णय के विरुद्ध उसके 15 दिनों के भीतर लोकपाल के समक्ष अपील कर सकते हैं। अपील की अंतिम तिथि:',
    fullStop: '।',
    ombudsperson: 'लोकपाल',
    noOmbudsperson: 'लोकपाल का संपर्क समितियों के पृष्ठ पर दिया गया है।',
    fileAnother: 'नई शिकायत दर्ज करें',
    lookAgain: 'दूसरी शिकायत की स्थिति देखें',
  },
  links: {
    footer: 'छात्र शिकायतें',
    committees: 'ऑनलाइन शिकायत दर्ज करें',
    disclosure: 'ऑनलाइन शिकायत दर्ज करें या उसकी स्थिति देखें',
  },
  figures: {
    title: 'विद्यार्थियों की शिकायतें',
    intro: 'इस वर्ष ऑनलाइन दर्ज की गई शिकायतें, जिन्हें वेबसाइट स्वयं गिनती है।',
    received: 'प्राप्त',
    disposed: 'निपटाई गईं',
    pending: 'लंबित',
    averageDays: 'निर्णय में लगे औसत दिन',
    byCategory: 'प्रकार के अनुसार',
    none: '—',
  },
  mail: {
    ackSubject: (reference: string) => `शिकायत ${reference} प्राप्त हुई`,
    ackIntro: 'आपकी शिकायत महाविद्यालय को प्राप्त हो गई है और छात्र शिकायत निवारण समिति को भेजी जाएगी।',
    newCodeIntro: 'महाविद्यालय ने आपकी शिकायत के लिए नया एक्सेस कोड जारी किया है। पुराना कोड अब काम नहीं करता।',
    updateSubjects: {
      reported: (reference: string) => `शिकायत ${reference} पर समिति की रिपोर्ट`,
      decided: (reference: string) => `शिकायत ${reference} पर निर्णय`,
      corrected: (reference: string) => `शिकायत ${reference} पर निर्णय में सुधार`,
    },
    correctedText: 'समिति ने आपकी शिकायत पर अपने निर्णय में सुधार किया है। सुधरा हुआ निर्णय पहले वाले निर्णय का स्थान लेता है, और अपील के 15 दिन सुधार की तिथि से गिने जाते हैं।',
    statusAt: 'उसकी स्थिति यहाँ देखें:',
  },
}

/** One catalogue per language: a page picks its own from the request's language, never a shared switch. */
export const GRIEVANCE_MESSAGES: Record<Lang, GrievanceMessages> = { en, hi }

/** English and the staff's texts: the API's answers (spec: English), the panel, the committee's mails. */
export const M = { ...en, staff: STAFF }
