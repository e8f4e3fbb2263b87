/**
 * The Hindi of the SAMPLE content (src/content/demo.ts and the initial faculty of migration 007),
 * written into the translations store on the first start as staff would write it (issue 37), so a
 * fresh install shows a Hindi site on /hi. Each entry names the English it translates: a row whose
 * text is no longer that English (changed by staff) is left alone.
 */
export type DemoTranslation = { area: string; match: Record<string, string>; hi: Record<string, string | string[]> }

export const demoHindi: DemoTranslation[] = [
  { area: 'topbar', match: { message: 'Admissions open for 2026-27: B.A. LL.B., LL.B. and LL.M.' }, hi: { message: 'सत्र 2026-27 में प्रवेश प्रारंभ: बी.ए. एलएल.बी., एलएल.बी., एलएल.एम.' } },
  {
    area: 'about',
    match: { title: 'A Tradition of Legal Education in Shahdol' },
    hi: {
      title: 'शहडोल में विधि शिक्षा की परंपरा',
      description:
        'बीस वर्षों से विंध्य क्षेत्र के विद्यार्थी यहाँ वकालत, न्यायिक और लोक सेवा की तैयारी करते हैं: छोटी कक्षाएँ, मूट कोर्ट, 12,000 पुस्तकों का पुस्तकालय।',
    },
  },
  {
    area: 'mission-vision',
    match: { vision: 'To be the leading centre of legal learning in central India, producing lawyers who serve justice with skill and integrity.' },
    hi: {
      mission: [
        'ऐसी विधि शिक्षा देना जो गहन हो, कम खर्च में मिले और संवैधानिक मूल्यों पर आधारित हो।',
        'मूट कोर्ट और विधिक सहायता शिविरों से विद्यार्थियों को पैरवी, प्रारूप लेखन और शोध का प्रशिक्षण देना।',
        'मध्य प्रदेश के जनजातीय अंचल के पहली पीढ़ी के विद्यार्थियों के लिए वकालत का रास्ता खोलना।',
      ].join('\n'),
      vision: 'मध्य भारत में विधि शिक्षा का अग्रणी केंद्र बनना, जहाँ से ऐसे वकील निकलें जो कौशल और ईमानदारी से न्याय की सेवा करें।',
    },
  },
  {
    area: 'programs',
    match: { title: 'B.A. LL.B. (Hons.)' },
    hi: {
      title: 'बी.ए. एलएल.बी. (ऑनर्स)',
      duration: '5 वर्ष',
      description: '12वीं के बाद कला और विधि का एकीकृत पाठ्यक्रम।',
      highlights: ['हर सेमेस्टर मूट कोर्ट', 'ज़िला न्यायालय में इंटर्नशिप', 'राजनीति शास्त्र, समाजशास्त्र'],
    },
  },
  {
    area: 'programs',
    match: { title: 'LL.B.' },
    hi: {
      title: 'एलएल.बी.',
      duration: '3 वर्ष',
      description: 'किसी भी विषय के स्नातक के लिए विधि की उपाधि।',
      highlights: ['शाम की अतिरिक्त कक्षाएँ', 'विधिक सहायता क्लिनिक', 'बार काउंसिल से मान्यता'],
    },
  },
  {
    area: 'programs',
    match: { title: 'LL.M.' },
    hi: {
      title: 'एलएल.एम.',
      duration: '2 वर्ष',
      description: 'संवैधानिक और आपराधिक विधि में उच्च अध्ययन।',
      highlights: ['शोध-प्रबंध मार्गदर्शन', 'शोध प्रविधि', 'शिक्षण सहायक पद'],
    },
  },
  {
    area: 'founders',
    match: { name: 'Late Shri R. K. Tiwari' },
    hi: {
      name: 'स्व. श्री आर. के. तिवारी',
      content: 'संस्थापक, शहडोल बार में चालीस वर्ष अधिवक्ता; चाहते थे कि ज़िले का हर विद्यार्थी विधि पढ़ सके।',
    },
  },
  {
    area: 'founders',
    match: { name: 'Smt. Kamla Devi Singh' },
    hi: {
      name: 'श्रीमती कमला देवी सिंह',
      content: 'पहली प्राचार्य; पुस्तकालय और विधिक सहायता क्लिनिक उन्हीं की देन हैं।',
    },
  },
  { area: 'event-categories', match: { name: 'Annual Function' }, hi: { name: 'वार्षिक समारोह' } },
  { area: 'event-categories', match: { name: 'Moot Court' }, hi: { name: 'मूट कोर्ट' } },
  { area: 'event-categories', match: { name: 'Legal Aid Camp' }, hi: { name: 'विधिक सहायता शिविर' } },
  {
    area: 'news',
    match: { title: 'Admissions open for the 2026-27 session' },
    hi: {
      title: 'सत्र 2026-27 के लिए प्रवेश प्रारंभ',
      description: [
        'महाविद्यालय के तीनों पाठ्यक्रमों में प्रवेश के लिए आवेदन आमंत्रित हैं।',
        '**बी.ए. एलएल.बी. (5 वर्ष): किसी भी विषय में 12वीं उत्तीर्ण',
        '**एलएल.बी. (3 वर्ष): किसी भी विषय में स्नातक',
        '**एलएल.एम. (2 वर्ष): एलएल.बी. या समकक्ष',
        'आवेदन फ़ॉर्म महाविद्यालय कार्यालय में और इस वेबसाइट पर उपलब्ध हैं।',
      ].join('\n'),
      linkTitle: 'ऑनलाइन आवेदन करें',
    },
  },
  {
    area: 'news',
    match: { title: 'Scholarship forms for S.T., S.C. and O.B.C. students' },
    hi: {
      title: 'अनुसूचित जनजाति, अनुसूचित जाति और अन्य पिछड़ा वर्ग के विद्यार्थियों के लिए छात्रवृत्ति फ़ॉर्म',
      description: [
        'अनुसूचित जनजाति, अनुसूचित जाति और अन्य पिछड़ा वर्ग के विद्यार्थी राज्य की पोस्ट-मैट्रिक छात्रवृत्ति के लिए आवेदन कर सकते हैं।',
        '**जाति प्रमाणपत्र और आय प्रमाणपत्र साथ लाएँ',
        '**अंतिम तिथि: 15 दिसंबर',
      ].join('\n'),
    },
  },
  {
    area: 'news',
    match: { title: 'Inter-college moot court competition won by our team' },
    hi: {
      title: 'अंतर-महाविद्यालयीन मूट कोर्ट प्रतियोगिता में हमारी टीम विजेता',
      description: [
        'हमारी तृतीय वर्ष की टीम ने रीवा में हुई क्षेत्रीय मूट कोर्ट प्रतियोगिता जीती।',
        '**सर्वश्रेष्ठ मेमोरियल पुरस्कार',
        '**सर्वश्रेष्ठ वक्ता: प्रिया पटेल',
        'महाविद्यालय टीम और उसके मार्गदर्शक प्राध्यापक को बधाई देता है।',
      ].join('\n'),
    },
  },
  {
    area: 'news',
    match: { title: 'Legal aid camp at Beohari' },
    hi: {
      title: 'ब्योहारी में विधिक सहायता शिविर',
      description: [
        'विधिक सहायता क्लिनिक के विद्यार्थियों ने भू-अभिलेख और किरायेदारों के अधिकारों पर शिविर लगाया।',
        '**300 से अधिक ग्रामीण शामिल हुए',
        '**राजस्व मामलों पर निःशुल्क सलाह',
      ].join('\n'),
      linkTitle: 'ज़िला विधिक सेवा प्राधिकरण',
    },
  },
  ...(
    [
      ['Dr. Anil Kumar Mishra', 'डॉ. अनिल कुमार मिश्रा', 'प्राचार्य', 'एलएल.एम., पीएच.डी. (विधि)', 'डॉ. अनिल कुमार मिश्रा, प्राचार्य, महाविद्यालय कार्यालय में'],
      ['Dr. Sunita Pandey', 'डॉ. सुनीता पांडे', 'प्राध्यापक, संवैधानिक विधि', 'एलएल.एम., पीएच.डी., नेट'],
      ['Shri Rajesh Dwivedi', 'श्री राजेश द्विवेदी', 'सह-प्राध्यापक, आपराधिक विधि', 'एलएल.एम., नेट'],
      ['Smt. Meena Tripathi', 'श्रीमती मीना त्रिपाठी', 'सह-प्राध्यापक, पारिवारिक विधि', 'एलएल.एम., सेट'],
      ['Dr. Vivek Shukla', 'डॉ. विवेक शुक्ला', 'सहायक प्राध्यापक, विधिशास्त्र', 'एलएल.एम., पीएच.डी.'],
      ['Shri Amit Singh Baghel', 'श्री अमित सिंह बघेल', 'सहायक प्राध्यापक, संविदा विधि', 'एलएल.एम., नेट'],
      ['Ku. Pooja Soni', 'कु. पूजा सोनी', 'सहायक प्राध्यापक, पर्यावरण विधि', 'एलएल.एम., नेट'],
      ['Shri Deepak Gupta', 'श्री दीपक गुप्ता', 'सहायक प्राध्यापक, प्रक्रिया विधि', 'एलएल.एम.'],
      ['Dr. Rekha Chaturvedi', 'डॉ. रेखा चतुर्वेदी', 'सहायक प्राध्यापक, राजनीति विज्ञान', 'एम.ए., पीएच.डी.'],
      ['Shri Manoj Kol', 'श्री मनोज कोल', 'सहायक प्राध्यापक, समाजशास्त्र', 'एम.ए., नेट'],
      ['Smt. Neha Jain', 'श्रीमती नेहा जैन', 'ग्रंथपाल', 'एम.लिब.आई.एससी.'],
    ] as const
  ).map(([name, hiName, designation, qualifications, alt]: readonly string[]) => ({ area: 'faculty', match: { name: name! }, hi: { name: hiName!, designation: designation!, qualifications: qualifications!, ...(alt ? { alt } : {}) } })),
]
