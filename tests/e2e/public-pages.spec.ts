import { expect, test } from '@playwright/test'
import { DESKTOP, E2E_ADMIN, PHONE } from './fixtures'
import { apiLogin, makeJpeg } from './admin-support'
import { PREVIEW_CHARS } from '../../src/features/blogs/ui/text'
import { WIDTHS, collectAlerts, contextWithoutPopup } from './public-support'
import { settled } from './focus-seen'

for (const { name, viewport } of WIDTHS) {
  test(`every inner page shows its heading and blocks at ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    const checks: [string, string, string[]][] = [
      ['/aboutUs', 'About Our College', ['Who We Are', 'Our Legacy', 'Our Faculty', 'Mission and Vision']],
      ['/course', 'Courses', ['B.A. LL.B. (Integrated)', 'Admission Form']],
      ['/blogs', 'News & Notifications', ['News', 'Admission Updates']],
      ['/eventGallery', 'College Event Gallery', ['Annual Function', 'Legal Aid Camp', 'Moot Court']],
      ['/contactUs', 'Contact Us', ['Contact Information', 'How to Reach Us']],
      ['/addmissionForm', 'College Admission', ['Admission Enquiry', 'How to Apply', 'Documents Required', 'Eligibility at a Glance']],
    ]
    for (const [path, title, headings] of checks) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title)
      for (const heading of headings) await expect(page.getByRole('heading', { name: heading, exact: true }), `${path}: ${heading}`).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(viewport.width)
    }
    await page.goto('/aboutUs')
    await expect(page.locator('.person-card')).toHaveCount(11)
    await page.goto('/contactUs')
    await expect(page.locator('main').getByText('Monday to Friday, 9:00 AM to 5:00 PM')).toBeVisible()
    await expect(page.getByText('Admission enquiries are welcome throughout the year.')).toBeVisible()
    await context.close()
  })
}

test('course tabs are links chosen by ?course=, and an unknown key says so', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/course')
  const tabs = page.getByRole('navigation', { name: 'Courses' })
  await expect(tabs.getByRole('link', { name: 'BA. LL.B.' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('Duration: 5 Years')).toBeVisible()
  await tabs.getByRole('link', { name: 'LL.B.', exact: true }).click()
  await expect(page).toHaveURL(/\/course\?course=llb$/)
  await expect(page.getByRole('heading', { name: 'LL.B.', level: 2 })).toBeVisible()
  await expect(page.getByText('Graduation in any stream from a recognised university.')).toBeVisible()
  for (const block of ['Eligibility', 'Course Scope', 'Career Opportunities']) await expect(page.getByRole('heading', { name: block })).toBeVisible()
  await tabs.getByRole('link', { name: 'LL.M.' }).click()
  await expect(page.getByText('LL.B. or an equivalent degree from a recognised university.')).toBeVisible()
  await page.goto('/course?course=bcom')
  await expect(page.getByText('Select a course to view details.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admission Form' })).toBeVisible()
  await context.close()
})

test('news columns: two titled columns, 30-word previews, links to the detail page, paused on hover', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/blogs')
  const news = page.getByRole('region', { name: 'News', exact: true })
  const admission = page.getByRole('region', { name: 'Admission Updates', exact: true })
  await expect(news.getByRole('link', { name: 'Inter-college moot court competition won by our team' })).toBeVisible()
  await expect(admission.getByRole('link', { name: 'Admissions open for the 2026-27 session' })).toBeVisible()
  const preview = await admission.locator('.news-card__text').first().innerText()
  expect(preview!.endsWith('…')).toBe(true)
  expect(preview!.slice(0, -1).trim().split(/\s+/)).toHaveLength(30)
  expect(preview).not.toContain('**')
  const track = news.locator('.news-column__track')
  expect(await track.evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration])).toEqual(['news-scroll', '20s'])
  await news.locator('.news-column__viewport').hover()
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused')
  await expect(admission.getByRole('link', { name: 'Apply online' })).toHaveAttribute('target', '_blank')
  // Brought into view first and left to settle, then the column paused again under the pointer: a
  // scroll can take the pointer off the column (it moves on) and slides the header, and a click
  // aimed at a moving link can miss it on a busy machine.
  const camp = news.getByRole('link', { name: 'Legal aid camp at Beohari' })
  await camp.scrollIntoViewIfNeeded()
  await settled(page)
  await camp.hover()
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused')
  await camp.click()
  await expect(page).toHaveURL(/\/blogs\/detail\/[a-z0-9]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal aid camp at Beohari')
  await context.close()
})

test('a news link clicked with the mouse in a column paused mid-cycle opens its notice: the press does not move the column', async ({ browser }) => {
  // Before, the press focused the link, focus inside the column stopped its animation (back to the
  // top) and showed a scroll bar, so the link moved from under the pointer before the release and
  // nothing opened. Seen in CI as this spec's "news columns" test staying on /blogs.
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/blogs')
  const news = page.getByRole('region', { name: 'News', exact: true })
  const track = news.locator('.news-column__track')
  // a quarter of the way through its cycle, as a visitor finds it five seconds after the page opened
  await track.evaluate((el) => el.getAnimations().forEach((animation) => (animation.currentTime = 5000)))
  const viewport = news.locator('.news-column__viewport')
  const box = (await viewport.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused')
  // the real (not inert) link nearest the middle of the column's window, where the pointer is
  const target = await news.locator('.news-column__list:not([inert]) h3 a').evaluateAll((links, middle) => {
    const seen = links.map((link) => ({ href: link.getAttribute('href')!, rect: link.getBoundingClientRect() })).filter(({ rect }) => rect.top > middle - 260 && rect.bottom < middle + 260)
    seen.sort((a, b) => Math.abs(a.rect.top - middle) - Math.abs(b.rect.top - middle))
    const { href, rect } = seen[0]!
    return { href, x: rect.left + Math.min(rect.width / 2, 40), y: rect.top + rect.height / 2 }
  }, box.y + box.height / 2)
  await page.mouse.move(target.x, target.y)
  await page.mouse.down()
  // a person's press lasts a moment: the page draws a frame or two before the release
  await page.waitForTimeout(100)
  await page.mouse.up()
  await expect(page).toHaveURL(new RegExp(`${target.href}$`))
  await context.close()
})

test('news detail shows ** lines as one bullet list and other lines as paragraphs', async ({ browser }) => {
  // Reduced motion: the column stands still (and can be scrolled by hand) instead of auto-scrolling.
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/blogs')
  await page.getByRole('region', { name: 'Admission Updates', exact: true }).getByRole('link', { name: 'Admissions open for the 2026-27 session' }).click()
  const body = page.locator('.news-detail__body')
  await expect(body.locator('ul')).toHaveCount(1)
  await expect(body.locator('li')).toHaveText(['B.A. LL.B. (5 years): 12th pass in any stream', 'LL.B. (3 years): graduation in any stream', 'LL.M. (2 years): LL.B. or equivalent'])
  await expect(body.locator('p').first()).toHaveText('Applications are now invited for all three programmes of the college.')
  await expect(page.getByRole('link', { name: 'Apply online' })).toHaveAttribute('target', '_blank')
  await expect(page.locator('.news-detail img')).toHaveAttribute('src', /^\/uploads\/Blogs\//)
  const res = await page.goto('/blogs/detail/unknown-id')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await context.close()
})

test('the event gallery opens a full-size overlay and closes it by the button or the backdrop, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/eventGallery')
  const thumb = page.getByRole('link', { name: 'Moot Court, photo 1' })
  await thumb.click()
  const overlay = page.getByRole('dialog', { name: 'Moot Court, photo 1' })
  await expect(overlay).toBeVisible()
  await expect(page).toHaveURL(/#photo-/)
  await overlay.getByRole('link', { name: 'Close' }).last().click()
  await expect(overlay).toBeHidden()
  await thumb.click()
  await expect(overlay).toBeVisible()
  await page.mouse.click(10, PHONE.height - 10) // the backdrop
  await expect(overlay).toBeHidden()
  // By keyboard: the thumbnail link opens it, the close link is reachable.
  await thumb.focus()
  await page.keyboard.press('Enter')
  await expect(overlay).toBeVisible()
  await overlay.locator('.lightbox__close').focus()
  await page.keyboard.press('Enter')
  await expect(overlay).toBeHidden()
  await context.close()
})

test('the admission form works without JavaScript on /addmissionForm', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/addmissionForm')
  await page.getByLabel('Full Name').fill('No Script Applicant')
  await page.getByLabel('City').fill('Anuppur')
  await page.getByLabel('Mobile No.').fill('9000000001')
  await page.getByLabel('Select Course').selectOption('LLB(3yrs.)')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/addmissionForm\?admission=success#admission-form-message$/)
  await expect(page.getByText('Form submitted successfully!')).toBeVisible()
  // on a phone the page opens on what happened, not on the top of the form's section
  await expect(page.getByText('Form submitted successfully!')).toBeInViewport()
  await context.close()
})

test('without JavaScript on a phone, a refused or sent enquiry opens on its field or its message, in Hindi too', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  const page = await context.newPage()
  /** In view, and below the sticky header (whose announcement wraps to three lines in Hindi). */
  const seenWhole = async (target: string) => {
    await expect(page.locator(target)).toBeInViewport()
    const header = (await page.locator('.site-header').boundingBox())!
    expect((await page.locator(target).boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height)
  }
  // the course page's admission form, sent without a name: the page opens on the name
  await page.goto('/hi/course?course=llb')
  await page.locator('#admission-form').getByRole('button').last().click()
  await expect(page).toHaveURL(/#course-admission-fullname$/)
  await seenWhole('#course-admission-fullname')
  // the contact form on the home page, sent: the page opens on its message
  await page.goto('/hi')
  const contact = page.locator('#contact-form form')
  await contact.locator('#contact-name').fill('रवि कुमार')
  await contact.locator('#contact-email').fill('ravi@example.com')
  await contact.locator('#contact-mobile').fill('9000000003')
  await contact.locator('#contact-message').fill('क्या शनिवार को कार्यालय खुला रहता है?')
  await contact.getByRole('button').last().click()
  await expect(page).toHaveURL(/contact=success#contact-form-message$/)
  await seenWhole('#contact-form-message')
  await expect(page.locator('#contact-form-message')).not.toBeEmpty()
  await context.close()
})

test('the admission form on /course submits with JavaScript: required name, alert, cleared fields', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/course?course=llm')
  await expect(page.locator('[data-island="admission-form"]')).toHaveAttribute('data-hydrated', 'true')
  const form = page.locator('#admission-form form')
  // Full Name is required by the browser: nothing is sent without it.
  await form.getByRole('button', { name: 'Submit' }).click()
  expect(await form.getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
  await form.getByLabel('Full Name').fill('Script Applicant')
  await form.getByLabel('Mobile No.').fill('9000000002')
  const alerts = collectAlerts(page)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts).toEqual(['Form submitted successfully!'])
  await expect(form.getByLabel('Full Name')).toHaveValue('')
  await expect(form.getByText('Form submitted successfully!')).toBeVisible()
  expect(page.url()).toMatch(/\/course\?course=llm$/)
  await context.close()
})

test('a failed admission request shows the server message or "Submission failed."', async ({ browser }) => {
  const context = await contextWithoutPopup(browser, { viewport: PHONE })
  const page = await context.newPage()
  await page.route('**/api/admission/submit', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }))
  await page.goto('/addmissionForm')
  await expect(page.locator('[data-island="admission-form"]')).toHaveAttribute('data-hydrated', 'true')
  await page.getByLabel('Full Name').fill('Unlucky Applicant')
  const alerts = collectAlerts(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts).toEqual(['Submission failed.'])
  await expect(page.locator('#admission-form form').getByRole('status')).toHaveText('Submission failed.')
  // A rejected request that names its reason shows the server's message.
  await page.unroute('**/api/admission/submit')
  await page.route('**/api/admission/submit', (route) => route.fulfill({ status: 400, json: { success: false, message: 'Full Name is too long.' } }))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts).toEqual(['Submission failed.', 'Full Name is too long.'])
  // No answer at all: "Something went wrong."
  await page.unroute('**/api/admission/submit')
  await page.route('**/api/admission/submit', (route) => route.abort())
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts).toEqual(['Submission failed.', 'Full Name is too long.', 'Something went wrong.'])
  await expect(page.getByLabel('Full Name')).toHaveValue('Unlucky Applicant')
  await context.close()
})

test('a notice pasted without spaces wraps on /blogs and on its own page at 360 px, its card preview cut short', async ({ browser, baseURL }) => {
  const origin = { origin: baseURL! }
  const admin = await browser.newContext()
  await apiLogin(admin.request, baseURL!, E2E_ADMIN)
  const tag = Date.now().toString(36)
  const created = await admin.request.post('/api/blogs/createBlog', {
    headers: origin,
    multipart: { title: `Pasted ${tag} ${'t'.repeat(150)}`, description: 'w'.repeat(20_000), category: 'news', date: '2019-01-01', image: await makeJpeg(`pasted ${tag}`) },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).data._id

  // A visitor: no cookie, a phone. Dated years back, the item is last in its column and moves no demo item off the page.
  const visitor = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' })
  const page = await visitor.newPage()
  await page.goto('/blogs')
  const card = page.locator('.news-column__list:not(.news-column__list--tail) .news-card').filter({ hasText: `Pasted ${tag}` })
  await expect(card).toBeVisible()
  expect((await card.locator('.news-card__text').innerText()).length).toBeLessThanOrEqual(PREVIEW_CHARS + 1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  const cardBox = (await card.boundingBox())!
  const titleBox = (await card.locator('.news-card__title').boundingBox())!
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width)
  await page.goto(`/blogs/detail/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Pasted ${tag}`)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await visitor.close()

  expect((await admin.request.delete(`/api/blogs/deleteBlog/${id}`, { headers: origin })).status()).toBe(200)
  await admin.close()
})

/** A long unbroken word, as in a pasted link: no hyphen or space a line could break at. */
const LONG_WORD = `https://example.org/${'documentsandnotices'.repeat(7)}`
/** The text of what staff write on the public pages: news, about, legacy, mission, faculty, programs, gallery, committees, disclosure entries, documents (none on the test server's pages), course details. */
const STAFF_TEXT =
  'main :is(.news-card, .about-block, .legacy, .mission-vision, .person-card, .program-card, .gallery__group, .committee, .disclosure-part dd, .disclosure-part td, .doc-item, .course) :is(h1, h2, h3, p, li, dt, dd, td, th, figcaption, blockquote, a)'

for (const { name, viewport } of WIDTHS) {
  test(`a long unbroken word in any text staff write never widens the page or leaves its box at ${name}`, async ({ browser }) => {
    const context = await contextWithoutPopup(browser, { viewport, reducedMotion: 'reduce' })
    const page = await context.newPage()
    for (const path of ['/', '/aboutUs', '/course', '/blogs', '/eventGallery', '/disclosure', '/committees']) {
      await page.goto(path)
      // Each such text gets the word, as if every field had been written with one (decision 111).
      const widest = await page.evaluate(
        ([word, selector]) => {
          const changed: Element[] = []
          for (const el of document.querySelectorAll(selector)) {
            const text = [...el.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
            if (text) {
              text.textContent += ` ${word}`
              changed.push(el)
            }
          }
          return { changed: changed.length, right: Math.max(0, ...changed.map((el) => el.getBoundingClientRect().right)) }
        },
        [LONG_WORD, STAFF_TEXT] as const,
      )
      expect(widest.changed, path).toBeGreaterThan(0)
      expect(widest.right, `${path}: the text's right edge`).toBeLessThanOrEqual(viewport.width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(viewport.width)
    }
    await context.close()
  })
}
