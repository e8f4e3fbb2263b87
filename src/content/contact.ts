/** The extra block on /contactUs (the spec leaves its content open; see docs/decisions/025). SAMPLE. */
export const howToReach = [
  { mode: 'By train', text: 'Shahdol railway station is on the Katni–Bilaspur line; the college is a short auto-rickshaw ride away.' },
  { mode: 'By bus', text: 'Buses from Rewa, Jabalpur, Katni and Anuppur stop at the Shahdol bus stand, about 2 km from the college.' },
  { mode: 'Within the town', text: 'Ask for the college near the Collectorate; auto-rickshaws know the way.' },
]

export const admissionEnquiryNote = 'Admission enquiries are welcome throughout the year.'
