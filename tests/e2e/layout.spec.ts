import { expect, test } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { contextWithoutPopup } from './public-support'

test.describe('public layout', () => {
  test('the menu button opens the menu, the courses in it, at 360 px, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    // One navigation for every width: on a phone it is hidden until the menu button opens it.
    const menu = page.locator('nav[aria-label="Main"]')
    await expect(menu).toHaveCount(1)
    await expect(menu).toBeHidden()
    await page.locator('button.menu-button').click()
    await expect(menu).toBeVisible()
    // The courses are links of the menu on a phone: nothing more to open.
    for (const course of ['B.A. LL.B. (5 Years)', 'LL.B. (3 Years)', 'LL.M. (2 Years)']) await expect(menu.getByRole('link', { name: course })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Course' })).toBeHidden()
    await menu.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contactUs$/)
    await expect(menu).toBeHidden()
    await context.close()
  })

  // Without JavaScript the Course list opens on its button only, not on hover or focus: public-overlays.spec.ts.

  test('Escape closes the open menu or search of the header and returns focus to its button, at 360 px, in both languages', async ({ browser }) => {
    const context = await contextWithoutPopup(browser, { viewport: PHONE })
    const page = await context.newPage()
    for (const { path, menu, search } of [
      { path: '/hi', menu: 'मेनू', search: 'खोजें' },
      { path: '/aboutUs', menu: 'Menu', search: 'Search' },
    ]) {
      await page.goto(path)
      const toggle = page.locator('header button.menu-button')
      await expect(toggle).toHaveAttribute('aria-label', menu)
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('nav.nav')).toBeVisible()
      // from inside the menu, as a keyboard user is
      await page.keyboard.press('Tab')
      await expect(page.locator('nav.nav a').first()).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(page.locator('nav.nav'), path).toBeHidden()
      await expect(toggle, path).toBeFocused()
      // the search: Escape from its field closes it too
      const searchToggle = page.locator(`header button[aria-label="${search}"]`)
      await searchToggle.focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await expect(page.locator('#header-search-q')).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(page.locator('#header-search-q'), path).toBeHidden()
      await expect(searchToggle, path).toBeFocused()
    }
    await context.close()
  })

  test('the Course dropdown is a disclosure button: Enter opens, Escape closes and returns focus', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP })
    await context.addInitScript(() => sessionStorage.setItem('admission-popup-shown', '1'))
    const page = await context.newPage()
    for (const path of ['/', '/aboutUs']) {
      await page.goto(path)
      const button = page.locator('.nav').getByRole('button', { name: 'Course' })
      const entry = page.locator('.nav').getByRole('link', { name: 'LL.M. (2 Years)' })
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await button.focus()
      await expect(entry).toBeHidden()
      await page.keyboard.press('Enter')
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(entry).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(page.locator('.nav').getByRole('link', { name: 'B.A. LL.B. (5 Years)' })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(entry).toBeHidden()
      await expect(button).toBeFocused()
      // Hovering still opens it for a mouse, and Escape dismisses it without moving the pointer.
      await button.hover()
      await expect(entry).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(entry).toBeHidden()
      // A mouse click (the pointer opens it on the way in) leaves it open.
      await page.mouse.move(600, 600)
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(entry).toBeVisible()
    }
    await context.close()
  })
})

test('the header stays on one line at every width from 1024 to 1440 px (16 px steps)', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: { width: 1024, height: 700 } })
  const page = await context.newPage()
  await page.goto('/aboutUs')
  for (let width = 1024; width <= 1440; width += 16) {
    await page.setViewportSize({ width, height: 700 })
    const fit = await page.evaluate(() => {
      const navbar = document.querySelector<HTMLElement>('.navbar')!
      const name = document.querySelector<HTMLElement>('.brand__name')!
      const lineHeight = parseFloat(getComputedStyle(name).lineHeight)
      const items = [...document.querySelectorAll<HTMLElement>('.nav .nav__link, .nav .nav__cta')]
      const middles = items.map((el) => el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2)
      return {
        wideShown: getComputedStyle(document.querySelector('.nav')!).display !== 'none',
        overflow: navbar.scrollWidth - navbar.clientWidth,
        tallestItem: Math.max(...items.map((el) => el.getBoundingClientRect().height)),
        rows: Math.max(...middles) - Math.min(...middles) > 4 ? 2 : 1,
        nameLines: Math.round(name.getBoundingClientRect().height / lineHeight),
        nameCut: name.scrollWidth > name.clientWidth,
      }
    })
    expect(fit, `${width} px`).toEqual({ wideShown: true, overflow: 0, tallestItem: expect.any(Number), rows: 1, nameLines: 1, nameCut: false })
    expect(fit.tallestItem, `${width} px: a nav item wrapped`).toBeLessThanOrEqual(48)
  }
  await context.close()
})

for (const width of [320, 360, 414]) {
  test(`the announcement bar shows the whole message, "Click here" and Pay Fees inside a ${width} px screen`, async ({ browser }) => {
    const context = await contextWithoutPopup(browser, { viewport: { width, height: 740 } })
    const page = await context.newPage()
    await page.goto('/contactUs')
    const inside = async (selector: string) => {
      const box = (await page.locator(selector).boundingBox())!
      expect(box.x, selector).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, selector).toBeLessThanOrEqual(width)
      return box
    }
    await inside('.topbar__message')
    await inside('.topbar__link')
    const pay = await inside('.topbar__pay')
    expect(pay.height).toBeGreaterThanOrEqual(44)
    // Nothing is hidden by clipping: the message's text fits its box, and the page does not scroll sideways.
    expect(await page.locator('.topbar__text').evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis')).toBe(true)
    await expect(page.locator('.topbar__message')).toHaveText('Admissions open for 2026-27: B.A. LL.B., LL.B. and LL.M.')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    // The link says it opens a new tab; Pay Fees without a target is not a control.
    await expect(page.getByRole('link', { name: 'Click here (opens in a new tab)' })).toHaveAttribute('href', '/addmissionForm')
    await expect(page.getByRole('link', { name: 'Pay Fees' })).toHaveCount(0)
    await expect(page.locator('.topbar__pay')).toHaveText('Pay Fees')
    await context.close()
  })
}

test('the brand name is not clipped under the text-spacing override (WCAG 1.4.12)', async ({ browser }) => {
  for (const viewport of [PHONE, { width: 1024, height: 700 }, DESKTOP]) {
    const context = await contextWithoutPopup(browser, { viewport })
    const page = await context.newPage()
    await page.goto('/aboutUs')
    await page.addStyleTag({ content: '* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; } p { margin-bottom: 2em !important; }' })
    const name = page.locator('.brand__name')
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1), `${viewport.width} px`).toBe(true)
    const box = (await name.boundingBox())!
    expect(box.x + box.width, `${viewport.width} px`).toBeLessThanOrEqual(viewport.width)
    await context.close()
  }
})

test('event gallery viewer: a modal dialog that Escape closes, focus back on the thumbnail, one Back leaves it, the next leaves the page', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/aboutUs')
  await page.goto('/eventGallery')
  const thumb = page.locator('a.gallery__thumb').first()
  await thumb.click()
  const viewer = page.locator('dialog.gallery-viewer')
  await expect(viewer).toBeVisible()
  await expect(viewer).toHaveAttribute('aria-modal', 'true')
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused()
  await expect(viewer.locator('img')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(thumb).toBeFocused()
  expect(page.url()).toMatch(/\/eventGallery$/)
  // Opened again, the phone's Back closes it; a second Back leaves the page.
  await thumb.click()
  await expect(viewer).toBeVisible()
  await page.goBack()
  await expect(viewer).toBeHidden()
  await expect(page).toHaveURL(/\/eventGallery$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/aboutUs$/)
  await context.close()
})

test('event gallery viewer: a caption in the other language keeps its lang in the viewer, and the next photo’s caption does not inherit it', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/eventGallery')
  // as the server draws a description written only in Hindi (tests/api/translations-gallery-fees.test.ts)
  await page.locator('.lightbox figcaption').first().evaluate((caption) => caption.setAttribute('lang', 'hi'))
  const viewer = page.locator('dialog.gallery-viewer')
  await page.locator('a.gallery__thumb').first().click()
  await expect(viewer.locator('figcaption')).toHaveAttribute('lang', 'hi')
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await page.locator('a.gallery__thumb').nth(1).click()
  await expect(viewer).toBeVisible()
  await expect(viewer.locator('figcaption')).not.toHaveAttribute('lang', /./)
  await context.close()
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`event gallery viewer without JavaScript at ${viewport.width} px: Tab stays in the open viewer, the thumbnails behind leave the tab order and the accessibility tree, Close returns to the thumbnail`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/eventGallery')
    const thumb = page.locator('a.gallery__thumb').first()
    const id = (await thumb.getAttribute('href'))!.slice(1)
    const viewer = page.locator(`[id="${id}"]`)
    await thumb.focus()
    await page.keyboard.press('Enter')
    await expect(viewer).toBeVisible()
    // Every Tab stop, forwards and backwards, is the viewer's Close link (the browser's own bar aside).
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      const where = await page.evaluate((viewerId) => {
        const el = document.activeElement
        return el === document.body || el === null ? 'body' : document.getElementById(viewerId)!.contains(el) ? 'viewer' : `${el.tagName} ${el.className} ${el.textContent?.trim().slice(0, 30)}`
      }, id)
      expect(['viewer', 'body'], key).toContain(where)
    }
    // A screen reader hears the viewer alone: the thumbnails and the header are hidden.
    await expect(page.locator('a.gallery__thumb').nth(1)).toBeHidden()
    await expect(page.locator('[data-site-header]')).toBeHidden()
    await expect(viewer.locator('.lightbox__close')).toBeVisible()
    await viewer.locator('.lightbox__close').focus()
    await page.keyboard.press('Enter')
    await expect(viewer).toBeHidden()
    await expect(thumb).toBeVisible()
    await expect(thumb).toBeFocused()
    await context.close()
  })
}

test('polish: /course card width, facilities 3 + 3, 44 px footer links, e-mail breaks at a dot, previews keep bullets, faculty portraits', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/course')
  expect((await page.locator('#admission-form .card').boundingBox())!.width).toBeLessThanOrEqual(720)
  await page.goto('/')
  const tops = await page.locator('#facilities .card-grid > li').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(2)
  expect(tops.filter((top) => top === tops[0])).toHaveLength(3)
  for (const link of await page.locator('.site-footer a').all()) expect((await link.boundingBox())!.height, await link.textContent() ?? '').toBeGreaterThanOrEqual(44)
  await page.goto('/blogs')
  const texts = await page.locator('.news-column__list:not([inert]) .news-card__text').allTextContents()
  for (const text of texts) expect(text).not.toMatch(/[.,]…$/)
  expect(await page.locator('.news-column__list:not([inert]) .news-card__text li').count()).toBeGreaterThan(0)
  await page.goto('/aboutUs')
  const photos = page.locator('#faculty .person-card__photo')
  await expect(photos).toHaveCount(11)
  // lazy images load once near the screen: bring each there, then it must decode
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded()
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
  await context.close()

  // At 320 px the e-mail address wraps only after "@" or a dot, never inside a word.
  const narrow = await contextWithoutPopup(browser, { viewport: { width: 320, height: 700 } })
  const contact = await narrow.newPage()
  await contact.goto('/contactUs')
  const lines = await contact.locator('.info-card .email-address').evaluate((a) => {
    const range = document.createRange()
    const text: string[] = []
    let top = -1
    for (const node of a.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue
      for (let i = 0; i < node.textContent!.length; i++) {
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const y = Math.round(range.getBoundingClientRect().top)
        if (y !== top) text.push('')
        top = y
        text[text.length - 1] += node.textContent![i]
      }
    }
    return text
  })
  for (const line of lines.slice(1)) expect(line, lines.join(' / ')).toMatch(/^[@.]/)
  await narrow.close()
})

test('the accessibility statement: linked from the footer, standard, limits and a contact, the header script alone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/contactUs')
  await page.locator('.site-footer').getByRole('link', { name: 'Accessibility statement' }).click()
  await expect(page).toHaveURL(/\/accessibility$/)
  scripts.length = 0
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement')
  await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Known limits' })).toBeVisible()
  await expect(page.locator('#report-a-barrier').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  // The shared header script (decision 117) and its chunk, nothing of a page's own.
  expect(scripts.filter((url) => /\/assets\/entries\/pages_client\./.test(url))).toHaveLength(1)
  expect(scripts.filter((url) => !/\/assets\/(entries\/pages_client\.|chunks\/)/.test(url))).toEqual([])
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/accessibility</loc>')
  await context.close()
})

/** The WCAG 1.4.12 override: what a visitor's own style sheet may set. */
const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; } p { margin-bottom: 2em !important; }'

test('under the text-spacing override the home banner grows: its heading is whole and the Pause box covers no button (WCAG 1.4.12)', async ({ browser }) => {
  for (const viewport of [{ width: 320, height: 640 }, PHONE, DESKTOP]) {
    const context = await contextWithoutPopup(browser, { viewport })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('[data-island="banner-slideshow"]')).toHaveAttribute('data-hydrated', 'true')
    await page.addStyleTag({ content: TEXT_SPACING })
    const boxes = await page.evaluate(() => {
      const box = (el: Element | null) => {
        const r = el!.getBoundingClientRect()
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }
      }
      return {
        banner: box(document.querySelector('.banner')),
        title: box(document.querySelector('.banner__title')),
        pause: box(document.querySelector('.banner-slideshow__pause')),
        actions: [...document.querySelectorAll('.banner__actions a, .banner__actions button')].map(box),
      }
    })
    const { banner, title, pause, actions } = boxes
    expect(title.top, `${viewport.width} px: heading's top inside the banner`).toBeGreaterThanOrEqual(banner.top)
    expect(title.bottom, `${viewport.width} px: heading's bottom inside the banner`).toBeLessThanOrEqual(banner.bottom)
    expect(actions.length).toBeGreaterThan(0)
    for (const action of actions) {
      expect(action.bottom, `${viewport.width} px: a banner button inside the banner`).toBeLessThanOrEqual(banner.bottom)
      const overlaps = action.left < pause.right && pause.left < action.right && action.top < pause.bottom && pause.top < action.bottom
      expect(overlaps, `${viewport.width} px: the Pause box over a banner button`).toBe(false)
    }
    await context.close()
  }
})
