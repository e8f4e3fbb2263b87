import { expect, test, type Page } from '@playwright/test'
import { contextWithoutPopup, WIDTHS } from './public-support'

/**
 * WCAG 3.3.7 Redundant Entry (issue 39, row 2): every public form, in English and Hindi, with and
 * without JavaScript, comes back from a refusal with what was typed. Without JavaScript the server
 * keeps the text behind an opaque cookie (src/http/form-state.ts): never in the URL, and not for
 * another visitor who opens the same address.
 */

/** Long enough to hurt when lost: the grievance form takes 5,000 characters. */
const LONG_HINDI = 'प्रवेश निरस्त होने के बाद मेरा शुल्क अभी तक वापस नहीं हुआ है। '.repeat(60).trim()

type Case = {
  name: string
  path: string
  form: string
  /** Fields filled (by name), one required one left empty or refused, so the post is refused. */
  typed: Record<string, string>
  selects?: Record<string, string>
}

const CASES: Case[] = [
  { name: 'contact (home)', path: '/', form: '#contact-form form', typed: { name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@exa', message: 'Is the LL.B. evening batch open this year? '.repeat(20).trim() } },
  { name: 'contact (Hindi home)', path: '/hi', form: '#contact-form form', typed: { name: 'रवि कुमार', mobile: '9876543210', email: '', message: LONG_HINDI.slice(0, 1500) } },
  { name: 'admission', path: '/addmissionForm', form: '#admission-form form', typed: { fullname: '', city: 'Shahdol', phone: '9876500000' }, selects: { course: 'LLB(3yrs.)' } },
  { name: 'admission (Hindi course page)', path: '/hi/course?course=llm', form: '#admission-form form', typed: { fullname: '', city: 'शहडोल', phone: '9876500001' } },
  { name: 'grievance', path: '/grievance', form: 'form#grievance-form', typed: { name: 'Asha Verma', enrolment: 'SLC-2024-17', course: 'LL.B. second year', email: 'asha@example.com', subject: '', description: 'My fee refund is late. '.repeat(200).trim() }, selects: { category: 'fees' } },
  { name: 'grievance (Hindi)', path: '/hi/grievance', form: 'form#grievance-form', typed: { name: 'आशा वर्मा', course: 'एलएल.बी. द्वितीय वर्ष', mobile: '9876543210', subject: '', description: LONG_HINDI }, selects: { category: 'fees' } },
]

async function fill(page: Page, c: Case): Promise<void> {
  const form = page.locator(c.form)
  for (const [name, value] of Object.entries(c.typed)) await form.locator(`[name="${name}"]`).fill(value)
  for (const [name, value] of Object.entries(c.selects ?? {})) await form.locator(`select[name="${name}"]`).selectOption(value)
}

async function expectKept(page: Page, c: Case, label: string): Promise<void> {
  const form = page.locator(c.form)
  for (const [name, value] of Object.entries({ ...c.typed, ...c.selects })) await expect(form.locator(`[name="${name}"]`), `${label}: ${name}`).toHaveValue(value)
}

for (const { name: width, viewport } of WIDTHS) {
  test(`without JavaScript every refused form comes back with what was typed, never through the URL, at ${width} (WCAG 3.3.7)`, async ({ browser }) => {
    test.setTimeout(120_000)
    for (const c of CASES) {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(c.path)
      await fill(page, c)
      await page.locator(c.form).locator('button[type=submit]').click()
      await expect(page, c.name).toHaveURL(/[?&](contact|admission|result)=(incomplete|failed|invalid)/)
      await expect(page.locator(c.form).locator('[aria-invalid="true"]').first(), c.name).toBeVisible()
      await expectKept(page, c, c.name)
      // the text is not in the address
      const url = decodeURIComponent(page.url())
      for (const value of Object.values(c.typed).filter((v) => v.length > 3)) expect(url, c.name).not.toContain(value.slice(0, 8))
      // a reload still has it (the refusal is not lost to a second look)
      await page.reload()
      await expectKept(page, c, `${c.name}, reloaded`)
      // another visitor at the same address gets the empty form
      const other = await browser.newContext({ viewport, javaScriptEnabled: false })
      const stranger = await other.newPage()
      await stranger.goto(page.url())
      for (const field of Object.keys(c.typed)) await expect(stranger.locator(c.form).locator(`[name="${field}"]`), `${c.name}, another visitor`).toHaveValue('')
      await other.close()
      await context.close()
    }
  })

  test(`with JavaScript every refused form keeps what was typed, at ${width} (WCAG 3.3.7)`, async ({ browser }) => {
    test.setTimeout(120_000)
    for (const c of CASES) {
      const context = await contextWithoutPopup(browser, { viewport })
      const page = await context.newPage()
      page.on('dialog', (dialog) => void dialog.accept())
      await page.goto(c.path)
      // islands far down a page hydrate once near the screen
      await page.locator(c.form).scrollIntoViewIfNeeded()
      await expect(page.locator(c.form).locator('xpath=..')).toHaveAttribute('data-hydrated', 'true')
      await fill(page, c)
      await page.locator(c.form).locator('button[type=submit]').click()
      await expect(page.locator(c.form).locator('[aria-invalid="true"]').first(), c.name).toBeVisible()
      await expectKept(page, c, c.name)
      await context.close()
    }
  })
}
