/**
 * Every text a visitor or a staff member reads about grievances, in one catalogue per language so
 * that the Hindi site can add `hi` beside `en` (docs/decisions/120). Plain data: the pages, the
 * panel, the API and the e-mails all read it.
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
    contact: 'The e-mail or mobile you gave',
  },
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
    keep: 'Keep this number. With it and the e-mail or mobile you gave, you can check the status at any time:',
  },
  status: {
    title: 'Grievance Status',
    tagline: 'Follow your grievance with its reference number.',
    intro: 'Enter the reference number (like GRV-2026-0042) and the e-mail or mobile you gave when you filed it.',
    submit: 'Show Status',
    busy: 'Looking…',
    notFound: 'No grievance matches this reference number and e-mail or mobile. Check both and try again.',
    limited: 'Too many look-ups from this address. Please wait a few minutes and try again.',
    expired: 'This status page has expired. Please enter your reference number again.',
    timeline: 'Timeline',
    deadlinesTitle: 'Time limits',
    due: 'by the end of',
    overdue: 'overdue',
    done: 'done',
    decision: 'Decision',
    report: 'Report of the SGRC',
    appealTitle: 'Not satisfied? Appeal to the Ombudsperson',
    appealText: 'You may appeal against the decision to the Ombudsperson within 15 days of it, that is by the end of',
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
    alertSubject: (reference: string) => `New grievance ${reference}`,
    alertIntro: 'A new grievance was filed online. Its text is in the panel only:',
    reminderSubject: (reference: string, what: string) => `Reminder: grievance ${reference}, ${what}`,
    overdueSubject: (reference: string, what: string) => `Overdue: grievance ${reference}, ${what}`,
    decidedSubject: (reference: string) => `Decision on grievance ${reference}`,
    statusAt: 'Check its status at',
  },
  staff: {
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
    },
    textLabels: {
      refer: 'The college’s comments',
      report: 'The SGRC’s report',
      decide: 'The decision',
      appeal: 'What the appeal says',
      close: 'Closing remark (optional)',
    },
    textRequired: 'Write the text first.',
    noteRequired: 'Write a note first.',
    holidayDay: 'Write the day as YYYY-MM-DD.',
    holidayName: 'Name the holiday (up to 80 characters).',
    noHoliday: 'No holiday on that day.',
  },
}

export type GrievanceMessages = typeof en

/** The catalogue of a language; English until the Hindi one is written. */
export const GRIEVANCE_MESSAGES: Record<'en', GrievanceMessages> = { en }
export const M = en

/** What the disclosure and committees pages show of grievances: the links, the year's figures, the kinds. */
export type GrievancePublicMessages = Pick<GrievanceMessages, 'links' | 'figures' | 'categories'> & { statusTitle: string }

/**
 * Those texts on Hindi pages (the form and status pages themselves are still English): typed by the
 * English, so a key missing here fails the typecheck.
 */
const hiPublic: GrievancePublicMessages = {
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
  categories: {
    admission: 'प्रवेश',
    fees: 'शुल्क और शुल्क वापसी',
    certificates: 'रोके गए प्रमाण पत्र या दस्तावेज़',
    scholarship: 'छात्रवृत्ति',
    examination: 'परीक्षा और परिणाम',
    discrimination: 'भेदभाव',
    harassment: 'उत्पीड़न या प्रताड़ना',
    other: 'अन्य',
  },
  statusTitle: 'शिकायत की स्थिति',
}

export const GRIEVANCE_PUBLIC: Record<'en' | 'hi', GrievancePublicMessages> = {
  en: { links: en.links, figures: en.figures, categories: en.categories, statusTitle: en.status.title },
  hi: hiPublic,
}
