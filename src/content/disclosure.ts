import type { CourseKey } from './courses'

/**
 * College facts shown on /disclosure beside what staff keep in the panel. Values marked SAMPLE are
 * placeholders the college replaces with its own (like src/content/site.ts); `updated` is the day
 * these facts were last checked, shown as the part's "last updated".
 */
export const collegeFacts = {
  /** SAMPLE */
  established: 2005,
  /** SAMPLE */
  affiliatingUniversity: 'Pandit Shambhunath Shukla University, Shahdol',
  /** SAMPLE: the status as the latest BCI letter states it; the letters are documents in "Approvals & affiliation". */
  bciApproval: 'Approved by the Bar Council of India for the courses below; the approval and its year-wise extensions are listed under Approvals & affiliation.',
  /** SAMPLE: the trust or society that runs the college. */
  sponsoringBody: 'Shahdol Law Education Society',
  /** SAMPLE: the head of the institution. */
  head: { name: 'Dr. Anil Kumar Mishra', title: 'Principal' },
  /** SAMPLE: seats approved per course. */
  intake: { 'ba-llb': 60, llb: 120, llm: 20 } satisfies Record<CourseKey, number>,
  /** YYYY-MM-DD */
  updated: '2026-11-22',
} as const

/**
 * The same registered facts in Hindi, for /hi/disclosure (issue 37): each is the Hindi form of its
 * English above (SAMPLE where that is), changed together with it.
 */
export const collegeFactsHi = {
  affiliatingUniversity: 'पंडित शंभूनाथ शुक्ल विश्वविद्यालय, शहडोल',
  bciApproval: 'नीचे दिए पाठ्यक्रमों के लिए मान्यता प्राप्त। मान्यता पत्र और उनके वर्षवार विस्तार "मान्यता और संबद्धता" में दिए गए हैं।',
  sponsoringBody: 'शहडोल लॉ एजुकेशन सोसाइटी',
  head: { name: 'डॉ. अनिल कुमार मिश्रा', title: 'प्राचार्य' },
} satisfies Pick<{ [K in keyof typeof collegeFacts]: unknown }, 'affiliatingUniversity' | 'bciApproval' | 'sponsoringBody' | 'head'>
