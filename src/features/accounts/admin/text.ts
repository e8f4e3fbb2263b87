import { MIN_PASSWORD_LENGTH } from '../../../platform/auth/limits'
import { ROLE_LABELS, type Role } from '../../../platform/auth/roles'
import { addServerHindi, inPanelLanguage, panelCatalogue } from '../../../ui/admin/panel-catalogue'
import { PANEL_TEXT } from '../../../ui/admin/panel-text'
import { SET_PASSWORD_ERRORS } from '../set-password-messages'

/**
 * The staff panels' own texts (Staff Accounts, Change Password) in English and Hindi
 * (docs/decisions/230). The English is today's, letter for letter; role names are the shell's
 * (panel-text.ts). People's names and e-mail addresses are never translated.
 */
const hindiRoles = PANEL_TEXT.hi.roles

export const accountsText = panelCatalogue(
  {
    roles: ROLE_LABELS as Record<Role, string>,
    // Staff Accounts
    addTitle: 'Add a staff member',
    staffTitle: 'Staff',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    roleHint: "Editor: the site's content. Admissions desk: enquiries only. Grievance committee: students' grievances, the SGRC's report and decision. Administrator: everything else, the college's grievance steps included.",
    addButton: 'Add and make a link',
    adding: 'Adding…',
    added: (name: string) => `${name} added.`,
    // the link just made
    mailedTo: 'It was e-mailed to',
    giveTo: 'Give this link to',
    linkWorks: (until: string) => `. It works once, until ${until}, and is shown only now.`,
    linkLabel: (name: string) => `Set-password link for ${name}`,
    copied: 'Link copied.',
    copyByHand: 'Copy it by hand: select the link and copy.',
    copy: 'Copy link',
    doneButton: 'Done',
    // the list
    done: 'Done.',
    loadFailed: 'Could not load the staff accounts.',
    none: 'No staff accounts.',
    table: 'Staff accounts',
    state: 'State',
    actions: 'Actions',
    newNameFor: (name: string) => `New name for ${name}`,
    saveName: 'Save name',
    cancel: 'Cancel',
    you: ' (you)',
    /** After Rename, read aloud only: whose name. */
    renameWhom: (name: string) => ` ${name}`,
    rename: 'Rename',
    roleOf: (name: string) => `Role of ${name}`,
    suspended: 'Suspended',
    active: 'Active',
    linkNotUsed: 'Link not used yet',
    newLinkQuestion: (name: string) => `Make a new set-password link for ${name}? Their password stays until they use it, but their earlier link stops working and they are signed out everywhere.`,
    newLink: 'New link',
    reinstate: 'Reinstate',
    suspendQuestion: (name: string) => `Suspend ${name}? They are signed out at once.`,
    suspend: 'Suspend',
    removeQuestion: (name: string) => `Remove the account of ${name}? They can no longer sign in, and this cannot be undone.`,
    remove: 'Remove',
    // a role change, asked first
    scope: { administrator: 'everything', editor: "the site's content only", admissions: 'enquiries only', 'grievance-committee': "students' grievances only" } as Record<Role, string>,
    makeAdministrator: (name: string) =>
      `Make ${name} an Administrator? An Administrator can do everything: add, suspend and remove staff and change their roles (yours too), read the activity log, set the e-mail alerts, and edit all content, enquiries and grievances.`,
    changeRole: (name: string, from: string, to: string, scope: string) => `Change the role of ${name} from ${from} to ${to}? They will work with ${scope}.`,
    // Change Password
    currentRequired: 'Current password is required',
    tooShort: `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`,
    passwordChanged: 'Password changed.',
    current: 'Current password',
    next: 'New password',
    atLeast: `At least ${MIN_PASSWORD_LENGTH} characters.`,
    /** The strength hint: passwordStrength's own words in English. */
    strength: (_score: 0 | 1 | 2 | 3, english: string) => english,
    signsOut: 'Changing it signs you out on every other device.',
    change: 'Change password',
    saving: 'Saving…',
  },
  {
    roles: hindiRoles,
    addTitle: 'स्टाफ़ सदस्य जोड़ें',
    staffTitle: 'स्टाफ़',
    name: 'नाम',
    email: 'ई-मेल',
    role: 'भूमिका',
    nameRequired: 'नाम आवश्यक है',
    emailRequired: 'ई-मेल आवश्यक है',
    roleHint: `${hindiRoles.editor}: साइट की सामग्री। ${hindiRoles.admissions}: केवल पूछताछ। ${hindiRoles['grievance-committee']}: छात्रों की शिकायतें, शिकायत निवारण समिति की रिपोर्ट और निर्णय। ${hindiRoles.administrator}: बाकी सब कुछ, शिकायत के महाविद्यालय वाले चरण भी।`,
    addButton: 'जोड़ें और लिंक बनाएँ',
    adding: 'जोड़ा जा रहा है…',
    added: (name) => `${name} को जोड़ दिया गया।`,
    mailedTo: 'यह ई-मेल से भेजा गया:',
    giveTo: 'यह लिंक दें:',
    linkWorks: (until) => `। यह एक बार, ${until} तक काम करेगा, और केवल अभी दिखाया गया है।`,
    linkLabel: (name) => `${name} के लिए पासवर्ड सेट करने का लिंक`,
    copied: 'लिंक कॉपी हो गया।',
    copyByHand: 'हाथ से कॉपी करें: लिंक चुनकर कॉपी करें।',
    copy: 'लिंक कॉपी करें',
    doneButton: 'हो गया',
    done: 'हो गया।',
    loadFailed: 'स्टाफ़ खाते लोड नहीं हो सके।',
    none: 'कोई स्टाफ़ खाता नहीं है।',
    table: 'स्टाफ़ खाते',
    state: 'स्थिति',
    actions: 'कार्य',
    newNameFor: (name) => `${name} का नया नाम`,
    saveName: 'नाम सहेजें',
    cancel: 'रद्द करें',
    you: ' (आप)',
    renameWhom: (name) => ` (${name})`,
    rename: 'नाम बदलें',
    roleOf: (name) => `${name} की भूमिका`,
    suspended: 'निलंबित',
    active: 'सक्रिय',
    linkNotUsed: 'लिंक अभी उपयोग नहीं हुआ',
    newLinkQuestion: (name) => `${name} के लिए पासवर्ड सेट करने का नया लिंक बनाएँ? उनका पासवर्ड तब तक बना रहेगा जब तक वे इसका उपयोग न करें, पर उनका पिछला लिंक काम करना बंद कर देगा और वे हर जगह से साइन आउट हो जाएँगे।`,
    newLink: 'नया लिंक',
    reinstate: 'बहाल करें',
    suspendQuestion: (name) => `${name} को निलंबित करें? वे तुरंत साइन आउट हो जाएँगे।`,
    suspend: 'निलंबित करें',
    removeQuestion: (name) => `${name} का खाता हटाएँ? वे फिर साइन इन नहीं कर पाएँगे, और इसे वापस नहीं किया जा सकता।`,
    remove: 'हटाएँ',
    scope: { administrator: 'सब कुछ', editor: 'केवल साइट की सामग्री', admissions: 'केवल पूछताछ', 'grievance-committee': 'केवल छात्रों की शिकायतें' },
    makeAdministrator: (name) =>
      `${name} को ${hindiRoles.administrator} बनाएँ? ${hindiRoles.administrator} सब कुछ कर सकता है: स्टाफ़ जोड़ना, निलंबित करना, हटाना और उनकी भूमिकाएँ बदलना (आपकी भी), गतिविधि लॉग पढ़ना, ई-मेल अलर्ट सेट करना, और सारी सामग्री, पूछताछ और शिकायतों पर काम करना।`,
    changeRole: (name, from, to, scope) => `${name} की भूमिका ${from} से बदलकर ${to} करें? वे ${scope} पर काम करेंगे।`,
    currentRequired: 'मौजूदा पासवर्ड आवश्यक है',
    tooShort: `नए पासवर्ड में कम से कम ${MIN_PASSWORD_LENGTH} अक्षर होने चाहिए`,
    passwordChanged: 'पासवर्ड बदल दिया गया।',
    current: 'मौजूदा पासवर्ड',
    next: 'नया पासवर्ड',
    atLeast: `कम से कम ${MIN_PASSWORD_LENGTH} अक्षर।`,
    strength: (score) =>
      [
        `बहुत छोटा: कम से कम ${MIN_PASSWORD_LENGTH} अक्षर।`,
        'कमज़ोर: आसानी से अनुमान लगाया जा सकता है। लंबा वाक्यांश अधिक मज़बूत होता है।',
        'ठीक-ठाक: लंबा करने से, या अंक और चिह्न मिलाने से, यह अधिक मज़बूत होगा।',
        'मज़बूत।',
      ][score]!,
    signsOut: 'इसे बदलने से आप बाकी सभी डिवाइस पर साइन आउट हो जाएँगे।',
    change: 'पासवर्ड बदलें',
    saving: 'सहेजा जा रहा है…',
  },
)

const hindiRoleByEnglish = Object.fromEntries(Object.entries(ROLE_LABELS).map(([role, english]) => [english, hindiRoles[role as Role]]))
const roleInHindi = (english: string) => hindiRoleByEnglish[english] ?? english

addServerHindi({
  exact: {
    'No staff account with this id.': 'यह स्टाफ़ खाता नहीं मिला।',
    'This is the last active Administrator: make someone else an Administrator first.': `यह अंतिम सक्रिय ${hindiRoles.administrator} है: पहले किसी और को ${hindiRoles.administrator} बनाएँ।`,
    'You cannot do this to your own account. Ask another Administrator.': `आप अपने ही खाते के साथ ऐसा नहीं कर सकते। किसी दूसरे ${hindiRoles.administrator} से कहें।`,
    'The current password is not right.': 'मौजूदा पासवर्ड सही नहीं है।',
    'A staff member with this e-mail already exists.': 'इस ई-मेल वाला स्टाफ़ सदस्य पहले से मौजूद है।',
    'Password changed. Your other sessions are signed out.': 'पासवर्ड बदल दिया गया। आपके बाकी सत्र साइन आउट कर दिए गए हैं।',
    'Choose a role from the list': 'सूची से कोई भूमिका चुनें',
    'Enter a valid email': 'सही ई-मेल पता लिखें',
    'Current password is required': accountsText.hi.currentRequired,
    [SET_PASSWORD_ERRORS.required]: 'नया पासवर्ड आवश्यक है',
    [SET_PASSWORD_ERRORS.short]: accountsText.hi.tooShort,
    [SET_PASSWORD_ERRORS.long]: 'पासवर्ड बहुत लंबा है',
  },
  patterns: [
    [/The name is now (.+)\./, (m) => `अब नाम ${m[1]} है।`],
    [/(.+) is now (Administrator|Editor|Admissions desk|Grievance committee)\./, (m) => `${m[1]} अब ${roleInHindi(m[2]!)} हैं।`],
    [/(.+) is suspended and signed out everywhere\./, (m) => `${m[1]} निलंबित हैं और हर जगह से साइन आउट कर दिए गए हैं।`],
    [/(.+) can sign in again\./, (m) => `${m[1]} फिर से साइन इन कर सकते हैं।`],
    [/(.+)'s account is removed\./, (m) => `${m[1]} का खाता हटा दिया गया।`],
    [
      /(.+) added\. The set-password link is e-mailed to (.+); it is also shown here, only now\. It works once, for (\d+) hours\./,
      (m) => `${m[1]} को जोड़ दिया गया। पासवर्ड सेट करने का लिंक ${m[2]} पर ई-मेल से भेजा गया है; यह यहाँ भी केवल अभी दिखाया गया है। यह एक बार, ${m[3]} घंटे तक काम करेगा।`,
    ],
    [/(.+) added\. Hand over the set-password link: it is shown only now\. It works once, for (\d+) hours\./, (m) => `${m[1]} को जोड़ दिया गया। पासवर्ड सेट करने का लिंक उन्हें दें: यह केवल अभी दिखाया गया है। यह एक बार, ${m[2]} घंटे तक काम करेगा।`],
    [
      /New link for (.+): e-mailed to (.+) and shown only now, works once, for (\d+) hours\. Their sessions have ended\./,
      (m) => `${m[1]} के लिए नया लिंक: ${m[2]} पर ई-मेल से भेजा गया और केवल अभी दिखाया गया, एक बार, ${m[3]} घंटे तक काम करेगा। उनके सत्र समाप्त कर दिए गए हैं।`,
    ],
    [/New link for (.+): shown only now, works once, for (\d+) hours\. Their sessions have ended\./, (m) => `${m[1]} के लिए नया लिंक: केवल अभी दिखाया गया, एक बार, ${m[2]} घंटे तक काम करेगा। उनके सत्र समाप्त कर दिए गए हैं।`],
  ],
})

export type AccountsText = (typeof accountsText)['en']

/** The server's messages under each field (shown inline, not as a toast) in the panel's language. */
export function inPanelLanguageEach(problems: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, inPanelLanguage(message)]))
}
