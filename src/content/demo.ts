/**
 * SAMPLE content written into an empty database so that a fresh install shows a complete site.
 * Staff replace all of it from the admin panel; none of it is read after the first start.
 */
export const demoTopbar = {
  message: 'Admissions open for 2026-27: B.A. LL.B., LL.B. and LL.M.',
  link: '/addmissionForm',
}

export const demoAbout = {
  title: 'A Tradition of Legal Education in Shahdol',
  description:
    'For two decades our college has prepared students from the Vindhya region for the Bar, the judiciary and public service. Small classes, a working moot court and a library of more than 12,000 volumes give every student the grounding a lawyer needs.',
  students: 1200,
  collegeAcceptance: '92',
  yearsOfExcellence: 20,
}

export const demoMissionVision = {
  mission: [
    'To impart legal education that is rigorous, affordable and rooted in constitutional values.',
    'To train students in advocacy, drafting and research through moot courts and legal aid camps.',
    'To open the legal profession to first-generation learners of the tribal belt of Madhya Pradesh.',
  ].join('\n'),
  vision:
    'To be the leading centre of legal learning in central India, producing lawyers who serve justice with skill and integrity.',
}

export const demoPrograms = [
  {
    title: 'B.A. LL.B. (Hons.)',
    duration: '5 Years',
    description: 'An integrated programme joining arts and law, open to students after the 12th.',
    highlights: ['Moot court every semester', 'Internships with district courts', 'Political science and sociology'],
  },
  {
    title: 'LL.B.',
    duration: '3 Years',
    description: 'The professional law degree for graduates of any stream.',
    highlights: ['Evening doubt-clearing classes', 'Legal aid clinic', 'Bar Council approved'],
  },
  {
    title: 'LL.M.',
    duration: '2 Years',
    description: 'Advanced study and research in constitutional and criminal law.',
    highlights: ['Dissertation guidance', 'Research methodology', 'Teaching assistantships'],
  },
]

export const demoFoundation = [
  {
    name: 'Late Shri R. K. Tiwari',
    content:
      'Founder of the college, an advocate of the Shahdol bar for forty years, who believed that a law degree should be within reach of every student of the district.',
  },
  {
    name: 'Smt. Kamla Devi Singh',
    content:
      'First principal of the college, who built its library and its legal aid clinic, and who still guides the trust that runs the college.',
  },
]

export const demoCategories = ['Annual Function', 'Moot Court', 'Legal Aid Camp']

export const demoBlogs = [
  {
    title: 'Admissions open for the 2026-27 session',
    category: 'admission news',
    daysAgo: 3,
    description: [
      'Applications are now invited for all three programmes of the college.',
      '**B.A. LL.B. (5 years): 12th pass in any stream',
      '**LL.B. (3 years): graduation in any stream',
      '**LL.M. (2 years): LL.B. or equivalent',
      'Forms are available at the college office and on this website.',
    ].join('\n'),
    linkTitle: 'Apply online',
    link: '/addmissionForm',
  },
  {
    title: 'Scholarship forms for S.T., S.C. and O.B.C. students',
    category: 'admission news',
    daysAgo: 9,
    description: [
      'Students of the S.T., S.C. and O.B.C. categories may apply for the state post-matric scholarship.',
      '**Bring your caste and income certificates',
      '**Last date: 15 December',
    ].join('\n'),
    linkTitle: null,
    link: null,
  },
  {
    title: 'Inter-college moot court competition won by our team',
    category: 'news',
    daysAgo: 14,
    description: [
      'Our third-year team won the regional moot court competition held at Rewa.',
      '**Best memorial award',
      '**Best speaker: Priya Patel',
      'The college congratulates the team and their faculty guide.',
    ].join('\n'),
    linkTitle: null,
    link: null,
  },
  {
    title: 'Legal aid camp at Beohari',
    category: 'news',
    daysAgo: 21,
    description: [
      'Students of the legal aid clinic held a camp on land records and the rights of tenants.',
      '**More than 300 villagers attended',
      '**Free advice on revenue matters',
    ].join('\n'),
    linkTitle: 'District Legal Services Authority',
    link: 'https://nalsa.gov.in/',
  },
]
