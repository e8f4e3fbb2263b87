import type { Lang } from '../../content/lang'

/** The public words of the statutory parts of /disclosure (docs/decisions/166), in both languages. */
const en = {
  titles: { administration: 'Administration: head of the institution and Ombudsperson', accreditation: 'Accreditation and recognition', scholarships: 'Scholarships', antiRagging: 'Anti-ragging: helpline, nodal officer and undertaking' },
  naac: 'NAAC',
  nirf: 'NIRF',
  ugc: 'UGC 2(f) / 12B',
  head: 'Head of the institution',
  ombudsperson: 'Ombudsperson (appointed by the university)',
  ombudspersonNote: 'A student not satisfied with the college’s decision on a grievance may appeal to the Ombudsperson within 15 days of it.',
  nodalOfficer: 'Nodal officer',
  helpline: 'National anti-ragging helpline (24 hours, toll free)',
  undertaking: 'The yearly online undertaking',
  portal: 'Portal',
  whoToAsk: 'Who to ask',
  phone: 'Phone',
  email: 'E-mail',
  photoOf: (name: string) => `Photograph of ${name}`,
  notYet: 'Not published yet.',
}

const hi: typeof en = {
  titles: { administration: 'प्रशासन: संस्था प्रमुख एवं लोकपाल', accreditation: 'प्रत्यायन एवं मान्यता', scholarships: 'छात्रवृत्ति', antiRagging: 'रैगिंग विरोधी: हेल्पलाइन, नोडल अधिकारी एवं शपथ-पत्र' },
  naac: 'नैक (NAAC)',
  nirf: 'एनआईआरएफ (NIRF)',
  ugc: 'यूजीसी 2(एफ) / 12(बी)',
  head: 'संस्था प्रमुख',
  ombudsperson: 'लोकपाल (विश्वविद्यालय द्वारा नियुक्त)',
  ombudspersonNote: 'शिकायत पर महाविद्यालय के निर्णय से संतुष्ट न होने पर छात्र निर्णय के 15 दिनों के भीतर लोकपाल के समक्ष अपील कर सकते हैं।',
  nodalOfficer: 'नोडल अधिकारी',
  helpline: 'राष्ट्रीय रैगिंग विरोधी हेल्पलाइन (24 घंटे, निःशुल्क)',
  undertaking: 'वार्षिक ऑनलाइन शपथ-पत्र',
  portal: 'पोर्टल',
  whoToAsk: 'संपर्क करें',
  phone: 'फ़ोन',
  email: 'ई-मेल',
  photoOf: (name: string) => `${name} का फ़ोटो`,
  notYet: 'अभी प्रकाशित नहीं।',
}

export const STATUTORY_MESSAGES: Record<Lang, typeof en> = { en, hi }
