import crypto from 'node:crypto'
import path from 'node:path'
import type { Config } from '../config.js'
import { storeImage, writeAtomically } from '../http/images.js'
import { sharpBuffer } from '../http/image-process.js'
import { revisionOf } from '../platform/translations/sources.js'
import { listTranslationText, listWordsJson, type ListWords } from '../platform/translations/lists.js'
import type { Db } from './connection.js'
import { newId } from './ids.js'

/**
 * SAMPLE: the demo install as a complete, compliant example of every statutory item (issue 38,
 * docs/decisions/169): the statutory facts, the committees' members, the letters, orders, minutes
 * and AQAR, the holidays of the working-day calendar — each in English and Hindi. Fictional people
 * and numbers; the college replaces all of it in the panel.
 */

type Bilingual = { en: string; hi: string }
type DemoMember = { name: Bilingual; role: Bilingual; phone?: string; email?: string; seat?: string; professor?: boolean; woman?: boolean; reserved?: boolean }

const MAIL = (box: string) => `${box}@shahdollawcollege.example.in`

const ENTRIES: Record<string, Partial<Record<'title' | 'name' | 'designation' | 'body' | 'naac' | 'nirf' | 'ugc', Bilingual>> & { phone?: string; email?: string; link?: string }> = {
  accreditation: {
    title: { en: 'Accreditation and recognition', hi: 'प्रत्यायन एवं मान्यता' },
    naac: { en: 'Grade B+ (CGPA 2.58), first cycle; accredited in March 2024, valid until March 2029.', hi: 'ग्रेड B+ (सीजीपीए 2.58), प्रथम चक्र; मार्च 2024 में प्रत्यायित, मार्च 2029 तक मान्य।' },
    nirf: { en: 'Took part in NIRF 2025 (category: Law); not ranked.', hi: 'एनआईआरएफ 2025 में भाग लिया (श्रेणी: विधि); रैंक प्राप्त नहीं हुई।' },
    ugc: { en: 'Included under section 2(f) of the UGC Act since 2011; not yet under section 12B.', hi: 'यूजीसी अधिनियम की धारा 2(एफ) के अंतर्गत 2011 से सम्मिलित; धारा 12(बी) के अंतर्गत अभी नहीं।' },
  },
  head: {
    title: { en: 'Head of the institution', hi: 'संस्था प्रमुख' },
    name: { en: 'Dr. Anil Kumar Mishra', hi: 'डॉ. अनिल कुमार मिश्रा' },
    designation: { en: 'Principal', hi: 'प्राचार्य' },
    body: { en: 'LL.M., Ph.D. (Law); 26 years of teaching; principal of the college since 2019.', hi: 'एलएल.एम., पीएच.डी. (विधि); अध्यापन का 26 वर्षों का अनुभव; 2019 से महाविद्यालय के प्राचार्य।' },
    phone: '+91 76522 40001',
    email: MAIL('principal'),
  },
  ombudsperson: {
    title: { en: 'Ombudsperson', hi: 'लोकपाल' },
    name: { en: 'Shri Rajendra Prasad Tiwari', hi: 'श्री राजेन्द्र प्रसाद तिवारी' },
    designation: {
      en: 'Ombudsperson, Pandit Shambhunath Shukla University, Shahdol (retired District and Sessions Judge)',
      hi: 'लोकपाल, पंडित शंभूनाथ शुक्ल विश्वविद्यालय, शहडोल (सेवानिवृत्त जिला एवं सत्र न्यायाधीश)',
    },
    body: {
      en: 'Office of the Ombudsperson, Pandit Shambhunath Shukla University, Shahdol 484001.\nWrite with your grievance reference (GRV-…), the college’s decision and why you are not satisfied with it; send the appeal by e-mail or by post.',
      hi: 'लोकपाल कार्यालय, पंडित शंभूनाथ शुक्ल विश्वविद्यालय, शहडोल 484001।\nअपील में अपनी शिकायत की संदर्भ संख्या (GRV-…), महाविद्यालय का निर्णय और उससे असंतोष का कारण लिखें; अपील ई-मेल या डाक से भेजें।',
    },
    phone: '+91 76522 41500',
    email: 'ombudsperson@pssu.example.in',
  },
  'anti-ragging': {
    title: { en: 'Anti-ragging: nodal officer and yearly undertaking', hi: 'रैगिंग विरोधी: नोडल अधिकारी एवं वार्षिक शपथ-पत्र' },
    name: { en: 'Dr. Sunita Patel', hi: 'डॉ. सुनीता पटेल' },
    designation: { en: 'Assistant Professor; Nodal Officer, Anti-Ragging', hi: 'सहायक प्राध्यापक; नोडल अधिकारी, रैगिंग विरोधी' },
    body: {
      en: 'Every student and one parent file the anti-ragging undertaking online each academic year, before classes begin.\nThe portal e-mails a registration number: give it to the nodal officer and write it in the admission form ("Anti-Ragging Undertaking Reference No.").\nAdmission to the next year is completed only with this year’s undertaking.',
      hi: 'प्रत्येक छात्र और उसके एक अभिभावक हर शैक्षणिक वर्ष में कक्षाएँ शुरू होने से पहले रैगिंग विरोधी शपथ-पत्र ऑनलाइन भरते हैं।\nपोर्टल एक पंजीयन संख्या ई-मेल करता है: इसे नोडल अधिकारी को दें और प्रवेश फ़ॉर्म में ("एंटी-रैगिंग अंडरटेकिंग संदर्भ संख्या") लिखें।\nअगले वर्ष का प्रवेश इस वर्ष के शपथ-पत्र के साथ ही पूरा होता है।',
    },
    phone: '+91 94250 12345',
    email: MAIL('antiragging'),
    link: 'https://antiragging.in',
  },
  scholarships: {
    title: { en: 'Scholarships', hi: 'छात्रवृत्ति' },
    body: {
      en: [
        'Post-matric scholarship for Scheduled Caste students (Government of Madhya Pradesh).',
        'Post-matric scholarship for Scheduled Tribe students (Government of Madhya Pradesh).',
        'Post-matric scholarship for OBC students (Government of Madhya Pradesh).',
        'Gaon ki Beti and Pratibha Kiran schemes for girl students (Higher Education Department, Madhya Pradesh).',
        'Apply online on the MP State Scholarship Portal 2.0 with your Samagra ID, Aadhaar, caste and income certificates and last year’s mark sheet; then hand the printed application in at the college office, where the principal verifies it.',
      ].join('\n'),
      hi: [
        'अनुसूचित जाति के छात्रों के लिए पोस्ट-मैट्रिक छात्रवृत्ति (मध्य प्रदेश शासन)।',
        'अनुसूचित जनजाति के छात्रों के लिए पोस्ट-मैट्रिक छात्रवृत्ति (मध्य प्रदेश शासन)।',
        'अन्य पिछड़ा वर्ग के छात्रों के लिए पोस्ट-मैट्रिक छात्रवृत्ति (मध्य प्रदेश शासन)।',
        'छात्राओं के लिए गाँव की बेटी एवं प्रतिभा किरण योजनाएँ (उच्च शिक्षा विभाग, मध्य प्रदेश)।',
        'समग्र आईडी, आधार, जाति एवं आय प्रमाण-पत्र और पिछले वर्ष की अंकसूची के साथ एमपी राज्य छात्रवृत्ति पोर्टल 2.0 पर ऑनलाइन आवेदन करें; फिर आवेदन का प्रिंट महाविद्यालय कार्यालय में जमा करें, जहाँ प्राचार्य उसका सत्यापन करते हैं।',
      ].join('\n'),
    },
    name: { en: 'Shri Ramesh Kumar Sahu', hi: 'श्री रमेश कुमार साहू' },
    designation: { en: 'Scholarship clerk, college office', hi: 'छात्रवृत्ति लिपिक, महाविद्यालय कार्यालय' },
    phone: '+91 76522 40003',
    email: MAIL('scholarship'),
    link: 'https://scholarshipportal.mp.nic.in',
  },
}

const R = {
  chair: { en: 'Chairperson', hi: 'अध्यक्ष' },
  member: { en: 'Member', hi: 'सदस्य' },
  secretary: { en: 'Member Secretary', hi: 'सदस्य सचिव' },
  student: { en: 'Student member', hi: 'छात्र सदस्य' },
}
const who = (en: string, hi: string): Bilingual => ({ en, hi })
const P = {
  principal: who('Dr. Anil Kumar Mishra, Principal', 'डॉ. अनिल कुमार मिश्रा, प्राचार्य'),
  dwivedi: who('Prof. (Dr.) Ramesh Chandra Dwivedi, Professor of Law', 'प्रो. (डॉ.) रमेश चंद्र द्विवेदी, विधि प्राध्यापक'),
  kushwaha: who('Dr. Meena Kushwaha, Associate Professor', 'डॉ. मीना कुशवाहा, सह-प्राध्यापक'),
  baiga: who('Dr. Rajkumar Baiga, Associate Professor', 'डॉ. राजकुमार बैगा, सह-प्राध्यापक'),
  shrivastava: who('Dr. Alok Shrivastava, Assistant Professor', 'डॉ. आलोक श्रीवास्तव, सहायक प्राध्यापक'),
  gupta: who('Dr. Sanjay Gupta, Assistant Professor', 'डॉ. संजय गुप्ता, सहायक प्राध्यापक'),
  kavita: who('Dr. Kavita Singh, Associate Professor', 'डॉ. कविता सिंह, सह-प्राध्यापक'),
  tripathi: who('Dr. Neelam Tripathi, Assistant Professor', 'डॉ. नीलम त्रिपाठी, सहायक प्राध्यापक'),
  soni: who('Shri Vinod Kumar Soni, Office Superintendent', 'श्री विनोद कुमार सोनी, कार्यालय अधीक्षक'),
  patel: who('Dr. Sunita Patel, Assistant Professor', 'डॉ. सुनीता पटेल, सहायक प्राध्यापक'),
}

const COMMITTEES: Record<string, { name: Bilingual; basis: Bilingual; howToComplain?: Bilingual; members: DemoMember[] }> = {
  sgrc: {
    name: { en: "Students' Grievance Redressal Committee", hi: 'छात्र शिकायत निवारण समिति' },
    basis: { en: 'UGC (Redressal of Grievances of Students) Regulations, 2023', hi: 'यूजीसी (छात्र शिकायत निवारण) विनियम, 2023' },
    howToComplain: {
      en: 'File your grievance online on the grievance page; you get a reference number at once.\nThe college sends it to the committee with its comments within 15 days; the committee reports within 15 working days.\nIf you are not satisfied with the decision, you may appeal to the university’s Ombudsperson within 15 days of it.',
      hi: 'शिकायत पृष्ठ पर अपनी शिकायत ऑनलाइन दर्ज करें; आपको तुरंत संदर्भ संख्या मिलेगी।\nमहाविद्यालय 15 दिनों के भीतर अपनी टिप्पणी के साथ शिकायत समिति को भेजता है; समिति 15 कार्य-दिवसों में अपनी रिपोर्ट देती है।\nनिर्णय से संतुष्ट न होने पर आप उसके 15 दिनों के भीतर विश्वविद्यालय के लोकपाल के समक्ष अपील कर सकते हैं।',
    },
    members: [
      { name: P.dwivedi, role: R.chair, phone: '+91 94250 20001', email: MAIL('sgrc'), seat: 'chair', professor: true },
      { name: P.kushwaha, role: R.member, phone: '+91 94250 20002', woman: true },
      { name: P.baiga, role: R.member, phone: '+91 94250 20003', reserved: true },
      { name: P.shrivastava, role: R.member, phone: '+91 94250 20004' },
      { name: P.gupta, role: R.secretary, phone: '+91 94250 20005', seat: 'secretary' },
      { name: who('Kumari Priya Patel, LL.B. III year', 'कुमारी प्रिया पटेल, एलएल.बी. तृतीय वर्ष'), role: who('Student special invitee', 'छात्र विशेष आमंत्रित सदस्य'), seat: 'student', woman: true },
    ],
  },
  icc: {
    name: { en: 'Internal Complaints Committee', hi: 'आंतरिक शिकायत समिति' },
    basis: {
      en: 'UGC (Prevention, Prohibition and Redressal of Sexual Harassment of Women Employees and Students in HEIs) Regulations, 2015; the POSH Act, 2013',
      hi: 'यूजीसी (उच्च शिक्षण संस्थानों में महिला कर्मचारियों और छात्राओं के यौन उत्पीड़न की रोकथाम, निषेध और निवारण) विनियम, 2015; पॉश अधिनियम, 2013',
    },
    howToComplain: {
      en: 'A complaint of sexual harassment may be made in writing to the Presiding Officer within three months of the incident: by hand, by e-mail or through any member.\nThe committee keeps the complainant’s identity confidential and completes its inquiry within 90 days.',
      hi: 'यौन उत्पीड़न की शिकायत घटना के तीन माह के भीतर पीठासीन अधिकारी को लिखित में दी जा सकती है: स्वयं, ई-मेल से या किसी भी सदस्य के माध्यम से।\nसमिति शिकायतकर्ता की पहचान गोपनीय रखती है और 90 दिनों में जाँच पूरी करती है।',
    },
    members: [
      { name: P.kavita, role: who('Presiding Officer', 'पीठासीन अधिकारी'), phone: '+91 94250 30001', email: MAIL('icc'), seat: 'chair', woman: true },
      { name: who('Smt. Rekha Sharma, Advocate, Sakhi One Stop Centre, Shahdol', 'श्रीमती रेखा शर्मा, अधिवक्ता, सखी वन स्टॉप सेंटर, शहडोल'), role: who('External member', 'बाहरी सदस्य'), phone: '+91 94250 30002', seat: 'external', woman: true },
      { name: P.tripathi, role: R.member, phone: '+91 94250 30003', woman: true },
      { name: P.soni, role: who('Member (non-teaching staff)', 'सदस्य (गैर-शैक्षणिक कर्मचारी)'), phone: '+91 94250 30004' },
      { name: who('Kumari Anjali Rawat, B.A. LL.B. IV year', 'कुमारी अंजलि रावत, बी.ए. एलएल.बी. चतुर्थ वर्ष'), role: R.student, phone: '+91 94250 30005', seat: 'student', woman: true },
      { name: who('Shri Aditya Singh Parihar, LL.B. II year', 'श्री आदित्य सिंह परिहार, एलएल.बी. द्वितीय वर्ष'), role: R.student, phone: '+91 94250 30006', seat: 'student' },
    ],
  },
  'anti-ragging-committee': {
    name: { en: 'Anti-Ragging Committee', hi: 'रैगिंग विरोधी समिति' },
    basis: { en: 'UGC Regulations on Curbing the Menace of Ragging in Higher Educational Institutions, 2009', hi: 'उच्च शिक्षण संस्थानों में रैगिंग की रोकथाम संबंधी यूजीसी विनियम, 2009' },
    howToComplain: {
      en: 'Report ragging at once, at any hour: to any member, to the nodal officer, or to the national helpline 1800-180-5522 (helpline@antiragging.in).',
      hi: 'रैगिंग की सूचना तुरंत, किसी भी समय दें: किसी भी सदस्य को, नोडल अधिकारी को या राष्ट्रीय हेल्पलाइन 1800-180-5522 (helpline@antiragging.in) पर।',
    },
    members: [
      { name: P.principal, role: R.chair, phone: '+91 76522 40001', email: MAIL('principal'), seat: 'chair', professor: true },
      { name: P.patel, role: who('Nodal Officer', 'नोडल अधिकारी'), phone: '+91 94250 12345', email: MAIL('antiragging'), seat: 'nodal-officer', woman: true },
      { name: who('Shri Ravi Shankar Dubey, Station House Officer, Kotwali Shahdol', 'श्री रवि शंकर दुबे, थाना प्रभारी, कोतवाली शहडोल'), role: who('Police administration', 'पुलिस प्रशासन'), phone: '+91 76522 42100', seat: 'external' },
      { name: who('Shri Harish Chandra Jain, journalist, Shahdol', 'श्री हरीश चंद्र जैन, पत्रकार, शहडोल'), role: who('Local media', 'स्थानीय मीडिया'), phone: '+91 94250 40003', seat: 'external' },
      { name: who('Shri Mohan Lal Yadav', 'श्री मोहन लाल यादव'), role: who('Parents’ representative', 'अभिभावक प्रतिनिधि'), phone: '+91 94250 40004' },
      { name: who('Smt. Usha Agrawal, Head Clerk', 'श्रीमती उषा अग्रवाल, मुख्य लिपिक'), role: who('Non-teaching staff', 'गैर-शैक्षणिक कर्मचारी'), phone: '+91 94250 40005', woman: true },
      { name: who('Shri Deepak Kol, LL.B. III year', 'श्री दीपक कोल, एलएल.बी. तृतीय वर्ष'), role: who('Students’ representative', 'छात्र प्रतिनिधि'), phone: '+91 94250 40006', seat: 'student', reserved: true },
    ],
  },
  'anti-ragging-squad': {
    name: { en: 'Anti-Ragging Squad', hi: 'रैगिंग विरोधी दस्ता' },
    basis: { en: 'UGC Regulations on Curbing the Menace of Ragging in Higher Educational Institutions, 2009', hi: 'उच्च शिक्षण संस्थानों में रैगिंग की रोकथाम संबंधी यूजीसी विनियम, 2009' },
    members: [
      { name: P.shrivastava, role: who('Head of the squad', 'दस्ता प्रमुख'), phone: '+91 94250 20004', seat: 'chair' },
      { name: P.kushwaha, role: R.member, phone: '+91 94250 20002', woman: true },
      { name: who('Shri Prakash Verma, Librarian', 'श्री प्रकाश वर्मा, ग्रंथपाल'), role: R.member, phone: '+91 94250 50003' },
      { name: who('Shri Sunil Kumar Napit, Office Superintendent', 'श्री सुनील कुमार नापित, कार्यालय अधीक्षक'), role: R.member, phone: '+91 94250 50004' },
    ],
  },
  'equal-opportunity-cell': {
    name: { en: 'Equal Opportunity Cell', hi: 'समान अवसर प्रकोष्ठ' },
    basis: { en: 'UGC guidelines for Equal Opportunity Cells in HEIs', hi: 'उच्च शिक्षण संस्थानों में समान अवसर प्रकोष्ठ हेतु यूजीसी दिशानिर्देश' },
    howToComplain: {
      en: 'Students of the SC, ST, OBC and minority communities and students with disabilities may meet the coordinator on any working day for guidance on schemes and remedial classes, or with a complaint of discrimination.',
      hi: 'अनुसूचित जाति, अनुसूचित जनजाति, अन्य पिछड़ा वर्ग और अल्पसंख्यक वर्ग के छात्र तथा दिव्यांग छात्र योजनाओं और उपचारात्मक कक्षाओं के मार्गदर्शन के लिए या भेदभाव की शिकायत लेकर किसी भी कार्य-दिवस पर समन्वयक से मिल सकते हैं।',
    },
    members: [
      { name: P.baiga, role: who('Coordinator', 'समन्वयक'), phone: '+91 94250 20003', email: MAIL('eoc'), seat: 'chair', reserved: true },
      { name: P.tripathi, role: R.member, phone: '+91 94250 30003', woman: true },
      { name: P.soni, role: R.member, phone: '+91 94250 30004' },
      { name: who('Kumari Ritu Prajapati, B.A. LL.B. II year', 'कुमारी रितु प्रजापति, बी.ए. एलएल.बी. द्वितीय वर्ष'), role: R.student, seat: 'student', woman: true, reserved: true },
    ],
  },
  iqac: {
    name: { en: 'Internal Quality Assurance Cell (IQAC)', hi: 'आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (आईक्यूएसी)' },
    basis: { en: 'UGC Public Self-Disclosure Guidelines 2024; NAAC guidelines for the IQAC', hi: 'यूजीसी सार्वजनिक स्व-प्रकटीकरण दिशानिर्देश 2024; आईक्यूएसी हेतु नैक के दिशानिर्देश' },
    members: [
      { name: P.principal, role: R.chair, phone: '+91 76522 40001', email: MAIL('principal'), seat: 'chair', professor: true },
      { name: P.gupta, role: who('Coordinator', 'समन्वयक'), phone: '+91 94250 20005', email: MAIL('iqac'), seat: 'secretary' },
      { name: P.kavita, role: who('Member (teacher)', 'सदस्य (शिक्षक)'), woman: true },
      { name: who('Shri Arvind Tiwari, Secretary, Shahdol Law Education Society', 'श्री अरविंद तिवारी, सचिव, शहडोल लॉ एजुकेशन सोसाइटी'), role: who('Management representative', 'प्रबंधन प्रतिनिधि') },
      { name: who('Prof. (Dr.) S. K. Pandey, Dean, Faculty of Law, Pandit Shambhunath Shukla University', 'प्रो. (डॉ.) एस. के. पाण्डेय, अधिष्ठाता, विधि संकाय, पंडित शंभूनाथ शुक्ल विश्वविद्यालय'), role: who('External expert', 'बाहरी विशेषज्ञ'), seat: 'external', professor: true },
      { name: who('Adv. Rahul Chaturvedi, District Court, Shahdol', 'अधिवक्ता राहुल चतुर्वेदी, जिला न्यायालय, शहडोल'), role: who('Alumni representative', 'पूर्व छात्र प्रतिनिधि') },
      { name: who('Kumari Sneha Dwivedi, B.A. LL.B. V year', 'कुमारी स्नेहा द्विवेदी, बी.ए. एलएल.बी. पंचम वर्ष'), role: R.student, seat: 'student', woman: true },
    ],
  },
  'alumni-association': {
    name: { en: 'Alumni Association', hi: 'पूर्व छात्र संघ' },
    basis: { en: 'UGC Public Self-Disclosure Guidelines 2024; registered under the MP Society Registrikaran Adhiniyam, 1973', hi: 'यूजीसी सार्वजनिक स्व-प्रकटीकरण दिशानिर्देश 2024; म.प्र. सोसाइटी रजिस्ट्रीकरण अधिनियम, 1973 के अंतर्गत पंजीकृत' },
    howToComplain: {
      en: 'Former students join by writing to the secretary with their year of passing; the association meets every January at the college.',
      hi: 'पूर्व छात्र उत्तीर्ण होने के वर्ष के साथ सचिव को लिखकर सदस्य बन सकते हैं; संघ की बैठक हर वर्ष जनवरी में महाविद्यालय में होती है।',
    },
    members: [
      { name: who('Adv. Rahul Chaturvedi (LL.B. 2012)', 'अधिवक्ता राहुल चतुर्वेदी (एलएल.बी. 2012)'), role: who('President', 'अध्यक्ष'), phone: '+91 94250 60001', seat: 'chair' },
      { name: who('Smt. Pooja Singh Baghel, Civil Judge (LL.B. 2015)', 'श्रीमती पूजा सिंह बघेल, व्यवहार न्यायाधीश (एलएल.बी. 2015)'), role: who('Vice-President', 'उपाध्यक्ष'), woman: true },
      { name: who('Adv. Manoj Kumar Sahu (B.A. LL.B. 2016)', 'अधिवक्ता मनोज कुमार साहू (बी.ए. एलएल.बी. 2016)'), role: who('Secretary', 'सचिव'), phone: '+91 94250 60003', email: MAIL('alumni'), seat: 'secretary' },
      { name: who('Shri Imran Khan (LL.B. 2018)', 'श्री इमरान खान (एलएल.बी. 2018)'), role: who('Treasurer', 'कोषाध्यक्ष') },
    ],
  },
}

/** Letters, orders, minutes and the AQAR: text PDFs made here, each with its Hindi title. */
const DOCUMENTS: { title: Bilingual; category: string; academicYear: string; daysAgo: number; file: string; lines: string[] }[] = [
  {
    title: { en: 'BCI extension of approval 2026-27: B.A. LL.B. 60 seats, LL.B. 120 seats', hi: 'बार काउंसिल ऑफ इंडिया: अनुमोदन का विस्तार 2026-27 — बी.ए. एलएल.बी. 60 सीटें, एलएल.बी. 120 सीटें' },
    category: 'approvals',
    academicYear: '2026-27',
    daysAgo: 120,
    file: 'bci-extension-of-approval-2026-27.pdf',
    lines: ['Bar Council of India, Legal Education Committee', 'Extension of approval for the academic year 2026-27', 'Shahdol Law College, Shahdol (M.P.)', 'B.A. LL.B. (5 years): intake 60. LL.B. (3 years): intake 120.', 'SAMPLE document of the demo install.'],
  },
  {
    title: { en: 'BCI extension of approval 2025-26: B.A. LL.B. 60 seats, LL.B. 120 seats', hi: 'बार काउंसिल ऑफ इंडिया: अनुमोदन का विस्तार 2025-26 — बी.ए. एलएल.बी. 60 सीटें, एलएल.बी. 120 सीटें' },
    category: 'approvals',
    academicYear: '2025-26',
    daysAgo: 480,
    file: 'bci-extension-of-approval-2025-26.pdf',
    lines: ['Bar Council of India, Legal Education Committee', 'Extension of approval for the academic year 2025-26', 'B.A. LL.B. (5 years): intake 60. LL.B. (3 years): intake 120.', 'SAMPLE document of the demo install.'],
  },
  {
    title: { en: 'Affiliation order 2026-27, Pandit Shambhunath Shukla University', hi: 'संबद्धता आदेश 2026-27, पंडित शंभूनाथ शुक्ल विश्वविद्यालय' },
    category: 'affiliation',
    academicYear: '2026-27',
    daysAgo: 110,
    file: 'affiliation-order-2026-27.pdf',
    lines: ['Pandit Shambhunath Shukla University, Shahdol', 'Order of affiliation for the session 2026-27', 'Shahdol Law College: B.A. LL.B., LL.B., LL.M.', 'SAMPLE document of the demo install.'],
  },
  {
    title: { en: 'IQAC minutes: meeting of 12 August 2026', hi: 'आईक्यूएसी बैठक का कार्यवृत्त: 12 अगस्त 2026' },
    category: 'iqac-minutes',
    academicYear: '2026-27',
    daysAgo: 100,
    file: 'iqac-minutes-2026-08-12.pdf',
    lines: ['Internal Quality Assurance Cell: minutes of the meeting of 12 August 2026', 'Present: the chairperson, the coordinator and five members.', 'Resolved: feedback from students on every course; a legal aid camp each term.', 'SAMPLE document of the demo install.'],
  },
  {
    title: { en: 'AQAR 2025-26 (annual quality assurance report)', hi: 'एक्यूएआर 2025-26 (वार्षिक गुणवत्ता आश्वासन प्रतिवेदन)' },
    category: 'aqar',
    academicYear: '2025-26',
    daysAgo: 90,
    file: 'aqar-2025-26.pdf',
    lines: ['Annual Quality Assurance Report 2025-26', 'Submitted to NAAC by the IQAC of Shahdol Law College.', 'SAMPLE document of the demo install.'],
  },
  {
    title: { en: 'Order constituting the SGRC, 2026-28', hi: 'छात्र शिकायत निवारण समिति के गठन का आदेश, 2026-28' },
    category: 'committee-orders',
    academicYear: '2026-27',
    daysAgo: 95,
    file: 'sgrc-order-2026-28.pdf',
    lines: ["Order constituting the Students' Grievance Redressal Committee for 2026-28", 'Under the UGC (Redressal of Grievances of Students) Regulations, 2023.', 'SAMPLE document of the demo install.'],
  },
]

/** The gazetted holidays the working days skip, named in English and in Hindi. */
const HOLIDAYS: [string, string, string][] = [
  ['2026-12-25', 'Christmas Day', 'क्रिसमस'],
  ['2027-01-26', 'Republic Day', 'गणतंत्र दिवस'],
  ['2027-03-22', 'Holi', 'होली'],
  ['2027-04-14', 'Dr. Ambedkar Jayanti', 'डॉ. आंबेडकर जयंती'],
]

const DAY_MS = 86_400_000

async function textPdf(lines: string[]): Promise<Buffer> {
  // loaded on first use: only a fresh demo install makes these PDFs, and the server never keeps pdf-lib (docs/decisions/136)
  const { PDFDocument, StandardFonts } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([595, 842])
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 22, size: 12, font }))
  doc.setTitle(lines[0] ?? 'Document')
  return Buffer.from(await doc.save())
}

/** A portrait for the head's photograph: drawn, so the demo downloads nothing. */
function portraitSvg(initials: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect width="480" height="480" fill="#1f3b63"/><circle cx="240" cy="190" r="100" fill="#c9d3e3"/><rect x="90" y="310" width="300" height="200" rx="150" fill="#c9d3e3"/><text x="240" y="215" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="bold" fill="#1f3b63">${initials}</text></svg>`)
}

/** A member's words, as the committees' area declares them (src/features/committees/area.ts): what a translation gives and is written from. */
const MEMBER_WORDS: ListWords = ['name', 'role']

async function translate(db: Db, area: string, rowId: string, fields: Record<string, { source: string; hi: string }>, at: string): Promise<void> {
  for (const [field, { source, hi }] of Object.entries(fields)) {
    await db.deleteFrom('translations').where('area', '=', area).where('rowId', '=', rowId).where('field', '=', field).execute()
    await db.insertInto('translations').values({ area, rowId, field, text: hi, sourceRevision: revisionOf(source), updatedBy: 'Demo', updatedAt: at }).execute()
  }
}

const memberOf = (member: DemoMember, lang: keyof Bilingual) => ({
  name: member.name[lang],
  role: member.role[lang],
  phone: member.phone ?? '',
  email: member.email ?? '',
  seat: member.seat ?? 'member',
  professor: member.professor ?? false,
  woman: member.woman ?? false,
  reserved: member.reserved ?? false,
})

/** Writes the statutory demo content; translations first, so each row's search entry (its triggers) carries its Hindi. */
export async function seedStatutoryDemo(db: Db, config: Config, now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString()

  for (const [kind, entry] of Object.entries(ENTRIES)) {
    const id = `statutory-${kind}`
    const texts = Object.fromEntries(Object.entries(entry).filter((pair): pair is [string, Bilingual] => typeof pair[1] === 'object'))
    await translate(db, 'statutory', id, Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, { source: text.en, hi: text.hi }])), at)
    const own = Object.fromEntries(Object.entries(entry).map(([field, value]) => [field, typeof value === 'object' ? value.en : value]))
    await db.updateTable('statutoryEntries').set({ ...own, updatedAt: at }).where('id', '=', id).execute()
  }

  const documentIds: Record<string, string> = {}
  for (const document of DOCUMENTS) {
    const bytes = await textPdf(document.lines)
    const fileName = `${crypto.randomBytes(12).toString('hex')}.pdf`
    await writeAtomically(path.join(config.uploadsDir, 'Documents'), fileName, Promise.resolve(bytes))
    const id = newId()
    const created = new Date(now - document.daysAgo * DAY_MS).toISOString()
    await db
      // drawn in English (a standard PDF font has no Devanagari): a Hindi page says so beside its link
      .insertInto('documents')
      .values({ id, title: document.title.en, category: document.category, academicYear: document.academicYear, validUntil: null, fileName, originalName: document.file, sizeBytes: bytes.length, pages: 1, hasText: 1, text: document.lines.join(' '), fileLanguage: 'en', publishAt: created, createdAt: created, updatedAt: created })
      .execute()
    await translate(db, 'documents', id, { title: { source: document.title.en, hi: document.title.hi } }, at)
    // touched once more (same values): the search entry takes the Hindi title
    await db.updateTable('documents').set({ updatedAt: created }).where('id', '=', id).execute()
    documentIds[document.file] = id
  }

  for (const [kind, committee] of Object.entries(COMMITTEES)) {
    const id = `committee-${kind}`
    const members = JSON.stringify(committee.members.map((m) => memberOf(m, 'en')))
    const fields: Record<string, { source: string; hi: string }> = {
      name: { source: committee.name.en, hi: committee.name.hi },
      basis: { source: committee.basis.en, hi: committee.basis.hi },
      // the members' Hindi is their words only: name and role (docs/decisions/284)
      members: { source: listWordsJson(members, MEMBER_WORDS), hi: listTranslationText(committee.members.map((m) => memberOf(m, 'hi')), MEMBER_WORDS) },
    }
    if (committee.howToComplain) fields.howToComplain = { source: committee.howToComplain.en, hi: committee.howToComplain.hi }
    await translate(db, 'committees', id, fields, at)
    await db
      .updateTable('committees')
      .set({ name: committee.name.en, basis: committee.basis.en, howToComplain: committee.howToComplain?.en ?? '', members, updatedAt: at, ...(kind === 'sgrc' ? { orderDocumentId: documentIds['sgrc-order-2026-28.pdf'] } : {}) })
      .where('id', '=', id)
      .execute()
  }

  // The head's photograph, on the faculty member of the same name (kinds.ts says so to staff).
  const head = ENTRIES.head.name!.en
  const photo = await storeImage(await sharpBuffer(portraitSvg('AKM'), undefined, [['jpeg', { quality: 82 }]]), config.uploadsDir, 'Faculty')
  // its Hindi description comes with the rest of the demo's Hindi (src/content/demo-hi.ts)
  await db.updateTable('faculty').set({ imageUrl: photo.imageUrl, imageMeta: JSON.stringify(photo.imageMeta), alt: 'Dr. Anil Kumar Mishra, Principal, in the college office' }).where('name', '=', head).execute()

  for (const [day, name, nameHi] of HOLIDAYS) {
    await db.insertInto('grievanceHolidays').values({ day, name, nameHi }).onConflict((oc) => oc.column('day').doNothing()).execute()
  }
}
