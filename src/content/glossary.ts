/**
 * The project's Hindi glossary (issue 37): one term per idea across every catalogue and fixed
 * text, extending the terms of shared/hindi.md. Each entry names the term the site uses and the
 * words it does not use for that idea; tests/unit/hindi-text.test.ts checks every Hindi catalogue
 * against it. To change a term, change it here and in the catalogues together.
 */
export type GlossaryEntry = { idea: string; term: string; notFor: readonly string[] }

export const GLOSSARY: readonly GlossaryEntry[] = [
  { idea: 'approval (of the Bar Council, of a course)', term: 'मान्यता', notFor: ['अनुमोदन', 'अनुमोदित', 'स्वीकृति', 'स्वीकृतियाँ', 'स्वीकृत'] },
  { idea: 'certificate', term: 'प्रमाणपत्र', notFor: ['प्रमाण पत्र', 'प्रमाण-पत्र'] },
  { idea: 'faculty (the teachers)', term: 'प्राध्यापक', notFor: ['संकाय'] },
  { idea: 'stream (of a 12th or a degree)', term: 'विषय', notFor: ['संकाय', 'स्ट्रीम'] },
  { idea: 'admission updates', term: 'प्रवेश संबंधी सूचनाएँ', notFor: ['प्रवेश सूचनाएँ'] },
  { idea: 'principal', term: 'प्राचार्य', notFor: ['प्रधानाचार्य', 'प्रिंसिपल'] },
  { idea: 'fee', term: 'शुल्क', notFor: ['फीस', 'फ़ीस'] },
  { idea: 'scholarship', term: 'छात्रवृत्ति', notFor: ['स्कॉलरशिप', 'वज़ीफ़ा'] },
  { idea: 'grievance', term: 'शिकायत', notFor: ['परिवाद'] },
  { idea: 'documents', term: 'दस्तावेज़', notFor: ['दस्तावेज '] },
  { idea: 'hostel', term: 'छात्रावास', notFor: ['हॉस्टल'] },
  { idea: 'mission', term: 'ध्येय', notFor: ['मिशन'] },
  { idea: 'vision', term: 'दृष्टि', notFor: ['विज़न', 'दृष्टिकोण'] },
  { idea: 'form', term: 'फ़ॉर्म', notFor: ['फॉर्म', 'फार्म', 'प्रपत्र'] },
  { idea: 'e-mail', term: 'ई-मेल', notFor: ['ईमेल', 'ई मेल'] },
  { idea: 'mobile number', term: 'मोबाइल नंबर', notFor: ['मोबाईल', 'मोबाइल क्रमांक'] },
  { idea: 'Students\' Grievance Redressal Committee', term: 'छात्र शिकायत निवारण समिति', notFor: ['विद्यार्थी शिकायत निवारण समिति'] },
]

/**
 * Abbreviations written with dots in Hindi text ("बी.ए.", "डॉ."): their dot is no full stop. Any
 * other Hindi word ending in "." ends a sentence with a Latin full stop, which Hindi writes "।".
 */
export const HINDI_ABBREVIATIONS: readonly string[] = ['बी', 'ए', 'एलएल', 'कि', 'मी', 'एम', 'पीएच', 'डी', 'डॉ', 'स्व', 'कु', 'श्री', 'आर', 'के', 'एस', 'सी', 'टी', 'ओ', 'लिब', 'आई', 'एससी', 'ई', 'जी', 'पी', 'क्र', 'सं', 'पृ']

/**
 * Latin abbreviations a Hindi sentence may hold: the ones people read in Latin letters (a file
 * type, the degree names staff write). Any other ("SGRC", "ICC") is written out in Hindi after its
 * first full mention, or not at all.
 */
export const LATIN_IN_HINDI: readonly string[] = ['PDF', 'JPEG', 'PNG', 'WhatsApp', 'UGC', 'BCI', 'AICTE', 'OTP', 'SMS', 'URL', 'MB', 'KB', 'WCAG', 'AA', 'GIGW', 'GRV']
