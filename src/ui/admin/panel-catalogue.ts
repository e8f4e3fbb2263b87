import type { Lang } from '../../content/lang'
import { usePanelText } from './panel-text'

/**
 * A panel's own texts in English and Hindi, kept in its feature's folder (docs/decisions/230). The
 * Hindi is typed as the English (`NoInfer`), so a text missing in Hindi fails the typecheck; the
 * English is the spec's where the spec names it, letter for letter.
 */
export function panelCatalogue<T>(en: T, hi: NoInfer<T>): Record<Lang, T> {
  return { en, hi }
}

/** The catalogue in the panel's language (the account's choice, given by the Dashboard). */
export function usePanelCatalogue<T>(catalogue: Record<Lang, T>): T {
  return catalogue[usePanelText().lang]
}

/**
 * The server's messages in Hindi. The API answers in the spec's English, letter for letter, for
 * every client (its contract); the panel shows the Hindi of a message it knows when its person
 * chose Hindi. Keyed by the server's exact English; a pattern for a message with a name or a
 * number in it. A message not known is shown as the server gave it.
 */
export type ServerHindi = {
  exact?: Record<string, string>
  patterns?: [RegExp, (match: RegExpMatchArray) => string][]
}

const exact = new Map<string, string>()
const patterns: [RegExp, (match: RegExpMatchArray) => string][] = []

/** Each feature adds its server messages' Hindi once, when its panel module is loaded. */
export function addServerHindi(hindi: ServerHindi): void {
  for (const [english, text] of Object.entries(hindi.exact ?? {})) exact.set(english, text)
  for (const pattern of hindi.patterns ?? []) patterns.push([new RegExp(`^(?:${pattern[0].source})$`, pattern[0].flags), pattern[1]])
}

let currentLang: Lang = 'en'

/** Set by the Dashboard whenever the panel's language is chosen (toasts are shown outside React's tree). */
export function setPanelLanguage(lang: Lang): void {
  currentLang = lang
}

/** One line of a server's message in Hindi when known. */
function lineInHindi(line: string): string {
  const known = exact.get(line)
  if (known !== undefined) return known
  for (const [pattern, write] of patterns) {
    const match = line.match(pattern)
    if (match) return write(match)
  }
  return line
}

/** A message (one or more lines: a spec text and the server's reason) in the panel's language. */
export function inPanelLanguage(message: string, lang: Lang = currentLang): string {
  if (lang === 'en' || !message) return message
  return message.split('\n').map(lineInHindi).join('\n')
}
