/** The library's categories and labels: no zod here (the admin bundle loads the schema lazily). */
/** The library's categories (issue #15), in the order /documents and /disclosure show them. */
export const DOCUMENT_CATEGORIES = [
  { value: 'approvals', label: 'Approvals & affiliation' },
  { value: 'prospectus', label: 'Prospectus' },
  { value: 'fees', label: 'Fee structure & refund policy' },
  { value: 'calendar', label: 'Academic calendar' },
  { value: 'timetables', label: 'Time-tables & results' },
  { value: 'committee-orders', label: 'Committee orders' },
  { value: 'reports', label: 'Annual reports & accounts' },
  { value: 'policies', label: 'Policies' },
  { value: 'other', label: 'Other' },
] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]['value']

export function categoryLabel(value: string): string {
  return DOCUMENT_CATEGORIES.find((c) => c.value === value)?.label ?? 'Other'
}

