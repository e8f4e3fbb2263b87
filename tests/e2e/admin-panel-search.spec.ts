import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { createStaffAdmin, dashboardReady, makeJpeg, SHOTS, signedIn } from './admin-support'
import { DESKTOP, PHONE } from './fixtures'

/**
 * Issue 40, the panel search (docs/decisions/215) at 1280 and 360 px: typed in the header, the
 * count announced, a result reached with Tab, and Enter lands on the item in its panel with its
 * Edit button focused.
 */

for (const size of [DESKTOP, PHONE]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size })
    const staff = createStaffAdmin(`panel-search-${size.width}`)

    test('a scheduled notice is found from the header and opened in All News, keyboard only', async ({ page }) => {
      const word = `Zephyrine${size.width}${Date.now().toString(36)}`
      await signedIn(page, staff)
      await dashboardReady(page)
      const image = await makeJpeg('search')
      const created = await page.request.post('/api/blogs/createBlog', {
        headers: { origin: new URL(page.url()).origin },
        multipart: { title: `${word} moot court round`, description: 'Teams register at the library by Friday.', date: '2026-11-20', category: 'news', publishAt: new Date(Date.now() + 30 * 86_400_000).toISOString(), image },
      })
      expect(created.status()).toBe(201)
      const id = (await created.json()).data._id as string

      // in the header; on a phone its Search button shows it (the menu stays closed), the focus in the box
      const box = page.getByRole('searchbox', { name: 'Search the panel' })
      const toggle = page.getByRole('button', { name: 'Search', exact: true })
      if (size === PHONE) {
        await expect(box).toBeHidden()
        await toggle.focus()
        await page.keyboard.press('Enter')
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        await expect(box).toBeFocused()
      } else {
        await expect(toggle).toBeHidden()
        await box.click()
      }
      await expect(box).toBeInViewport()
      await page.keyboard.type(word.toLowerCase().slice(0, 12))
      const status = page.getByRole('search').getByRole('status')
      await expect(status).toHaveText(/^\d+ results? for “/)
      await box.fill(word)
      await expect(status).toHaveText(`1 result for “${word}”.`)
      const result = page.getByRole('search').getByRole('link')
      await expect(result).toHaveCount(1)
      await expect(result).toContainText('News')
      await expect(result).toContainText('Scheduled: not on the site yet')
      await expect(result).not.toContainText(id)
      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      fs.mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: path.join(SHOTS, `panel-search-${size.width}.png`), animations: 'disabled' })

      await page.keyboard.press('Tab')
      await expect(result).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`\\?panel=all-news&item=${id}$`))
      await dashboardReady(page)
      await expect(page.locator('.admin-panel-title')).toHaveText('All News')
      const edit = page.getByRole('button', { name: `Edit ${word} moot court round` })
      await expect(edit).toBeFocused()
      await expect(page.locator(`[data-row="${id}"]`)).toHaveAttribute('data-landed', '')
      await page.screenshot({ path: path.join(SHOTS, `panel-search-landed-${size.width}.png`), animations: 'disabled' })

      // Escape closes the results and keeps the focus in the box
      if (size === PHONE) await toggle.click()
      await box.fill(word)
      await expect(status).toHaveText(`1 result for “${word}”.`)
      await page.keyboard.press('Escape')
      await expect(result).toBeHidden()
      await expect(box).toBeFocused()
    })
  })
}
