import { gzipSync } from 'node:zlib'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { PHONE } from './fixtures'
import { installStillClock } from './public-support'

/**
 * The home page without React in the browser (docs/decisions/210): its admission popup drawn by a
 * small script, the same form as the server's, usable by keyboard at 360 px, for a first visitor
 * (fresh context, no cookie) in English and in Hindi.
 */
const HOMES = [
  { path: '/', form: '/addmissionForm', title: 'Admission Enquiry', close: 'Close', fullName: 'Full Name', submit: 'Submit' },
  { path: '/hi', form: '/hi/addmissionForm', title: 'प्रवेश पूछताछ', close: 'बंद करें', fullName: 'पूरा नाम', submit: 'जमा करें' },
] as const

/** A form's elements as the browser parsed or made them: tag, attributes in name order, own text. */
function formShape(form: Locator): Promise<string[]> {
  return form.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].map((element) => {
      // the server marks the empty course option `selected` (React's defaultValue); what counts is what is chosen
      const attributes = [...element.attributes].filter((a) => a.name !== 'selected').map((a) => `${a.name}=${a.value}`).sort()
      const text = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('')
      const chosen = element instanceof HTMLSelectElement ? ` chosen=${element.value}` : ''
      return `${element.tagName.toLowerCase()} ${attributes.join(' ')} "${text}"${chosen}`
    }),
  )
}

async function openPopup(page: Page, path: string, title: string): Promise<Locator> {
  await installStillClock(page)
  await page.goto(path)
  await expect(page.locator('[data-island="admission-popup"]')).toHaveAttribute('data-hydrated', 'true')
  const popup = page.getByRole('dialog', { name: title })
  await page.clock.runFor(1100)
  await expect(popup).toBeVisible()
  return popup
}

for (const home of HOMES) {
  test(`${home.path} at 360 px loads no React, and its popup works by keyboard: modal, Tab stays inside, Escape closes and Tab starts at the top`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE })
    expect(await context.cookies()).toEqual([])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // Every script the page fetches (the popup's and the widgets' chunks included), read as it came.
    const scripts: Promise<[string, string]>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((code) => [response.url(), code]))
    })
    const popup = await openPopup(page, home.path, home.title)

    // None is React or React DOM (the popup was the last island that brought them: 101 KB of JS,
    // gzip), and all of them together are within issue 42's aim of 50 KB.
    const fetched = await Promise.all(scripts)
    expect(fetched.map(([url]) => url).some((url) => url.includes('/assets/entries/pages_index'))).toBe(true)
    for (const [url, code] of fetched) {
      expect(code.includes('__reactContainer$'), `${url} is React DOM`).toBe(false)
      expect(code.includes('react.transitional.element'), `${url} is React`).toBe(false)
    }
    const gzipped = fetched.reduce((sum, [, code]) => sum + gzipSync(code, { level: 9 }).length, 0)
    expect(gzipped, 'bytes of script, gzip').toBeLessThanOrEqual(50 * 1024)

    expect(await popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
    await expect(popup.getByRole('heading', { level: 2, name: home.title })).toBeVisible()
    // the dialog fits the phone's screen
    const box = (await popup.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)

    // Opened, the focus is on its first control; Tab walks the form and never leaves the dialog.
    const close = popup.getByRole('button', { name: home.close })
    await expect(close).toBeFocused()
    const walk: string[] = []
    for (let n = 0; n < 8; n++) {
      await page.keyboard.press('Tab')
      walk.push(await page.evaluate(() => {
        const focus = document.activeElement as HTMLElement
        return focus.closest('dialog') ? focus.id || focus.getAttribute('aria-label') || focus.textContent || focus.tagName : `outside: ${focus.tagName}`
      }))
    }
    expect(walk.slice(0, 5)).toEqual(['popup-fullname', 'popup-city', 'popup-phone', 'popup-course', home.submit])
    // past the last control the focus may visit the browser's own bar (BODY here), never the page behind
    expect(walk.filter((name) => name.startsWith('outside') && name !== 'outside: BODY')).toEqual([])
    expect(walk.slice(5)).toContain(home.close)
    await popup.getByLabel(home.fullName).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(close).toBeFocused()

    // Escape closes it; the next Tab starts again at the top of the page, not after the popup.
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    await page.keyboard.press('Tab')
    await expect(page.locator('.skip-link')).toBeFocused()
    expect(errors).toEqual([])
    await context.close()
  })

  test(`${home.path}: the popup's form is the server's admission form (${home.form}), field for field`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE })
    const page = await context.newPage()
    await page.goto(home.form)
    const served = (await formShape(page.locator('[data-island="admission-form"] form'))).map((line) =>
      line.replace(/\badmission-/g, 'popup-').replace(line.includes('name=returnTo') ? `value=${home.form}` : /^$/, `value=${home.path}`),
    )
    const popup = await openPopup(page, home.path, home.title)
    expect(await formShape(popup.locator('form'))).toEqual(served)
    await context.close()
  })
}
