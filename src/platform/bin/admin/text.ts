import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { withPhotosHindi, withPhotosWords } from '../words'

/** Deleted Items' own texts in English and Hindi (docs/decisions/230); the items' names are shown as written. */
export const binText = panelCatalogue(
  {
    restored: 'Restored.',
    lead: 'Deleted news, programs, founders, banners, gallery photos and categories, faculty, fee rows and documents stay here for 30 days, then the bin empties itself.',
    loadFailed: 'Could not load the bin.',
    empty: 'The bin is empty.',
    table: 'Bin',
    item: 'Item',
    area: 'Area',
    deleted: 'Deleted',
    /** Around the name of who deleted it, after the time. */
    byBefore: ' by ',
    byAfter: '',
    goneForGood: 'Gone for good',
    actions: 'Actions',
    restore: 'Restore',
    /** After a gallery category's name: the photos that come back with it. */
    withPhotos: withPhotosWords,
    /** In place of the name of a picture nobody described (its picture is shown beside it). */
    noDescription: 'Without a description',
  },
  {
    restored: 'वापस लाया गया।',
    lead: 'हटाए गए समाचार, सेवाएँ, संस्थापक, बैनर, गैलरी के फ़ोटो और श्रेणियाँ, संकाय, शुल्क की पंक्तियाँ और दस्तावेज़ यहाँ 30 दिन तक रहते हैं, फिर बिन अपने आप खाली हो जाता है।',
    loadFailed: 'हटाई गई सामग्री लोड नहीं हो सकी।',
    empty: 'बिन खाली है।',
    table: 'हटाई गई सामग्री',
    item: 'सामग्री',
    area: 'भाग',
    deleted: 'हटाया गया',
    byBefore: ', ',
    byAfter: ' द्वारा',
    goneForGood: 'हमेशा के लिए मिटेगा',
    actions: 'कार्य',
    restore: 'वापस लाएँ',
    withPhotos: withPhotosHindi,
    noDescription: 'बिना विवरण',
  },
)

addServerHindi({
  exact: {
    'Restored.': 'वापस लाया गया।',
    'This item is no longer in the bin: it was restored already, or its 30 days are over.': 'यह सामग्री अब बिन में नहीं है: इसे पहले ही वापस लाया जा चुका है, या इसके 30 दिन पूरे हो गए हैं।',
  },
  patterns: [
    [/'(.+)' is back with its (\d+) photos\./, (m) => `'${m[1]}' अपने ${m[2]} फ़ोटो के साथ वापस आ गया।`],
    [/'(.+)' is back with its photo\./, (m) => `'${m[1]}' अपने फ़ोटो के साथ वापस आ गया।`],
    [/'(.+)' is back, without (.+) \(deleted meanwhile\)\./, (m) => `'${m[1]}' वापस आ गया, पर ${m[2]} के बिना (जो इस बीच हटा दिया गया)।`],
    [/'(.+)' is back\./, (m) => `'${m[1]}' वापस आ गया।`],
    [/It is back, without (.+) \(deleted meanwhile\)\./, (m) => `यह वापस आ गया, पर ${m[1]} के बिना (जो इस बीच हटा दिया गया)।`],
  ],
})
