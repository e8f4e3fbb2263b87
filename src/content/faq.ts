import { MARKS_RULE } from './courses'

/** Home page FAQ. The scholarship and hostel answers are facts the spec fixes (§9). */
export type FaqItem = { question: string; answer: string }

export const faq: FaqItem[] = [
  {
    question: 'Which courses does the college offer?',
    answer: 'B.A. LL.B. (5 years), LL.B. (3 years) and LL.M. (2 years).',
  },
  {
    question: 'What is the eligibility for admission?',
    answer:
      `B.A. LL.B.: 12th pass in any stream. LL.B.: graduation in any stream. Both need ${MARKS_RULE}. LL.M.: an LL.B. or equivalent degree from a recognised university.`,
  },
  {
    question: 'Are scholarships available?',
    answer: 'Yes. Scholarships are available for S.T., S.C. and O.B.C. students under the schemes of the state government.',
  },
  {
    question: 'Does the college have a hostel?',
    answer: 'No, there is no hostel at present. The college office can suggest rooms and paying-guest homes near the campus.',
  },
  {
    question: 'How do I apply?',
    answer: 'Fill in the admission form on this website or visit the college office, Monday to Friday, 9:00 AM to 5:00 PM.',
  },
  {
    question: 'Are there moot courts and internships?',
    answer: 'Yes. Every student argues in the moot court each year and completes court and legal aid internships.',
  },
]
