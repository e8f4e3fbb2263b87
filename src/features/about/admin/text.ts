import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { fieldMessagesInHindi } from '../../../ui/field-hindi'
import { MISSION_VISION_EMPTY } from '../messages'

/** The about, mission & vision and founders panels' own words in English (spec §8–9) and Hindi (docs/decisions/245). */
export const aboutText = panelCatalogue(
  {
    about: {
      imageHeading: 'About image',
      imageAlt: 'About section image',
      chooseImage: 'Choose the about image',
      imageHint: 'The uploaded image shows on the site at once; the text below is saved with “Save content”.',
      title: 'Title',
      description: 'Description',
      students: 'Students',
      acceptance: 'College Acceptance (%)',
      years: 'Years of Excellence',
      loadingCurrent: 'Loading the current content…',
      save: 'Save content',
      saving: 'Saving…',
      saved: 'Content added successfully!',
      failed: 'Something went wrong!',
    },
    missionVision: {
      loadFailed: 'Data not fetched! Please try again.',
      saveFailed: 'Data not updated! Please try again.',
      updated: 'Mission & Vision updated',
      mission: 'Mission',
      missionHint: 'One point per line; each line is shown as a bullet.',
      vision: 'Vision',
      save: 'Save Mission & Vision',
      saving: 'Saving…',
    },
    founders: {
      name: 'Name',
      content: 'Content',
      alt: 'Photo description (alt text)',
      photo: 'Photo',
      replacePhoto: 'Replace photo',
      add: 'Add Founder',
      seeAll: 'See all founders',
      added: 'Founder added',
      updated: 'Founder updated',
      deleted: 'Founder deleted',
      deleteNamed: (name: string) => `Delete the founder '${name}'?`,
      loadFailed: 'Could not load the founders.',
      empty: 'No foundation members found.',
      /** "Take off the site and keep as your draft" (RowDraft): asked first, naming the entry and where it leaves. */
      takeOff: {
        question: (name: string) =>
          `Take '${name}' off the site and keep the entry as your draft?\n\nIt leaves About Us and the home page at once. Only you and the Administrators see it until it is published again.`,
        failed: 'Could not take the founder off the site.',
      },
    },
  },
  {
    about: {
      imageHeading: 'परिचय का चित्र',
      imageAlt: 'परिचय अनुभाग का चित्र',
      chooseImage: 'परिचय का चित्र चुनें',
      imageHint: 'अपलोड किया गया चित्र साइट पर तुरंत दिखता है; नीचे का पाठ “सामग्री सहेजें” से सहेजा जाता है।',
      title: 'शीर्षक',
      description: 'विवरण',
      students: 'छात्र संख्या',
      acceptance: 'महाविद्यालय स्वीकृति (%)',
      years: 'उत्कृष्टता के वर्ष',
      loadingCurrent: 'वर्तमान सामग्री लोड हो रही है…',
      save: 'सामग्री सहेजें',
      saving: 'सहेजा जा रहा है…',
      saved: 'सामग्री सफलतापूर्वक सहेजी गई!',
      failed: 'कुछ गड़बड़ हो गई!',
    },
    missionVision: {
      loadFailed: 'डेटा प्राप्त नहीं हुआ! कृपया फिर कोशिश करें।',
      saveFailed: 'डेटा अपडेट नहीं हुआ! कृपया फिर कोशिश करें।',
      updated: 'ध्येय एवं दृष्टि अपडेट की गई',
      mission: 'ध्येय',
      missionHint: 'हर पंक्ति में एक बिंदु; हर पंक्ति बुलेट के रूप में दिखती है।',
      vision: 'दृष्टि',
      save: 'ध्येय एवं दृष्टि सहेजें',
      saving: 'सहेजा जा रहा है…',
    },
    founders: {
      name: 'नाम',
      content: 'विवरण',
      alt: 'फ़ोटो का विवरण (वैकल्पिक पाठ)',
      photo: 'फ़ोटो',
      replacePhoto: 'फ़ोटो बदलें',
      add: 'संस्थापक जोड़ें',
      seeAll: 'सभी संस्थापक देखें',
      added: 'संस्थापक जोड़ा गया',
      updated: 'संस्थापक अपडेट किया गया',
      deleted: 'संस्थापक हटाया गया',
      deleteNamed: (name) => `संस्थापक '${name}' को हटाएँ?`,
      loadFailed: 'संस्थापकों की सूची लोड नहीं हो सकी।',
      empty: 'कोई संस्थापक नहीं मिला।',
      takeOff: {
        question: (name) =>
          `'${name}' को साइट से हटाकर यह प्रविष्टि अपने ड्राफ़्ट के रूप में रखें?\n\nयह “हमारे बारे में” और होम पेज से तुरंत हट जाएगी। दोबारा प्रकाशित होने तक इसे केवल आप और प्रशासक देख सकेंगे।`,
        failed: 'संस्थापक को साइट से हटाया नहीं जा सका।',
      },
    },
  },
)

// The about API's messages (src/features/about/api.ts, schema.ts): its answers stay English.
addServerHindi({
  exact: {
    'Content added successfully!': 'सामग्री सफलतापूर्वक सहेजी गई!',
    'Something went wrong!': 'कुछ गड़बड़ हो गई!',
    'Data not fetched! Please try again.': 'डेटा प्राप्त नहीं हुआ! कृपया फिर कोशिश करें।',
    'Data not updated! Please try again.': 'डेटा अपडेट नहीं हुआ! कृपया फिर कोशिश करें।',
    'Mission & Vision updated successfully!': 'ध्येय एवं दृष्टि सफलतापूर्वक अपडेट की गई!',
    [MISSION_VISION_EMPTY]: 'ध्येय एवं दृष्टि खाली नहीं हो सकते!',
    'Foundation entry added successfully!': 'संस्थापक सफलतापूर्वक जोड़ा गया!',
    'Foundation entry updated successfully!': 'संस्थापक सफलतापूर्वक अपडेट किया गया!',
    'Foundation entry deleted successfully!': 'संस्थापक सफलतापूर्वक हटाया गया!',
    'No foundation entry with this id.': 'इस पहचान का कोई संस्थापक नहीं है।',
    'The image was not found. Please upload it again.': 'चित्र नहीं मिला। कृपया इसे फिर से अपलोड करें।',
    'This image belongs to another entry. Please upload a new one.': 'यह चित्र किसी दूसरी प्रविष्टि का है। कृपया नया चित्र अपलोड करें।',
    'Not an uploaded image': 'यह अपलोड किया गया चित्र नहीं है',
    'Image in use': 'चित्र पहले से उपयोग में है',
  },
})
addServerHindi(
  fieldMessagesInHindi({
    Title: 'शीर्षक',
    Description: 'विवरण',
    Students: 'छात्र संख्या',
    'College Acceptance': 'महाविद्यालय स्वीकृति',
    'Years of Excellence': 'उत्कृष्टता के वर्ष',
    Image: 'चित्र',
    Mission: 'ध्येय',
    Vision: 'दृष्टि',
    Name: 'नाम',
    Content: 'विवरण',
    'Alt text': 'फ़ोटो का विवरण',
  }),
)
