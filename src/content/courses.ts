/** The three courses (spec §9). Keys are the ones /course?course=<key> opens. */
export type CourseKey = 'ba-llb' | 'llb' | 'llm'

export type Course = {
  key: CourseKey
  /** Tab label on /course */
  tab: string
  title: string
  /** The name used in navigation menus */
  menuLabel: string
  duration: string
  description: string
  eligibility: string[]
  scope: string[]
  career: string[]
  image: string
}

/**
 * The Bar Council of India's minimum marks (%) in the qualifying examination for B.A. LL.B. and
 * LL.B., per category: the one place of this fact, which every text of it (both languages, the
 * course pages and the FAQ) is made from.
 */
export const MINIMUM_MARKS = { general: 45, obc: 42, scSt: 40 } as const

/** The rule in English, without a capital or a full stop ("a minimum of 45% marks for General, …"). */
export const MARKS_RULE = `a minimum of ${MINIMUM_MARKS.general}% marks for General, ${MINIMUM_MARKS.obc}% for O.B.C. and ${MINIMUM_MARKS.scSt}% for S.C./S.T. candidates`

const marksRule = `A${MARKS_RULE.slice(1)}.`

export const courses: Course[] = [
  {
    key: 'ba-llb',
    tab: 'BA. LL.B.',
    title: 'B.A. LL.B. (Integrated)',
    menuLabel: 'B.A. LL.B. (5 Years)',
    duration: '5 Years',
    description:
      'An integrated undergraduate programme that joins the study of arts (political science, history, sociology and economics) with a full professional law degree, for students who choose law straight after school.',
    eligibility: ['12th pass in any stream from a recognised board.', marksRule],
    scope: [
      'Practice as an advocate after enrolment with the State Bar Council.',
      'Eligibility for civil judge and other judicial service examinations.',
      'A strong base for higher studies (LL.M.) and research.',
    ],
    career: ['Advocate', 'Judicial services', 'Legal adviser in companies and banks', 'Public prosecutor', 'Civil services'],
    image: '/images/course-ba-llb.svg',
  },
  {
    key: 'llb',
    tab: 'LL.B.',
    title: 'LL.B.',
    menuLabel: 'LL.B. (3 Years)',
    duration: '3 Years',
    description:
      'The professional law degree for graduates. Six semesters cover the core of Indian law, from the Constitution and contracts to criminal procedure, with moot courts and court visits in every year.',
    eligibility: ['Graduation in any stream from a recognised university.', marksRule],
    scope: [
      'Practice in district courts, High Courts and tribunals.',
      'Corporate legal departments, legal process outsourcing and compliance.',
      'Government legal services and teaching after LL.M.',
    ],
    career: ['Advocate', 'Corporate lawyer', 'Legal journalist', 'Notary (after practice)', 'Law officer in government'],
    image: '/images/course-llb.svg',
  },
  {
    key: 'llm',
    tab: 'LL.M.',
    title: 'LL.M.',
    menuLabel: 'LL.M. (2 Years)',
    duration: '2 Years',
    description:
      'A postgraduate degree for deeper study and research in law, with specialisation papers, a dissertation and training in research methodology.',
    eligibility: ['LL.B. or an equivalent degree from a recognised university.'],
    scope: [
      'Teaching law in colleges and universities (with NET/SET).',
      'Research posts, law commissions and policy bodies.',
      'Specialist practice in constitutional and criminal law.',
    ],
    career: ['Assistant professor', 'Legal researcher', 'Senior advocate practice', 'Policy analyst', 'Judicial services'],
    image: '/images/course-llm.svg',
  },
]

export const DEFAULT_COURSE: CourseKey = 'ba-llb'

export function courseHref(key: CourseKey): string {
  return `/course?course=${key}`
}
