import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'

/** The banner panels' own texts (docs/decisions/231): English as the spec and today's panel write it. */
export const BANNER_TEXT = panelCatalogue(
  {
    lead: 'The home page slideshow shows these photos in the order they were added.',
    shape:
      'Shape that fits: a wide (landscape) photo, about 16 : 7, at least 1600 × 700 pixels, with the subject in the middle — phones show only the middle square. A tall (portrait) photo is cut to a thin strip.',
    choose: 'Choose banner images',
    seeAll: 'See all banner images',
    add: 'Add banner images',
    defaultAlt: 'Home banner',
    thisBanner: 'this banner',
    deleteNamed: (alt: string) => `Delete the banner '${alt}'?`,
    deleteAdded: (when: string) => `Delete the banner added on ${when}?`,
    deleteThis: 'Delete this banner?',
    loadFailed: 'Could not load the banner images.',
    empty: 'No banner images found.',
    /** A banner's name where its description is empty (its draft controls and their question). */
    noDescription: 'banner without a description',
    /** "Take off the site and keep as your draft" (RowDraft): asked first, naming the banner and where it leaves. */
    takeOff: {
      question: (name: string) =>
        `Take '${name}' off the site and keep the banner as your draft?\n\nIt leaves the home page's slideshow at once. Only you and the Administrators see it until it is published again.`,
      failed: 'Could not take the banner off the site.',
    },
  },
  {
    lead: 'होम पेज का स्लाइड-शो ये फ़ोटो उसी क्रम में दिखाता है जिसमें वे जोड़ी गई थीं।',
    shape:
      'उपयुक्त आकार: चौड़ी (लैंडस्केप) फ़ोटो, लगभग 16 : 7, कम से कम 1600 × 700 पिक्सेल, मुख्य विषय बीच में — फ़ोन पर केवल बीच का वर्गाकार भाग दिखता है। लंबी (पोर्ट्रेट) फ़ोटो कटकर एक पतली पट्टी रह जाती है।',
    choose: 'बैनर चित्र चुनें',
    seeAll: 'सभी बैनर चित्र देखें',
    add: 'बैनर चित्र जोड़ें',
    defaultAlt: 'होम बैनर',
    thisBanner: 'यह बैनर',
    deleteNamed: (alt) => `बैनर '${alt}' हटाएँ?`,
    deleteAdded: (when) => `${when} जोड़ा गया बैनर हटाएँ?`,
    deleteThis: 'यह बैनर हटाएँ?',
    loadFailed: 'बैनर चित्र लोड नहीं हो सके।',
    empty: 'कोई बैनर चित्र नहीं मिला।',
    noDescription: 'बिना विवरण का बैनर',
    takeOff: {
      question: (name) =>
        `'${name}' को साइट से हटाकर यह बैनर अपने ड्राफ़्ट के रूप में रखें?\n\nयह होम पेज के स्लाइड-शो से तुरंत हट जाएगा। दोबारा प्रकाशित होने तक इसे केवल आप और प्रशासक देख सकेंगे।`,
      failed: 'बैनर को साइट से हटाया नहीं जा सका।',
    },
  },
)

/** The banner API's own messages (src/features/banners/api.ts, schema.ts); the upload's are the kit's. */
addServerHindi({
  exact: {
    // its field as the translation editor names it (src/features/banners/area.ts)
    Description: 'विवरण',
    'No banner image with this id.': 'इस आईडी का कोई बैनर चित्र नहीं है।',
    'No banner image with this imageUrl.': 'इस imageUrl का कोई बैनर चित्र नहीं है।',
    'imageUrl is required': 'imageUrl आवश्यक है',
    'imageUrl is too long': 'imageUrl बहुत लंबा है',
  },
})
