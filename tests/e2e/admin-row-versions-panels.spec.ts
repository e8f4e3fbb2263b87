import { expect, test, type Page } from '@playwright/test'
import { ROW_AREAS } from '../../src/app/areas'
import { panelLabel } from '../../src/ui/admin/panels'
import { textPdf } from '../helpers/pdfs'
import { dashboardReady, expectToast, makeJpeg, openPanel, shotAt, signIn, toastMark } from './admin-support'
import { DESKTOP, E2E_ADMIN, PHONE } from './fixtures'

/** The open Versions of a row of `area`, as its panel shows it. */
const versionsOf = (page: Page, area: { label: string }) => page.getByRole('region', { name: `Versions of this ${area.label} item` })

/**
 * Undo from the row itself (issue 30 item 4): every declared row area's panel (ROW_AREAS, so a
 * new area is walked too) offers Versions on its rows; news and fees are edited, put back from
 * the row, and a cookie-less visitor sees the earlier words at once.
 */
for (const size of [DESKTOP, PHONE]) {
  test(`every row area's panel lists a row's versions and puts one back from the row (${size.width} px)`, async ({ page, browser, baseURL }) => {
    await page.setViewportSize(size)
    const tag = `${size.width}-${Date.now().toString(36)}`
    const origin = { origin: baseURL! }
    await page.goto('/vvs/panel/login')
    await signIn(page, E2E_ADMIN)
    await dashboardReady(page)
    page.on('dialog', (dialog) => void dialog.accept())

    // rows of the areas the demo content leaves empty, and the news and fee rows edited below
    const made: string[] = []
    const create = async (path: string, init: Parameters<typeof page.request.post>[1]) => {
      const res = await page.request.post(path, { ...init, headers: origin })
      expect(res.status(), `${path}: ${await res.text()}`).toBe(201)
      const body = (await res.json()) as { data?: { _id: string }; _id?: string }
      return (body.data?._id ?? body._id)!
    }
    const member = await create('/api/faculty', { data: { name: `Shri Walk ${tag}`, designation: 'Lecturer in Law', qualifications: 'LL.M.', experienceYears: 3 } })
    made.push(`/api/faculty/${member}`)
    const documentId = await create('/api/documents', { multipart: { title: `Walk notice ${tag}`, category: 'fees', file: { name: 'walk.pdf', mimeType: 'application/pdf', buffer: await textPdf([`Walk ${tag}`]) } } })
    const title = `Moot court results ${tag}`
    const news = await create('/api/blogs/createBlog', {
      multipart: { title, description: 'The results of the moot court.', date: '2026-11-20', category: 'news', image: await makeJpeg(`walk ${tag}`, 600, 300) },
    })
    made.push(`/api/blogs/deleteBlog/${news}`)
    // years of its own, 2000-2019: other specs fill LL.M. and B.A. LL.B. rows of 2040-2098 (a row found
    // by its year alone was once another spec's LL.M. row of the same year)
    const start = 2000 + (Date.now() % 10) * 2 + (size.width === PHONE.width ? 1 : 0)
    const year = `${start}-${String((start + 1) % 100).padStart(2, '0')}`
    const fee = await create('/api/fees', { data: { course: 'llb', academicYear: year, tuitionFee: 41000, otherFees: [], refundDocumentId: '' } })
    made.push(`/api/fees/${fee}`)
    made.push(`/api/documents/${documentId}`)

    try {
      // the walk: a row of every declared area's panel, its Versions open with what the site shows now
      for (const area of ROW_AREAS) {
        await openPanel(page, panelLabel(area.panel))
        const button = page.getByRole('button', { name: /^Versions of / }).first()
        await expect(button, `${area.key}: Versions on a row of ${panelLabel(area.panel)}`).toBeVisible()
        await button.click()
        await expect(button).toHaveAttribute('aria-expanded', 'true')
        const versions = versionsOf(page, area)
        await expect(versions.getByRole('listitem').filter({ hasText: 'On the site now' }), area.key).toHaveCount(1)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${area.key}: no sideways scroll`).toBeLessThanOrEqual(size.width)
      }

      // news: edit the title, put the earlier one back from the row
      await openPanel(page, 'All News')
      const newsRow = (text: string) => page.getByRole('row').filter({ hasText: text }).filter({ has: page.getByRole('button', { name: /^Edit / }) })
      await newsRow(title).getByRole('button', { name: `Edit ${title}` }).click()
      await page.locator('.admin-table__editing').getByLabel('Title', { exact: true }).fill(`Wrong title ${tag}`)
      let mark = await toastMark(page)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expectToast(page, 'News updated successfully!', mark)
      await newsRow(`Wrong title ${tag}`).getByRole('button', { name: `Versions of Wrong title ${tag}` }).click()
      const newsVersions = versionsOf(page, { label: 'news' })
      await expect(newsVersions.getByRole('listitem')).toHaveCount(2)
      await newsVersions.scrollIntoViewIfNeeded()
      await shotAt(page, 'row-versions-panel-news', [size])
      await page.setViewportSize(size)
      mark = await toastMark(page)
      await newsVersions.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: /^Put back the version of / }).click()
      await expectToast(page, 'is back on the site.', mark)
      await expect(newsRow(title)).toHaveCount(1)
      await expect(page.getByText(`Wrong title ${tag}`, { exact: true })).toHaveCount(0)

      // fees: change the tuition in the form, put the earlier amount back from the row
      await openPanel(page, 'Fee Table')
      const feeRow = page.getByRole('row').filter({ hasText: year }).filter({ has: page.getByRole('button', { name: /^Edit / }) })
      await feeRow.getByRole('button', { name: /^Edit / }).click()
      await page.getByLabel('Tuition fee (₹ a year)').fill('52000')
      mark = await toastMark(page)
      await page.getByRole('button', { name: 'Save fee row' }).click()
      await expectToast(page, 'Fee row updated successfully!', mark)
      await expect(feeRow).toContainText('₹52,000')
      await feeRow.getByRole('button', { name: /^Versions of / }).click()
      const feeVersions = versionsOf(page, { label: 'fees' })
      await expect(feeVersions.getByRole('listitem')).toHaveCount(2)
      await feeVersions.scrollIntoViewIfNeeded()
      await shotAt(page, 'row-versions-panel-fees', [size])
      await page.setViewportSize(size)
      mark = await toastMark(page)
      await feeVersions.getByRole('listitem').filter({ hasText: 'tuition ₹41,000' }).getByRole('button', { name: /^Put back the version of / }).click()
      await expectToast(page, 'is back on the site.', mark)
      await expect(feeRow).toContainText('₹41,000')

      // a visitor without a cookie sees the earlier words at once
      const visitor = await browser.newContext()
      const site = await visitor.newPage()
      await site.goto('/blogs')
      await expect(site.getByText(title).first()).toBeVisible()
      await expect(site.getByText(`Wrong title ${tag}`)).toHaveCount(0)
      await site.goto('/disclosure')
      const shown = site.locator('#fees').getByRole('row').filter({ hasText: year })
      await expect(shown).toContainText('₹41,000')
      await expect(shown).not.toContainText('₹52,000')
      await visitor.close()
    } finally {
      // the other tests on this server count these lists: the rows go to the bin
      for (const path of made) expect((await page.request.delete(path, { headers: origin, timeout: 20_000 })).status(), path).toBe(200)
    }
  })
}
