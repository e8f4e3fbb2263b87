import type { Page } from '@playwright/test'
import { en } from '../../src/content/messages/en'
import { hi } from '../../src/content/messages/hi'
import { FORM_TEXT } from '../../src/features/enquiries/ui/messages'
import { ISLAND_TEXT } from '../../src/content/messages/islands'
import { GRIEVANCE_MESSAGES } from '../../src/features/grievances/messages'

/**
 * Catalogue texts that may show on a Hindi page: the degrees' abbreviations, which staff-written
 * programs use as titles (and Hindi text uses too). Nothing else of the English catalogue may.
 */
const SAME_IN_HINDI = new Set<string>(['LL.B.', 'LL.M.'])

/** A marker no catalogue text contains: a function's arguments become "any text" in its pattern. */
const MARK = '\u0000'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every text of the English catalogue (the pages' and the forms'), as patterns of a whole text
 * (regular-expression sources): a plain text as it is, a function's text with its values as ".+".
 */
export function englishCataloguePatterns(): string[] {
  const texts = (catalogue: unknown) => {
    const out: { text: string; template: boolean }[] = []
    const walk = (value: unknown): void => {
      if (typeof value === 'string') out.push({ text: value.trim(), template: false })
      else if (typeof value === 'function') out.push({ text: String(value(MARK, MARK)).trim(), template: true })
      else if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') Object.entries(value).forEach(([key, item]) => key !== 'icon' && walk(item))
    }
    walk(catalogue)
    return out
  }
  const english = texts([{ ...en, switchLabel: null }, FORM_TEXT.en, ISLAND_TEXT.en, GRIEVANCE_MESSAGES.en])
  // a template the same in both languages is a frame, not words ("… | college name")
  const hindiTemplates = new Set(texts([hi, FORM_TEXT.hi, ISLAND_TEXT.hi, GRIEVANCE_MESSAGES.hi]).filter((entry) => entry.template).map((entry) => entry.text))
  const patterns = new Set<string>()
  for (const { text, template } of english) {
    if (!text || SAME_IN_HINDI.has(text) || (template && hindiTemplates.has(text))) continue
    // a text that is only values and punctuation names nothing to translate (a sentence's full stop)
    if (text.replaceAll(MARK, '').replace(/[\s()·:|,.—–]/g, '').length < (template ? 3 : 1)) continue
    patterns.add(`^${text.split(MARK).map(escape).join('.+')}$`)
  }
  return [...patterns]
}

/**
 * The texts of the page a reader meets (text nodes, and the alt, aria-label, placeholder, title and
 * value of buttons) that match an English catalogue text, outside elements marked lang="en".
 */
export async function englishCatalogueTexts(page: Page, patterns: string[]): Promise<string[]> {
  return page.evaluate((sources) => {
    const tests = sources.map((source) => new RegExp(source, 's'))
    const found = new Set<string>()
    const english = (element: Element | null) => element?.closest('[lang]:not(html)')?.getAttribute('lang')?.startsWith('en') ?? false
    const check = (text: string | null, element: Element | null) => {
      const value = text?.trim()
      if (value && !english(element) && tests.some((test) => test.test(value))) found.add(value)
    }
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (parent && !['SCRIPT', 'STYLE'].includes(parent.tagName)) check(node.textContent, parent)
    }
    for (const element of document.querySelectorAll('[alt], [aria-label], [placeholder], [title], meta[name="description"]')) {
      for (const name of ['alt', 'aria-label', 'placeholder', 'title', 'content']) check(element.getAttribute(name), element)
    }
    check(document.title, document.documentElement)
    return [...found]
  }, patterns)
}

/** Links and form targets of the page that leave /hi for another page (the switch, which names its language, aside). */
export async function linksOutOfHindi(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notAPage = /^\/(?:api|uploads|assets|images)(?:[/?#]|$)|^\/[^?#]*\.[a-z0-9]+(?:[?#]|$)/i
    const out: string[] = []
    for (const element of document.querySelectorAll('a[href], form[action], area[href]')) {
      if (element.hasAttribute('hreflang')) continue
      const target = element.getAttribute(element.tagName === 'FORM' ? 'action' : 'href') ?? ''
      if (!target.startsWith('/') || notAPage.test(target)) continue
      if (!/^\/hi(?:[/?#]|$)/.test(target)) out.push(`${element.tagName.toLowerCase()} ${target}`)
    }
    return out
  })
}
