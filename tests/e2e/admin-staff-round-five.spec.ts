import { expect, test, type Page } from '@playwright/test'
import { createStaffAdmin, expectToast, isPhone, makeJpeg, openPanel, shotAt, signedIn, toastMark } from './admin-support'
import { DESKTOP, PHONE } from './fixtures'
import { seriousViolations } from './axe'

/**
 * Issue 40, what peers' staff take for granted, at 1280 and 360 px: a formatting toolbar for news
 * text that writes the stored form the spec's client reads (a line starting with ** is a bullet
 * item, docs/decisions/204), and two versions of a row compared side by side in the panel's words
 * (docs/decisions/205).
 */

const origin = (page: Page) => ({ origin: new URL(page.url()).origin })

for (const size of [DESKTOP, PHONE]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size })
    const staff = createStaffAdmin(`round-five-${size.width}`)

    test('the news text toolbar writes ** bullet lines, keeps the selection and the focus, and the public page shows a bullet list', async ({ page, browser }) => {
      const tag = `${size.width}-${Date.now().toString(36)}`
      await signedIn(page, staff)
      await openPanel(page, 'Add News Data')
      const title = `Admission documents ${tag}`
      await page.getByLabel('Title', { exact: true }).fill(title)
      const text = page.getByLabel('Description', { exact: true })
      await text.fill('Bring these to the office:\nMarksheet of class 12\n  Transfer certificate\n\nTwo photographs')

      // choose the three lines after the first, keyboard only: Tab reaches the toolbar, arrows move in it
      await text.evaluate((el: HTMLTextAreaElement) => {
        el.focus()
        el.setSelectionRange(el.value.indexOf('Mark') + 3, el.value.indexOf('Two') + 2)
      })
      const toolbar = page.getByRole('toolbar', { name: 'Description formatting' })
      await expect(toolbar.getByRole('button')).toHaveText(['Bullet list', 'Plain lines'])
      await toolbar.getByRole('button', { name: 'Bullet list' }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(toolbar.getByRole('button', { name: 'Plain lines' })).toBeFocused()
      await expect(toolbar.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('tabindex', '-1')
      await page.keyboard.press('ArrowRight') // wraps round
      await expect(toolbar.getByRole('button', { name: 'Bullet list' })).toBeFocused()
      await page.keyboard.press('Enter')

      const written = 'Bring these to the office:\n**Marksheet of class 12\n**Transfer certificate\n\n**Two photographs'
      await expect(text).toHaveValue(written)
      await expect(text).toBeFocused()
      const selected = await text.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))
      expect(selected).toBe('**Marksheet of class 12\n**Transfer certificate\n\n**Two photographs')

      // pressed again on the same lines: nothing doubles
      await toolbar.getByRole('button', { name: 'Bullet list' }).click()
      await expect(text).toHaveValue(written)

      // the toolbar's change is unsaved work: leaving the form asks first, staying keeps it
      if (isPhone(page)) await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await page.locator('#admin-sidebar').getByRole('link', { name: 'All News', exact: true }).click()
      const leave = page.getByRole('dialog', { name: 'Leave this form?' })
      await expect(leave).toBeVisible()
      await leave.getByRole('button', { name: 'Stay on this form' }).click()
      if (isPhone(page)) await page.keyboard.press('Escape')
      await expect(text).toHaveValue(written)

      await page.getByLabel('Date', { exact: true }).fill('2026-11-20')
      await page.getByLabel('Category', { exact: true }).selectOption('news')
      await page.locator('#news-add-image').setInputFiles([await makeJpeg(`docs ${tag}`, 600, 300)])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
      expect(await seriousViolations(page), 'the Add News form with its toolbar').toEqual([])
      await shotAt(page, 'round-five-news-toolbar', [size])
      await page.setViewportSize(size)
      const mark = await toastMark(page)
      const [created] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/blogs/createBlog')), page.getByRole('button', { name: 'Add News' }).click()])
      await expectToast(page, 'News added successfully!', mark)
      const id = ((await created.json()) as { data: { _id: string } }).data._id

      // read back as the spec's client reads it, without a cookie
      const visitor = await browser.newContext({ viewport: size })
      const detail = await visitor.request.get(new URL(`/api/blogs/getBlogDetail/${id}`, page.url()).href)
      expect(detail.status()).toBe(200)
      expect(((await detail.json()) as { description: string }).description).toBe(written)
      const publicPage = await visitor.newPage()
      await publicPage.goto(new URL(`/blogs/detail/${id}`, page.url()).href)
      const body = publicPage.locator('.news-detail__body')
      await expect(body.getByRole('listitem')).toHaveText(['Marksheet of class 12', 'Transfer certificate', 'Two photographs'])
      await expect(body.locator('p')).toHaveText(['Bring these to the office:'])
      await visitor.close()

      // "Plain lines" in the row's edit form takes the markers off the chosen line again
      await openPanel(page, 'All News')
      const row = page.getByRole('row').filter({ hasText: title }).filter({ has: page.getByRole('button', { name: /^Edit / }) })
      await row.getByRole('button', { name: `Edit ${title}` }).click()
      const editing = page.locator('.admin-table__editing')
      const editText = editing.getByLabel('Description', { exact: true })
      await editText.evaluate((el: HTMLTextAreaElement) => {
        el.focus()
        const at = el.value.indexOf('Transfer')
        el.setSelectionRange(at, at)
      })
      await editing.getByRole('toolbar', { name: 'Description formatting' }).getByRole('button', { name: 'Plain lines' }).click()
      await expect(editText).toHaveValue('Bring these to the office:\n**Marksheet of class 12\nTransfer certificate\n\n**Two photographs')
      await expect(editText).toBeFocused()
      const saved = await toastMark(page)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expectToast(page, 'News updated successfully!', saved)
      const after = await page.request.get(`/api/blogs/getBlogDetail/${id}`)
      expect(((await after.json()) as { description: string }).description).toBe('Bring these to the office:\n**Marksheet of class 12\nTransfer certificate\n\n**Two photographs')
      await page.request.delete(`/api/blogs/deleteBlog/${id}`, { headers: origin(page) })
    })

    test('two versions of a news item compared side by side: the changed words marked, dates and choices in the panel’s words', async ({ page }) => {
      const tag = `${size.width}-${Date.now().toString(36)}`
      await signedIn(page, staff)
      const title = `Moot court ${tag}`
      const created = await page.request.post('/api/blogs/createBlog', {
        headers: origin(page),
        multipart: { title, description: 'The moot court meets on Friday in hall A.', date: '2026-11-20', category: 'news', image: await makeJpeg(`moot ${tag}`, 600, 300) },
      })
      expect(created.status()).toBe(201)
      const id = ((await created.json()) as { data: { _id: string } }).data._id
      const changes: Record<string, string>[] = [{ description: 'The moot court meets on Monday in hall B.', category: 'admission news' }, { date: '2026-12-01' }]
      for (const change of changes) {
        const res = await page.request.put(`/api/blogs/updateBlog/${id}`, { headers: origin(page), multipart: change })
        expect(res.status()).toBe(200)
      }

      await openPanel(page, 'All News')
      const row = page.getByRole('row').filter({ hasText: title }).filter({ has: page.getByRole('button', { name: /^Edit / }) })
      await row.getByRole('button', { name: `Versions of ${title}` }).click()
      const versions = page.getByRole('region', { name: 'Versions of this news item' })
      await expect(versions.getByRole('listitem')).toHaveCount(3)

      // the first version against the current one, from the first version's own button
      const first = versions.getByRole('listitem').last()
      await first.getByRole('button', { name: /^Compare with the current one/ }).click()
      const compared = versions.getByRole('region', { name: /^The version of .* compared with the version of / })
      await expect(compared.getByRole('heading')).toBeFocused()
      const table = compared.getByRole('table')
      await expect(table.getByRole('rowheader')).toHaveText(['description', 'date', 'category'])
      const described = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'description' }) })
      await expect(described.locator('del')).toHaveText(['[removed: Friday] ', '[removed: A.] '])
      await expect(described.locator('ins')).toHaveText(['[added: Monday] ', '[added: B.] '])
      await expect(described.getByRole('cell').first()).toHaveText('The moot court meets on Friday in hall A.')
      const dated = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'date' }) })
      await expect(dated.getByRole('cell').first()).toHaveText('20 Nov 2026')
      await expect(dated.locator('ins')).toHaveText(['[added: 01] ', '[added: Dec] '])
      const category = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'category' }) })
      await expect(category.getByRole('cell').first()).toHaveText("'News'")
      await expect(compared.getByText(/^Unchanged: title, link title, link, PDF, publish time, expiry time, pinned, state\.$/)).toBeVisible()
      await compared.scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
      expect(await seriousViolations(page), 'the versions compared').toEqual([])
      await shotAt(page, 'round-five-compare', [size])
      await page.setViewportSize(size)

      // any two, chosen in the form: the middle one with the current one differs only in its date
      const pick = versions.getByRole('group', { name: 'Compare two versions' })
      const middle = await pick.getByLabel('The version of', { exact: true }).locator('option').nth(1).getAttribute('value')
      await pick.getByLabel('The version of', { exact: true }).selectOption(middle!)
      await pick.getByRole('button', { name: 'Compare', exact: true }).click()
      await expect(table.getByRole('rowheader')).toHaveText(['date'])
      await pick.getByLabel('with the version of').selectOption(middle!)
      await pick.getByRole('button', { name: 'Compare', exact: true }).click()
      await expect(compared.getByText('These two versions say the same.')).toBeVisible()
      await page.request.delete(`/api/blogs/deleteBlog/${id}`, { headers: origin(page) })
    })
  })
}
