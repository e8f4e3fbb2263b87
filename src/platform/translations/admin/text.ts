import { panelCatalogue, usePanelCatalogue } from '../../../ui/admin/panel-catalogue'

/**
 * The translation editor's own texts (docs/decisions/231) in the panel's language. A field's name
 * comes from its area's declaration in English; its Hindi is the feature's (addServerHindi, by the
 * English name), shown through inPanelLanguage.
 */
export const TRANSLATION_EDITOR_TEXT = panelCatalogue(
  {
    /** The editor's heading: the two languages, each in its own script. */
    heading: 'English and हिन्दी',
    needsUpdate: 'needs update',
    upToDate: 'up to date',
    missing: 'missing',
    /** A language's name inside a sentence. */
    langInSentence: { en: 'English', hi: 'Hindi' },
    changedNoEarlier: (lang: string, when: string) => `The ${lang} has changed since this translation was written (${when}); the earlier text is no longer kept.`,
    changedSince: (lang: string, when: string) => `What changed in the ${lang} since this translation was written (${when}):`,
    loading: 'Loading the Hindi version…',
    saveFirst: 'Save the text first; its Hindi version can then be added here.',
    loadFailed: 'Could not load the translation.',
    markedUpToDate: (field: string) => `${field}: marked up to date`,
    saved: 'Translation saved',
    notSaved: 'The translation was not saved. Please try again.',
    langSaved: (lang: string) => `Saved: this item is written in ${lang}`,
    langNotSaved: 'The language was not saved. Please try again.',
    empty: 'empty',
    writtenIn: 'This item is written in',
    whereOwnText: (formAbove: boolean, areaLabel: string, other: string) => `Its own text is edited in its ${formAbove ? 'form above' : `own panel (${areaLabel})`}; here its ${other} version, beside it.`,
    stillCorrect: 'Still correct',
    publishing: 'Publishing…',
    publish: 'Publish translation',
  },
  {
    heading: 'अंग्रेज़ी और हिन्दी',
    needsUpdate: 'अपडेट ज़रूरी',
    upToDate: 'अद्यतन',
    missing: 'अनुपलब्ध',
    langInSentence: { en: 'अंग्रेज़ी', hi: 'हिन्दी' },
    changedNoEarlier: (lang, when) => `यह अनुवाद लिखे जाने (${when}) के बाद ${lang} पाठ बदल गया है; पहले वाला पाठ अब नहीं रखा गया है।`,
    changedSince: (lang, when) => `यह अनुवाद लिखे जाने (${when}) के बाद ${lang} पाठ में क्या बदला:`,
    loading: 'हिन्दी संस्करण लोड हो रहा है…',
    saveFirst: 'पहले पाठ सहेजें; उसके बाद उसका हिन्दी संस्करण यहाँ जोड़ा जा सकता है।',
    loadFailed: 'अनुवाद लोड नहीं हो सका।',
    markedUpToDate: (field) => `${field}: अद्यतन चिह्नित`,
    saved: 'अनुवाद सहेज दिया गया',
    notSaved: 'अनुवाद सहेजा नहीं गया। कृपया फिर कोशिश करें।',
    langSaved: (lang) => `सहेजा गया: यह प्रविष्टि ${lang} में लिखी है`,
    langNotSaved: 'भाषा सहेजी नहीं गई। कृपया फिर कोशिश करें।',
    empty: 'खाली',
    writtenIn: 'यह प्रविष्टि इस भाषा में लिखी है',
    whereOwnText: (formAbove, areaLabel, other) => `इसका अपना पाठ ${formAbove ? 'ऊपर के फ़ॉर्म' : `इसके अपने पैनल (${areaLabel})`} में संपादित होता है; यहाँ उसके बगल में इसका ${other} संस्करण।`,
    stillCorrect: 'अब भी सही है',
    publishing: 'प्रकाशित हो रहा है…',
    publish: 'अनुवाद प्रकाशित करें',
  },
)

export function useTranslationEditorText() {
  return usePanelCatalogue(TRANSLATION_EDITOR_TEXT)
}
