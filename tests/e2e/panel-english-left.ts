import type { Page } from '@playwright/test'

/**
 * What of the panel's own words is still English while the panel is in Hindi (docs/decisions/230).
 *
 * Read from what the person meets: every visible text, and the names that are read aloud or shown
 * on hover (`aria-label`, `placeholder`, `title`, `alt`, an input button's value), whose nearest
 * `lang` is Hindi. Staff-written content keeps its own language and says so with `lang` on its
 * element (WCAG 3.1.2), so a news title written in English is not counted; a label the panel wrote
 * is. A person's name or a code is marked `translate="no"` and is not counted either. A word counts as English when it has two or more Latin letters and is not one of the names
 * that are the same in Hindi writing (PDF, SGRC, e-mail addresses, file names, …).
 */
export async function englishLeft(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const SAME_IN_HINDI = /^(PDF|PDFs|SGRC|ICC|IQAC|NAAC|UGC|BCI|AISHE|NIRF|RTI|SC|ST|OBC|EWS|LL\.?B\.?|B\.?A\.?|LLB|BA|OTP|URL|ID|JPEG|JPG|PNG|WebP|GIF|AVIF|HEIC|https?|KB|MB|GB|px|OK|SMTP|IP|CSV|UTC|IST|am|pm|AM|PM|English|Email|E-mail|e-mail|Shahdol|MP)$/
    const CODE_LIKE = /[@/\\]|\.(pdf|png|jpe?g|webp|csv|txt)$/i
    const root = document.querySelector(selector)
    if (!root) return [`nothing matches ${selector}`]
    const leaks = new Set<string>()
    // a name or a code is marked translate="no": the same in either language
    const hindiHere = (el: Element | null) => !el?.closest('[translate="no"]') && (el?.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang) === 'hi'
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !el.closest('[hidden], [aria-hidden="true"], .visually-hidden:not(:focus-within)')
    }
    const englishWords = (text: string) =>
      text
        .split(/[\s,;:()[\]{}"'“”‘’!?·—–…|]+/)
        .map((word) => word.replace(/^[.\-+#*]+|[.\-+#*]+$/g, ''))
        .filter((word) => /[A-Za-z].*[A-Za-z]/.test(word) && !SAME_IN_HINDI.test(word) && !CODE_LIKE.test(word))
    const consider = (text: string | null | undefined, where: string) => {
      if (!text) return
      const words = englishWords(text)
      if (words.length) leaks.add(`${where}: ${text.trim().replace(/\s+/g, ' ').slice(0, 120)}`)
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, template')) continue
      if (!hindiHere(parent) || !visible(parent)) continue
      // an editable field's value is what somebody typed, not the panel's words
      if (parent.closest('textarea, [contenteditable="true"]')) continue
      // Hindi somebody wrote, with its language stated on it (a notice's Hindi title with a code or a
      // Latin name in it): the panel's own words inherit <html lang> and never state their own
      const stated = parent.closest('[lang]')
      if (stated && stated !== document.documentElement && /[\u0900-\u097F]/.test(node.textContent ?? '')) continue
      consider(node.textContent, 'text')
    }
    // A name read aloud inside a label ("Delete Moot Court") is the staff's words: the words shown on
    // the page in their own language are not counted again when a label repeats them.
    const staffWords = new Set<string>()
    const all = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = all.nextNode(); node; node = all.nextNode()) {
      const parent = node.parentElement
      if (parent && !hindiHere(parent)) for (const word of englishWords(node.textContent ?? '')) staffWords.add(word)
    }
    const considerLabel = (text: string | null | undefined, where: string) => {
      if (text && englishWords(text).some((word) => !staffWords.has(word))) consider(text, where)
    }
    for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt], input[type="submit"], input[type="button"]')) {
      if (!hindiHere(el)) continue
      if (!visible(el) && !el.matches('input, select, textarea, button')) continue
      considerLabel(el.getAttribute('aria-label'), 'aria-label')
      consider(el.getAttribute('placeholder'), 'placeholder')
      considerLabel(el.getAttribute('title'), 'title')
      if (el.matches('img')) considerLabel(el.getAttribute('alt'), 'alt')
      if (el.matches('input[type="submit"], input[type="button"]')) consider((el as HTMLInputElement).value, 'value')
    }
    return [...leaks]
  }, within)
}
