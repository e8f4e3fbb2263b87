import type { Lang } from '../../content/lang.js'
import { site } from '../../content/site.js'

/**
 * The e-mails to a staff account, in the account's panel language (docs/decisions/258): the
 * English as it was, letter for letter; the Hindi typed as the English, so a text missing in
 * Hindi fails the typecheck. Times come written in the mail's language ("… IST" / "… बजे").
 */
const en = {
  footer: `\n\n--\n${site.name}: the staff panel of the website.`,
  until: (time: string) => `It works once, until ${time} IST.`,
  reset: {
    subject: `Set a new password for the ${site.name} staff panel`,
    body: (who: string, link: string, until: string) =>
      `Someone (we hope you) asked for a new password for the staff panel account ${who}.\n\nChoose it here: ${link}\n${until}\n\nIf you did not ask, ignore this e-mail: your password stays as it is.`,
  },
  newLink: {
    subject: `A new set-password link for the ${site.name} staff panel`,
    body: (who: string, link: string, until: string) =>
      `An Administrator made a new set-password link for your staff panel account (${who}). You were signed out everywhere.\n\nChoose your password here: ${link}\n${until}`,
  },
  invitation: {
    subject: `Your account on the ${site.name} staff panel`,
    body: (who: string, role: string | null, link: string, until: string) =>
      `An Administrator added you (${who}) to the staff panel of the college website${role ? ` as ${role}` : ''}.\n\nChoose your password here: ${link}\n${until}`,
  },
  passwordChanged: {
    subject: `Your password for the ${site.name} staff panel was changed`,
    how: { link: 'through a one-time set-password link', panel: 'in the panel, by the person signed in' },
    body: (who: string, how: string, at: string) =>
      `The staff panel password of ${who} was changed ${how}, on ${at} IST.\n\nIf this was not you, ask an Administrator at once for a new set-password link: it signs the account out everywhere.`,
  },
}

export type AccountMailText = typeof en

const hi: AccountMailText = {
  footer: `\n\n--\n${site.name}: वेबसाइट का स्टाफ़ पैनल।`,
  until: (time: string) => `यह लिंक एक ही बार, ${time} तक काम करेगा।`,
  reset: {
    subject: `${site.name} स्टाफ़ पैनल के लिए नया पासवर्ड चुनें`,
    body: (who: string, link: string, until: string) =>
      `किसी ने (आशा है, आपने) स्टाफ़ पैनल खाते ${who} के लिए नया पासवर्ड माँगा है।\n\nइसे यहाँ चुनें: ${link}\n${until}\n\nयदि आपने नहीं माँगा, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।`,
  },
  newLink: {
    subject: `${site.name} स्टाफ़ पैनल के लिए पासवर्ड चुनने का नया लिंक`,
    body: (who: string, link: string, until: string) =>
      `एक प्रशासक ने आपके स्टाफ़ पैनल खाते (${who}) के लिए पासवर्ड चुनने का नया लिंक बनाया है। आपको हर जगह से साइन आउट कर दिया गया है।\n\nअपना पासवर्ड यहाँ चुनें: ${link}\n${until}`,
  },
  invitation: {
    subject: `${site.name} स्टाफ़ पैनल पर आपका खाता`,
    body: (who: string, role: string | null, link: string, until: string) =>
      `एक प्रशासक ने आपको (${who}) महाविद्यालय की वेबसाइट के स्टाफ़ पैनल में${role ? ` ${role} के रूप में` : ''} जोड़ा है।\n\nअपना पासवर्ड यहाँ चुनें: ${link}\n${until}`,
  },
  passwordChanged: {
    subject: `${site.name} स्टाफ़ पैनल का आपका पासवर्ड बदला गया`,
    how: { link: 'एक बार काम करने वाले पासवर्ड-लिंक से', panel: 'पैनल में, साइन इन किए हुए व्यक्ति द्वारा' },
    body: (who: string, how: string, at: string) =>
      `${who} का स्टाफ़ पैनल पासवर्ड ${how}, ${at} बदला गया।\n\nयदि यह आपने नहीं किया, तो तुरंत किसी प्रशासक से पासवर्ड चुनने का नया लिंक माँगें: इससे खाता हर जगह से साइन आउट हो जाता है।`,
  },
}

export const ACCOUNT_MAIL: Record<Lang, AccountMailText> = { en, hi }
