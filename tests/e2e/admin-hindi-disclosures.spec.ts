import { expect, test, type Page } from '@playwright/test'
import { textPdf } from '../helpers/pdfs'
import { DESKTOP, PHONE } from './fixtures'
import { panelHref, type PanelKey } from '../../src/ui/admin/panels'
import { createStaffAdmin, dashboardReady, expectToast, jsonOf, shot, signedIn, toastMark } from './admin-support'
import { englishLeft } from './panel-english-left'

/**
 * The about, disclosures and page-text panels with the panel in Hindi (issue 40,
 * docs/decisions/245), past their first states: each is used as staff use it (saved, added,
 * refused, deleted) at a phone's width and a desktop's, and after each step no English of these
 * panels' own is left. What is still English there belongs to the admin kit's shared pieces (Edit
 * and Delete, the image and upload widgets, the error summary) and to the versions and
 * translations beside the forms, which are put into Hindi with those pieces; they are named here,
 * each one, so that nothing else hides among them.
 */
/**
 * The other parts' own pieces, whole: the translations editor, the versions list, the header's
 * search, the image picker, and the toasts' close button and timer (react-toastify's names; the
 * toasts' words are checked one by one, in Hindi, below).
 */
const OTHER_PARTS = ['.translation-editor', '.admin-versions', '.panel-search', '.image-picker', '.Toastify']
/** The admin kit's words inside these panels, each one as englishLeft reports it. */
const KIT_WORDS: (string | RegExp)[] = [
  // the row buttons (rows.tsx), the Actions column of an EditableTable, a row's Versions button (RowVersions)
  'text: Edit',
  'text: Delete',
  'text: Save',
  'text: Cancel',
  'text: Actions',
  'text: Versions',
  // the upload widget (UploadWidget.tsx): its button and its limits
  'text: Upload',
  /^text: (One image|Up to \d+ images) · JPEG, PNG, WebP, GIF, AVIF or HEIC · at most \d+ MB each$/,
  // the photo description's hint (AltTextEditor.tsx: ALT_HINT)
  'text: What the photo shows, for people who cannot see it. Left empty, the site uses a plain default.',
  // the translations editor while it loads again after a save (TranslationEditor.tsx)
  'text: Loading the Hindi version…',
  // the form's one summary of its marked fields (forms.tsx: ErrorSummary)
  /^text: Please correct the (marked field|\d+ marked fields)\.$/,
]

/** What is still English among these panels' own words, the named pieces of the other parts set apart. */
async function ownEnglish(page: Page): Promise<string[]> {
  // set apart as englishLeft sets apart a name: translate="no" on the other parts' pieces, for this scan
  await page.evaluate((parts) => parts.forEach((part) => document.querySelectorAll(part).forEach((el) => el.setAttribute('translate', 'no'))), OTHER_PARTS)
  const leaks = await englishLeft(page, '.admin-shell')
  await page.evaluate((parts) => parts.forEach((part) => document.querySelectorAll(part).forEach((el) => el.removeAttribute('translate'))), OTHER_PARTS)
  return leaks.filter((leak) => !KIT_WORDS.some((word) => (typeof word === 'string' ? leak === word : word.test(leak))))
}

const tag = Date.now().toString(36)

async function open(page: Page, key: PanelKey): Promise<void> {
  await page.goto(panelHref(key))
  await dashboardReady(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.locator('#admin-panel .admin-state[role="status"]')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe.serial(`the disclosures in Hindi at ${viewport.width} px`, () => {
    let staff: { email: string; password: string }
    const mark = `${tag}w${viewport.width}`
    test.beforeAll(() => {
      staff = createStaffAdmin(`hindi-disclosures-${viewport.width}`)
    })
    test.beforeEach(async ({ page, baseURL }) => {
      await page.setViewportSize(viewport)
      await signedIn(page, staff)
      const chosen = await page.request.put('/api/admin/panel-language', { data: { lang: 'hi' }, headers: { origin: baseURL! } })
      expect(chosen.status()).toBe(200)
    })

    test('about: the text saved says so in Hindi; mission & vision and the founders are in Hindi', async ({ page }) => {
      await open(page, 'add-about')
      await expect(page.getByLabel('शीर्षक', { exact: true })).not.toHaveValue('')
      expect(await ownEnglish(page)).toEqual([])
      const saved = await jsonOf(page, '/api/about/uploadAboutContent', () => page.getByRole('button', { name: 'सामग्री सहेजें' }).click())
      expect(saved.response.status()).toBeLessThan(300)
      // the client's own words: the spec's "Content added successfully!" in Hindi
      await expectToast(page, 'सामग्री सफलतापूर्वक सहेजी गई!', saved.mark)
      expect(await ownEnglish(page)).toEqual([])

      // a number that is not whole: the panel's own check, its message in Hindi under the field
      const students = page.getByLabel('छात्र संख्या', { exact: true })
      const count = await students.inputValue()
      await students.fill('12.5')
      await page.getByRole('button', { name: 'सामग्री सहेजें' }).click()
      await expect(page.locator('#about-students-error')).toHaveText('छात्र संख्या पूर्ण संख्या होनी चाहिए')
      expect(await ownEnglish(page)).toEqual([])
      await students.fill(count)

      await open(page, 'mission-vision')
      await expect(page.getByLabel('ध्येय', { exact: true })).toBeVisible()
      expect(await ownEnglish(page)).toEqual([])
    })

    test('a founder added and deleted: the server’s messages and the question in Hindi', async ({ page }) => {
      await open(page, 'add-founder')
      expect(await ownEnglish(page)).toEqual([])
      // the content is required: said in Hindi before anything is sent
      await page.getByRole('button', { name: 'संस्थापक जोड़ें' }).click()
      await expect(page.locator('#founder-add-content-error')).toHaveText('विवरण आवश्यक है')
      expect(await ownEnglish(page)).toEqual([])
      await page.getByLabel('नाम', { exact: true }).fill(`Shri Founder ${mark}`)
      await page.getByLabel('विवरण', { exact: true }).fill(`Gave the land in 2005 ${mark}`)
      const added = await jsonOf(page, '/api/about/addfoundation', () => page.getByRole('button', { name: 'संस्थापक जोड़ें' }).click())
      expect(added.response.status()).toBe(201)
      await expectToast(page, 'संस्थापक सफलतापूर्वक जोड़ा गया!', added.mark)

      await open(page, 'all-founders')
      const entry = page.locator('.admin-entry', { hasText: `Gave the land in 2005 ${mark}` })
      // staff-written text keeps its own language, said on its element
      await expect(entry.locator('h3')).toHaveAttribute('lang', 'en')
      expect(await ownEnglish(page)).toEqual([])
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toContain(`संस्थापक 'Shri Founder ${mark}' को हटाएँ?`)
        void dialog.accept()
      })
      const gone = await jsonOf(page, '/api/about/deletefoundation/', () => entry.locator('.admin-button--danger').click())
      expect(gone.response.status()).toBe(200)
      await expectToast(page, 'संस्थापक सफलतापूर्वक हटाया गया!', gone.mark)
      expect(await ownEnglish(page)).toEqual([])
    })

    test('a committee member added: a refused e-mail and what the rule still asks, in Hindi', async ({ page }) => {
      await open(page, 'committees')
      await page.getByLabel('समिति', { exact: true }).selectOption({ label: 'Alumni Association' })
      await expect(page.locator('.committee-rule')).toContainText('यूजीसी सार्वजनिक स्व-प्रकटीकरण दिशानिर्देश')
      expect(await ownEnglish(page)).toEqual([])
      const members = page.getByRole('group', { name: /^सदस्य \d+$/ })
      const seated = await members.count()
      await page.getByRole('button', { name: 'सदस्य जोड़ें' }).click()
      const added = page.getByRole('group', { name: `सदस्य ${seated + 1}` })
      await added.getByLabel('नाम', { exact: true }).fill(`Adv. Member ${mark}`)
      await added.getByLabel('भूमिका', { exact: true }).fill('Member')
      await added.getByLabel('ई-मेल', { exact: true }).fill('not-an-email')
      await page.getByRole('button', { name: 'समिति सहेजें' }).click()
      // the API's own schema, run in the panel: its message in Hindi beside the field
      await expect(added.locator(`#member-${seated}-email-error`)).toHaveText('ई-मेल name@example.in जैसा होना चाहिए')
      expect(await ownEnglish(page)).toEqual([])
      await added.getByLabel('ई-मेल', { exact: true }).fill(`member-${mark}@college.example.in`)
      const saved = await jsonOf(page, '/api/committees/', () => page.getByRole('button', { name: 'समिति सहेजें' }).click())
      expect(saved.response.status()).toBe(200)
      await expectToast(page, 'समिति सफलतापूर्वक अपडेट की गई!', saved.mark)
      expect(await ownEnglish(page)).toEqual([])

      // with no chairperson the rule is not met: the missing seat is said in Hindi, before saving
      for (let i = 0; i < seated + 1; i++) {
        const seat = members.nth(i).getByLabel('स्थान', { exact: true })
        if ((await seat.inputValue()) === 'chair') await seat.selectOption('member')
      }
      await expect(page.locator('.committee-rule__missing')).toContainText('पूर्व छात्र संघ में एक अध्यक्ष होना चाहिए।')
      expect(await ownEnglish(page)).toEqual([])
      await shot(page, 'hindi-committees')
    })

    test('a faculty member added, moved and deleted; a fee row added and deleted', async ({ page }) => {
      await open(page, 'faculty')
      expect(await ownEnglish(page)).toEqual([])
      const form = page.getByRole('form', { name: 'संकाय सदस्य जोड़ें' })
      await form.getByLabel('नाम', { exact: true }).fill(`Dr. Hindi ${mark}`)
      await form.getByLabel('पद', { exact: true }).fill('Assistant Professor')
      await form.getByLabel('अनुभव के वर्ष', { exact: true }).fill('200')
      await form.getByRole('button', { name: 'संकाय में जोड़ें' }).click()
      await expect(form.locator('#faculty-add-years-error')).toHaveText('अनुभव के वर्ष अधिकतम 70 हो सकता है')
      expect(await ownEnglish(page)).toEqual([])
      await form.getByLabel('अनुभव के वर्ष', { exact: true }).fill('6')
      const added = await jsonOf(page, '/api/faculty', () => form.getByRole('button', { name: 'संकाय में जोड़ें' }).click())
      expect(added.response.status()).toBe(201)
      await expectToast(page, 'संकाय सदस्य सफलतापूर्वक जोड़ा गया!', added.mark)
      const row = page.locator('.faculty-list .admin-entry', { hasText: `Dr. Hindi ${mark}` })
      await expect(row).toContainText('6 वर्ष का अनुभव')
      expect(await ownEnglish(page)).toEqual([])
      const moved = await toastMark(page)
      await row.getByRole('button', { name: `ऊपर Dr. Hindi ${mark}` }).click()
      await expectToast(page, `Dr. Hindi ${mark} को ऊपर किया गया`, moved)
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toContain(`'Dr. Hindi ${mark}' को संकाय से हटाएँ? यह 30 दिनों तक हटाई गई सामग्री में रहेगा।`)
        void dialog.accept()
      })
      const gone = await jsonOf(page, '/api/faculty/', () => page.locator('.faculty-list .admin-entry', { hasText: `Dr. Hindi ${mark}` }).locator('.admin-button--danger').click())
      expect(gone.response.status()).toBe(200)
      await expectToast(page, 'संकाय सदस्य सफलतापूर्वक हटाया गया!', gone.mark)

      await open(page, 'fees')
      expect(await ownEnglish(page)).toEqual([])
      // a course and year of its own (the e2e server's other specs fill LL.B. 2026-27 and 2000-2019, LL.M. 2040-2098)
      const start = 2040 + (viewport.width === PHONE.width ? 0 : 1) * 30 + (parseInt(tag, 36) % 29)
      const year = `${start}-${String((start + 1) % 100).padStart(2, '0')}`
      await page.getByLabel('पाठ्यक्रम', { exact: true }).selectOption('ba-llb')
      await page.getByLabel('शैक्षणिक वर्ष', { exact: true }).fill(year)
      await page.getByLabel('शिक्षण शुल्क (₹ प्रति वर्ष)').fill('45000.50')
      await page.getByRole('button', { name: 'अन्य शुल्क जोड़ें' }).click()
      const other = page.getByRole('group', { name: 'अन्य शुल्क 1' })
      await other.getByLabel('किसके लिए', { exact: true }).fill('Library')
      await other.getByLabel('राशि (₹)', { exact: true }).fill('500')
      await page.getByRole('button', { name: 'शुल्क की पंक्ति जोड़ें' }).click()
      await expect(page.locator('#fee-tuition-error')).toHaveText('शिक्षण शुल्क पूरे रुपयों में होना चाहिए (पैसे नहीं)')
      expect(await ownEnglish(page)).toEqual([])
      await page.getByLabel('शिक्षण शुल्क (₹ प्रति वर्ष)').fill('45000')
      const feeAdded = await jsonOf(page, '/api/fees', () => page.getByRole('button', { name: 'शुल्क की पंक्ति जोड़ें' }).click())
      expect(feeAdded.response.status()).toBe(201)
      await expectToast(page, 'शुल्क की पंक्ति सफलतापूर्वक जोड़ी गई!', feeAdded.mark)
      // its course as well as its year: other specs' LL.M. rows share these years
      const feeRow = page.getByRole('row').filter({ hasText: year }).filter({ hasText: 'बी.ए. एलएल.बी.' })
      await expect(feeRow).toContainText('बी.ए. एलएल.बी. (एकीकृत)')
      await expect(feeRow).toContainText('₹45,500')
      expect(await ownEnglish(page)).toEqual([])
      await shot(page, 'hindi-fees')
      // the same course and year again: the server's refusal, in Hindi at the field
      await page.getByLabel('पाठ्यक्रम', { exact: true }).selectOption('ba-llb')
      await page.getByLabel('शैक्षणिक वर्ष', { exact: true }).fill(year)
      await page.getByLabel('शिक्षण शुल्क (₹ प्रति वर्ष)').fill('1000')
      const twin = await jsonOf(page, '/api/fees', () => page.getByRole('button', { name: 'शुल्क की पंक्ति जोड़ें' }).click())
      expect(twin.response.status()).toBe(409)
      await expect(page.locator('#fee-year-error')).toHaveText(`शुल्क तालिका में बी.ए. एलएल.बी. (एकीकृत) ${year} की पंक्ति पहले से है: उसी को संपादित करें।`)
      expect(await ownEnglish(page)).toEqual([])
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toContain(`बी.ए. एलएल.बी. (एकीकृत) ${year} का शुल्क हटाएँ?`)
        void dialog.accept()
      })
      const feeGone = await jsonOf(page, '/api/fees/', () => feeRow.locator('.admin-button--danger').click())
      expect(feeGone.response.status()).toBe(200)
      await expectToast(page, 'शुल्क की पंक्ति सफलतापूर्वक हटाई गई!', feeGone.mark)

      // in Deleted Items: the course and year as written, the area in Hindi beside it (before: "Fees of …", English as its name)
      await open(page, 'bin')
      const binned = page.getByRole('row').filter({ hasText: `B.A. LL.B. (Integrated) ${year}` })
      await expect(binned.getByRole('cell').first()).toHaveText(`B.A. LL.B. (Integrated) ${year}`)
      await expect(binned.getByRole('cell').nth(1)).toHaveText('शुल्क')
      expect(await ownEnglish(page)).toEqual([])
    })

    test('a statutory fact saved, a document uploaded, the checklist and the principal’s message in Hindi', async ({ page }) => {
      await open(page, 'statutory')
      await page.getByLabel('प्रविष्टि', { exact: true }).selectOption({ label: 'Scholarships' })
      await expect(page.getByLabel('किससे पूछें (आवश्यक)')).toBeVisible()
      expect(await ownEnglish(page)).toEqual([])
      await page.getByLabel('ई-मेल', { exact: true }).fill('scholarships-at-college')
      await page.getByRole('button', { name: 'सहेजें', exact: true }).click()
      await expect(page.locator('#statutory-email-error')).toHaveText('ई-मेल name@example.in जैसा होना चाहिए')
      expect(await ownEnglish(page)).toEqual([])
      await page.getByLabel('ई-मेल', { exact: true }).fill(`scholarships-${mark}@college.example.in`)
      const saved = await jsonOf(page, '/api/statutory/', () => page.getByRole('button', { name: 'सहेजें', exact: true }).click())
      expect(saved.response.status()).toBe(200)
      await expectToast(page, 'सहेजा गया।', saved.mark)
      expect(await ownEnglish(page)).toEqual([])

      await open(page, 'add-documents')
      expect(await ownEnglish(page)).toEqual([])
      await page.locator('input[type=file][accept*="pdf"]').setInputFiles([{ name: `Notice-${mark}.pdf`, mimeType: 'application/pdf', buffer: await textPdf([`Notice ${mark}`]) }])
      await page.getByRole('button', { name: 'अपलोड करें', exact: true }).click()
      // no category chosen: the API's schema says so in Hindi
      await expect(page.locator('#documents-category-error')).toHaveText('श्रेणी सूची में दिए गए विकल्पों में से एक होनी चाहिए')
      expect(await ownEnglish(page)).toEqual([])
      await page.getByLabel('श्रेणी', { exact: true }).selectOption({ label: 'अन्य' })
      const before = await toastMark(page)
      await page.getByRole('button', { name: 'अपलोड करें', exact: true }).click()
      await expect(page.getByRole('list', { name: 'चुने गए दस्तावेज़' })).toContainText('अपलोड हो गया')
      await expectToast(page, '1 दस्तावेज़ अपलोड हुआ।', before)
      expect(await ownEnglish(page)).toEqual([])

      await open(page, 'all-documents')
      await expect(page.getByRole('row').filter({ hasText: `Notice ${mark}` })).toContainText('अन्य')
      expect(await ownEnglish(page)).toEqual([])

      await open(page, 'compliance')
      await expect(page.locator('.compliance-summary')).toContainText('उपलब्ध')
      await expect(page.locator('.compliance-item[data-item="scholarships"] .compliance-item__state')).toHaveText('उपलब्ध')
      await expect(page.locator('.compliance-item[data-item="scholarships"] .compliance-item__title')).toHaveText('छात्रवृत्ति: योजनाएँ, म.प्र. पोर्टल, संपर्क')
      expect(await ownEnglish(page)).toEqual([])
      await shot(page, 'hindi-compliance')

      // a required field emptied: the server refuses it, named in Hindi at the field and in the toast
      await open(page, 'principal')
      const heading = page.getByLabel('शीर्षक', { exact: true })
      await heading.fill('')
      const refused = await jsonOf(page, '/api/content/principal', () => page.getByRole('button', { name: 'सहेजें', exact: true }).click())
      expect(refused.response.status()).toBe(400)
      await expect(page.locator('#principal-title-error')).toHaveText('शीर्षक आवश्यक है')
      await expectToast(page, 'शीर्षक आवश्यक है', refused.mark)
      expect(await ownEnglish(page)).toEqual([])
    })
  })
}
