/**
 * The statutory facts staff keep beside the committees (docs/decisions/166), one entry per kind, and
 * which of the entry's fields each kind uses, with the panel's words for them. Plain data: the
 * admin bundle imports it.
 */
export const STATUTORY_KINDS = ['accreditation', 'head', 'ombudsperson', 'anti-ragging', 'scholarships'] as const
export type StatutoryKind = (typeof STATUTORY_KINDS)[number]

/** The entry's text fields (the table's columns, migration 026). */
export const ENTRY_FIELDS = ['title', 'name', 'designation', 'phone', 'email', 'body', 'link', 'naac', 'nirf', 'ugc'] as const
export type EntryField = (typeof ENTRY_FIELDS)[number]

/** `hi`: the label and hint in Hindi, for the panel in Hindi (docs/decisions/245). */
export type FieldUse = { label: string; hint?: string; long?: boolean; required?: boolean; hi: { label: string; hint?: string } }

/** Per kind: the fields the panel shows (title always), in order, with their labels. */
export const KIND_FIELDS: Record<StatutoryKind, Partial<Record<EntryField, FieldUse>>> = {
  accreditation: {
    naac: {
      label: 'NAAC',
      hint: 'The grade, cycle and validity, e.g. "Grade B+, first cycle, valid to March 2029", or "Not yet accredited: the IIQA will be filed in 2027".',
      required: true,
      hi: { label: 'नैक (NAAC)', hint: 'ग्रेड, चक्र और वैधता, जैसे “ग्रेड B+, प्रथम चक्र, मार्च 2029 तक मान्य”, या “अभी प्रत्यायन नहीं: आईआईक्यूए 2027 में भरा जाएगा”।' },
    },
    nirf: { label: 'NIRF', hint: 'Whether the college took part in the National Institutional Ranking Framework, and the year.', required: true, hi: { label: 'एनआईआरएफ (NIRF)', hint: 'क्या महाविद्यालय ने राष्ट्रीय संस्थागत रैंकिंग फ्रेमवर्क में भाग लिया, और किस वर्ष।' } },
    ugc: { label: 'UGC 2(f) / 12B', hint: 'The college’s status under sections 2(f) and 12B of the UGC Act.', required: true, hi: { label: 'यूजीसी 2(एफ) / 12(बी)', hint: 'यूजीसी अधिनियम की धारा 2(एफ) और 12(बी) के अंतर्गत महाविद्यालय की स्थिति।' } },
    body: { label: 'More about recognition (optional)', long: true, hi: { label: 'मान्यता के बारे में और (वैकल्पिक)' } },
  },
  head: {
    name: { label: 'Name', required: true, hi: { label: 'नाम' } },
    designation: { label: 'Designation', required: true, hi: { label: 'पद' } },
    phone: { label: 'Phone', required: true, hi: { label: 'फ़ोन' } },
    email: { label: 'E-mail', required: true, hi: { label: 'ई-मेल' } },
    body: { label: 'A few lines about the head (optional)', long: true, hint: 'The photograph is the one on the Faculty panel under the same name.', hi: { label: 'संस्था प्रमुख के बारे में कुछ पंक्तियाँ (वैकल्पिक)', hint: 'फ़ोटो वही है जो संकाय पैनल में इसी नाम के साथ है।' } },
  },
  ombudsperson: {
    name: { label: 'Name', required: true, hi: { label: 'नाम' } },
    designation: { label: 'Designation and university', required: true, hi: { label: 'पद और विश्वविद्यालय' } },
    phone: { label: 'Phone', hi: { label: 'फ़ोन' } },
    email: { label: 'E-mail', required: true, hi: { label: 'ई-मेल' } },
    body: { label: 'Address and how to appeal', long: true, hint: 'One paragraph per line.', hi: { label: 'पता और अपील करने का तरीका', hint: 'हर अनुच्छेद एक पंक्ति में।' } },
  },
  'anti-ragging': {
    name: { label: 'Nodal officer', required: true, hi: { label: 'नोडल अधिकारी' } },
    designation: { label: 'Nodal officer’s designation', required: true, hi: { label: 'नोडल अधिकारी का पद' } },
    phone: { label: 'Nodal officer’s phone', required: true, hi: { label: 'नोडल अधिकारी का फ़ोन' } },
    email: { label: 'Nodal officer’s e-mail', required: true, hi: { label: 'नोडल अधिकारी का ई-मेल' } },
    body: { label: 'The yearly online undertaking: what students and parents do', long: true, required: true, hint: 'One paragraph per line.', hi: { label: 'वार्षिक ऑनलाइन शपथ-पत्र: छात्र और अभिभावक क्या करें', hint: 'हर अनुच्छेद एक पंक्ति में।' } },
    link: { label: 'Undertaking portal address', hint: 'https://antiragging.in', hi: { label: 'शपथ-पत्र पोर्टल का पता', hint: 'https://antiragging.in' } },
  },
  scholarships: {
    body: { label: 'Schemes and how to apply', long: true, required: true, hint: 'One scheme or step per line.', hi: { label: 'योजनाएँ और आवेदन का तरीका', hint: 'हर योजना या चरण एक पंक्ति में।' } },
    link: { label: 'Scholarship portal address', hint: 'https://scholarshipportal.mp.nic.in', required: true, hi: { label: 'छात्रवृत्ति पोर्टल का पता', hint: 'https://scholarshipportal.mp.nic.in' } },
    name: { label: 'Who to ask', required: true, hi: { label: 'किससे पूछें' } },
    designation: { label: 'Their designation', hi: { label: 'उनका पद' } },
    phone: { label: 'Phone', hi: { label: 'फ़ोन' } },
    email: { label: 'E-mail', hi: { label: 'ई-मेल' } },
  },
}

/** The fields a kind needs filled to count as present on the compliance checklist. */
export function requiredFields(kind: StatutoryKind): EntryField[] {
  return (Object.entries(KIND_FIELDS[kind]) as [EntryField, FieldUse][]).filter(([, use]) => use.required).map(([field]) => field)
}
