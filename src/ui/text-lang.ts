import type { Lang } from '../content/lang'

/**
 * The language of a text a person sent (a message, a grievance's subject): Hindi when it is
 * written in Devanagari, else English. Shown under `lang={textLang(text)}` wherever it appears, so
 * a screen reader reads it in its own voice whatever the page's language (WCAG 3.1.2): a Hindi
 * message in the English panel, an English subject on the Hindi status page. The form a text came
 * from says only which page was used, not which language was typed.
 */
export function textLang(text: string | null | undefined): Lang {
  return /[\u0900-\u097F]/.test(text ?? '') ? 'hi' : 'en'
}
