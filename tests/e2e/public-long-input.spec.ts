import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { PHONE } from './fixtures'
import { contextWithoutPopup, installStillClock } from './public-support'
import { SHOTS } from './admin-support'

/**
 * Decision 296: a visitor's text pasted past a field's limit is kept whole, never cut at the
 * limit; the field is marked as any refused field is (aria-invalid, the sentence under it by
 * aria-describedby) with how long the text is and what to shorten it to, in the page's language;
 * a polite live region says it once typing pauses, not at each key; the form is not sent until
 * the text fits, then it is.
 */

/** `unit` repeated to exactly `length` characters, ending on a letter (a trailing space would be trimmed off the count). */
const textOf = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length - 1) + unit.trim().at(-1)

type Case = {
  name: string
  path: string
  form: string
  island: string
  field: string
  api: string
  /** The other fields, by name, filled so that only the pasted text stands in the way. */
  typed: Record<string, string>
  selects?: Record<string, string>
  pasted: string
  /** What the field says of the pasted text, and after three characters are taken off it. */
  over: string
  overAfterThree: string
  /** What it says once shortened to 4,990 characters. */
  left: string
  /** The form's summary of the refused submit: its fixed sentence, which stays true while the text is shortened. */
  refused: string
}

const CASES: Case[] = [
  {
    name: 'contact-en',
    path: '/',
    form: '#contact-form form',
    island: 'contact-form',
    field: 'message',
    api: '**/api/contact/addContact',
    typed: { name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com' },
    pasted: textOf('Is the evening batch of LL.B. open this year? ', 6000),
    over: 'Your message is 6,000 characters; shorten it to 5,000 or fewer.',
    overAfterThree: 'Your message is 5,997 characters; shorten it to 5,000 or fewer.',
    left: '10 characters left',
    refused: 'Failed to send message. Shorten your message to at most 5,000 characters.',
  },
  {
    name: 'contact-hi',
    path: '/hi',
    form: '#contact-form form',
    island: 'contact-form',
    field: 'message',
    api: '**/api/contact/addContact',
    typed: { name: 'रवि कुमार', mobile: '9876543210', email: 'ravi@example.com' },
    pasted: textOf('क्या इस वर्ष एलएल.बी. का सायंकालीन बैच प्रारंभ है? ', 6000),
    over: 'आपके संदेश में 6,000 अक्षर हैं; इसे 5,000 या उससे कम अक्षरों तक छोटा करें।',
    overAfterThree: 'आपके संदेश में 5,997 अक्षर हैं; इसे 5,000 या उससे कम अक्षरों तक छोटा करें।',
    left: '10 अक्षर बाकी हैं',
    refused: 'संदेश नहीं भेजा जा सका। संदेश अधिकतम 5,000 अक्षरों का रखें।',
  },
  {
    name: 'grievance-en',
    path: '/grievance',
    form: 'form#grievance-form',
    island: 'grievance-form',
    field: 'description',
    api: '**/api/grievance',
    typed: { name: 'Asha Verma', course: 'LL.B. second year', email: 'asha@example.com', subject: 'Fee refund' },
    selects: { category: 'fees' },
    pasted: textOf('My fee refund has not come since my admission was cancelled. ', 6000),
    over: 'Your grievance is 6,000 characters; shorten it to 5,000 or fewer.',
    overAfterThree: 'Your grievance is 5,997 characters; shorten it to 5,000 or fewer.',
    left: '10 characters left',
    refused: 'Your grievance was not sent. Please correct the marked fields.',
  },
  {
    name: 'grievance-hi',
    path: '/hi/grievance',
    form: 'form#grievance-form',
    island: 'grievance-form',
    field: 'description',
    api: '**/api/grievance',
    typed: { name: 'आशा वर्मा', course: 'एलएल.बी. द्वितीय वर्ष', mobile: '9876543210', subject: 'शुल्क वापसी' },
    selects: { category: 'fees' },
    pasted: textOf('प्रवेश निरस्त होने के बाद मेरा शुल्क अभी तक वापस नहीं हुआ है। ', 6000),
    over: 'आपकी शिकायत में 6,000 अक्षर हैं; इसे 5,000 या उससे कम अक्षरों तक छोटा करें।',
    overAfterThree: 'आपकी शिकायत में 5,997 अक्षर हैं; इसे 5,000 या उससे कम अक्षरों तक छोटा करें।',
    left: '10 अक्षर बाकी हैं',
    refused: 'आपकी शिकायत नहीं भेजी गई। कृपया चिह्नित जानकारी ठीक करें।',
  },
]

/** Pastes `text` into the focused field from the clipboard, as a visitor does. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await page.keyboard.press('ControlOrMeta+V')
}

for (const c of CASES) {
  test(`${c.path} at 360 px: a 6,000-character ${c.field} pasted is kept whole, said and announced, and not sent until it fits`, async ({ browser }) => {
    const context = await contextWithoutPopup(browser, { viewport: PHONE })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const page = await context.newPage()
    page.on('dialog', (dialog) => void dialog.accept())
    await installStillClock(page)
    // the server is never reached: a post is counted and answered here
    const posts: string[] = []
    await page.route(c.api, (route) => {
      posts.push(route.request().method())
      return route.fulfill(c.island === 'contact-form' ? { status: 201, json: { success: true, message: 'Message sent successfully!' } } : { status: 503, json: { success: false, message: 'x' } })
    })
    await page.goto(c.path)
    const form = page.locator(c.form)
    await form.scrollIntoViewIfNeeded()
    await expect(page.locator(`[data-island="${c.island}"]`)).toHaveAttribute('data-hydrated', 'true')
    for (const [name, value] of Object.entries(c.typed)) await form.locator(`[name="${name}"]`).fill(value)
    for (const [name, value] of Object.entries(c.selects ?? {})) await form.locator(`select[name="${name}"]`).selectOption(value)

    const field = form.locator(`[name="${c.field}"]`)
    const live = form.locator('xpath=following-sibling::p[@aria-live="polite"]')
    await field.focus()
    await paste(page, c.pasted)
    // kept whole, marked at once with how far over it is, as any refused field is
    await expect(field).toHaveValue(c.pasted)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(c.over)
    await expect(form.locator(`#${await field.getAttribute('aria-describedby')}`)).toBeVisible()
    // announced once typing pauses, not at each key
    await expect(live).toHaveText('')
    await page.clock.runFor(1000)
    await expect(live).toHaveText(c.over)
    await field.press('ControlOrMeta+End')
    for (let i = 0; i < 3; i++) {
      await field.press('Backspace')
      await page.clock.runFor(300)
    }
    await expect(field).toHaveAccessibleDescription(c.overAfterThree)
    await expect(live).toHaveText(c.over)
    await page.clock.runFor(1000)
    await expect(live).toHaveText(c.overAfterThree)

    // refused until it fits: nothing posted, the summary says why, the field has the focus
    await form.locator('button[type=submit]').click()
    await expect(form.getByRole('status')).toHaveText(c.refused)
    await expect(field).toBeFocused()
    await expect(field).toHaveAccessibleDescription(c.overAfterThree)
    expect(posts).toEqual([])
    await field.scrollIntoViewIfNeeded()
    fs.mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: path.join(SHOTS, `long-input-${c.name}-360.png`), animations: 'disabled' })

    // shortened: no longer marked; near the limit, the characters left describe it
    await field.fill(c.pasted.slice(0, 4989) + c.pasted.at(-1))
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(c.left)
    await page.clock.runFor(1000)
    await expect(live).toHaveText(c.left)
    await page.screenshot({ path: path.join(SHOTS, `long-input-${c.name}-shortened-360.png`), animations: 'disabled' })
    await form.locator('button[type=submit]').click()
    await expect.poll(() => posts).toEqual(['POST'])
    await context.close()
  })
}
