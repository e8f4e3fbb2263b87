import { createContext, useContext } from 'react'
import type { Lang } from '../../content/lang'
import { ROLE_LABELS, roleChangedText, type Role } from '../../platform/auth/roles'
import { PANEL_GROUPS, panelLabel, type PanelKey } from './panels'
import { SESSION_EXPIRED_MESSAGE } from './session'
import { SUSPENDED_NOTICE } from './session-end'
import { SESSION_EXPIRED_HINDI, SUSPENDED_NOTICE_HINDI } from './sign-in-text'

/**
 * The panel's own texts in English and Hindi, side by side (docs/decisions/230): the shell (header,
 * sidebar, skip link, session warning and notices) and the Dashboard. English is the spec's, letter
 * for letter (the sidebar's names come from panels.ts); the Hindi catalogue has the English one's
 * type, so a missing Hindi text fails the typecheck. Staff-written content never passes through it.
 */
export type GroupName = (typeof PANEL_GROUPS)[number]['group']

const englishGroups = Object.fromEntries(PANEL_GROUPS.map((group) => [group.group, group.group])) as Record<GroupName, string>
const englishPanels = { overview: panelLabel('overview'), ...Object.fromEntries(PANEL_GROUPS.flatMap((group) => group.entries.map((entry) => [entry.key, entry.label]))) } as Record<PanelKey, string>

const english = {
  /** The switch's label: the other language, in its own script. */
  switchTo: { lang: 'hi' as Lang, label: 'हिन्दी' },
  switchName: 'Panel language',
  switchFailed: 'The panel language could not be saved. Please check the connection and try again.',
  groups: englishGroups,
  panels: englishPanels,
  roles: ROLE_LABELS as Record<Role, string>,
  shell: {
    skip: 'Skip to panel',
    menu: 'Menu',
    closeMenu: 'Close menu',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    expandGroup: (group: string) => `${group}: expand the sidebar`,
    adminMenu: 'Admin menu',
    panelsNav: 'Panels',
    title: 'Admin Dashboard',
    brand: 'College Admin',
    brandSub: 'Management System',
    logOut: 'Log out',
    logOutKeepDraft: 'Log out and keep the draft',
    logOutFailed: 'Could not log out. Please check the connection and try again.',
    fresh: 'new',
  },
  dashboard: {
    newsItems: 'News items',
    eventImages: 'Event images',
    compliance: 'Compliance items to fix (missing or out of date)',
    admissions: 'Admission enquiries',
    contacts: 'Contact enquiries',
    withSgrc: 'Grievances with the SGRC',
    waitingForCollege: 'Grievances waiting for the college',
    pastLimit: 'Grievances past a time limit',
    open: 'Open',
    newCount: (count: number) => `${count} new`,
    newestAdmissions: 'Newest admission enquiries',
    newestContacts: 'Newest contact enquiries',
    loading: 'Loading…',
    noAdmissions: 'No admissions found.',
    noContacts: 'No contact queries found.',
    figuresFailed: 'Some figures could not be loaded. Reload the page to try again.',
    alertsDelayed: 'E-mail alerts of new enquiries are delayed. New enquiries still arrive here: check the Queries panels.',
    alertsNotSent: (count: number) => `${count} e-mail alert${count === 1 ? '' : 's'} not sent`,
    waitingSince: (date: string) => ` (waiting since ${date})`,
    /** Followed by the mail server's failure as the server words it (shown as written, in English). */
    lastTryFailed: ' The last try failed: ',
    notTakenYet: ' The mail server has not taken them yet.',
    alertsRetried: ' Enquiries are safe in the panel; the alerts are tried again by themselves.',
    openMail: 'Open E-mail Alerts',
  },
  session: {
    warningTitle: 'Your session is about to end',
    stay: 'Stay signed in',
    close: 'Close',
    warning: (time: string, minutes: number) =>
      `For your security you will be signed out at ${time} (in about ${minutes} minute${minutes === 1 ? '' : 's'}) unless you stay signed in. What you have typed is kept either way.`,
    final: 'This session cannot be extended further: it has lasted the seven days a session may. Sign in again afterwards.',
    unreachable: 'The server could not be reached. Please try again.',
    expired: SESSION_EXPIRED_MESSAGE,
    suspended: SUSPENDED_NOTICE,
    signIn: 'Sign in',
    goToSignIn: 'Go to the sign-in page',
  },
  /** The panel search in the header (src/app/admin/PanelSearch.tsx). */
  search: {
    toggle: 'Search',
    form: 'Panel search',
    box: 'Search the panel',
    results: 'Search results',
    searching: 'Searching…',
    failed: 'The search did not answer. Please check the connection and try again.',
    /** The typed words are given apart: they are the person's own, shown as typed. */
    nothingFor: ['Nothing found for “', '”.'] as [string, string],
    resultsFor: (count: number) => [`${count === 1 ? '1 result' : `${count} results`} for “`, '”.'] as [string, string],
  },
  /** Said when an Administrator changed this person's role while they worked (src/app/admin/role-change.tsx). */
  roleChanged: {
    text: (role: Role) =>
      `${roleChangedText(role)} An Administrator changed it while you were working, so what you just asked for was refused. What you typed is kept in this browser and comes back when your role allows this form again.`,
    continueAs: (role: Role) => `Continue as ${ROLE_LABELS[role]}`,
  },
}

export type PanelText = typeof english

/** Hindi takes the "one" form for 0 and 1 (../shared/hindi.md). */
const HINDI_PLURAL = new Intl.PluralRules('hi')

const HINDI_ROLES: Record<Role, string> = { administrator: 'प्रशासक', editor: 'संपादक', admissions: 'प्रवेश डेस्क', 'grievance-committee': 'शिकायत समिति' }

const hindi: PanelText = {
  switchTo: { lang: 'en', label: 'English' },
  switchName: 'पैनल की भाषा',
  switchFailed: 'पैनल की भाषा सहेजी नहीं जा सकी। कृपया कनेक्शन जाँचकर फिर कोशिश करें।',
  groups: {
    Dashboard: 'डैशबोर्ड',
    Home: 'होम',
    'About Us': 'हमारे बारे में',
    'News Section': 'समाचार अनुभाग',
    'Event Gallery': 'कार्यक्रम गैलरी',
    Topbar: 'सूचना पट्टी',
    Queries: 'पूछताछ',
    Disclosures: 'प्रकटीकरण',
    'Page Texts': 'पृष्ठों के पाठ',
    Translations: 'अनुवाद',
    Bin: 'रीसायकल बिन',
    Grievances: 'शिकायतें',
    Staff: 'स्टाफ़',
    'My Account': 'मेरा खाता',
  },
  panels: {
    overview: 'डैशबोर्ड',
    'add-banner': 'होम बैनर जोड़ें',
    'all-banners': 'सभी बैनर चित्र',
    'add-service': 'सेवाएँ जोड़ें',
    'all-services': 'सभी सेवाएँ',
    'add-about': 'परिचय सामग्री जोड़ें',
    'mission-vision': 'ध्येय एवं दृष्टि',
    'add-founder': 'संस्थापक जोड़ें',
    'all-founders': 'सभी संस्थापक',
    'add-news': 'समाचार जोड़ें',
    'all-news': 'सभी समाचार',
    'add-category': 'श्रेणी जोड़ें',
    'add-event-images': 'कार्यक्रम चित्र जोड़ें',
    'all-event-images': 'कार्यक्रम गैलरी के सभी चित्र',
    topbar: 'सूचना पट्टी की सामग्री',
    'admission-queries': 'प्रवेश पूछताछ देखें',
    'contact-queries': 'संपर्क पूछताछ',
    'add-documents': 'दस्तावेज़ अपलोड करें',
    'all-documents': 'सभी दस्तावेज़',
    committees: 'समितियाँ',
    faculty: 'संकाय',
    fees: 'शुल्क तालिका',
    statutory: 'वैधानिक तथ्य',
    compliance: 'अनुपालन सूची',
    principal: 'प्राचार्य का संदेश',
    translations: 'अनुवाद',
    bin: 'हटाई गई सामग्री',
    grievances: 'छात्र शिकायतें',
    accounts: 'स्टाफ़ खाते',
    activity: 'गतिविधि लॉग',
    mail: 'ई-मेल अलर्ट',
    'my-password': 'पासवर्ड बदलें',
  },
  roles: HINDI_ROLES,
  shell: {
    skip: 'पैनल पर जाएँ',
    menu: 'मेनू',
    closeMenu: 'मेनू बंद करें',
    collapse: 'साइडबार छोटा करें',
    expand: 'साइडबार बड़ा करें',
    expandGroup: (group) => `${group}: साइडबार बड़ा करें`,
    adminMenu: 'एडमिन मेनू',
    panelsNav: 'पैनल',
    title: 'एडमिन डैशबोर्ड',
    brand: 'कॉलेज एडमिन',
    brandSub: 'प्रबंधन प्रणाली',
    logOut: 'लॉग आउट',
    logOutKeepDraft: 'लॉग आउट करें, ड्राफ़्ट रखें',
    logOutFailed: 'लॉग आउट नहीं हो सका। कृपया कनेक्शन जाँचकर फिर कोशिश करें।',
    fresh: 'नई',
  },
  dashboard: {
    newsItems: 'समाचार',
    eventImages: 'कार्यक्रम चित्र',
    compliance: 'सुधारने योग्य अनुपालन बिंदु (अनुपलब्ध या पुराने)',
    admissions: 'प्रवेश पूछताछ',
    contacts: 'संपर्क पूछताछ',
    withSgrc: 'SGRC के पास शिकायतें',
    waitingForCollege: 'महाविद्यालय की प्रतीक्षा में शिकायतें',
    pastLimit: 'समय-सीमा पार कर चुकी शिकायतें',
    open: 'खोलें',
    newCount: (count) => `${count} नई`,
    newestAdmissions: 'नवीनतम प्रवेश पूछताछ',
    newestContacts: 'नवीनतम संपर्क पूछताछ',
    loading: 'लोड हो रहा है…',
    noAdmissions: 'कोई प्रवेश पूछताछ नहीं मिली।',
    noContacts: 'कोई संपर्क पूछताछ नहीं मिली।',
    figuresFailed: 'कुछ आँकड़े लोड नहीं हो सके। फिर कोशिश करने के लिए पेज दोबारा लोड करें।',
    alertsDelayed: 'नई पूछताछ के ई-मेल अलर्ट देर से जा रहे हैं। नई पूछताछ फिर भी यहाँ आ रही है: पूछताछ पैनल देखें।',
    alertsNotSent: (count) => `${count} ई-मेल अलर्ट ${HINDI_PLURAL.select(count) === 'one' ? 'नहीं भेजा गया' : 'नहीं भेजे गए'}`,
    waitingSince: (date) => ` (${date} से प्रतीक्षा में)`,
    lastTryFailed: ' पिछला प्रयास विफल रहा: ',
    notTakenYet: ' मेल सर्वर ने इन्हें अभी तक नहीं लिया है।',
    alertsRetried: ' पूछताछ पैनल में सुरक्षित है; अलर्ट अपने आप फिर से भेजे जाएँगे।',
    openMail: 'ई-मेल अलर्ट खोलें',
  },
  session: {
    warningTitle: 'आपका सत्र समाप्त होने वाला है',
    stay: 'साइन इन बने रहें',
    close: 'बंद करें',
    warning: (time, minutes) => `आपकी सुरक्षा के लिए ${time} बजे (लगभग ${minutes} मिनट में) आपको साइन आउट कर दिया जाएगा, जब तक आप साइन इन बने रहना न चुनें। आपने जो लिखा है, वह दोनों स्थितियों में सुरक्षित रहेगा।`,
    final: 'इस सत्र को और बढ़ाया नहीं जा सकता: यह सत्र की अधिकतम सात दिन की अवधि पूरी कर चुका है। इसके बाद फिर से साइन इन करें।',
    unreachable: 'सर्वर से संपर्क नहीं हो सका। कृपया फिर कोशिश करें।',
    expired: SESSION_EXPIRED_HINDI,
    suspended: SUSPENDED_NOTICE_HINDI,
    signIn: 'साइन इन करें',
    goToSignIn: 'साइन-इन पेज पर जाएँ',
  },
  search: {
    toggle: 'खोजें',
    form: 'पैनल में खोज',
    box: 'पैनल में खोजें',
    results: 'खोज के परिणाम',
    searching: 'खोजा जा रहा है…',
    failed: 'खोज का उत्तर नहीं मिला। कृपया कनेक्शन जाँचकर फिर कोशिश करें।',
    nothingFor: ['“', '” के लिए कुछ नहीं मिला।'],
    resultsFor: (count) => ['“', `” के लिए ${count} परिणाम मिले।`],
  },
  roleChanged: {
    text: (role) =>
      `आपकी भूमिका बदलकर ${HINDI_ROLES[role]} हो गई है। आपके काम करते समय एक प्रशासक ने इसे बदला, इसलिए आपने अभी जो माँगा वह अस्वीकार हुआ। आपने जो लिखा है, वह इसी ब्राउज़र में रखा है और जब आपकी भूमिका इस फ़ॉर्म की अनुमति देगी, तब वापस आ जाएगा।`,
    continueAs: (role) => `${HINDI_ROLES[role]} के रूप में जारी रखें`,
  },
}

export const PANEL_TEXT: Record<Lang, PanelText> = { en: english, hi: hindi }

/** The panel's language and its texts, given by the Dashboard to everything inside it. */
export const PanelTextContext = createContext<{ lang: Lang; text: PanelText }>({ lang: 'en', text: english })

export function usePanelText() {
  return useContext(PanelTextContext)
}
