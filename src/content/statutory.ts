/**
 * Every statutory item a regulator or a parent checks on the site (issue 38, docs/decisions/168),
 * the rule that asks for it, where /disclosure shows it, and the panel where staff fix it. The
 * compliance checklist (src/features/statutory/checklist.ts) and the done-when test
 * (tests/api/statutory.test.ts) walk this list: an item added here is checked on both.
 */
export type StatutoryItem = {
  key: string
  title: { en: string; hi: string }
  /** The regulation or guideline that asks for it. */
  rule: string
  /** The element on /disclosure (and /hi/disclosure) that shows it: an id, or a data-statutory mark. */
  shownAt: { id: string } | { mark: string }
  /** Text the rule itself names, which the page must carry in each language. */
  mustSay?: { en: string[]; hi: string[] }
  /** The admin panel (and its query) where it is fixed. */
  fix: string
}

const committee = (kind: string) => `committees&committee=${kind}`
const entry = (kind: string) => `statutory&entry=${kind}`

export const STATUTORY_ITEMS: readonly StatutoryItem[] = [
  { key: 'accreditation', title: { en: 'Accreditation: NAAC, NIRF, UGC 2(f)/12B', hi: 'प्रत्यायन: नैक, एनआईआरएफ, यूजीसी 2(एफ)/12(बी)' }, rule: 'UGC Public Self-Disclosure Guidelines 2024', shownAt: { mark: 'accreditation' }, fix: entry('accreditation') },
  { key: 'head', title: { en: 'Head of the institution: photograph, phone, e-mail', hi: 'संस्था प्रमुख: फ़ोटो, फ़ोन, ई-मेल' }, rule: 'UGC Public Self-Disclosure Guidelines 2024 (profiles with photographs and contact details)', shownAt: { mark: 'head' }, fix: entry('head') },
  { key: 'iqac', title: { en: 'IQAC members', hi: 'आईक्यूएसी के सदस्य' }, rule: 'UGC Public Self-Disclosure Guidelines 2024; NAAC', shownAt: { id: 'iqac' }, fix: committee('iqac') },
  { key: 'iqac-minutes', title: { en: 'IQAC minutes', hi: 'आईक्यूएसी बैठकों के कार्यवृत्त' }, rule: 'UGC Public Self-Disclosure Guidelines 2024; NAAC', shownAt: { id: 'docs-iqac-minutes' }, fix: 'add-documents' },
  { key: 'aqar', title: { en: 'AQAR (annual quality assurance report)', hi: 'एक्यूएआर (वार्षिक गुणवत्ता आश्वासन प्रतिवेदन)' }, rule: 'NAAC; UGC Public Self-Disclosure Guidelines 2024', shownAt: { id: 'docs-aqar' }, fix: 'add-documents' },
  { key: 'alumni', title: { en: 'Alumni association', hi: 'पूर्व छात्र संघ' }, rule: 'UGC Public Self-Disclosure Guidelines 2024', shownAt: { id: 'alumni-association' }, fix: committee('alumni-association') },
  { key: 'scholarships', title: { en: 'Scholarships: schemes, the MP portal, who to ask', hi: 'छात्रवृत्ति: योजनाएँ, म.प्र. पोर्टल, संपर्क' }, rule: 'UGC Public Self-Disclosure Guidelines 2024', shownAt: { mark: 'scholarships' }, fix: entry('scholarships') },
  { key: 'bci-approval', title: { en: 'Bar Council of India approval letters, year by year, with intake', hi: 'बार काउंसिल ऑफ इंडिया के वर्षवार अनुमोदन पत्र, प्रवेश क्षमता सहित' }, rule: 'BCI Legal Education Rules 2008', shownAt: { id: 'docs-approvals' }, fix: 'add-documents' },
  { key: 'affiliation', title: { en: 'The university’s affiliation order', hi: 'विश्वविद्यालय का संबद्धता आदेश' }, rule: 'BCI Legal Education Rules 2008; the affiliating university', shownAt: { id: 'docs-affiliation' }, fix: 'add-documents' },
  { key: 'sgrc', title: { en: 'Students’ Grievance Redressal Committee', hi: 'छात्र शिकायत निवारण समिति' }, rule: 'UGC (Redressal of Grievances of Students) Regulations 2023', shownAt: { id: 'sgrc' }, fix: committee('sgrc') },
  {
    key: 'ombudsperson',
    title: { en: 'Ombudsperson of the university, with contact', hi: 'विश्वविद्यालय के लोकपाल, संपर्क सहित' },
    rule: 'UGC (Redressal of Grievances of Students) Regulations 2023; UGC letter of 13 February 2024',
    shownAt: { mark: 'ombudsperson' },
    mustSay: { en: ['Ombudsperson'], hi: ['लोकपाल'] },
    fix: entry('ombudsperson'),
  },
  { key: 'anti-ragging-committee', title: { en: 'Anti-Ragging Committee', hi: 'रैगिंग विरोधी समिति' }, rule: 'UGC anti-ragging regulations 2009', shownAt: { id: 'anti-ragging-committee' }, fix: committee('anti-ragging-committee') },
  { key: 'anti-ragging-squad', title: { en: 'Anti-Ragging Squad', hi: 'रैगिंग विरोधी दस्ता' }, rule: 'UGC anti-ragging regulations 2009', shownAt: { id: 'anti-ragging-squad' }, fix: committee('anti-ragging-squad') },
  {
    key: 'anti-ragging-helpline',
    title: { en: 'Anti-ragging helpline: phone and e-mail', hi: 'रैगिंग विरोधी हेल्पलाइन: फ़ोन और ई-मेल' },
    rule: 'UGC anti-ragging regulations and notices',
    shownAt: { mark: 'helpline' },
    mustSay: { en: ['1800-180-5522', 'helpline@antiragging.in'], hi: ['1800-180-5522', 'helpline@antiragging.in'] },
    fix: entry('anti-ragging'),
  },
  { key: 'nodal-officer', title: { en: 'Anti-ragging nodal officer', hi: 'रैगिंग विरोधी नोडल अधिकारी' }, rule: 'UGC anti-ragging regulations 2009', shownAt: { mark: 'anti-ragging' }, fix: entry('anti-ragging') },
  { key: 'undertaking', title: { en: 'The yearly online anti-ragging undertaking', hi: 'वार्षिक ऑनलाइन रैगिंग विरोधी शपथ-पत्र' }, rule: 'UGC anti-ragging regulations (third amendment, 2016)', shownAt: { mark: 'undertaking' }, fix: entry('anti-ragging') },
  { key: 'icc', title: { en: 'Internal Complaints Committee (POSH), members with phone numbers', hi: 'आंतरिक शिकायत समिति, सदस्यों के फ़ोन नंबर सहित' }, rule: 'UGC Regulations 2015; POSH Act 2013', shownAt: { id: 'icc' }, fix: committee('icc') },
  { key: 'equal-opportunity-cell', title: { en: 'Equal Opportunity Cell', hi: 'समान अवसर प्रकोष्ठ' }, rule: 'UGC checklist', shownAt: { id: 'equal-opportunity-cell' }, fix: committee('equal-opportunity-cell') },
]
