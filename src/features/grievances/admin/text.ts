import type { Lang } from '../../../content/lang'
import { FORBIDDEN_MESSAGES } from '../../../platform/auth/roles'
import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { CORRECTION_HOURS, GRIEVANCE_ACTIONS, type GrievanceAction } from '../actions'
import { en, GRIEVANCE_MESSAGES, STAFF } from '../messages'
import { formatDay } from '../ui/StatusView'

/**
 * The grievance panel's own texts in English and Hindi (docs/decisions/230). What the student's pages
 * say too (statuses, kinds, limits, field names) comes from their catalogue (messages.ts, `hi` there);
 * the staff's words are here, the English being STAFF's and today's, letter for letter. A grievance's
 * own words (subject, text, names, notes) are never translated.
 */
type StepPermission = (typeof GRIEVANCE_ACTIONS)[GrievanceAction]['by']

export const grievanceText = panelCatalogue(
  {
    staff: {
      languages: STAFF.languages,
      language: STAFF.language,
      grievanceText: STAFF.grievanceText,
      actions: STAFF.actions,
      textLabels: STAFF.textLabels,
      done: { accessCode: STAFF.done.accessCode, holiday: STAFF.done.holiday, restored: STAFF.done.restored, deleted: STAFF.done.deleted },
      correction: { label: STAFF.correction.label, button: STAFF.correction.button, done: STAFF.correction.done, until: STAFF.correction.until, ended: STAFF.correction.ended, confirm: STAFF.correction.confirm },
    },
    /** Whose step it is, said where the person may not take it (the server's 403 says the same). */
    stepBy: { 'grievance-college-steps': FORBIDDEN_MESSAGES['grievance-college-steps'], 'grievance-committee-steps': FORBIDDEN_MESSAGES['grievance-committee-steps'] } as Record<StepPermission, string>,
    next: (step: string, whose: string) => `Next: ${step}. ${whose}`,
    loadFailed: 'Could not load the grievances.',
    none: 'No grievances yet.',
    overdueCount: (overdue: number, dueThisWeek: number) => `${overdue} overdue · ${dueThisWeek} due this week`,
    table: 'Grievances',
    reference: 'Reference',
    received: 'Received',
    kindAndSubject: 'Kind and subject',
    status: 'Status',
    nextLimit: 'Next limit',
    dueThisWeek: 'due this week',
    deletedTitle: 'Deleted grievances',
    deletedFailed: 'Could not load the deleted grievances.',
    noDeleted: 'No deleted grievances.',
    deletedBy: (who: string, purge: string) => `(deleted by ${who}, gone for good ${purge})`,
    restore: 'Restore',
    deleteQuestion: (reference: string) => `Delete grievance ${reference}? An Administrator can bring it back for 30 days.`,
    allGrievances: '← All grievances',
    oneFailed: 'Could not load the grievance.',
    enrolment: 'Enrolment',
    note: 'Note',
    deleteGrievance: 'Delete grievance',
    newCodeQuestion: (reference: string) => `Issue a new access code for ${reference}? The student's present code stops working.`,
    newCode: 'Issue a new access code',
    newCodeShown: 'New access code:',
    shownOnlyNow: '(shown only now)',
    noteLabel: 'Internal note (only staff read it)',
    addNote: 'Add note',
    decideQuestion: (reference: string) => `Issue the decision on grievance ${reference}? The student is e-mailed and sees it on the status page at once; it cannot be taken back.`,
    holidaysTitle: 'Holidays for the working-day limits',
    holidaysIntro: (days: string) => `Working days are the office days (${days}). List each year's gazetted holidays here: the status page shows them.`,
    holidaysFailed: 'Could not load the holidays.',
    noHolidays: 'No holidays listed.',
    remove: 'Remove',
    day: 'Day',
    holiday: 'Holiday (in English)',
    holidayHi: 'Holiday in Hindi',
    holidayHiHint: 'The Hindi status page names it so; left empty, it shows the English name.',
    addHoliday: 'Add holiday',
  },
  {
    staff: {
      languages: { en: 'अंग्रेज़ी', hi: 'हिन्दी' },
      language: 'भाषा',
      grievanceText: 'शिकायत',
      actions: {
        refer: 'शिकायत निवारण समिति को भेजें',
        report: 'शिकायत निवारण समिति की रिपोर्ट दर्ज करें',
        decide: 'निर्णय जारी करें',
        appeal: 'अपील दर्ज करें',
        close: 'बंद करें',
      },
      textLabels: {
        refer: 'महाविद्यालय की टिप्पणियाँ',
        report: 'शिकायत निवारण समिति की रिपोर्ट',
        decide: 'निर्णय',
        appeal: 'अपील में क्या कहा गया है',
        close: 'समापन टिप्पणी (वैकल्पिक)',
      },
      done: {
        accessCode: 'नया एक्सेस कोड जारी हो गया। इसे छात्र को दें (यह केवल अभी दिखाया गया है); पुराना कोड अब काम नहीं करेगा।',
        holiday: 'अवकाश सहेज दिया गया।',
        restored: 'शिकायत वापस लाई गई।',
        deleted: 'शिकायत हटा दी गई। कोई प्रशासक इसे 30 दिनों तक वापस ला सकता है।',
      },
      correction: {
        label: 'सुधारा गया निर्णय',
        button: 'निर्णय में सुधार करें',
        done: 'निर्णय में सुधार हो गया। छात्र को ई-मेल से सूचित किया गया है।',
        until: (time) => `समिति ${time} तक निर्णय में सुधार कर सकती है (जारी होने के ${CORRECTION_HOURS} घंटे तक)।`,
        ended: (time) => `निर्णय में अब सुधार नहीं हो सकता: सुधार जारी होने के ${CORRECTION_HOURS} घंटे तक, ${time} तक ही संभव था।`,
        confirm: (reference) => `शिकायत ${reference} के निर्णय में सुधार करें? छात्र को ई-मेल से सूचित किया जाएगा और वह स्थिति पृष्ठ पर सुधारा गया निर्णय तुरंत देखेगा।`,
      },
    },
    stepBy: {
      'grievance-college-steps': 'महाविद्यालय की टिप्पणियों सहित शिकायत भेजना, अपील दर्ज करना और शिकायत बंद करना महाविद्यालय के चरण हैं: इन्हें कोई प्रशासक करता है।',
      'grievance-committee-steps': 'शिकायत निवारण समिति की रिपोर्ट और निर्णय समिति के चरण हैं: इन्हें शिकायत समिति का कोई सदस्य करता है।',
    },
    next: (step, whose) => `अगला चरण: ${step}। ${whose}`,
    loadFailed: 'शिकायतें लोड नहीं हो सकीं।',
    none: 'अभी कोई शिकायत नहीं है।',
    overdueCount: (overdue, dueThisWeek) => `${overdue} की समय-सीमा बीत गई · ${dueThisWeek} की समय-सीमा इस सप्ताह`,
    table: 'शिकायतें',
    reference: 'संदर्भ संख्या',
    received: 'प्राप्त',
    kindAndSubject: 'प्रकार और विषय',
    status: 'स्थिति',
    nextLimit: 'अगली समय-सीमा',
    dueThisWeek: 'इस सप्ताह तक',
    deletedTitle: 'हटाई गई शिकायतें',
    deletedFailed: 'हटाई गई शिकायतें लोड नहीं हो सकीं।',
    noDeleted: 'कोई हटाई गई शिकायत नहीं है।',
    deletedBy: (who, purge) => `(${who} ने हटाई, ${purge} को हमेशा के लिए मिट जाएगी)`,
    restore: 'वापस लाएँ',
    deleteQuestion: (reference) => `शिकायत ${reference} हटाएँ? कोई प्रशासक इसे 30 दिनों तक वापस ला सकता है।`,
    allGrievances: '← सभी शिकायतें',
    oneFailed: 'शिकायत लोड नहीं हो सकी।',
    enrolment: 'नामांकन क्रमांक',
    note: 'टिप्पणी',
    deleteGrievance: 'शिकायत हटाएँ',
    newCodeQuestion: (reference) => `${reference} के लिए नया एक्सेस कोड जारी करें? छात्र का मौजूदा कोड काम करना बंद कर देगा।`,
    newCode: 'नया एक्सेस कोड जारी करें',
    newCodeShown: 'नया एक्सेस कोड:',
    shownOnlyNow: '(केवल अभी दिखाया गया)',
    noteLabel: 'आंतरिक टिप्पणी (केवल स्टाफ़ पढ़ता है)',
    addNote: 'टिप्पणी जोड़ें',
    decideQuestion: (reference) => `शिकायत ${reference} पर निर्णय जारी करें? छात्र को तुरंत ई-मेल जाएगा और वह इसे स्थिति पृष्ठ पर देखेगा; इसे वापस नहीं लिया जा सकता।`,
    holidaysTitle: 'कार्य-दिवस की समय-सीमाओं के लिए अवकाश',
    holidaysIntro: (days) => `कार्य-दिवस कार्यालय के दिन हैं (${days})। हर वर्ष के राजपत्रित अवकाश यहाँ दर्ज करें: स्थिति पृष्ठ उन्हें दिखाता है।`,
    holidaysFailed: 'अवकाश लोड नहीं हो सके।',
    noHolidays: 'कोई अवकाश दर्ज नहीं है।',
    remove: 'हटाएँ',
    day: 'दिन',
    holiday: 'अवकाश (अंग्रेज़ी में)',
    holidayHi: 'अवकाश हिन्दी में',
    holidayHiHint: 'हिन्दी स्थिति पृष्ठ इसी नाम से दिखाता है; खाली छोड़ने पर अंग्रेज़ी नाम दिखेगा।',
    addHoliday: 'अवकाश जोड़ें',
  },
)

const hindiDay = new Intl.DateTimeFormat('hi-IN', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })

/** A calendar day (a limit, a holiday) in the panel's language: "11 Dec 2026" / "11 दिसंबर 2026". */
export function panelDay(day: string, lang: Lang): string {
  return lang === 'en' ? formatDay(day) : hindiDay.format(new Date(`${day}T00:00:00Z`))
}

/** The student-facing catalogue (statuses, kinds, limits) in the panel's language. */
export const grievanceWords = (lang: Lang) => GRIEVANCE_MESSAGES[lang]

const hi = grievanceText.hi
const hiPublic = GRIEVANCE_MESSAGES.hi
const hindiStatusByEnglish = Object.fromEntries(Object.entries(en.statuses).map(([key, english]) => [english, hiPublic.statuses[key as keyof typeof en.statuses]]))
/** The step the server names inside "cannot be …": an action's name in lower case, or "corrected". */
const hindiStep: Record<string, string> = { corrected: hi.staff.correction.button, ...Object.fromEntries(Object.entries(STAFF.actions).map(([key, english]) => [english.toLowerCase(), hi.staff.actions[key as GrievanceAction]])) }

addServerHindi({
  exact: {
    [STAFF.done.refer]: 'शिकायत निवारण समिति को भेज दी गई।',
    [STAFF.done.report]: 'रिपोर्ट दर्ज हो गई।',
    [STAFF.done.decide]: 'निर्णय जारी हो गया।',
    [STAFF.done.appeal]: 'अपील दर्ज हो गई।',
    [STAFF.done.close]: 'शिकायत बंद हो गई।',
    [STAFF.done.note]: 'टिप्पणी जोड़ दी गई।',
    [STAFF.done.holiday]: hi.staff.done.holiday,
    [STAFF.done.holidayRemoved]: 'अवकाश हटा दिया गया।',
    [STAFF.done.deleted]: hi.staff.done.deleted,
    [STAFF.done.restored]: hi.staff.done.restored,
    [STAFF.done.accessCode]: hi.staff.done.accessCode,
    [STAFF.correction.done]: hi.staff.correction.done,
    [STAFF.correction.unchanged]: 'सुधारा गया निर्णय पहले जैसा ही है। पहले उसका पाठ बदलें।',
    [STAFF.noGrievance]: 'इस संदर्भ संख्या की कोई शिकायत नहीं है।',
    [STAFF.textRequired]: 'पहले पाठ लिखें।',
    [STAFF.noteRequired]: 'पहले टिप्पणी लिखें।',
    [STAFF.holidayDay]: 'दिन YYYY-MM-DD के रूप में लिखें।',
    [STAFF.holidayName]: 'अवकाश का नाम लिखें (80 अक्षरों तक)।',
    [STAFF.noHoliday]: 'उस दिन कोई अवकाश नहीं है।',
    [FORBIDDEN_MESSAGES['grievance-college-steps']]: hi.stepBy['grievance-college-steps'],
    [FORBIDDEN_MESSAGES['grievance-committee-steps']]: hi.stepBy['grievance-committee-steps'],
    [FORBIDDEN_MESSAGES['grievance-removal']]: 'केवल कोई प्रशासक शिकायत हटा सकता है या वापस ला सकता है।',
  },
  patterns: [
    [/A grievance that is "(.+)" cannot be (.+)\./, (m) => `"${hindiStatusByEnglish[m[1]!] ?? m[1]}" स्थिति वाली शिकायत पर यह चरण नहीं हो सकता: ${hindiStep[m[2]!] ?? m[2]}।`],
    [/The decision can no longer be corrected: .*/, () => 'निर्णय में अब सुधार नहीं हो सकता: सुधार की अवधि बीत चुकी है।'],
  ],
})
