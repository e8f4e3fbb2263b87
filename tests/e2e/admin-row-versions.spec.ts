import { expect, test } from '@playwright/test'
import { dashboardReady, expectToast, openPanel, shotAt, signIn, staffPage, toastMark } from './admin-support'
import { DESKTOP, E2E_ADMIN, PHONE } from './fixtures'

/**
 * Undo of a content row (issue 30 item 4): an editor changes a faculty member's designation; the
 * administrator reads before → after in the activity log and puts the earlier version back from
 * the log entry; a cookie-less visitor sees the earlier designation at once.
 */
for (const size of [DESKTOP, PHONE]) {
  test(`a faculty edit put back from the activity log, which says before → after (${size.width} px)`, async ({ page, browser, baseURL }) => {
    await page.setViewportSize(size)
    const tag = `${size.width}-${Date.now().toString(36)}`
    const name = `Smt. Revert ${tag}`
    await page.goto('/vvs/panel/login')
    await signIn(page, E2E_ADMIN)
    await dashboardReady(page)
    const editor = await staffPage(browser, page, baseURL!, `Ravi Editor ${tag}`, 'editor')
    await editor.setViewportSize(size)
    editor.on('dialog', (dialog) => void dialog.accept())
    page.on('dialog', (dialog) => void dialog.accept())

    const made = await editor.request.post('/api/faculty', { data: { name, designation: 'Lecturer in Law', qualifications: 'LL.M.', experienceYears: 3 }, headers: { origin: baseURL! } })
    expect(made.status()).toBe(201)
    const id = ((await made.json()) as { data: { _id: string } }).data._id

    // the editor changes the designation in the Faculty panel
    await openPanel(editor, 'Faculty')
    const row = () => editor.getByRole('listitem').filter({ has: editor.getByRole('heading', { name }) })
    await row().getByRole('button', { name: `Edit ${name}` }).click()
    const list = editor.getByRole('region', { name: 'Faculty in the order the site shows them' })
    await list.getByLabel('Designation').fill(`Professor of Evidence ${tag}`)
    const mark = await toastMark(editor)
    await editor.getByRole('button', { name: 'Save', exact: true }).click()
    await expectToast(editor, 'Faculty member updated successfully!', mark)

    // the row's own versions, opened from the row
    await row().getByRole('button', { name: `Versions of ${name}` }).click()
    const own = list.getByRole('region', { name: 'Versions of this faculty item' })
    await expect(own.getByRole('listitem')).toHaveCount(2)
    await expect(own.getByRole('listitem').first()).toContainText(`saved by Ravi Editor ${tag}`)
    await expect(own.getByRole('listitem').first()).toContainText('On the site now')
    await own.scrollIntoViewIfNeeded()
    await shotAt(editor, 'row-versions-faculty', [size])
    await editor.setViewportSize(size)

    // the administrator reads what changed and puts the earlier designation back from the log
    await openPanel(page, 'Activity Log')
    const log = page.getByRole('region', { name: 'Activity log' })
    const entry = log.getByRole('row').filter({ hasText: `changed the faculty entry of '${name}': designation 'Lecturer in Law' → 'Professor of Evidence ${tag}'` })
    await expect(entry).toHaveCount(1)
    await entry.getByRole('button', { name: /^Versions/ }).click()
    const versions = entry.getByRole('region', { name: 'Versions of this faculty item' })
    const earlier = versions.getByRole('listitem').filter({ hasText: 'Lecturer in Law' })
    await expect(earlier).toHaveCount(1)
    await shotAt(page, 'row-versions-log', [size])
    await page.setViewportSize(size)
    const putMark = await toastMark(page)
    await earlier.getByRole('button', { name: /^Put back the version of / }).click()
    await expectToast(page, 'is back on the site.', putMark)

    // the log now says the put-back, before → after, by the administrator
    const back = log.getByRole('row').filter({ hasText: `designation 'Professor of Evidence ${tag}' → 'Lecturer in Law'` })
    await expect(back).toHaveCount(1)
    await expect(back).toContainText(`put back the version of`)
    await page.setViewportSize(size)
    // shotAt leaves the page at 1280 px: measured at this size first
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    await shotAt(page, 'row-versions-log-put-back', [size])

    // a cookie-less visitor sees the earlier designation at once
    const visitor = await browser.newContext()
    const about = await visitor.newPage()
    await about.goto('/aboutUs')
    const card = about.locator('#faculty').getByText(name).locator('xpath=ancestor::*[self::li or self::article][1]')
    await expect(card).toContainText('Lecturer in Law')
    await expect(about.getByText(`Professor of Evidence ${tag}`)).toHaveCount(0)
    await visitor.close()
    // the other tests on this server count the faculty: the member goes to the bin
    expect((await editor.request.delete(`/api/faculty/${id}`, { headers: { origin: baseURL! } })).status()).toBe(200)
    await editor.context().close()
  })
}
