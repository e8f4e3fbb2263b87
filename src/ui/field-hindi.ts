import { inPanelLanguage, type ServerHindi } from './admin/panel-catalogue'
import { usePanelText } from './admin/panel-text'

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The Hindi of the field messages the shared schema helpers write (src/http/fields.ts: "Title is
 * required", "Name must be at most 120 characters"…), for the fields a feature names, English
 * label → Hindi. The panel shows them in Hindi whether its own check or the server's found them.
 */
export function fieldMessagesInHindi(labels: Record<string, string>): ServerHindi {
  const names = `(${Object.keys(labels).map(escaped).join('|')})`
  const name = (match: RegExpMatchArray) => labels[match[1]!] ?? match[1]!
  return {
    patterns: [
      [new RegExp(`${names} is required`), (m) => `${name(m)} आवश्यक है`],
      [new RegExp(`${names} must be text`), (m) => `${name(m)} पाठ के रूप में होना चाहिए`],
      [new RegExp(`${names} must be at most ([\\d,]+) characters`), (m) => `${name(m)} में अधिकतम ${m[2]} अक्षर हो सकते हैं`],
      [new RegExp(`${names} must be a whole number`), (m) => `${name(m)} पूर्ण संख्या होनी चाहिए`],
      [new RegExp(`${names} must be whole rupees \\(no paise\\)`), (m) => `${name(m)} पूरे रुपयों में होना चाहिए (पैसे नहीं)`],
      [new RegExp(`${names} must be a number`), (m) => `${name(m)} एक संख्या होनी चाहिए`],
      [new RegExp(`${names} must be 0 or more`), (m) => `${name(m)} 0 या उससे अधिक होना चाहिए`],
      [new RegExp(`${names} must be at most ([\\d,]+)`), (m) => `${name(m)} अधिकतम ${m[2]} हो सकता है`],
      [new RegExp(`${names} is too large`), (m) => `${name(m)} बहुत बड़ा है`],
    ],
  }
}

/** The contact fields' messages (src/http/fields.ts), as the committees and the statutory facts use them. */
export const CONTACT_MESSAGES_HINDI: ServerHindi = {
  exact: {
    'Phone must be digits, spaces, + or - (e.g. +91 76522 40000)': 'फ़ोन में केवल अंक, रिक्त स्थान, + या - हों (जैसे +91 76522 40000)',
    'E-mail must look like name@example.in': 'ई-मेल name@example.in जैसा होना चाहिए',
  },
}

/** A message the server or a shared check wrote, in the panel's language (shown inline, beside a field). */
export function useInPanelLanguage(): <M extends string | undefined | null>(message: M) => M {
  const { lang } = usePanelText()
  return (message) => (message ? (inPanelLanguage(message, lang) as typeof message) : message)
}
