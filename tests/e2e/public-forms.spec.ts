import { expect, test, type Locator } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { collectAlerts, contextWithoutPopup } from './public-support'

/** WCAG 3.3.1, 3.3.3, 4.1.3: a refused form marks the right field, says what to fix, and moves focus there. */

async function expectMarked(field: Locator, text: RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await field.getAttribute('aria-describedby')
  expect(describedBy).toBeTruthy()
  await expect(field.page().locator(`#${describedBy}`)).toHaveText(text)
}

test('contact form with JavaScript: empty fields and a mistyped e-mail are marked, focused and named', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/')
  const form = page.locator('#contact-form form')
  await form.scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', 'true')
  await form.getByLabel('Name').fill('Asha')
  const send = form.getByRole('button', { name: 'Send Message' })
  await send.click()
  // The spec's sentence is the summary, beside the button, in view; each empty field is marked.
  const summary = form.getByRole('status')
  await expect(summary).toHaveText('Please fill out all fields.')
  await expect(summary).toBeInViewport()
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true')
  await expectMarked(form.getByLabel('Mobile'), /Enter your mobile number/)
  await expectMarked(form.getByLabel('Email'), /Enter your e-mail address/)
  await expectMarked(form.getByLabel('Message'), /Write your message/)
  await expect(form.getByLabel('Mobile')).toBeFocused()

  // The browser accepts "asha@exa"; the server refuses it and names the field.
  await form.getByLabel('Mobile').fill('9876543210')
  await form.getByLabel('Email').fill('asha@exa')
  await form.getByLabel('Message').fill('Hello')
  await send.click()
  await expect(summary).toHaveText(/^Failed to send message\. Enter a valid e-mail address/)
  await expectMarked(form.getByLabel('Email'), /valid e-mail address/)
  await expect(form.getByLabel('Mobile')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Email')).toBeFocused()

  // Too many submits says so.
  await page.route('**/api/contact/addContact', (route) => route.fulfill({ status: 429, json: { success: false, message: 'x' } }))
  await form.getByLabel('Email').fill('asha@example.com')
  await send.click()
  await expect(summary).toHaveText(/^Failed to send message\. Too many submissions/)
  await expect(send).toBeFocused()
  await context.close()
})

test('contact form without JavaScript: the redirect lands on the first refused field with the same marks', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const form = page.locator('#contact-form form')
  await form.getByLabel('Name').fill('Ravi')
  await form.getByLabel('Mobile').fill('98765')
  await form.getByLabel('Email').fill('ravi@exa')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL(/\?contact=incomplete&fields=email\.invalid%2Cmessage\.missing#contact-email$/)
  await expect(form.getByRole('status')).toHaveText(/^Please fill out all fields\. Enter a valid e-mail address/)
  await expectMarked(form.getByLabel('Email'), /valid e-mail address/)
  await expectMarked(form.getByLabel('Message'), /Write your message/)
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Email')).toBeInViewport()
  await context.close()
})

test('admission form: an empty name is marked and focused with and without JavaScript', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/addmissionForm')
  await expect(page.locator('[data-island="admission-form"]')).toHaveAttribute('data-hydrated', 'true')
  const alerts = collectAlerts(page)
  await page.getByLabel('City').fill('Shahdol')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectMarked(page.getByLabel('Full Name'), /Enter your full name/)
  await expect(page.getByLabel('Full Name')).toBeFocused()
  await expect(page.locator('#admission-form form').getByRole('status')).toHaveText('Submission failed. Enter your full name.')
  expect(alerts).toEqual([])
  await context.close()

  const plain = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false })
  const noJs = await plain.newPage()
  await noJs.goto('/course?course=llm')
  await noJs.locator('#admission-form').getByRole('button', { name: 'Submit' }).click()
  await expect(noJs).toHaveURL(/\/course\?course=llm&admission=failed&fields=fullname\.missing#course-admission-fullname$/)
  await expectMarked(noJs.getByLabel('Full Name'), /Enter your full name/)
  await plain.close()
})
