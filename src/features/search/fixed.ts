import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import { howToReach } from '../../content/contact.js'
import { courseHref, courses } from '../../content/courses.js'
import { faq } from '../../content/faq.js'
import { site } from '../../content/site.js'
import { hi } from '../../content/messages/hi.js'

type FixedEntry = { kind: 'page' | 'course'; ref: string; title: string; body: string }

/** What a course tab says, as one text. */
const courseText = (course: (typeof courses)[number]) => [course.duration, course.description, ...course.eligibility, ...course.scope, ...course.career].join(' ')

/**
 * The fixed pages in Hindi, by the English entry's ref: their Hindi pages' own names and what they
 * hold, so that a Hindi word finds them and /hi/search shows them in Hindi (issue 29). A ref
 * missing here fails the typecheck.
 */
const HINDI_PAGES: Record<FixedPageRef, { title: string; body: string }> = {
  '/aboutUs': { title: hi.layout.aboutUs, body: `${site.name} के बारे में: हमारी विरासत, प्राध्यापक, ध्येय और दृष्टि।` },
  '/contactUs': { title: hi.layout.contactUs, body: `पता, फ़ोन ${site.phones.join(', ')}, ई-मेल ${site.email}, कार्यालय समय और महाविद्यालय तक पहुँचने का मार्ग। संपर्क फ़ॉर्म।` },
  '/addmissionForm': { title: hi.admission.title, body: 'प्रवेश पूछताछ फ़ॉर्म: बी.ए. एलएल.बी., एलएल.बी. और एलएल.एम. में प्रवेश के लिए आवेदन; पात्रता, दस्तावेज़, शुल्क और छात्रवृत्ति।' },
  '/blogs': { title: hi.layout.news, body: 'महाविद्यालय के समाचार, सूचनाएँ और प्रवेश सूचनाएँ।' },
  '/eventGallery': { title: hi.layout.gallery, body: 'महाविद्यालय के कार्यक्रमों, मूट कोर्ट, संगोष्ठियों और समारोहों के चित्र।' },
  '/disclosure': { title: hi.pages.disclosureTitle, body: 'मान्यता और संबद्धता, बार काउंसिल ऑफ इंडिया की स्वीकृति, संबद्ध विश्वविद्यालय, पाठ्यक्रम, प्रवेश क्षमता, अवधि, शुल्क संरचना, शुल्क वापसी नीति, प्राध्यापक, योग्यताएँ, समितियाँ, शिकायत निवारण, लोकपाल, मुख्य दस्तावेज़।' },
  '/documents': { title: hi.pages.documentsTitle, body: 'स्वीकृतियाँ, विवरणिका, शुल्क संरचना, शुल्क वापसी नीति, शैक्षणिक कैलेंडर, समय-सारणी, परिणाम, समितियों के आदेश, वार्षिक प्रतिवेदन, लेखे, नीतियाँ।' },
  '/grievance': {
    title: 'शिकायत दर्ज करें',
    body: 'विद्यार्थियों की शिकायत निवारण: शुल्क, प्रवेश, छात्रवृत्ति, परीक्षा, परिणाम, प्रमाणपत्र या भेदभाव से जुड़ी शिकायत ऑनलाइन दर्ज करें। शिकायत निवारण समिति, लोकपाल, निर्णय की समय-सीमा।',
  },
  '/grievance/status': { title: 'शिकायत की स्थिति', body: 'दर्ज की गई शिकायत की स्थिति देखें: उसकी संदर्भ संख्या और दर्ज करते समय मिले एक्सेस कोड से।' },
  '/#faq': { title: hi.home.faq, body: hi.home.faqItems.map((item) => `${item.question} ${item.answer}`).join(' ') },
  '/committees': { title: hi.pages.committeesTitle, body: 'रैगिंग विरोधी समिति, रैगिंग विरोधी दस्ता, नोडल अधिकारी, राष्ट्रीय रैगिंग विरोधी हेल्पलाइन 1800-180-5522, आंतरिक शिकायत समिति, छात्र शिकायत निवारण समिति, लोकपाल, समान अवसर प्रकोष्ठ, शिकायत कैसे करें।' },
}

/** Search entries for what lives in code, not in the database: the fixed pages and the courses, each with its Hindi. */
export function fixedEntries(): (FixedEntry & { hi: { title: string; body: string } })[] {
  const pages = fixedPages()
  return [
    ...courses.map((course) => {
      const hindi = hi.course.courses.find((c) => c.key === course.key)!
      return {
        kind: 'course' as const,
        ref: courseHref(course.key),
        title: course.title,
        // "LLB", "BALLB": the title as people type it without dots.
        body: [course.title.replace(/[.\s()]/g, ''), courseText(course)].join(' '),
        hi: { title: hindi.title, body: courseText(hindi) },
      }
    }),
    ...pages.map((page) => ({ ...page, hi: HINDI_PAGES[page.ref] })),
  ]
}

function fixedPages() {
  const a = site.address
  return [
    {
      kind: 'page',
      ref: '/aboutUs',
      title: 'About Us',
      // the faculty are rows of their own (kind 'faculty', kept in step by triggers)
      body: `About ${site.name}: our legacy, faculty, mission and vision.`,
    },
    {
      kind: 'page',
      ref: '/contactUs',
      title: 'Contact Us',
      body: `Address ${a.line}, ${a.town}, ${a.state} ${a.postalCode}. Phone ${site.phones.join(', ')}. E-mail ${site.email}. Office hours ${site.officeHours.days}, ${site.officeHours.time}. ${howToReach.map((h) => `${h.mode}: ${h.text}`).join(' ')}`,
    },
    { kind: 'page', ref: '/addmissionForm', title: 'Admissions', body: 'Admission enquiry form: apply for B.A. LL.B., LL.B. and LL.M.; eligibility, documents, fees and scholarships.' },
    { kind: 'page', ref: '/blogs', title: 'News & Notifications', body: 'College news, notices and admission news.' },
    { kind: 'page', ref: '/eventGallery', title: 'Event Gallery', body: 'Photos of college events, moot courts, seminars and celebrations.' },
    {
      kind: 'page',
      ref: '/disclosure',
      title: 'Mandatory Disclosure',
      body: 'Approval and affiliation, Bar Council of India approval, affiliating university, courses, intake, duration, fee structure, refund policy, faculty, qualifications, committees, grievance redressal, ombudsperson, key documents.',
    },
    { kind: 'page', ref: '/documents', title: 'Documents', body: 'Approvals, prospectus, fee structure, refund policy, academic calendar, time-tables, results, committee orders, annual reports, accounts, policies.' },
    {
      kind: 'page',
      ref: '/grievance',
      title: 'File a Grievance',
      body: "Students' grievance redressal: file a grievance online about fees, admission, scholarships, examinations, results, certificates or discrimination. Students' Grievance Redressal Committee, Ombudsperson, time limits for a decision.",
    },
    { kind: 'page', ref: '/grievance/status', title: 'Grievance Status', body: 'See the status of a grievance filed: with its reference number and the access code given when it was filed.' },
    { kind: 'page', ref: '/#faq', title: 'Frequently asked questions', body: faq.map((item) => `${item.question} ${item.answer}`).join(' ') },
    {
      kind: 'page',
      ref: '/committees',
      title: 'Committees',
      body: "Anti-ragging committee, anti-ragging squad, nodal officer, national anti-ragging helpline 1800-180-5522, Internal Complaints Committee, Students' Grievance Redressal Committee, Ombudsperson, Equal Opportunity Cell, how to complain.",
    },
  ] as const satisfies readonly FixedEntry[]
}

type FixedPageRef = ReturnType<typeof fixedPages>[number]['ref']

/** Rewrites the fixed entries (at start: the code may have changed since the last run). */
export async function indexFixedEntries(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from search_index where kind in ('page', 'course')`.execute(trx)
    for (const entry of fixedEntries()) {
      await sql`insert into search_index (kind, ref, title, body, lang, alt_title, alt_body) values (${entry.kind}, ${entry.ref}, ${entry.title}, ${entry.body}, 'en', ${entry.hi.title}, ${entry.hi.body})`.execute(trx)
    }
  })
}
