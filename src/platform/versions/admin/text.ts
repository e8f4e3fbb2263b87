import { panelCatalogue, usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { usePanelText } from '../../../ui/admin/panel-text'

/**
 * The versions' own texts (a row's Versions, the previous versions under a form, the comparison) in
 * the panel's language (docs/decisions/231). The versions' dates come from formatPanelDateTime; what
 * a version says is staff's and keeps its language.
 */
export const VERSIONS_TEXT = panelCatalogue(
  {
    versions: 'Versions',
    versionsOf: (name: string) => ` of ${name}`,
    listTitle: (label: string) => `Versions of this ${label} item`,
    previous: 'Previous versions',
    kept: (ofItem: boolean) => `The last 30 saves${ofItem ? ' of this item' : ''} are kept. Putting one back is a save too, so it can be undone the same way.`,
    loadFailed: 'Could not load the previous versions.',
    empty: 'No versions yet: each save from now on is kept here.',
    /** Before the saver's name (a name: not translated). */
    savedBy: 'saved by ',
    savedBefore: 'saved before versions were kept',
    onSite: ' On the site now',
    empty_: '(empty)',
    putBack: 'Put back',
    puttingBack: 'Putting back…',
    theVersionOf: (name: string) => ` the version of ${name}`,
    putBackQuestion: (name: string) => `Put back the version of ${name}? The site shows it at once; what is there now stays among the previous versions. Unsaved changes in the form above are replaced.`,
    putBackDone: (name: string) => `The version of ${name} is back on the site.`,
    compareCurrent: 'Compare with the current one',
    compareCurrentOf: (name: string) => `: the version of ${name}`,
    compareTwo: 'Compare two versions',
    theVersion: 'The version of',
    withTheVersion: 'with the version of',
    compare: 'Compare',
    onSiteOption: ' (on the site now)',
    compared: (older: string, newer: string) => `The version of ${older} compared with the version of ${newer}`,
    same: 'These two versions say the same.',
    field: 'Field',
    changesMarked: (name: string) => `${name} (changes marked)`,
    unchanged: (fields: string) => `Unchanged: ${fields}.`,
    closeComparison: 'Close the comparison',
  },
  {
    versions: 'संस्करण',
    versionsOf: (name) => ` (${name})`,
    listTitle: () => 'इस प्रविष्टि के संस्करण',
    previous: 'पिछले संस्करण',
    kept: (ofItem) => `${ofItem ? 'इस प्रविष्टि के ' : ''}पिछले 30 सहेजे गए संस्करण रखे जाते हैं। किसी को वापस लाना भी एक सहेजना है, इसलिए उसे भी इसी तरह पलटा जा सकता है।`,
    loadFailed: 'पिछले संस्करण लोड नहीं हो सके।',
    empty: 'अभी कोई संस्करण नहीं: अब से हर बार सहेजा गया संस्करण यहाँ रखा जाएगा।',
    savedBy: 'सहेजा: ',
    savedBefore: 'संस्करण रखे जाने से पहले सहेजा गया',
    onSite: ' अभी साइट पर',
    empty_: '(खाली)',
    putBack: 'वापस लाएँ',
    puttingBack: 'वापस लाया जा रहा है…',
    theVersionOf: (name) => ` ${name} का संस्करण`,
    putBackQuestion: (name) => `${name} का संस्करण वापस लाएँ? साइट पर यह तुरंत दिखेगा; अभी वाला पिछले संस्करणों में रहेगा। ऊपर के फ़ॉर्म के बिना सहेजे बदलाव बदल दिए जाएँगे।`,
    putBackDone: (name) => `${name} का संस्करण फिर से साइट पर है।`,
    compareCurrent: 'वर्तमान से तुलना करें',
    compareCurrentOf: (name) => `: ${name} का संस्करण`,
    compareTwo: 'दो संस्करणों की तुलना करें',
    theVersion: 'यह संस्करण',
    withTheVersion: 'इस संस्करण से',
    compare: 'तुलना करें',
    onSiteOption: ' (अभी साइट पर)',
    compared: (older, newer) => `${older} के संस्करण की ${newer} के संस्करण से तुलना`,
    same: 'ये दोनों संस्करण एक जैसे हैं।',
    field: 'फ़ील्ड',
    changesMarked: (name) => `${name} (बदलाव चिह्नित)`,
    unchanged: (fields) => `अपरिवर्तित: ${fields}।`,
    closeComparison: 'तुलना बंद करें',
  },
)

/** The versions' texts, the panel's language, and a version's name (its save time) in it. */
export function useVersionsText() {
  const { lang } = usePanelText()
  return { text: usePanelCatalogue(VERSIONS_TEXT), lang, nameOf: (iso: string) => formatPanelDateTime(iso, lang) }
}
