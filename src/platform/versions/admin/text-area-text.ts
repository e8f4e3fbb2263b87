import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { fieldMessagesInHindi } from '../../../ui/field-hindi'
import type { TextArea } from '../area'

/** A text area's panel (TextAreaPanel) in English and Hindi (docs/decisions/245); the area's own names come from its declaration. */
export const textAreaText = panelCatalogue(
  {
    title: (area: TextArea) => area.title,
    label: (area: TextArea) => area.label,
    field: (field: TextArea['fields'][string]) => field.label,
    photo: (photo: NonNullable<TextArea['photo']>) => photo.label,
    saved: (area: TextArea) => `${area.title} saved.`,
    notSaved: (area: TextArea) => `${area.title} could not be saved. Please try again.`,
    /** A refused save's toast: the server's own line in English; its field messages one by one in Hindi. */
    refused: (_fields: string[], server: string) => server,
    loadFailed: (area: TextArea) => `Could not load the ${area.label}.`,
    loading: 'Loading the current content…',
    choosePhoto: (label: string) => `Choose the ${label.toLowerCase()}`,
    photoHint: 'The uploaded photo shows on the site at once; the text below is saved with “Save”.',
    save: 'Save',
    saving: 'Saving…',
    otherLanguage: 'The Hindi (or English) text: ',
    inTranslations: 'in Translations',
    onceSaved: ', once the text is saved.',
  },
  {
    title: (area) => area.hi.title,
    label: (area) => area.hi.label,
    field: (field) => field.hi,
    photo: (photo) => photo.hi,
    saved: (area) => `${area.hi.title} सहेजा गया।`,
    notSaved: (area) => `${area.hi.title} सहेजा नहीं जा सका। कृपया फिर कोशिश करें।`,
    refused: (fields) => fields.join(' '),
    loadFailed: (area) => `${area.hi.label} लोड नहीं हो सका।`,
    loading: 'वर्तमान सामग्री लोड हो रही है…',
    choosePhoto: (label) => `${label} चुनें`,
    photoHint: 'अपलोड किया गया फ़ोटो साइट पर तुरंत दिखता है; नीचे का पाठ “सहेजें” से सहेजा जाता है।',
    save: 'सहेजें',
    saving: 'सहेजा जा रहा है…',
    otherLanguage: 'हिन्दी (या अंग्रेज़ी) पाठ: ',
    inTranslations: 'अनुवाद में',
    onceSaved: ', पाठ सहेजे जाने के बाद।',
  },
)

const known = new Set<string>()

/** The server's messages of one text area (src/platform/versions/text.ts) in Hindi, from its declaration; once per area. */
export function addTextAreaHindi(area: TextArea): void {
  if (known.has(area.key)) return
  known.add(area.key)
  addServerHindi({
    exact: {
      [`${area.title} saved.`]: textAreaText.hi.saved(area),
      [`${area.title}: photo saved.`]: `${area.hi.title}: फ़ोटो सहेजा गया।`,
    },
  })
  addServerHindi(fieldMessagesInHindi(Object.fromEntries(Object.values(area.fields).map((field) => [field.label, field.hi]))))
}

addServerHindi({ exact: { 'There is no such content area.': 'ऐसा कोई सामग्री क्षेत्र नहीं है।', 'This content area has no photo.': 'इस सामग्री क्षेत्र में फ़ोटो नहीं है।' } })
