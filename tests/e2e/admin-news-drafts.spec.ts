import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { checkChangePreview, createStaffAdmin, expectToast, jsonOf, keepThenDiscardChange, publishChangeFromRow, makeJpeg, openedTab, openPanel, SHOTS, signedIn, staffPage, toastMark } from './admin-support'

/**
 * Issue 40, "Draft and preview", for News (docs/decisions/225): an Editor saves a notice as a
 * draft, previews it as the public page in English and Hindi, a visitor cannot open the preview
 * (nor the notice), then the Editor publishes it and the visitor sees it.
 */
const tag = Date.now().toString(36)


for (const size of [PHONE, DESKTOP]) {
  test(`an Editor saves a news draft, previews it in both languages, and publishes it (${size.width} px)`, async ({ page, browser, baseURL }) => {
    await signedIn(page, createStaffAdmin(`drafts-${size.width}`))
    const editor = await staffPage(browser, page, baseURL!, `Asha Drafts ${size.width}`, 'editor')
    await editor.setViewportSize(size)

    const title = `Moot court rules ${tag} ${size.width}`
    await openPanel(editor, 'Add News Data')
    await editor.getByLabel('Title', { exact: true }).fill(title)
    await editor.getByLabel('Description', { exact: true }).fill('The moot court competition opens to all students of the second year.')
    await editor.getByLabel('Date', { exact: true }).fill('2026-11-29')
    await editor.getByLabel('Category', { exact: true }).selectOption('news')
    await editor.locator('#news-add-image').setInputFiles([await makeJpeg(`Moot ${tag}`, 900, 600, 30)])
    const mark = await toastMark(editor)
    const saved = await jsonOf(editor, '/api/blogs/createBlog', () => editor.getByRole('button', { name: 'Save as draft' }).click())
    expect(saved.response.status()).toBe(201)
    await expectToast(editor, 'Draft saved. It is not on the site until it is published.', mark)
    const id: string = saved.body.data._id

    await openPanel(editor, 'All News')
    const row = editor.getByRole('row', { name: new RegExp(title) })
    await expect(row.getByText('Your draft: not on the site', { exact: true })).toBeVisible()

    // the preview: the public page, marked, in English and in Hindi
    for (const [link, lang] of [[`Preview: ${title}`, 'en'], [`Preview in Hindi: ${title}`, 'hi']] as const) {
      const preview = await openedTab(editor, () => row.getByRole('link', { name: link, exact: true }).click())
      await preview.setViewportSize(size)
      expect(new URL(preview.url()).pathname).toBe(`${lang === 'hi' ? '/hi' : ''}/preview/news/${id}`)
      await expect(preview.locator('html')).toHaveAttribute('lang', lang)
      // said in the page's own language
      await expect(preview.getByRole('note').filter({ hasText: lang === 'hi' ? 'पूर्वावलोकन — यह अभी साइट पर नहीं है' : 'Preview — not on the site' })).toBeVisible()
      await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(preview.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex')
      // no sideways scroll at this width
      expect(await preview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
      fs.mkdirSync(SHOTS, { recursive: true })
      await preview.screenshot({ path: path.join(SHOTS, `news-draft-preview-${lang}-${size.width}.png`), fullPage: true, animations: 'disabled' })
      await preview.close()
    }

    // a visitor with no cookie: neither the preview nor the notice
    const visitorContext = await browser.newContext({ viewport: size })
    const visitor = await visitorContext.newPage()
    for (const address of [`/preview/news/${id}`, `/hi/preview/news/${id}`, `/blogs/detail/${id}`]) {
      expect((await visitor.goto(address))!.status(), address).toBe(404)
      await expect(visitor.getByText(title)).toHaveCount(0)
    }
    await visitor.goto('/blogs')
    await expect(visitor.getByText(title)).toHaveCount(0)

    // published: the visitor sees it
    const before = await toastMark(editor)
    await row.getByRole('button', { name: `Publish: ${title}` }).click()
    await expectToast(editor, 'Draft published: it is on the site now.', before)
    await expect(editor.getByRole('row', { name: new RegExp(title) }).getByText('Your draft: not on the site', { exact: true })).toHaveCount(0)
    await visitor.goto('/blogs')
    await expect(visitor.getByText(title).first()).toBeVisible()
    expect((await visitor.goto(`/blogs/detail/${id}`))!.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(visitor.getByText('Preview — not on the site')).toHaveCount(0)

    // taken off the site again, by keyboard, after a question that names what it does (docs/decisions/256)
    const questions: string[] = []
    editor.once('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.accept()
    })
    const off = await toastMark(editor)
    const takeOff = editor.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: 'Take off the site and keep as your draft' })
    await takeOff.focus()
    await editor.keyboard.press('Enter')
    await expectToast(editor, 'Taken off the site: it is your draft now, not on the site until it is published again.', off)
    expect(questions).toEqual([
      `Take '${title}' off the site and keep it as your draft?\n\nIt leaves the public pages, the site search, the sitemap and the news feed at once, with the PDF it carries. Only you and the Administrators see it until it is published again.`,
    ])
    await expect(editor.getByRole('row', { name: new RegExp(title) }).getByText('Your draft: not on the site', { exact: true })).toBeVisible()
    await expect(editor.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: /Take off the site/ })).toHaveCount(0)
    expect((await visitor.goto(`/blogs/detail/${id}`))!.status()).toBe(404)
    await visitor.goto('/blogs')
    await expect(visitor.getByText(title)).toHaveCount(0)
    await visitorContext.close()
    await editor.context().close()
  })
}

for (const size of [PHONE, DESKTOP]) {
  test(`an Editor keeps a change to a published notice as a draft, previews it, publishes one and discards another (${size.width} px)`, async ({ page, browser, baseURL }) => {
    // docs/decisions/279: the site shows the notice as it was until the change is published
    await signedIn(page, createStaffAdmin(`changes-${size.width}`))
    const editor = await staffPage(browser, page, baseURL!, `Asha Changes ${size.width}`, 'editor')
    await editor.setViewportSize(size)

    const title = `Exam timetable ${tag} ${size.width}`
    const before = 'The semester examination begins on 12 March.'
    const after = 'The semester examination now begins on 19 March.'
    await openPanel(editor, 'Add News Data')
    await editor.getByLabel('Title', { exact: true }).fill(title)
    await editor.getByLabel('Description', { exact: true }).fill(before)
    await editor.getByLabel('Date', { exact: true }).fill('2026-11-30')
    await editor.getByLabel('Category', { exact: true }).selectOption('news')
    await editor.locator('#news-add-image').setInputFiles([await makeJpeg(`Exam ${tag}`, 900, 600, 30)])
    const added = await jsonOf(editor, '/api/blogs/createBlog', () => editor.getByRole('button', { name: 'Add News', exact: true }).click())
    expect(added.response.status()).toBe(201)
    const id: string = added.body.data._id

    const visitorContext = await browser.newContext({ viewport: size })
    const visitor = await visitorContext.newPage()
    const publicDescription = async () => {
      expect((await visitor.goto(`/blogs/detail/${id}`))!.status()).toBe(200)
      return visitor.locator('main').innerText()
    }

    // the edit kept as a draft: the site unchanged
    await openPanel(editor, 'All News')
    const row = () => editor.getByRole('row', { name: new RegExp(title) })
    await row().getByRole('button', { name: 'Edit' }).click()
    await editor.getByLabel('Description', { exact: true }).fill(after)
    const kept = await toastMark(editor)
    const saved = await jsonOf(editor, `/api/blogs/updateBlog/${id}`, () => editor.getByRole('button', { name: 'Save changes as draft' }).click())
    expect(saved.response.status()).toBe(200)
    await expectToast(editor, 'Your change is saved as a draft. The site shows the item as it was until the change is published.', kept)
    await expect(row().getByText('Your change: not on the site yet')).toBeVisible()
    expect(await publicDescription()).toContain(before)
    expect(await publicDescription()).not.toContain('19 March')
    fs.mkdirSync(SHOTS, { recursive: true })
    await row().screenshot({ path: path.join(SHOTS, `news-change-row-${size.width}.png`), animations: 'disabled' })

    // its preview: the public page with the change on it, in both languages; a visitor gets 404
    for (const lang of ['en', 'hi'] as const) {
      await checkChangePreview(editor, row, {
        name: title,
        lang,
        address: `/preview/news/${id}/change`,
        size,
        visitor,
        shows: async (preview) => {
          await expect(preview.getByText(after)).toBeVisible()
          await preview.screenshot({ path: path.join(SHOTS, `news-change-preview-${lang}-${size.width}.png`), fullPage: true, animations: 'disabled' })
        },
      })
      await expect(visitor.getByText(after)).toHaveCount(0)
    }

    // opened again, the form holds the kept change, not the site's text
    await row().getByRole('button', { name: 'Edit' }).click()
    await expect(editor.getByLabel('Description', { exact: true })).toHaveValue(after)
    await editor.getByRole('button', { name: 'Cancel' }).click()

    // published: the visitor reads the change; the mark is gone
    await publishChangeFromRow(editor, row, title)
    expect(await publicDescription()).toContain(after)

    // another change, discarded by keyboard after a question that names the notice: the site as it was
    await row().getByRole('button', { name: 'Edit' }).click()
    await editor.getByLabel('Description', { exact: true }).fill('Postponed indefinitely.')
    await keepThenDiscardChange(editor, row, title)
    expect(await publicDescription()).toContain(after)
    expect(await publicDescription()).not.toContain('Postponed')
    await visitorContext.close()
    await editor.context().close()
  })
}
