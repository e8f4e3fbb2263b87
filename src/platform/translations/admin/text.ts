import type { Lang } from '../../../content/lang'
import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { areaInHindi } from '../../versions/admin/text'
import { TRANSLATION_NOT_FOUND } from '../area'
import { NOT_A_LIST } from '../lists'

/**
 * The Translations panel's and the side-by-side editor's own texts in English and Hindi
 * (docs/decisions/230). Languages are named in their own script where the item's own is meant
 * (LANG_NAMES); inside a sentence, in the sentence's language.
 */
export const translationsText = panelCatalogue(
  {
    allTranslations: '← All translations',
    lead: 'What staff wrote in one language only, and Hindi or English that needs update because the text it translates has changed since.',
    loadFailed: 'Could not load the translations.',
    none: 'Nothing to translate.',
    areaCounts: (area: string, stale: number, missing: number, total: number) => `${area}: ${stale} need update, ${missing} missing, of ${total}`,
    allDone: 'Every item has both languages.',
    tableOf: (area: string) => `Translations of ${area}`,
    item: 'Item',
    writtenIn: 'Written in',
    needsUpdate: 'Needs update',
    missing: 'Missing',
    noTextYet: '(no text yet)',
    needsUpdateOf: (fields: string) => `needs update: ${fields}`,
    // the editor
    badgeStale: 'needs update',
    badgeDone: 'up to date',
    badgeMissing: 'missing',
    inSentence: { en: 'English', hi: 'Hindi' } as Record<Lang, string>,
    earlierGone: (language: string, when: string) => `The ${language} has changed since this translation was written (${when}); the earlier text is no longer kept.`,
    whatChanged: (language: string, when: string) => `What changed in the ${language} since this translation was written (${when}):`,
    loading: 'Loading the Hindi version…',
    saveFirst: 'Save the text first; its Hindi version can then be added here.',
    loadOneFailed: 'Could not load the translation.',
    markedUpToDate: (field: string) => `${field}: marked up to date`,
    saved: 'Translation saved',
    notSaved: 'The translation was not saved. Please try again.',
    languageSaved: (language: string) => `Saved: this item is written in ${language}`,
    languageNotSaved: 'The language was not saved. Please try again.',
    empty: 'empty',
    emptyList: 'No entries yet: nothing to translate.',
    listHint: (other: string) => `Each entry in ${other}, beside its own words. An entry left blank shows as it is.`,
    heading: 'English and हिन्दी',
    writtenInLegend: 'This item is written in',
    ownText: (formAbove: boolean, area: string, other: string) => `Its own text is edited in its ${formAbove ? 'form above' : `own panel (${area})`}; here its ${other} version, beside it.`,
    stillCorrect: 'Still correct',
    publishing: 'Publishing…',
    publish: 'Publish translation',
  },
  {
    allTranslations: '← सभी अनुवाद',
    lead: 'स्टाफ़ ने जो केवल एक भाषा में लिखा है, और वह हिन्दी या अंग्रेज़ी जिसे अद्यतन करना है क्योंकि जिस पाठ का वह अनुवाद है, वह तब से बदल गया है।',
    loadFailed: 'अनुवाद लोड नहीं हो सके।',
    none: 'अनुवाद के लिए कुछ नहीं है।',
    areaCounts: (area, stale, missing, total) => `${areaInHindi(area)}: ${total} में से ${stale} अद्यतन करने हैं, ${missing} अनुपलब्ध`,
    allDone: 'हर प्रविष्टि दोनों भाषाओं में है।',
    tableOf: (area) => `${areaInHindi(area)} के अनुवाद`,
    item: 'प्रविष्टि',
    writtenIn: 'किस भाषा में लिखी',
    needsUpdate: 'अद्यतन करना है',
    missing: 'अनुपलब्ध',
    noTextYet: '(अभी कोई पाठ नहीं)',
    needsUpdateOf: (fields) => `अद्यतन करना है: ${fields}`,
    badgeStale: 'अद्यतन करना है',
    badgeDone: 'अद्यतन',
    badgeMissing: 'अनुपलब्ध',
    inSentence: { en: 'अंग्रेज़ी', hi: 'हिन्दी' },
    earlierGone: (language, when) => `यह अनुवाद लिखे जाने (${when}) के बाद ${language} पाठ बदल गया है; पहले का पाठ अब रखा नहीं गया है।`,
    whatChanged: (language, when) => `यह अनुवाद लिखे जाने (${when}) के बाद ${language} पाठ में क्या बदला:`,
    loading: 'हिन्दी संस्करण लोड हो रहा है…',
    saveFirst: 'पहले पाठ सहेजें; फिर उसका हिन्दी संस्करण यहाँ जोड़ा जा सकता है।',
    loadOneFailed: 'अनुवाद लोड नहीं हो सका।',
    markedUpToDate: (field) => `${field}: अद्यतन चिह्नित किया गया`,
    saved: 'अनुवाद सहेज लिया गया',
    notSaved: 'अनुवाद सहेजा नहीं गया। कृपया फिर कोशिश करें।',
    languageSaved: (language) => `सहेज लिया गया: यह प्रविष्टि ${language} में लिखी है`,
    languageNotSaved: 'भाषा सहेजी नहीं गई। कृपया फिर कोशिश करें।',
    empty: 'खाली',
    emptyList: 'अभी कोई प्रविष्टि नहीं: अनुवाद के लिए कुछ नहीं।',
    listHint: (other) => `हर प्रविष्टि ${other} में, उसके अपने शब्दों के साथ। खाली छोड़ी गई प्रविष्टि जैसी है वैसी दिखती है।`,
    heading: 'English और हिन्दी',
    writtenInLegend: 'यह प्रविष्टि किस भाषा में लिखी है',
    ownText: (formAbove, area, other) => `इसका अपना पाठ ${formAbove ? 'ऊपर के फ़ॉर्म' : `इसके अपने पैनल (${areaInHindi(area)})`} में बदला जाता है; यहाँ, उसके साथ, इसका ${other} संस्करण।`,
    stillCorrect: 'अब भी सही है',
    publishing: 'प्रकाशित हो रहा है…',
    publish: 'अनुवाद प्रकाशित करें',
  },
)

addServerHindi({
  exact: {
    'Translation saved': translationsText.hi.saved,
    [TRANSLATION_NOT_FOUND]: 'इस भाग में यह प्रविष्टि नहीं मिली।',
    'Not a valid value for this field': 'इस फ़ील्ड के लिए यह मान सही नहीं है',
    'Written in must be en or hi': 'भाषा en या hi होनी चाहिए',
    [NOT_A_LIST]: 'अनुवाद को सूची के रूप में लिखें: मूल की हर प्रविष्टि के लिए एक, जैसे संपादक लिखता है।',
  },
})
export type TranslationsText = (typeof translationsText)['en']
