import path from 'node:path'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { TestSmtp } from '../helpers/smtp'
import { freePort, spawnServer, tempDirs, type ChildServer } from '../hardening/support'
import { SHOTS } from './admin-support'
import { DESKTOP, PHONE } from './fixtures'
import { englishCataloguePatterns, englishCatalogueTexts } from './hindi-support'

/**
 * Issue 29 on the grievance pages (docs/decisions/139): a visitor without a cookie files a grievance
 * on /hi/grievance and looks it up on /hi/grievance/status, with and without JavaScript, at 360 and
 * 1280 px, and reads every outcome in Hindi. Its own server and mail server, as tests/e2e/grievances.spec.ts.
 */
test.describe.configure({ mode: 'serial' })

const ADMIN = { email: 'admin@college.test', password: 'admin-pass-123' }
let server: ChildServer
let dirs: ReturnType<typeof tempDirs>
const smtp = new TestSmtp()
const patterns = englishCataloguePatterns()

test.beforeAll(async () => {
  dirs = tempDirs('grievances-hindi-e2e')
  const smtpPort = await smtp.start()
  server = await spawnServer(
    { DATA_DIR: dirs.dataDir, UPLOADS_DIR: dirs.uploadsDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_EMAILS: 'desk@college.test', LOG_LEVEL: 'silent' },
    { port: await freePort() },
  )
})

test.afterAll(async () => {
  await server?.stop()
  await smtp.stop()
  dirs?.remove()
})

const WIDTHS = [['360', PHONE], ['1280', DESKTOP]] as const

async function visitor(browser: Browser, viewport: { width: number; height: number }, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport, javaScriptEnabled })
  expect(await context.cookies()).toEqual([])
  return context.newPage()
}

async function expectMarked(field: Locator, text: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field.page().locator(`#${await field.getAttribute('aria-describedby')}`)).toHaveText(`⚠ ${text}`)
}

async function fillForm(page: Page, email: string) {
  await page.getByLabel('पूरा नाम').fill('आशा वर्मा')
  await page.getByLabel('पाठ्यक्रम और वर्ष').fill('एलएल.बी. द्वितीय वर्ष')
  await page.getByLabel('ई-मेल').fill(email)
  await page.getByLabel('शिकायत का प्रकार').selectOption({ label: 'शुल्क और शुल्क वापसी' })
  await page.getByLabel('विषय').fill('शुल्क वापसी में देरी')
  await page.getByLabel('आपकी शिकायत').fill('प्रवेश निरस्त होने के बाद मेरा शुल्क अभी तक वापस नहीं हुआ है।')
}

/** The Hindi receipt or status view: its reference, in Hindi throughout, nothing wider than the screen. */
async function expectHindiView(page: Page, viewport: { width: number }): Promise<string> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const reference = (await page.locator('.grievance-reference').textContent()) ?? ''
  expect(reference).toMatch(/^GRV-\d{4}-\d{4}$/)
  await expect(page.locator('.grievance-facts')).toContainText('स्थितिप्राप्त')
  await expect(page.locator('.grievance-timeline li')).toHaveText([/^प्राप्त \d{1,2} (?:जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4} को .+ \(भारतीय समय\)$/])
  await expect(page.locator('.grievance-deadlines li').first()).toHaveText(/^महाविद्यालय की टिप्पणियों सहित शिकायत निवारण समिति को भेजना: अंतिम तिथि \d{1,2} \S+ \d{4}$/)
  await expect(page.locator('.grievance-deadlines li')).toHaveCount(2)
  expect(await englishCatalogueTexts(page, patterns)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
  return reference
}

async function lookUp(page: Page, reference: string, accessCode: string) {
  await page.goto('/hi/grievance/status')
  await page.getByLabel('संदर्भ संख्या').fill(reference)
  await page.getByLabel('एक्सेस कोड').fill(accessCode)
  await page.getByRole('button', { name: 'स्थिति देखें' }).click()
}

/** The status look-up, not found then found: both answered on the Hindi page. */
async function lookUpBoth(page: Page, reference: string, accessCode: string, viewport: { width: number }) {
  await lookUp(page, reference, 'AAAA-BBBB-CCCC')
  await expect(page).toHaveURL(new RegExp(`/hi/grievance/status\\?result=notfound&reference=${reference}$`))
  await expect(page.getByRole('alert')).toHaveText('इस संदर्भ संख्या और एक्सेस कोड से कोई शिकायत नहीं मिली। दोनों जाँचकर फिर से प्रयास करें।')
  await expect(page.getByLabel('संदर्भ संख्या')).toHaveValue(reference)
  expect(await englishCatalogueTexts(page, patterns)).toEqual([])
  await lookUp(page, reference.toLowerCase(), accessCode.toLowerCase())
  await expect(page).toHaveURL(/\/hi\/grievance\/status\?view=[\w.-]+$/)
  await expect(page.getByRole('heading', { name: 'आपकी शिकायत प्राप्त हो गई है' })).toHaveCount(0)
  expect(await expectHindiView(page, viewport)).toBe(reference)
}

for (const [width, viewport] of WIDTHS) {
  test(`with JavaScript at ${width} px: refused in place, refused by the server, too many, then filed and looked up, each in Hindi`, async ({ browser }) => {
    const page = await visitor(browser, viewport, true)
    await page.goto('/hi/grievance')
    await expect(page.locator('[data-island="grievance-form"]')).toHaveAttribute('data-hydrated', 'true')
    const submit = page.getByRole('button', { name: 'शिकायत जमा करें' })
    const summary = page.locator('#grievance-form').getByRole('status')
    await page.getByLabel('पूरा नाम').fill('आशा वर्मा')
    await submit.click()
    await expect(summary).toHaveText('आपकी शिकायत नहीं भेजी गई। कृपया चिह्नित जानकारी ठीक करें।')
    await expectMarked(page.getByLabel('पाठ्यक्रम और वर्ष'), 'अपना पाठ्यक्रम और वर्ष लिखें (अधिकतम 80 अक्षर), जैसे "एलएल.बी. द्वितीय वर्ष"।')
    await expectMarked(page.getByLabel('ई-मेल'), 'ई-मेल पता या मोबाइल नंबर (या दोनों) दें, ताकि महाविद्यालय आपको उत्तर दे सके।')
    await expect(page.getByLabel('पाठ्यक्रम और वर्ष')).toBeFocused()
    if (width === '360') await page.screenshot({ path: path.join(SHOTS, 'grievance-hi-refused-360.png'), fullPage: true })

    // The browser lets "asha@exa" through; the API refuses it in English (spec), the page says it in Hindi.
    await fillForm(page, 'asha@exa')
    await submit.click()
    await expectMarked(page.getByLabel('ई-मेल'), 'सही ई-मेल पता लिखें, जैसे name@example.com')
    await expect(summary).toHaveText('आपकी शिकायत नहीं भेजी गई। कृपया चिह्नित जानकारी ठीक करें।')

    // The rate limit's answer, as the API gives it (its own test: tests/api/grievances-hindi.test.ts).
    await page.route('**/api/grievance', (route) => route.fulfill({ status: 429, json: { success: false, message: 'Too many grievances were sent from this address. Please wait a few minutes and try again.' } }))
    await page.getByLabel('ई-मेल').fill(`asha-${width}@student.test`)
    await submit.click()
    await expect(summary).toHaveText('आपके नेटवर्क से बहुत अधिक शिकायतें भेजी गई हैं। कृपया कुछ मिनट रुककर फिर से प्रयास करें।')
    await page.unroute('**/api/grievance')

    await submit.click()
    // the form goes to the Hindi status view the API's English statusUrl names
    await expect(page).toHaveURL(/\/hi\/grievance\/status\?view=[\w.-]+&filed=1&receipt=[\w-]{22}$/, { timeout: 60_000 })
    await expect(page.getByRole('heading', { name: 'आपकी शिकायत प्राप्त हो गई है' })).toBeVisible()
    // a link's text is words, not a bare path (issue 37)
    await expect(page.locator('.form-message--ok a')).toHaveText('शिकायत की स्थिति')
    await expect(page.locator('.form-message--ok a')).toHaveAttribute('href', '/hi/grievance/status')
    const reference = await expectHindiView(page, viewport)
    const accessCode = (await page.locator('.grievance-code strong').textContent()) ?? ''
    if (width === '360') await page.screenshot({ path: path.join(SHOTS, 'grievance-hi-receipt-360.png'), fullPage: true })
    const ack = await smtp.waitFor(`शिकायत ${reference} प्राप्त हुई`)
    expect(ack.to).toEqual([`asha-${width}@student.test`])
    expect(ack.text).toContain('/hi/grievance/status')

    expect(ack.text).toContain(`आपका एक्सेस कोड: ${accessCode}`)
    await lookUpBoth(page, reference, accessCode, viewport)
    await page.context().close()
  })

  test(`without JavaScript at ${width} px: refused, filed, looked up (not found, found), limited and expired, each on the Hindi page`, async ({ browser }) => {
    const page = await visitor(browser, viewport, false)
    await page.goto('/hi/grievance')
    await fillForm(page, 'ravi@exa')
    await page.getByLabel('पूरा नाम').fill('')
    await page.getByRole('button', { name: 'शिकायत जमा करें' }).click()
    await expect(page).toHaveURL(/\/hi\/grievance\?result=invalid&fields=name%2Cemail#grievance-form$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.locator('#grievance-form').getByRole('status')).toHaveText('आपकी शिकायत नहीं भेजी गई। कृपया चिह्नित जानकारी ठीक करें।')
    await expectMarked(page.getByLabel('पूरा नाम'), 'अपना पूरा नाम लिखें (अधिकतम 120 अक्षर)।')
    await expectMarked(page.getByLabel('ई-मेल'), 'सही ई-मेल पता लिखें, जैसे name@example.com')
    expect(await englishCatalogueTexts(page, patterns)).toEqual([])

    await fillForm(page, `ravi-${width}@student.test`)
    await page.getByRole('button', { name: 'शिकायत जमा करें' }).click()
    await expect(page).toHaveURL(/\/hi\/grievance\/status\?view=[\w.-]+&filed=1&receipt=[\w-]{22}$/, { timeout: 60_000 })
    await expect(page.getByRole('heading', { name: 'आपकी शिकायत प्राप्त हो गई है' })).toBeVisible()
    // a link's text is words, not a bare path (issue 37)
    await expect(page.locator('.form-message--ok a')).toHaveText('शिकायत की स्थिति')
    await expect(page.locator('.form-message--ok a')).toHaveAttribute('href', '/hi/grievance/status')
    const reference = await expectHindiView(page, viewport)
    const accessCode = (await page.locator('.grievance-code strong').textContent()) ?? ''
    await lookUpBoth(page, reference, accessCode, viewport)
    if (width === '360') await page.screenshot({ path: path.join(SHOTS, 'grievance-hi-status-360.png'), fullPage: true })

    // What the limits' redirects show (the redirects themselves: tests/api/grievances-hindi.test.ts), and an expired view.
    await page.goto('/hi/grievance?result=limited')
    await expect(page.locator('#grievance-form').getByRole('status')).toHaveText('आपके नेटवर्क से बहुत अधिक शिकायतें भेजी गई हैं। कृपया कुछ मिनट रुककर फिर से प्रयास करें।')
    await page.goto('/hi/grievance?result=failed')
    await expect(page.locator('#grievance-form').getByRole('status')).toHaveText('आपकी शिकायत सहेजी नहीं जा सकी। कृपया फिर से प्रयास करें।')
    await page.goto('/hi/grievance/status?result=limited')
    await expect(page.getByRole('alert')).toHaveText('आपके नेटवर्क से बहुत अधिक बार स्थिति खोजी गई है। कृपया कुछ मिनट रुककर फिर से प्रयास करें।')
    await page.goto('/hi/grievance/status?view=0123456789abcdef01234567.zz.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    await expect(page.getByRole('alert')).toHaveText('स्थिति का यह पृष्ठ अब मान्य नहीं है। कृपया अपनी संदर्भ संख्या फिर से लिखें।')
    await page.context().close()
  })
}

test('the committee sees that a grievance was filed in Hindi', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/vvs/panel/login')
  await expect(page.locator('[data-island="admin-login"]')).toHaveAttribute('data-hydrated', 'true')
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click()
  await expect(page).toHaveURL(/\/vvs\/panel\/dashboard/)
  await page.goto('/vvs/panel/dashboard?panel=grievances')
  await page.getByRole('button', { name: /^GRV-\d{4}-0001$/ }).click()
  const facts = page.locator('.grievance-detail__facts')
  await expect(facts).toContainText('LanguageHindi')
  await context.close()
})
