/**
 * Words that mean the same to a person searching the site (issue 37): a query word found in a
 * group also finds every other word of it, in either language and script. Plain data, changed
 * here: one group per idea, each word as one search term (no spaces). Spelling variants that differ
 * only in a nukta, a chandrabindu or an anusvara, or typed in Latin letters ("pravesh"), need no
 * entry: the loose key of src/features/search/words.ts matches them.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['शुल्क', 'फीस', 'फ़ीस', 'fee', 'fees'],
  ['प्राचार्य', 'प्रिंसिपल', 'प्रधानाचार्य', 'principal'],
  ['शिकायत', 'शिकायतें', 'परिवाद', 'grievance', 'grievances', 'complaint', 'complaints'],
  ['छात्रवृत्ति', 'स्कॉलरशिप', 'वज़ीफ़ा', 'scholarship', 'scholarships'],
  ['प्रवेश', 'दाख़िला', 'एडमिशन', 'admission', 'admissions'],
  ['प्राध्यापक', 'शिक्षक', 'अध्यापक', 'टीचर', 'faculty', 'teacher', 'teachers', 'professor'],
  ['पाठ्यक्रम', 'कोर्स', 'course', 'courses'],
  ['छात्रावास', 'हॉस्टल', 'hostel'],
  ['परिणाम', 'रिज़ल्ट', 'result', 'results'],
  ['दस्तावेज़', 'डॉक्यूमेंट', 'document', 'documents'],
  ['रैगिंग', 'ragging'],
  ['पात्रता', 'योग्यता', 'eligibility'],
  ['संपर्क', 'contact'],
  ['विधि', 'क़ानून', 'लॉ', 'law'],
  ['विद्यार्थी', 'छात्र', 'छात्रा', 'स्टूडेंट', 'student', 'students'],
  ['समिति', 'कमेटी', 'committee', 'committees'],
]
