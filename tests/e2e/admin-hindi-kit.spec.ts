import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { createStaffAdmin, dashboardReady, expectToast, makeJpeg, SHOTS, signedIn, toastMark } from './admin-support'
import { englishLeft } from './panel-english-left'
import { panelHref } from '../../src/ui/admin/panels'

/**
 * The kit with the panel in Hindi (issue 40, docs/decisions/231), past a panel's first state: an
 * upload with its progress and its toast, a refused upload and its reason, the leave-this-form
 * dialog, the header's search with results and without, the page title, and the sign-in pages. At
 * each step no English of the panel's own is left; the exact Hindi where it is what a person reads.
 */

/** No word of the panel's own in English inside the shell. */
async function noEnglish(page: Page, step: string) {
  expect(await englishLeft(page, '.admin-shell'), step).toEqual([])
}

async function sidebarEntry(page: Page, label: string) {
  if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole('button', { name: 'मेनू', exact: true }).click()
  await page.locator('#admin-sidebar').getByRole('link', { name: label, exact: true }).click()
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `hindi-kit-${name}-${page.viewportSize()?.width}.png`), fullPage: true, animations: 'disabled' })
}

for (const size of [DESKTOP, PHONE]) {
  test.describe(`the kit in Hindi at ${size.width} px`, () => {
    test.use({ viewport: size })
    const staff = createStaffAdmin(`hindi-kit-${size.width}`)

    test('upload, refusal, leave dialog, search and title: all in Hindi', async ({ page }) => {
      test.setTimeout(180_000)
      await signedIn(page, staff)
      const origin = new URL(page.url()).origin
      expect((await page.request.put('/api/admin/panel-language', { data: { lang: 'hi' }, headers: { origin } })).status()).toBe(200)

      // the page title, from the first byte, in the panel's language
      await page.goto(panelHref('add-banner'))
      await expect(page).toHaveTitle(/^होम बैनर जोड़ें – एडमिन डैशबोर्ड \| /)
      await dashboardReady(page)
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
      await noEnglish(page, 'add-banner, nothing chosen')

      // a photo chosen, its description typed: the widget's own words in Hindi
      const word = `Kitbanner${size.width}${Date.now().toString(36)}`
      const photo = await makeJpeg(`hindi kit ${size.width}`, 1600, 700, 30)
      await page.locator('input[type=file]').setInputFiles([photo])
      await expect(page.getByRole('list', { name: 'चुने गए चित्र' }).locator('img')).toHaveCount(1)
      await page.getByLabel(`${photo.name} का विवरण`).fill(word)
      await noEnglish(page, 'add-banner, a photo chosen')
      await shoot(page, 'add-banner')

      // the leave-this-form dialog, with the chosen photo that no draft keeps
      await sidebarEntry(page, 'सभी बैनर चित्र')
      const dialog = page.getByRole('dialog', { name: 'यह फ़ॉर्म छोड़ें?' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText('जो फ़ोटो चुनी गईं पर अपलोड नहीं हुईं, उन्हें फिर से चुनना होगा।')
      await expect(dialog.getByRole('button', { name: 'छोड़ें, ड्राफ़्ट रखें' })).toBeVisible()
      await noEnglish(page, 'leave dialog')
      await dialog.getByRole('button', { name: 'इसी फ़ॉर्म पर रहें' }).click()
      await expect(dialog).toHaveCount(0)
      await expect(page.locator('.admin-panel-title')).toHaveText('होम बैनर जोड़ें')

      // the upload: its progress and its toast in Hindi
      const mark = await toastMark(page)
      await page.getByRole('button', { name: 'अपलोड करें', exact: true }).click()
      await expectToast(page, 'चित्र सफलतापूर्वक अपलोड हो गए!', mark)
      await expect(page.getByRole('progressbar', { name: 'अपलोड की प्रगति' })).toHaveAttribute('value', '100')
      await expect(page.getByText('अपलोड हो गया', { exact: true })).toBeVisible()
      await noEnglish(page, 'after the upload')

      // a refused upload: the spec's sentence and the server's reason, both in Hindi, beside the widget and in the toast
      const refusedMark = await toastMark(page)
      await page.locator('input[type=file]').setInputFiles([{ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') }])
      await page.getByRole('button', { name: 'अपलोड करें', exact: true }).click()
      await expectToast(page, 'अपलोड विफल रहा। कृपया फिर कोशिश करें।', refusedMark)
      await expect(page.locator('.upload .admin-field-error')).toHaveText('अपलोड विफल रहा। कृपया फिर कोशिश करें।\nयह फ़ाइल चित्र नहीं है।')
      await noEnglish(page, 'a refused upload')
      await page.getByRole('button', { name: 'broken.jpg हटाएँ' }).click()

      // the header's search: a result (its area named in Hindi, the description as staff wrote it) and none
      const box = page.getByRole('searchbox', { name: 'पैनल में खोजें' })
      if (size === PHONE) await page.getByRole('button', { name: 'खोजें', exact: true }).click()
      await box.fill(word)
      const status = page.getByRole('search').getByRole('status')
      await expect(status).toHaveText(`“${word}” के लिए 1 परिणाम मिले।`)
      const result = page.getByRole('search').getByRole('link')
      await expect(result).toHaveCount(1)
      await expect(result).toContainText('सभी बैनर चित्र')
      await expect(result.locator('[lang="en"]').first()).toContainText(word)
      await noEnglish(page, 'search with a result')
      await shoot(page, 'search')
      await box.fill(`zzq${word}`)
      await expect(status).toHaveText(`“zzq${word}” के लिए कुछ नहीं मिला।`)
      await noEnglish(page, 'search without a result')
      await page.keyboard.press('Escape')

      // the list of banners and the topbar: their texts, the Versions and the translation editor
      await page.goto(panelHref('all-banners'))
      await expect(page).toHaveTitle(/^सभी बैनर चित्र – एडमिन डैशबोर्ड \| /)
      await dashboardReady(page)
      await expect(page.locator('.admin-gallery__item').first()).toBeVisible()
      await expect(page.getByRole('button', { name: /^संस्करण/ }).first()).toBeVisible()
      await noEnglish(page, 'all-banners')
      await shoot(page, 'all-banners')
      await page.goto(panelHref('topbar'))
      await dashboardReady(page)
      await expect(page.getByRole('button', { name: 'सूचना पट्टी सहेजें' })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await noEnglish(page, 'topbar')
      // a check of the panel's own, in Hindi under its field
      await page.getByLabel('संदेश', { exact: true }).fill('')
      await page.getByRole('button', { name: 'सूचना पट्टी सहेजें' }).click()
      await expect(page.locator('#topbar-message-error')).toHaveText('संदेश आवश्यक है')
      await expect(page.getByRole('alert').filter({ hasText: 'कृपया चिह्नित फ़ील्ड ठीक करें।' })).toBeVisible()
      await noEnglish(page, 'topbar, a field refused')
    })

    test('the sign-in pages: English, with a हिन्दी link that keeps the language from page to page', async ({ browser }) => {
      const context = await browser.newContext({ viewport: size })
      const page = await context.newPage()
      await page.goto('/vvs/panel/login?next=topbar')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Portal')
      await page.getByRole('link', { name: 'हिन्दी' }).click()
      await expect(page).toHaveURL(/\/vvs\/panel\/login\?next=topbar&lang=hi$/)
      await expect(page).toHaveTitle(/^एडमिन पोर्टल \| /)
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
      await expect(page.locator('[data-island="admin-login"]')).toHaveAttribute('data-hydrated', 'true')
      expect(await englishLeft(page, 'main')).toEqual([])
      await page.getByRole('button', { name: 'डैशबोर्ड में साइन इन करें' }).click()
      await expect(page.locator('#login-email-error')).toHaveText('ई-मेल आवश्यक है')
      // the server's refusal, in the page's language
      await page.getByLabel('ई-मेल', { exact: true }).fill(`nobody-${size.width}@college.test`)
      await page.getByLabel('पासवर्ड', { exact: true }).fill('wrong-password-1')
      await page.getByRole('button', { name: 'डैशबोर्ड में साइन इन करें' }).click()
      await expect(page.locator('#login-message')).toHaveText('ई-मेल या पासवर्ड ग़लत है।')
      expect(await englishLeft(page, 'main')).toEqual([])
      await shoot(page, 'sign-in')

      // "Forgot password?" carries the language and the typed address
      await page.getByRole('link', { name: 'पासवर्ड भूल गए?' }).click()
      await expect(page).toHaveURL(/forgot-password\?email=nobody-\d+%40college\.test&lang=hi$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('पासवर्ड भूल गए?')
      await expect(page.getByLabel('ई-मेल', { exact: true })).toHaveValue(`nobody-${size.width}@college.test`)
      expect(await englishLeft(page, 'main')).toEqual([])
      await page.getByRole('link', { name: 'साइन इन पर वापस जाएँ' }).click()
      await expect(page).toHaveURL(/\/vvs\/panel\/login\?lang=hi$/)
      // and back to English
      await page.getByRole('link', { name: 'English' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Portal')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await context.close()
    })
  })
}

test('without JavaScript the Hindi sign-in pages answer a plain post in Hindi: a refused sign-in and a link asked for', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/vvs/panel/login?lang=hi')
  await page.getByLabel('ई-मेल', { exact: true }).fill('nobody-nojs@college.test')
  await page.getByLabel('पासवर्ड', { exact: true }).fill('wrong-password-1')
  await page.getByRole('button', { name: 'डैशबोर्ड में साइन इन करें' }).click()
  // before (decision 267) the answer was the English page: /vvs/panel/login?login=failed
  await expect(page).toHaveURL(/\/vvs\/panel\/login\?login=failed&lang=hi$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  // the spec's "Invalid credentials" (no full stop), in Hindi
  await expect(page.getByRole('status')).toHaveText('ई-मेल या पासवर्ड ग़लत है')
  expect(await englishLeft(page, 'main')).toEqual([])

  await page.goto('/vvs/panel/forgot-password?lang=hi')
  await page.getByLabel('ई-मेल', { exact: true }).fill('nobody-nojs@college.test')
  await page.getByRole('button', { name: 'मुझे लिंक भेजें' }).click()
  await expect(page).toHaveURL(/\/vvs\/panel\/forgot-password\?sent=1&lang=hi$/)
  await expect(page.getByRole('status')).toContainText('नया पासवर्ड चुनने का लिंक भेजा जा रहा है')
  expect(await englishLeft(page, 'main')).toEqual([])
  await shoot(page, 'forgot-sent-no-script')
  await context.close()
})
