/**
 * The document library's categories in Hindi, one list for the public pages (messages/hi.ts) and the
 * panel (features/documents/admin/text.ts): the panel must not load the whole public catalogue for them.
 */
export const DOCUMENT_CATEGORIES_HI = {
  approvals: 'मान्यता और संबद्धता',
  affiliation: 'विश्वविद्यालय के संबद्धता आदेश',
  'iqac-minutes': 'आईक्यूएसी बैठकों के कार्यवृत्त',
  aqar: 'एक्यूएआर (वार्षिक गुणवत्ता आश्वासन प्रतिवेदन)',
  prospectus: 'विवरणिका (प्रॉस्पेक्टस)',
  fees: 'शुल्क संरचना एवं शुल्क वापसी नीति',
  calendar: 'शैक्षणिक कैलेंडर',
  timetables: 'समय-सारणी एवं परिणाम',
  'committee-orders': 'समिति आदेश',
  reports: 'वार्षिक प्रतिवेदन एवं लेखा',
  policies: 'नीतियाँ',
  other: 'अन्य',
}
