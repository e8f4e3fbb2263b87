import { STATUTORY_ITEMS } from '../../../content/statutory'
import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { CONTACT_MESSAGES_HINDI, fieldMessagesInHindi } from '../../../ui/field-hindi'
import type { ItemState } from '../checklist'
import { KIND_FIELDS } from '../kinds'
import { MISSING_IN_HINDI } from '../../committees/rules'

/** The statutory facts' and the compliance checklist's own words in English and Hindi (docs/decisions/245). */
export const statutoryText = panelCatalogue(
  {
    saved: 'Saved.',
    loadFailed: 'Could not load the statutory facts.',
    empty: 'No statutory facts.',
    entry: 'Entry',
    translation: 'हिन्दी / Translation',
    title: 'Title',
    needed: (label: string) => `${label} (needed)`,
    save: 'Save',
    saving: 'Saving…',
    seeOnSite: 'See it on the site',
  },
  {
    saved: 'सहेजा गया।',
    loadFailed: 'वैधानिक तथ्य लोड नहीं हो सके।',
    empty: 'कोई वैधानिक तथ्य नहीं है।',
    entry: 'प्रविष्टि',
    translation: 'हिन्दी / अनुवाद',
    title: 'शीर्षक',
    needed: (label) => `${label} (आवश्यक)`,
    save: 'सहेजें',
    saving: 'सहेजा जा रहा है…',
    seeOnSite: 'साइट पर देखें',
  },
)

export const complianceText = panelCatalogue(
  {
    heading: 'What a regulator checks',
    loadFailed: 'Could not load the checklist.',
    states: { present: 'Present', missing: 'Missing', outdated: 'Out of date' } as Record<ItemState, string>,
    allPresent: (total: number) => `All ${total} items are present.`,
    summary: (present: number, total: number, missing: number, outdated: number) => `${present} of ${total} present · ${missing} missing · ${outdated} out of date`,
    /** An item's title: the statutory list's own (src/content/statutory.ts) where it has one. */
    itemTitle: (_key: string, title: string) => title,
  },
  {
    heading: 'नियामक क्या जाँचते हैं',
    loadFailed: 'जाँच सूची लोड नहीं हो सकी।',
    states: { present: 'उपलब्ध', missing: 'अनुपलब्ध', outdated: 'पुराना' },
    allPresent: (total) => `सभी ${total} बिंदु उपलब्ध हैं।`,
    summary: (present, total, missing, outdated) => `${total} में से ${present} उपलब्ध · ${missing} अनुपलब्ध · ${outdated} पुराने`,
    itemTitle: (key, title) => STATUTORY_ITEMS.find((item) => item.key === key)?.title.hi ?? title,
  },
)

/** Every field label of the statutory kinds, English → Hindi (kinds.ts): the checklist's "Fill in: …" names them. */
const KIND_LABELS: Record<string, string> = Object.fromEntries(Object.values(KIND_FIELDS).flatMap((fields) => Object.values(fields).map((use) => [use.label, use.hi.label])))

const GUIDELINES = 'यूजीसी सार्वजनिक स्व-प्रकटीकरण दिशानिर्देश 2024'
const GRIEVANCE_REGULATIONS = 'यूजीसी (छात्र शिकायत निवारण) विनियम 2023'
const BCI_RULES = 'बार काउंसिल ऑफ इंडिया विधि शिक्षा नियम 2008'

// The statutory API's and the checklist's messages (api.ts, schema.ts, checklist.ts, src/content/statutory.ts): its answers stay English.
addServerHindi({
  exact: {
    ...CONTACT_MESSAGES_HINDI.exact,
    // a committee's reasons on the checklist are its rule's sentences
    ...MISSING_IN_HINDI,
    'Saved.': 'सहेजा गया।',
    'No statutory entry with this id.': 'इस पहचान की कोई वैधानिक प्रविष्टि नहीं है।',
    'Link must be an https:// address': 'लिंक https:// से शुरू होने वाला पता होना चाहिए',
    // the checklist's reasons
    'Not set up (run the migrations).': 'अभी स्थापित नहीं (माइग्रेशन चलाएँ)।',
    'No members listed.': 'कोई सदस्य सूचीबद्ध नहीं है।',
    'Unchanged for two years: its term has ended; list the members of the new term.': 'दो वर्ष से अपरिवर्तित: इसका कार्यकाल समाप्त हो गया है; नए कार्यकाल के सदस्य सूचीबद्ध करें।',
    'No document in this category.': 'इस श्रेणी में कोई दस्तावेज़ नहीं है।',
    'No photograph: upload one on the Faculty panel under the same name.': 'फ़ोटो नहीं है: संकाय पैनल में इसी नाम के साथ फ़ोटो अपलोड करें।',
    'No check is written for this item.': 'इस बिंदु की जाँच अभी लिखी नहीं गई है।',
    'The disclosure page reviewed this academic year': 'प्रकटीकरण पृष्ठ की इस शैक्षणिक वर्ष में समीक्षा',
    // the rules that ask for each item
    'UGC Public Self-Disclosure Guidelines 2024': GUIDELINES,
    'UGC Public Self-Disclosure Guidelines 2024 (profiles with photographs and contact details)': `${GUIDELINES} (फ़ोटो और संपर्क विवरण सहित परिचय)`,
    'UGC Public Self-Disclosure Guidelines 2024; NAAC': `${GUIDELINES}; नैक`,
    'NAAC; UGC Public Self-Disclosure Guidelines 2024': `नैक; ${GUIDELINES}`,
    'UGC Public Self-Disclosure Guidelines 2024; GIGW 3.0 (dates on time-sensitive content)': `${GUIDELINES}; जीआईजीडब्ल्यू 3.0 (समय पर निर्भर सामग्री पर तिथियाँ)`,
    'BCI Legal Education Rules 2008': BCI_RULES,
    'BCI Legal Education Rules 2008; the affiliating university': `${BCI_RULES}; संबद्धता देने वाला विश्वविद्यालय`,
    'UGC (Redressal of Grievances of Students) Regulations 2023': GRIEVANCE_REGULATIONS,
    'UGC (Redressal of Grievances of Students) Regulations 2023; UGC letter of 13 February 2024': `${GRIEVANCE_REGULATIONS}; यूजीसी का 13 फ़रवरी 2024 का पत्र`,
    'UGC Regulations 2015; POSH Act 2013': 'यूजीसी विनियम 2015; पॉश अधिनियम 2013',
    'UGC anti-ragging regulations 2009': 'यूजीसी रैगिंग विरोधी विनियम 2009',
    'UGC anti-ragging regulations (third amendment, 2016)': 'यूजीसी रैगिंग विरोधी विनियम (तीसरा संशोधन, 2016)',
    'UGC anti-ragging regulations and notices': 'यूजीसी रैगिंग विरोधी विनियम और सूचनाएँ',
    'UGC checklist': 'यूजीसी जाँच सूची',
  },
  patterns: [
    [/Fill in: (.+)\./, (m) => `भरें: ${m[1]!.split(', ').map((label) => KIND_LABELS[label] ?? label).join(', ')}।`],
    [/The newest letter \("(.+)"\) is more than a year old\./, (m) => `सबसे नया पत्र (“${m[1]}”) एक वर्ष से अधिक पुराना है।`],
    [/Nothing on it has changed since the academic year began \((.+)\)\./, (m) => `शैक्षणिक वर्ष शुरू होने (${m[1]}) के बाद से इस पर कुछ नहीं बदला है।`],
  ],
})
addServerHindi(
  fieldMessagesInHindi({ Title: 'शीर्षक', Name: 'नाम', Designation: 'पद', Text: 'पाठ', Link: 'लिंक', NAAC: 'नैक (NAAC)', NIRF: 'एनआईआरएफ (NIRF)', 'UGC status': 'यूजीसी स्थिति', Phone: 'फ़ोन', 'E-mail': 'ई-मेल' }),
)
