import { expect, test, type Browser, type Locator } from '@playwright/test'
import { collectAlerts, POPUP_SHOWN_KEY, WIDTHS } from './public-support'

/** Issue 29, item 4: the enquiry forms on Hindi pages post to the same API and say every outcome in Hindi. */

async function expectMarked(field: Locator, text: RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await field.getAttribute('aria-describedby')
  await expect(field.page().locator(`#${describedBy}`)).toHaveText(text)
}

/** A fresh visitor: no cookie, no language chosen anywhere but in the URL; the popup counted as shown. */
async function visitor(browser: Browser, viewport: { width: number; height: number }, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport, javaScriptEnabled })
  if (javaScriptEnabled) await context.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_SHOWN_KEY)
  expect(await context.cookies()).toEqual([])
  return context
}

for (const { name, viewport } of WIDTHS) {
  test(`Hindi contact form with JavaScript at ${name}: incomplete, refused, sent and too many, each in Hindi`, async ({ browser }) => {
    const context = await visitor(browser, viewport)
    const page = await context.newPage()
    await page.goto('/hi')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    const form = page.locator('#contact-form form')
    await form.scrollIntoViewIfNeeded()
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', 'true')
    const send = form.getByRole('button', { name: 'संदेश भेजें' })
    const summary = form.getByRole('status')
    await form.getByLabel('नाम').fill('आशा')
    await send.click()
    await expect(summary).toHaveText('कृपया सभी फ़ील्ड भरें।')
    await expectMarked(form.getByLabel('मोबाइल नंबर'), /अपना मोबाइल नंबर लिखें/)
    await expect(form.getByLabel('मोबाइल नंबर')).toBeFocused()

    // The browser lets "asha@exa" through; the server refuses it and the page says so in Hindi.
    await form.getByLabel('मोबाइल नंबर').fill('9876543210')
    await form.getByLabel('ई-मेल').fill('asha@exa')
    await form.getByLabel('संदेश').fill('प्रवेश के बारे में जानकारी चाहिए।')
    await send.click()
    await expect(summary).toHaveText(/^संदेश नहीं भेजा जा सका। सही ई-मेल पता लिखें/)
    await expectMarked(form.getByLabel('ई-मेल'), /सही ई-मेल पता/)

    await form.getByLabel('ई-मेल').fill('asha@example.com')
    await send.click()
    await expect(summary).toHaveText('संदेश सफलतापूर्वक भेज दिया गया!')

    // The rate limit's answer, as the API gives it (its own test: tests/api/submit-limit.test.ts).
    await page.route('**/api/contact/addContact', (route) => route.fulfill({ status: 429, json: { success: false, message: 'Too many submissions from your network. Please try again in a few minutes.' } }))
    await form.getByLabel('नाम').fill('आशा')
    await form.getByLabel('मोबाइल नंबर').fill('9876543210')
    await form.getByLabel('ई-मेल').fill('asha@example.com')
    await form.getByLabel('संदेश').fill('फिर से')
    await send.click()
    await expect(summary).toHaveText(/^संदेश नहीं भेजा जा सका। आपके नेटवर्क से बहुत अधिक फ़ॉर्म/)
    await context.close()
  })

  test(`Hindi contact form without JavaScript at ${name}: the post returns to /hi with the outcome in Hindi`, async ({ browser }) => {
    const context = await visitor(browser, viewport, false)
    const page = await context.newPage()
    await page.goto('/hi')
    const form = page.locator('#contact-form form')
    await form.getByLabel('नाम').fill('रवि')
    await form.getByLabel('मोबाइल नंबर').fill('98765')
    await form.getByLabel('ई-मेल').fill('ravi@exa')
    await form.getByRole('button', { name: 'संदेश भेजें' }).click()
    await expect(page).toHaveURL(/\/hi\?contact=incomplete&fields=email\.invalid%2Cmessage\.missing#contact-email$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(form.getByRole('status')).toHaveText(/^कृपया सभी फ़ील्ड भरें। सही ई-मेल पता लिखें/)
    await expectMarked(form.getByLabel('संदेश'), /अपना संदेश लिखें/)

    await form.getByLabel('नाम').fill('रवि')
    await form.getByLabel('मोबाइल नंबर').fill('98765')
    await form.getByLabel('ई-मेल').fill('ravi@example.com')
    await form.getByLabel('संदेश').fill('नमस्ते')
    await form.getByRole('button', { name: 'संदेश भेजें' }).click()
    await expect(page).toHaveURL(/\/hi\?contact=success#contact-form-message$/)
    await expect(form.getByRole('status')).toHaveText('संदेश सफलतापूर्वक भेज दिया गया!')

    // What the rate limit's redirect shows (the API sends a no-JS post back with ?contact=limited).
    await page.goto('/hi?contact=limited#contact-form')
    await expect(form.getByRole('status')).toHaveText(/^संदेश नहीं भेजा जा सका। आपके नेटवर्क से बहुत अधिक फ़ॉर्म/)
    await context.close()
  })

  test(`Hindi admission form at ${name}: refused, failed, sent and too many with JavaScript, refused and sent without`, async ({ browser }) => {
    const context = await visitor(browser, viewport)
    const page = await context.newPage()
    await page.goto('/hi/addmissionForm')
    await expect(page.locator('[data-island="admission-form"]')).toHaveAttribute('data-hydrated', 'true')
    const alerts = collectAlerts(page)
    const form = page.locator('#admission-form form')
    const submit = form.getByRole('button', { name: 'जमा करें' })
    await form.getByLabel('शहर').fill('शहडोल')
    await submit.click()
    await expectMarked(form.getByLabel('पूरा नाम'), /अपना पूरा नाम लिखें/)
    await expect(form.getByRole('status')).toHaveText('फ़ॉर्म जमा नहीं हो सका। अपना पूरा नाम लिखें।')

    await form.getByLabel('पूरा नाम').fill('सुनीता वर्मा')
    await form.getByLabel('मोबाइल नंबर').fill('9876543210')
    await form.getByLabel('पाठ्यक्रम चुनें').selectOption({ label: 'एलएल.बी. (3 वर्ष)' })
    await submit.click()
    await expect(form.getByRole('status')).toHaveText('फ़ॉर्म सफलतापूर्वक जमा हो गया!')
    await expect.poll(() => alerts).toEqual(['फ़ॉर्म सफलतापूर्वक जमा हो गया!'])

    // A server that fails, then one that says too many: the alert and the summary stay Hindi.
    await page.route('**/api/admission/submit', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Internal error' } }))
    await form.getByLabel('पूरा नाम').fill('सुनीता वर्मा')
    await submit.click()
    await expect(form.getByRole('status')).toHaveText('फ़ॉर्म जमा नहीं हो सका।')
    await page.unroute('**/api/admission/submit')
    await page.route('**/api/admission/submit', (route) => route.fulfill({ status: 429, json: { success: false, message: 'Too many submissions from your network. Please try again in a few minutes.' } }))
    await submit.click()
    await expect(form.getByRole('status')).toHaveText(/^फ़ॉर्म जमा नहीं हो सका। आपके नेटवर्क से बहुत अधिक फ़ॉर्म/)
    await expect.poll(() => alerts.length).toBe(3)
    expect(alerts.every((text) => /[\u0900-\u097f]/.test(text) && !/[A-Za-z]{3}/.test(text))).toBe(true)
    await context.close()

    const plain = await visitor(browser, viewport, false)
    const noJs = await plain.newPage()
    await noJs.goto('/hi/course?course=llm')
    const courseForm = noJs.locator('#admission-form form')
    await courseForm.getByRole('button', { name: 'जमा करें' }).click()
    await expect(noJs).toHaveURL(/\/hi\/course\?course=llm&admission=failed&fields=fullname\.missing#course-admission-fullname$/)
    await expectMarked(courseForm.getByLabel('पूरा नाम'), /अपना पूरा नाम लिखें/)
    await courseForm.getByLabel('पूरा नाम').fill('अमित')
    await courseForm.getByRole('button', { name: 'जमा करें' }).click()
    await expect(noJs).toHaveURL(/\/hi\/course\?course=llm&admission=success#admission-form-message$/)
    await expect(courseForm.getByRole('status')).toHaveText('फ़ॉर्म सफलतापूर्वक जमा हो गया!')
    await plain.close()
  })
}
