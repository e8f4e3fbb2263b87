/** The three further blocks on /addmissionForm (content chosen in docs/decisions/026). */
export const applySteps = [
  'Fill in the admission form on this page (or collect one from the college office).',
  'The college office calls you back to confirm the course and your eligibility.',
  'Visit the office with your documents for verification and pay the admission fee.',
  'Collect your identity card and the timetable; classes begin as per the university calendar.',
]

export const documentsRequired = [
  'Mark sheets and certificates of 10th and 12th (and graduation for LL.B., LL.B. for LL.M.)',
  'Transfer certificate and migration certificate (if from another university)',
  'Caste certificate and income certificate, for S.T., S.C. and O.B.C. scholarships',
  'Aadhaar card and four passport-size photographs',
]
