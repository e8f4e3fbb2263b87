import { MIN_PASSWORD_LENGTH } from '../../../platform/auth/limits'
import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { LINK_STATE_TEXT, SET_PASSWORD_ERRORS } from '../set-password-messages'

/** The set-password page and its form in the sign-in pages' language (?lang=hi, docs/decisions/231). */
export const SET_PASSWORD_TEXT = panelCatalogue(
  {
    title: 'Set your password',
    forAccount: 'For the staff account ',
    worksUntil: (until: string) => `. This link works once, until ${until}.`,
    newPassword: 'New password',
    again: 'New password again',
    showPasswords: 'Show passwords',
    hidePasswords: 'Hide passwords',
    show: 'Show',
    hide: 'Hide',
    hint: `At least ${MIN_PASSWORD_LENGTH} characters. A longer phrase is stronger than a short word with symbols.`,
    submit: 'Set password',
  },
  {
    title: 'अपना पासवर्ड सेट करें',
    forAccount: 'स्टाफ़ खाता ',
    worksUntil: (until) => ` के लिए। यह लिंक एक बार, ${until} तक काम करेगा।`,
    newPassword: 'नया पासवर्ड',
    again: 'नया पासवर्ड दोबारा',
    showPasswords: 'पासवर्ड दिखाएँ',
    hidePasswords: 'पासवर्ड छिपाएँ',
    show: 'दिखाएँ',
    hide: 'छिपाएँ',
    hint: `कम से कम ${MIN_PASSWORD_LENGTH} अक्षर। चिह्नों वाले छोटे शब्द से लंबा वाक्यांश अधिक मज़बूत होता है।`,
    submit: 'पासवर्ड सेट करें',
  },
)

/** What the page, the form and the API say about a new password, in Hindi (set-password-messages.ts, passwordStrength). */
addServerHindi({
  exact: {
    [SET_PASSWORD_ERRORS.expired]: 'यह लिंक समाप्त हो चुका है या पहले ही इस्तेमाल हो चुका है। किसी प्रशासक से नया लिंक माँगें।',
    [SET_PASSWORD_ERRORS.link]: 'यह लिंक मान्य नहीं है',
    [SET_PASSWORD_ERRORS.required]: 'नया पासवर्ड आवश्यक है',
    [SET_PASSWORD_ERRORS.short]: `नए पासवर्ड में कम से कम ${MIN_PASSWORD_LENGTH} अक्षर होने चाहिए`,
    [SET_PASSWORD_ERRORS.long]: 'पासवर्ड बहुत लंबा है',
    [SET_PASSWORD_ERRORS.mismatch]: 'दोनों पासवर्ड एक जैसे नहीं हैं',
    [SET_PASSWORD_ERRORS.throttled]: 'बहुत अधिक प्रयास। कृपया कुछ मिनट रुककर अपना लिंक फिर से खोलें।',
    [SET_PASSWORD_ERRORS.failed]: 'पासवर्ड सेट नहीं हो सका। कृपया फिर कोशिश करें।',
    [LINK_STATE_TEXT.used]: 'यह लिंक पहले ही इस्तेमाल हो चुका है। किसी प्रशासक से नया लिंक माँगें, या साइन-इन पेज पर "पासवर्ड भूल गए?" चुनें।',
    [LINK_STATE_TEXT.expired]: 'यह लिंक समाप्त हो चुका है। किसी प्रशासक से नया लिंक माँगें, या साइन-इन पेज पर "पासवर्ड भूल गए?" चुनें।',
    [LINK_STATE_TEXT.unknown]: 'यह लिंक मान्य नहीं है। किसी प्रशासक से नया लिंक माँगें, या साइन-इन पेज पर "पासवर्ड भूल गए?" चुनें।',
    [`Too short: at least ${MIN_PASSWORD_LENGTH} characters.`]: `बहुत छोटा: कम से कम ${MIN_PASSWORD_LENGTH} अक्षर।`,
    'Weak: easy to guess. A longer phrase is stronger.': 'कमज़ोर: अनुमान लगाना आसान। लंबा वाक्यांश अधिक मज़बूत है।',
    'Fair: longer, or mixing in digits and symbols, makes it stronger.': 'ठीक-ठाक: लंबा करने या अंक और चिह्न मिलाने से यह अधिक मज़बूत होगा।',
    'Strong.': 'मज़बूत।',
  },
})
