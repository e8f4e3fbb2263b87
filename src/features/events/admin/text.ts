import { createElement, Fragment, type ReactNode } from 'react'
import { CONFIRM } from '../../../ui/admin/kit'
import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { CATEGORY_EMPTY, CATEGORY_REQUIRED, EVENT_CATEGORY_MISSING, NONE_A_DRAFT } from '../messages'

/** Text around a name the staff wrote (a category, a photo's description), which the panel marks with its own language. */
const around = (...nodes: ReactNode[]) => createElement(Fragment, null, ...nodes)

/** Hindi takes the "one" form for 0 and 1 (../shared/hindi.md). */
const one = (count: number) => new Intl.PluralRules('hi').select(count) === 'one'

/** "Deleted Items", the bin panel's name in Hindi (src/ui/admin/panel-text.ts). */
const BIN_HI = 'हटाई गई सामग्री'

/**
 * The event gallery panels' own texts (categories, upload, the gallery), English as today and the
 * spec's where it names them, and Hindi (docs/decisions/240). Names staff wrote come in as
 * arguments: strings where the text is a question or a name read aloud, nodes where it is shown.
 */
export const eventsText = panelCatalogue(
  {
    categories: {
      loadFailed: 'Failed to fetch categories',
      updated: 'Category updated',
      updateFailed: 'Update failed',
      confirm: CONFIRM.generic as string,
      deleteQuestion: (name: string, photos: number) =>
        `Delete the category '${name}'? ${photos === 0 ? 'It has no photos.' : `Its ${photos === 1 ? 'photo goes' : `${photos} photos go`} to Deleted Items with it, off the site until it is restored.`}`,
      deleted: 'Category deleted',
      somethingWrong: 'Something went wrong',
      added: 'Category added successfully',
      name: 'Category Name',
      add: 'Add Category',
      adding: 'Adding...',
      all: 'All Categories',
      empty: 'No categories found.',
      newName: (name: ReactNode) => around('New name for ', name),
      photos: (count: number) => (count === 1 ? '1 photo' : `${count} photos`),
      addImages: 'Add event images',
      /** "Take off the site and keep as your draft" (RowDraft): asked first, naming the category and what goes with it. */
      takeOff: {
        question: (name: string) =>
          `Take the category '${name}' off the site and keep it as your draft?\n\nIt and all its photos leave the Event Gallery and the home page at once. Only you and the Administrators see them until it is published again.`,
        failed: 'Could not take the category off the site.',
      },
    },
    upload: {
      category: 'Category',
      loading: 'Loading categories…',
      select: 'Select category',
      none: (link: ReactNode) => around('No categories found. ', link, ' first.'),
      addCategory: 'Add a category',
      choose: 'Choose event photos',
      categoryMissing: EVENT_CATEGORY_MISSING as string,
      seeAll: 'See all event gallery images',
    },
    gallery: {
      photoOf: (place: number, category: ReactNode) => around(`photo ${place} of '`, category, `'`),
      bulkQuestion: (count: number, category: string) =>
        `Delete ${count === 1 ? '1 photo' : `${count} photos`} of '${category}'? ${count === 1 ? 'It goes' : 'They go'} to Deleted Items, off the site until restored there (each on its own, for 30 days).`,
      moved: 'Photo moved',
      moveFailed: 'Could not move the photo',
      selectFailed: 'Could not select the photos',
      deleted: 'Photos deleted',
      deleteFailed: 'Could not delete the photos',
      selectAll: 'Select all in this category',
      count: (count: number) => (count === 1 ? '1 photo' : `${count} photos`),
      deleteSelected: 'Delete selected',
      /** The chosen draft photos on the site in one step (docs/decisions/289). */
      publishSelected: 'Publish selected',
      published: 'Photos published',
      publishFailed: 'Could not publish the photos',
      select: (name: ReactNode) => around('Select ', name),
      place: (place: number, total: number) => `${place} of ${total}`,
      now: (place: number, total: number) => ` (now ${place} of ${total})`,
      moveUp: 'Move up',
      moveDown: 'Move down',
      showPhotosOf: 'Show the photos of',
      showHint: 'Choose a category to set the order its photos show in on the site, or to delete several at once.',
      loading: 'Loading categories…',
      allCategories: 'All categories',
      uncategorized: 'Uncategorized',
      photoAlt: (category: string) => `Event photo: ${category}`,
      deleteLabel: (category: string) => `this photo of ${category}`,
      deleteQuestion: (category: string) => `Delete this photo of '${category}'?`,
      loadFailed: 'Could not load the event images.',
      empty: 'No event gallery images found.',
      /** "Take off the site and keep as your draft" on one photo (RowDraft, docs/decisions/289): asked first, naming it and where it leaves. */
      takeOff: {
        question: (name: string) =>
          `Take '${name}' off the site and keep the photo as your draft?\n\nIt leaves the Event Gallery and the home page at once; the rest of its album stays. Only you and the Administrators see it until it is published again.`,
        failed: 'Could not take the photo off the site.',
      },
    },
  },
  {
    categories: {
      loadFailed: 'श्रेणियाँ लोड नहीं हो सकीं',
      updated: 'श्रेणी अपडेट की गई',
      updateFailed: 'अपडेट नहीं हो सका',
      confirm: 'क्या आप वाकई इसे हटाना चाहते हैं?',
      deleteQuestion: (name, photos) =>
        `श्रेणी '${name}' हटाएँ? ${
          photos === 0
            ? 'इसमें कोई फ़ोटो नहीं है।'
            : one(photos)
              ? `इसका फ़ोटो भी इसके साथ “${BIN_HI}” में जाएगा और वापस लाए जाने तक साइट पर नहीं दिखेगा।`
              : `इसके ${photos} फ़ोटो भी इसके साथ “${BIN_HI}” में जाएँगे और वापस लाए जाने तक साइट पर नहीं दिखेंगे।`
        }`,
      deleted: 'श्रेणी हटाई गई',
      somethingWrong: 'कुछ गलत हो गया',
      added: 'श्रेणी सफलतापूर्वक जोड़ी गई',
      name: 'श्रेणी का नाम',
      add: 'श्रेणी जोड़ें',
      adding: 'जोड़ी जा रही है...',
      all: 'सभी श्रेणियाँ',
      empty: 'कोई श्रेणी नहीं मिली।',
      newName: (name) => around(name, ' का नया नाम'),
      photos: (count) => `${count} फ़ोटो`,
      addImages: 'कार्यक्रम चित्र जोड़ें',
      takeOff: {
        question: (name) =>
          `श्रेणी '${name}' को साइट से हटाकर अपने ड्राफ़्ट के रूप में रखें?\n\nयह और इसके सभी फ़ोटो “कार्यक्रम गैलरी” और मुखपृष्ठ से तुरंत हट जाएँगे। दोबारा प्रकाशित होने तक इन्हें केवल आप और प्रशासक देख सकेंगे।`,
        failed: 'श्रेणी को साइट से हटाया नहीं जा सका।',
      },
    },
    upload: {
      category: 'श्रेणी',
      loading: 'श्रेणियाँ लोड हो रही हैं…',
      select: 'श्रेणी चुनें',
      none: (link) => around('कोई श्रेणी नहीं मिली। पहले ', link, '।'),
      addCategory: 'एक श्रेणी जोड़ें',
      choose: 'कार्यक्रम के फ़ोटो चुनें',
      categoryMissing: 'कार्यक्रम चित्र अपलोड करने के लिए श्रेणी चुनना आवश्यक है।',
      seeAll: 'कार्यक्रम गैलरी के सभी चित्र देखें',
    },
    gallery: {
      photoOf: (place, category) => around(`'`, category, `' का फ़ोटो ${place}`),
      bulkQuestion: (count, category) =>
        `'${category}' के ${count} फ़ोटो हटाएँ? ${one(count) ? 'यह' : 'ये'} “${BIN_HI}” में ${one(count) ? 'जाएगा और वहाँ से वापस लाए जाने तक साइट पर नहीं दिखेगा' : 'जाएँगे और वहाँ से वापस लाए जाने तक साइट पर नहीं दिखेंगे'} (हर एक अलग से, 30 दिन तक)।`,
      moved: 'फ़ोटो खिसकाया गया',
      moveFailed: 'फ़ोटो खिसकाया नहीं जा सका',
      selectFailed: 'फ़ोटो चुने नहीं जा सके',
      deleted: 'फ़ोटो हटाए गए',
      deleteFailed: 'फ़ोटो हटाए नहीं जा सके',
      selectAll: 'इस श्रेणी के सभी फ़ोटो चुनें',
      count: (count) => `${count} फ़ोटो`,
      deleteSelected: 'चुने हुए हटाएँ',
      publishSelected: 'चुने हुए प्रकाशित करें',
      published: 'फ़ोटो प्रकाशित किए गए',
      publishFailed: 'फ़ोटो प्रकाशित नहीं हो सके',
      select: (name) => around(name, ' चुनें'),
      place: (place, total) => `${total} में से ${place}`,
      now: (place, total) => ` (अभी ${total} में से ${place})`,
      moveUp: 'ऊपर करें',
      moveDown: 'नीचे करें',
      showPhotosOf: 'इस श्रेणी के फ़ोटो दिखाएँ',
      showHint: 'कोई श्रेणी चुनें: उसके फ़ोटो साइट पर किस क्रम में दिखें यह तय करने के लिए, या कई फ़ोटो एक साथ हटाने के लिए।',
      loading: 'श्रेणियाँ लोड हो रही हैं…',
      allCategories: 'सभी श्रेणियाँ',
      uncategorized: 'बिना श्रेणी',
      photoAlt: (category) => `कार्यक्रम का फ़ोटो: ${category}`,
      takeOff: {
        question: (name) =>
          `'${name}' को साइट से हटाकर फ़ोटो को अपने ड्राफ़्ट के रूप में रखें?\n\nयह “कार्यक्रम गैलरी” और मुखपृष्ठ से तुरंत हट जाएगा; इसकी श्रेणी के बाकी फ़ोटो बने रहेंगे। दोबारा प्रकाशित होने तक इसे केवल आप और प्रशासक देख सकेंगे।`,
        failed: 'फ़ोटो को साइट से हटाया नहीं जा सका।',
      },
      deleteLabel: (category) => `${category} का यह फ़ोटो`,
      deleteQuestion: (category) => `'${category}' का यह फ़ोटो हटाएँ?`,
      loadFailed: 'कार्यक्रम के चित्र लोड नहीं हो सके।',
      empty: 'कार्यक्रम गैलरी में कोई चित्र नहीं मिला।',
    },
  },
)

/** A category's name in a server message: "Uncategorized" is the server's word for none. */
const categoryHi = (name: string) => (name === 'Uncategorized' ? 'बिना श्रेणी' : name)
const photosHi = (count: string) => `${count} फ़ोटो`
/** "nothing was deleted", "nothing was published" in Hindi. */
const nothingDoneHi = (done: string) => (done === 'published' ? 'कुछ भी प्रकाशित नहीं किया गया।' : 'कुछ भी नहीं हटाया गया।')
const countOf = (photos: string) => photos.replace(/ photos?$/, '')

/** The event gallery API's answers (src/features/events/api.ts, schema.ts, messages.ts). */
addServerHindi({
  exact: {
    'Category added successfully': 'श्रेणी सफलतापूर्वक जोड़ी गई',
    'Category updated': 'श्रेणी अपडेट की गई',
    'Category deleted': 'श्रेणी हटाई गई',
    [CATEGORY_REQUIRED]: 'श्रेणी का नाम आवश्यक है',
    [CATEGORY_EMPTY]: 'श्रेणी का नाम खाली नहीं हो सकता',
    [EVENT_CATEGORY_MISSING]: 'कार्यक्रम चित्र अपलोड करने के लिए श्रेणी चुनना आवश्यक है।',
    'Category name must be at most 80 characters': 'श्रेणी का नाम अधिकतम 80 अक्षरों का हो सकता है',
    'No category with this id.': 'इस आईडी की कोई श्रेणी नहीं है।',
    'No category with this id; nothing was deleted.': 'इस आईडी की कोई श्रेणी नहीं है; कुछ भी नहीं हटाया गया।',
    'No category with this id; nothing was published.': 'इस आईडी की कोई श्रेणी नहीं है; कुछ भी प्रकाशित नहीं किया गया।',
    [NONE_A_DRAFT]: 'चुने गए फ़ोटो में से कोई ड्राफ़्ट नहीं है: कुछ भी प्रकाशित नहीं किया गया।',
    'Choose the photos to publish': 'प्रकाशित करने के लिए फ़ोटो चुनें',
    'No event image with this id.': 'इस आईडी का कोई कार्यक्रम चित्र नहीं है।',
    'No event image with this imageUrl.': 'इस पते का कोई कार्यक्रम चित्र नहीं है।',
    'Unknown category': 'अज्ञात श्रेणी',
    'Say which category the photos are in': 'बताएँ कि फ़ोटो किस श्रेणी के हैं',
    'Choose the photos to delete': 'हटाने के लिए फ़ोटो चुनें',
    'Unknown photo id': 'अज्ञात फ़ोटो आईडी',
  },
  patterns: [
    [/A category named "(.*)" already exists\./, (m) => `“${m[1]}” नाम की श्रेणी पहले से है।`],
    [/There is no category "(.*)"\. Add it under Add Category first\./, (m) => `“${m[1]}” नाम की कोई श्रेणी नहीं है। पहले इसे “श्रेणी जोड़ें” में जोड़ें।`],
    [/Photo moved to position (\d+) of (\d+) in '(.*)'\./, (m) => `फ़ोटो '${categoryHi(m[3]!)}' में ${m[2]} में से स्थान ${m[1]} पर पहुँचा।`],
    [
      /(\d+ photos?) of '(.*)' moved to Deleted Items; each can be restored there for (\d+) days\./,
      (m) => `'${categoryHi(m[2]!)}' के ${photosHi(countOf(m[1]!))} “${BIN_HI}” में भेजे गए; हर एक ${m[3]} दिन तक वहाँ से वापस लाया जा सकता है।`,
    ],
    [
      /(\d+ photos?) of the (\d+) chosen (?:is|are) not in the gallery \(deleted already\?\); nothing was (deleted|published)\./,
      (m) => `चुने गए ${m[2]} में से ${photosHi(countOf(m[1]!))} गैलरी में नहीं हैं (पहले ही हटा दिए गए?); ${nothingDoneHi(m[3]!)}`,
    ],
    [/(\d+ photos?) of the (\d+) chosen (?:is|are) not in '(.*)'; nothing was (deleted|published)\./, (m) => `चुने गए ${m[2]} में से ${photosHi(countOf(m[1]!))} '${categoryHi(m[3]!)}' में नहीं हैं; ${nothingDoneHi(m[4]!)}`],
    [
      /(\d+ photos?) of '(.*)' published: on the site now\.(?: (\d+) of those chosen (?:was not a draft|were not drafts)\.)?/,
      (m) => `'${categoryHi(m[2]!)}' के ${photosHi(countOf(m[1]!))} प्रकाशित किए गए: अब साइट पर हैं।${m[3] ? ` चुने गए में से ${m[3]} ड्राफ़्ट नहीं ${one(Number(m[3])) ? 'था' : 'थे'}।` : ''}`,
    ],
  ],
})
