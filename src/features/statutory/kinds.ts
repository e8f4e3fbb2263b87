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

type FieldUse = { label: string; hint?: string; long?: boolean; required?: boolean }

/** Per kind: the fields the panel shows (title always), in order, with their labels. */
export const KIND_FIELDS: Record<StatutoryKind, Partial<Record<EntryField, FieldUse>>> = {
  accreditation: {
    naac: { label: 'NAAC', hint: 'The grade, cycle and validity, e.g. "Grade B+, first cycle, valid to March 2029", or "Not yet accredited: the IIQA will be filed in 2027".', required: true },
    nirf: { label: 'NIRF', hint: 'Whether the college took part in the National Institutional Ranking Framework, and the year.', required: true },
    ugc: { label: 'UGC 2(f) / 12B', hint: 'The college’s status under sections 2(f) and 12B of the UGC Act.', required: true },
    body: { label: 'More about recognition (optional)', long: true },
  },
  head: {
    name: { label: 'Name', required: true },
    designation: { label: 'Designation', required: true },
    phone: { label: 'Phone', required: true },
    email: { label: 'E-mail', required: true },
    body: { label: 'A few lines about the head (optional)', long: true, hint: 'The photograph is the one on the Faculty panel under the same name.' },
  },
  ombudsperson: {
    name: { label: 'Name', required: true },
    designation: { label: 'Designation and university', required: true },
    phone: { label: 'Phone' },
    email: { label: 'E-mail', required: true },
    body: { label: 'Address and how to appeal', long: true, hint: 'One paragraph per line.' },
  },
  'anti-ragging': {
    name: { label: 'Nodal officer', required: true },
    designation: { label: 'Nodal officer’s designation', required: true },
    phone: { label: 'Nodal officer’s phone', required: true },
    email: { label: 'Nodal officer’s e-mail', required: true },
    body: { label: 'The yearly online undertaking: what students and parents do', long: true, required: true, hint: 'One paragraph per line.' },
    link: { label: 'Undertaking portal address', hint: 'https://antiragging.in' },
  },
  scholarships: {
    body: { label: 'Schemes and how to apply', long: true, required: true, hint: 'One scheme or step per line.' },
    link: { label: 'Scholarship portal address', hint: 'https://scholarshipportal.mp.nic.in', required: true },
    name: { label: 'Who to ask', required: true },
    designation: { label: 'Their designation' },
    phone: { label: 'Phone' },
    email: { label: 'E-mail' },
  },
}

/** The fields a kind needs filled to count as present on the compliance checklist. */
export function requiredFields(kind: StatutoryKind): EntryField[] {
  return (Object.entries(KIND_FIELDS[kind]) as [EntryField, FieldUse][]).filter(([, use]) => use.required).map(([field]) => field)
}
