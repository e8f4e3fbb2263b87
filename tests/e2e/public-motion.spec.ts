import { expect, test } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { contextWithoutPopup, installStillClock } from './public-support'

/** WCAG 2.2.2: each moving part has a visible Pause, stops with it and with focus inside, and under reduced motion. */

test('the slideshow stops with its Pause box and while focus is in the banner, and runs on at 5 s after', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: DESKTOP })
  const page = await context.newPage()
  await installStillClock(page)
  await page.goto('/')
  const active = page.locator('.banner-slideshow__slide--active')
  const pause = page.getByRole('checkbox', { name: 'Pause slideshow' })
  await expect(pause).toBeVisible()
  await pause.check()
  await page.clock.runFor(12_000)
  await expect(active).toHaveAttribute('data-slide', '0')
  await pause.uncheck()
  // Focus on the banner's own button pauses it too.
  await page.locator('.banner').getByRole('link', { name: 'Apply Now' }).focus()
  await page.clock.runFor(12_000)
  await expect(active).toHaveAttribute('data-slide', '0')
  await page.locator('body').focus()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.clock.runFor(5200)
  await expect(active).toHaveAttribute('data-slide', '1')
  // Ticked just after a change: that fade ends, and nothing follows.
  await pause.check()
  await expect(page.locator('.banner-slideshow')).not.toHaveAttribute('data-fading')
  await page.clock.runFor(12_000)
  await expect(active).toHaveAttribute('data-slide', '1')
  await context.close()
})

test('the slideshow Pause box is drawn above the banner text scrim at every width (its contrast is its own)', async ({ browser }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await contextWithoutPopup(browser, { viewport })
    const page = await context.newPage()
    await page.goto('/')
    const pause = page.locator('.banner-slideshow__pause')
    await expect(pause).toBeVisible()
    // The scrim lets clicks through; made to catch them, it shows what is painted on top at the box's centre.
    await page.addStyleTag({ content: '.banner__overlay { pointer-events: auto !important; }' })
    const box = (await pause.boundingBox())!
    const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('.pause-toggle') !== null, [box.x + box.width / 2, box.y + box.height / 2])
    expect(onTop, `${viewport.width} px`).toBe(true)
    await context.close()
  }
})

test('the alumni carousel stops with its Pause box, while its Next button has focus and under the mouse', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: DESKTOP })
  const page = await context.newPage()
  await installStillClock(page)
  await page.goto('/')
  const carousel = page.locator('.alumni')
  await carousel.scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="alumni-carousel"]')).toHaveAttribute('data-hydrated', 'true')
  // the alumnus whose card starts the row (null while it scrolls)
  const firstActive = () => carousel.locator('.alumni__list').evaluate((row) => {
    const left = row.getBoundingClientRect().left
    return [...row.children].find((li) => Math.abs(li.getBoundingClientRect().left - left) < 2)?.querySelector('strong')?.textContent ?? null
  })
  const start = await firstActive()
  expect(start).not.toBeNull()
  const pause = carousel.getByRole('checkbox', { name: 'Pause testimonials' })
  await pause.check()
  await page.clock.runFor(12_000)
  expect(await firstActive()).toBe(start)
  await pause.uncheck()
  await carousel.getByRole('button', { name: 'Next testimonial' }).focus()
  await page.clock.runFor(12_000)
  expect(await firstActive()).toBe(start)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.clock.runFor(5200)
  await expect.poll(firstActive).not.toBe(start)
  await expect.poll(firstActive).not.toBeNull()
  // A mouse over the carousel holds it too.
  const moved = await firstActive()
  await carousel.locator('.alumni__list').hover()
  await page.clock.runFor(12_000)
  expect(await firstActive()).toBe(moved)
  await page.mouse.move(0, 0)
  await page.clock.runFor(5200)
  await expect.poll(firstActive).not.toBe(moved)
  await context.close()
})

test('without JavaScript the gallery is one still row that scrolls by keyboard; the news columns stop with their Pause box', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false })
  const page = await context.newPage()
  const state = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).animationPlayState)
  await page.goto('/')
  // Nothing moves, so there is nothing to pause; each photo is there once, announced.
  await expect(page.locator('.marquee__track')).toHaveCount(1)
  expect(await page.locator('.marquee__track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  await expect(page.getByRole('checkbox', { name: 'Pause gallery' })).toBeHidden()
  await expect(page.locator('.marquee__tile[aria-hidden]')).toHaveCount(0)
  // Wider than the screen: the row scrolls sideways, and takes focus so arrow keys scroll it.
  const row = page.getByRole('group', { name: 'Event photos' })
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  await row.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)

  await page.goto('/blogs')
  await page.mouse.move(0, 0)
  expect(await state('.news-column__track')).toBe('running')
  await page.getByRole('checkbox', { name: 'Pause news scrolling' }).check()
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.mouse.move(0, 0)
  expect(await state('.news-column__track')).toBe('paused')
  await context.close()
})

test('the marquee pauses with focus inside; under reduced motion nothing moves and no Pause box is shown', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: DESKTOP, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await installStillClock(page)
  await page.goto('/')
  await page.clock.runFor(12_000)
  for (const selector of ['.marquee__track', '.news-column__track']) {
    if (selector === '.news-column__track') await page.goto('/blogs')
    expect(await page.locator(selector).first().evaluate((el) => getComputedStyle(el).animationName), selector).toBe('none')
  }
  await expect(page.locator('.pause-toggle')).toHaveCount(1)
  await expect(page.locator('.pause-toggle')).toBeHidden()
  await page.goto('/')
  await expect(page.locator('.banner-slideshow')).not.toHaveClass(/banner-slideshow--live/)
  // The gallery's photos stand still, each shown once, though the page script made the loop.
  await expect(page.locator('.marquee')).toHaveClass(/marquee--live/)
  const photos = await page.locator('.marquee__tile').evaluateAll((tiles) => tiles.filter((tile) => tile.getClientRects().length > 0).map((tile) => ({ src: tile.querySelector('img')!.getAttribute('src'), alt: tile.querySelector('img')!.alt })))
  expect(photos.length).toBeGreaterThan(0)
  expect(new Set(photos.map((img) => img.src)).size).toBe(photos.length)
  expect(photos.every((img) => img.alt.length > 0)).toBe(true)
  // The gallery's box is in the page but hidden; the slideshow and carousel draw none.
  await expect(page.locator('.pause-toggle')).toHaveCount(1)
  await expect(page.locator('.pause-toggle')).toBeHidden()
  await context.close()

  const moving = await contextWithoutPopup(browser, { viewport: DESKTOP })
  const home = await moving.newPage()
  await home.goto('/')
  await expect(home.locator('.marquee')).toHaveClass(/marquee--live/)
  const playState = () => home.locator('.marquee__track').first().evaluate((el) => getComputedStyle(el).animationPlayState)
  await home.mouse.move(0, 0)
  expect(await playState()).toBe('running')
  await home.getByRole('checkbox', { name: 'Pause gallery' }).focus()
  expect(await playState()).toBe('paused')
  await moving.close()
})

test('on a phone a tap on the Pause box stops the news columns', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await page.goto('/blogs')
  const track = page.locator('.news-column__track').first()
  await page.getByRole('checkbox', { name: 'Pause news scrolling' }).tap()
  await expect(page.getByRole('checkbox', { name: 'Pause news scrolling' })).toBeChecked()
  expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused')
  await context.close()
})
