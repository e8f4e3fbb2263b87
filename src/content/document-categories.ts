/** The library's categories (issue #15) with their English labels, in the order /documents and /disclosure show them. */
export const DOCUMENT_CATEGORY_LABELS = {
  approvals: 'Approvals & affiliation',
  affiliation: 'University affiliation orders',
  'iqac-minutes': 'IQAC minutes',
  aqar: 'AQAR (annual quality assurance reports)',
  prospectus: 'Prospectus',
  fees: 'Fee structure & refund policy',
  calendar: 'Academic calendar',
  timetables: 'Time-tables & results',
  'committee-orders': 'Committee orders',
  reports: 'Annual reports & accounts',
  policies: 'Policies',
  other: 'Other',
} as const
