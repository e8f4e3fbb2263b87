import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { alumni } from '../../src/content/alumni'
import { WIDTHS, collectAlerts, contextWithoutPopup, installStillClock } from './public-support'

/** The slide painted on top at the banner's right edge (the text scrim lets the pointer through). */
function shownSlide(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const box = document.querySelector('.banner')!.getBoundingClientRect()
    return document.elementFromPoint(box.right - 4, box.top + box.height / 2)?.closest<HTMLElement>('[data-slide]')?.dataset.slide ?? null
  })
}

/** The alumnus whose card starts the row, if the row stands on a card (null while it scrolls). */
function firstAlumnus(page: Page): Promise<string | null> {
  return page.locator('.alumni__list').evaluate((row) => {
    const left = row.getBoundingClientRect().left
    const card = [...row.children].find((li) => Math.abs(li.getBoundingClientRect().left - left) < 2)
    return card?.querySelector('strong')?.textContent ?? null
  })
}

const SECTIONS = ['banner', 'why-choose', 'law-programs', 'academic-programs', 'about', 'legacy', 'gallery', 'facilities', 'alumni', 'contact-form', 'faq']

for (const { name, viewport } of WIDTHS) {
  test(`home shows header, the eleven sections in order and footer at ${name}`, async ({ browser }) => {
    const context = await contextWithoutPopup(browser, { viewport })
    const page = await context.newPage()
    await page.goto('/')
    const ids = await page.locator('body > header, main > section, body > footer').evaluateAll((els) => els.map((el) => el.id || el.tagName.toLowerCase()))
    expect(ids).toEqual(['header', ...SECTIONS, 'footer'])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shahdol Law College')
    for (const card of ['Academic Excellence', 'Expert Faculty', 'Achievement Focus', 'Rich Programs']) {
      await expect(page.locator('#why-choose').getByRole('heading', { name: card })).toBeVisible()
    }
    await expect(page.locator('#law-programs a[href="/course?course=llm"]')).toBeVisible()
    await expect(page.locator('#about dd').first()).toHaveText('1200+')
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await context.close()
  })
}

test('the banner slideshow advances every 5 seconds, its 1 second fade included (spec §9)', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: DESKTOP })
  const page = await context.newPage()
  await installStillClock(page)
  await page.goto('/')
  const slideshow = page.locator('.banner-slideshow')
  await expect(slideshow).toHaveClass(/banner-slideshow--live/)
  expect(await shownSlide(page)).toBe('0')
  // Slide 0 stands still for 4 s, then slide 1 fades in over 1 s: fully shown at 5 s.
  await page.clock.runFor(3800)
  expect(await shownSlide(page)).toBe('0')
  await page.clock.runFor(400)
  expect(await shownSlide(page)).toBe('1')
  expect(await slideshow.locator('[data-slide="1"]').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('1s')
  // The fade itself runs in the browser's real time; once it has ended, slide 1 stands still 4 s
  // (not 5 s: the fade is part of the 5 s interval) before slide 2 fades in.
  await expect(slideshow).not.toHaveAttribute('data-fading')
  expect(await slideshow.locator('[data-slide="1"]').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  await page.clock.runFor(3800)
  expect(await shownSlide(page)).toBe('1')
  await page.clock.runFor(400)
  expect(await shownSlide(page)).toBe('2')
  // After the last slide, the first again.
  await expect(slideshow).not.toHaveAttribute('data-fading')
  await page.clock.runFor(4200)
  expect(await shownSlide(page)).toBe('0')
  // Each slide was laid on the first one's place: the banner shows a picture, never the row moving.
  const boxes = await slideshow.locator('.banner-slideshow__slide').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)))
  expect(new Set(boxes)).toEqual(new Set([0]))
  await context.close()
})

test('the slideshow and carousel stay still when the visitor prefers reduced motion', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: DESKTOP, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await installStillClock(page)
  await page.goto('/')
  await page.clock.runFor(12_000)
  await expect(page.locator('[data-island="banner-slideshow"]')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('.banner-slideshow')).not.toHaveClass(/banner-slideshow--live/)
  await expect(page.locator('.banner-slideshow__slide').first()).toBeInViewport()
  expect(await shownSlide(page)).toBe('0')
  const track = page.locator('.marquee__track').first()
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  await context.close()
})

test('the admission popup opens about a second after load, once per session, and closes', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await installStillClock(page)
  await page.goto('/')
  const popup = page.getByRole('dialog', { name: 'Admission Enquiry' })
  await expect(page.locator('[data-island="admission-popup"]')).toHaveAttribute('data-hydrated', 'true')
  await page.clock.runFor(800)
  await expect(popup).toBeHidden()
  await page.clock.runFor(300)
  await expect(popup).toBeVisible()
  await expect(popup.getByLabel('Full Name')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()

  // Same session: a reload does not show it again.
  await page.reload()
  await page.clock.runFor(3000)
  await expect(popup).toBeHidden()

  // A new session (new tab in a new context) shows it again; the close button closes it.
  const fresh = await (await browser.newContext({ viewport: PHONE })).newPage()
  await installStillClock(fresh)
  await fresh.goto('/')
  await expect(fresh.locator('[data-island="admission-popup"]')).toHaveAttribute('data-hydrated', 'true')
  await fresh.clock.runFor(1100)
  const again = fresh.getByRole('dialog', { name: 'Admission Enquiry' })
  await expect(again).toBeVisible()
  await again.getByRole('button', { name: 'Close' }).click()
  await expect(again).toBeHidden()
  await fresh.context().close()
  await context.close()
})

test('after the popup closes, Tab starts again at the top of the page (the skip link), not after the popup, on /hi and /', async ({ browser }) => {
  for (const { path, name } of [
    { path: '/hi', name: 'प्रवेश पूछताछ' },
    { path: '/', name: 'Admission Enquiry' },
  ]) {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await context.newPage()
    await installStillClock(page)
    await page.goto(path)
    await expect(page.locator('[data-island="admission-popup"]')).toHaveAttribute('data-hydrated', 'true')
    await page.clock.runFor(1100)
    const popup = page.getByRole('dialog', { name })
    await expect(popup).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    await page.keyboard.press('Tab')
    await expect(page.locator('.skip-link'), path).toBeFocused()
    await context.close()
  }
})

test('a successful popup submission alerts, clears and closes the popup', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/')
  const popup = page.getByRole('dialog', { name: 'Admission Enquiry' })
  await expect(popup).toBeVisible({ timeout: 60_000 })
  await popup.getByLabel('Full Name').fill('Popup Applicant')
  await popup.getByLabel('Select Course').selectOption('LLM(2yrs.)')
  const alerts = collectAlerts(page)
  await popup.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts).toEqual(['Form submitted successfully!'])
  await expect(popup).toBeHidden()
  await expect(page.locator('#popup-fullname')).toHaveValue('')
  await context.close()
})

test('the FAQ keeps one answer open at a time, and clicking the open one closes it', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await contextWithoutPopup(browser, { viewport: PHONE, javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/')
    const faq = page.locator('#faq')
    const scholarship = faq.getByText('Are scholarships available?')
    const hostel = faq.getByText('Does the college have a hostel?')
    await scholarship.click()
    await expect(faq.getByText('Scholarships are available for S.T., S.C. and O.B.C. students')).toBeVisible()
    await hostel.click()
    await expect(faq.getByText('there is no hostel at present')).toBeVisible()
    await expect(faq.getByText('Scholarships are available for S.T., S.C. and O.B.C. students')).toBeHidden()
    await expect(faq.locator('details[open]')).toHaveCount(1)
    await hostel.click()
    await expect(faq.locator('details[open]')).toHaveCount(0)
    // By keyboard too.
    await scholarship.focus()
    await page.keyboard.press('Enter')
    await expect(faq.locator('details[open]')).toHaveCount(1)
    await context.close()
  }
})

test('the gallery marquee runs two rows in opposite directions at 50 px/s, made in the browser from one row', async ({ browser }) => {
  // A fresh visitor: no cookie, nothing cached.
  const context = await contextWithoutPopup(browser, { viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/')
  const marquee = page.locator('.marquee')
  await expect(marquee).toHaveClass(/marquee--live/)
  const rows = page.locator('.marquee__track')
  await expect(rows).toHaveCount(2)
  const [first, second] = await rows.evaluateAll((els) =>
    els.map((el) => {
      const style = getComputedStyle(el)
      const tiles = [...el.querySelectorAll('.marquee__tile')]
      return {
        name: style.animationName,
        state: style.animationPlayState,
        seconds: parseFloat(style.animationDuration),
        half: el.scrollWidth / 2,
        rowHidden: el.parentElement?.getAttribute('aria-hidden'),
        shown: tiles.filter((tile) => !tile.hasAttribute('aria-hidden')).map((tile) => ({ src: tile.querySelector('img')!.getAttribute('src'), alt: tile.querySelector('img')!.alt })),
        copies: tiles.filter((tile) => tile.getAttribute('aria-hidden') === 'true').map((tile) => ({ src: tile.querySelector('img')!.getAttribute('src'), alt: tile.querySelector('img')!.alt })),
      }
    }),
  )
  expect(first.name).toBe('marquee-left')
  expect(second.name).toBe('marquee-right')
  expect([first.state, second.state]).toEqual(['running', 'running'])
  // One half of the row passes in (half width / 50) seconds: 1 px every 20 ms.
  expect(Math.abs(first.half / first.seconds - 50)).toBeLessThan(1)
  expect(second.half).toBeCloseTo(first.half, 0)
  await expect(page.locator('.marquee__tile').first()).toHaveCSS('width', '300px')
  // A screen reader meets each photo once, with its description; every copy is hidden and silent.
  const photos = first.shown.map((img) => img.src)
  expect(photos.length).toBeGreaterThan(0)
  expect(new Set(photos).size).toBe(photos.length)
  expect(first.shown.every((img) => img.alt.length > 0)).toBe(true)
  expect(first.copies.length).toBeGreaterThanOrEqual(photos.length)
  expect(new Set([...first.copies, ...second.copies].map((img) => img.alt))).toEqual(new Set(['']))
  expect(new Set(first.copies.map((img) => img.src))).toEqual(new Set(photos))
  expect(new Set(second.copies.map((img) => img.src))).toEqual(new Set(photos))
  expect(second.shown).toEqual([])
  expect(second.rowHidden).toBe('true')
  // The row no longer scrolls by hand, so it left the tab order.
  await expect(page.locator('.marquee__row').first()).not.toHaveAttribute('tabindex')
  // The Pause box stops both rows.
  await page.getByRole('checkbox', { name: 'Pause gallery' }).check()
  await page.mouse.move(0, 0)
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  expect(await rows.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationPlayState))).toEqual(['paused', 'paused'])
  await context.close()
})

/** A layout-shift performance entry (not in TypeScript's DOM library). */
interface LayoutShiftEntry {
  startTime: number
  value: number
  hadRecentInput: boolean
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
}

test('adding the marquee loop shifts nothing, even when the page script arrives late', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: PHONE })
  const page = await context.newPage()
  // A slow connection: the page script arrives only after the still gallery has been measured.
  // The test releases it itself (a fixed delay raced a busy machine's first paint).
  let releaseScripts = () => {}
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route('**/assets/entries/**', async (route) => {
    await scriptsReleased
    await route.continue()
  })
  // Every shift is kept with its time and what moved, so the check below counts only those after the script
  // arrived (the server-rendered page's own loading is not what this test is about) and a failure says what moved.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { at: number; value: number; moved: string }[] }
    w.shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue
        const moved = entry.sources.map((s) => `${(s.node as Element | null)?.className || s.node?.nodeName} ${s.previousRect.y}→${s.currentRect.y}`)
        w.shifts.push({ at: entry.startTime, value: entry.value, moved: moved.join(', ') })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // The gallery on the first screen, as for a visitor who follows a link to it.
  await page.goto('/#gallery', { waitUntil: 'commit' })
  const marquee = page.locator('.marquee')
  await expect(marquee).toBeInViewport()
  await expect(marquee).not.toHaveClass(/marquee--live/)
  const before = await marquee.evaluate((el) => el.getBoundingClientRect().height)
  const releasedAt = await page.evaluate(() => performance.now())
  releaseScripts()
  await expect(marquee).toHaveClass(/marquee--live/)
  expect(await marquee.evaluate((el) => el.getBoundingClientRect().height)).toBe(before)
  await page.waitForTimeout(300)
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { at: number; value: number; moved: string }[] }).shifts)
  const afterScript = shifts.filter((shift) => shift.at >= releasedAt)
  const total = afterScript.reduce((sum, shift) => sum + shift.value, 0)
  expect(total, JSON.stringify(afterScript)).toBeLessThan(0.01)
  await context.close()
})

test('the alumni carousel shows 1, 2 and 3 slides at 360, 768 and 1280 px and swaps a broken photo', async ({ browser }) => {
  for (const [width, perView] of [
    [360, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    const context = await contextWithoutPopup(browser, { viewport: { width, height: 800 } })
    const page = await context.newPage()
    await page.route('**/images/alumni/priya-patel.svg', (route) => route.abort())
    await page.goto('/')
    const marker = page.locator('[data-island="alumni-carousel"]')
    const carousel = page.locator('.alumni__list')
    // Far below the screen: its script starts when the visitor scrolls near it.
    await page.waitForLoadState('load')
    await expect(page.locator('[data-island="banner-slideshow"]')).toHaveAttribute('data-hydrated', 'true')
    // two tasks later (the widgets near the screen start one task after another)
    for (let hop = 0; hop < 2; hop++) await page.evaluate(() => new Promise((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = resolve
      channel.port2.postMessage(null)
    }))
    await expect(marker).not.toHaveAttribute('data-hydrated')
    await carousel.scrollIntoViewIfNeeded()
    await expect(marker).toHaveAttribute('data-hydrated', 'true')
    const slides = carousel.locator('li')
    await expect(slides).toHaveCount(14)
    const visible = await slides.evaluateAll((els, box) => els.filter((el) => {
      const r = el.getBoundingClientRect()
      return r.left >= box.left - 1 && r.right <= box.right + 1
    }).length, await carousel.evaluate((el) => el.getBoundingClientRect().toJSON()))
    expect(visible).toBe(perView)
    const gap = await slides.evaluateAll((els) => els[1].getBoundingClientRect().left - els[0].getBoundingClientRect().right)
    expect(Math.round(gap)).toBe(30)
    await expect(slides.filter({ hasText: 'Priya Patel' }).locator('img')).toHaveAttribute('src', '/images/avatar-placeholder.svg')
    await page.getByRole('button', { name: 'Next testimonial' }).click()
    await expect.poll(() => firstAlumnus(page)).toBe(alumni[1].name)
    // Previous from the first card rewinds to the last ones: the last card at the row's right end.
    await page.getByRole('button', { name: 'Previous testimonial' }).click()
    await expect.poll(() => firstAlumnus(page)).toBe(alumni[0].name)
    await page.getByRole('button', { name: 'Previous testimonial' }).click()
    await expect.poll(() => carousel.evaluate((el) => Math.abs(el.lastElementChild!.getBoundingClientRect().right - el.getBoundingClientRect().right) < 1)).toBe(true)
    await context.close()
  }
})

test('without JavaScript the alumni row scrolls by keyboard, a card at a time', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const row = page.locator('.alumni__list')
  await row.scrollIntoViewIfNeeded()
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  expect(await firstAlumnus(page)).toBe(alumni[0].name)
  await row.focus()
  await page.keyboard.press('ArrowRight')
  // It snaps to the next card, whole in view.
  await expect.poll(() => firstAlumnus(page)).toBe(alumni[1].name)
  await context.close()
})

test('the header slides away on scrolling down and comes back on scrolling up', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/')
  const header = page.locator('[data-site-header]')
  await expect(page.locator('[data-island="banner-slideshow"]')).toHaveAttribute('data-hydrated', 'true')
  await page.mouse.move(180, 400)
  await page.mouse.wheel(0, 900)
  await expect(header).toHaveAttribute('data-hidden', 'true')
  await expect(header).not.toBeInViewport()
  await page.mouse.wheel(0, -300)
  await expect(header).toHaveAttribute('data-hidden', 'false')
  await expect(header).toBeInViewport()
  await context.close()
})

test('the contact form: incomplete, then sent, with JavaScript', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/')
  const form = page.locator('#contact-form form')
  // Islands far below the screen hydrate when the visitor scrolls near them.
  await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute('data-hydrated', 'true')
  await form.scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', 'true')
  let posted = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact/addContact')) posted++
  })
  await form.getByLabel('Name').fill('Asha')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Please fill out all fields.')).toBeVisible()
  expect(posted).toBe(0)
  await form.getByLabel('Mobile').fill('9876543210')
  await form.getByLabel('Email').fill('asha@example.com')
  await form.getByLabel('Message').fill('When do classes begin?')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Message sent successfully!')).toBeVisible()
  expect(posted).toBe(1)
  await expect(form.getByLabel('Name')).toHaveValue('')
  expect(page.url()).not.toContain('contact=')
  await context.close()
})

test('the contact form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const form = () => page.locator('#contact-form form')
  await form().getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL(/\/\?contact=incomplete&fields=name\.missing%2Cmobile\.missing%2Cemail\.missing%2Cmessage\.missing#contact-name$/)
  await expect(form().getByText('Please fill out all fields.')).toBeVisible()
  await form().getByLabel('Name').fill('Ravi')
  await form().getByLabel('Mobile').fill('9876500000')
  await form().getByLabel('Email').fill('ravi@example.com')
  await form().getByLabel('Message').fill('Is there a hostel?')
  await form().getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL(/\/\?contact=success#contact-form-message$/)
  await expect(form().getByText('Message sent successfully!')).toBeVisible()
  await context.close()
})
