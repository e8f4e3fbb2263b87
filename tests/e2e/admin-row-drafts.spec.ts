import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { createStaffAdmin, expectToast, jsonOf, makeJpeg, openPanel, SHOTS, shot, signedIn, staffPage, openedTab, toastMark } from './admin-support'

/**
 * Issue 40, "Draft and preview", beyond News: the faculty, the programs (Services), the fee table,
 * the founders and the home banners (docs/decisions/225, 255, 256 and the server's 276, 277). An
 * Editor saves a new row as a draft with a word of its own: a visitor finds the word neither on the
 * public page nor in the site search (a banner: its stored picture is not in the home page), another
 * Editor does not see the draft in the panel, the Editor previews the public page (marked as a
 * preview) in a new tab, publishes it (the visitor sees it), and takes it off the site again (gone
 * for the visitor). The panel's controls are the kit's RowDraft, as in All News.
 */

type Size = { width: number; height: number }

/** The new row as its create answered it: its id, and its stored picture's file name (a banner's; '' for the others). */
type Created = { id: string; imageUrl: string }

type Area = {
  key: 'faculty' | 'programs' | 'fees' | 'founders' | 'banners' | 'event-categories' | 'event-photos'
  /** The panel with the add form, and the one with the list (the same for faculty and fees). */
  addPanel: string
  listPanel: string
  /** The create call (jsonOf matches its address) and the staff list the panel reads. */
  create: string
  list: string
  /**
   * Where the public sees a published row, and the section of that page; with `ownPage`, the row's
   * own page is `page` followed by its id (a gallery category's), "not found" while it is a draft.
   */
  page: string
  ownPage?: boolean
  section: string
  /** Found by the site search once published (SEARCHED in src/app/areas.ts); fees, founders and banners are not. */
  searched: boolean
  /**
   * A picture (a banner): the public page shows its stored file, its words only as the picture's
   * description, so the page's own HTML is read for the file's name.
   */
  picture?: boolean
  preview: string
  /** Sends the row to Deleted Items (as its writer). */
  remove: (page: Page, created: Created, origin: string) => Promise<unknown>
  /** Fills the add form with the row carrying `word`; answers the row's name as the panel says it. */
  fill: (page: Page, word: string, size: Size) => Promise<string>
  /** The row in the list panel. */
  row: (page: Page, word: string) => Locator
  /** The question before taking the row off the site, naming it. */
  question: (name: string) => string
  /** After the draft is saved: what is filed under it (a category's photo), as its writer. */
  filled?: (page: Page, created: Created, name: string, origin: string) => Promise<void>
}

const THEN_ONLY_YOU = 'Only you and the Administrators see it until it is published again.'

const FACULTY: Area = {
  key: 'faculty',
  addPanel: 'Faculty',
  listPanel: 'Faculty',
  create: '/api/faculty',
  list: '/api/faculty',
  page: '/aboutUs',
  section: '#faculty',
  searched: true,
  preview: '/preview/faculty/',
  remove: (page, { id }, origin) => page.request.delete(`/api/faculty/${encodeURIComponent(id)}`, { headers: { origin } }),
  fill: async (page, word) => {
    const name = `Dr. ${word}`
    const form = page.getByRole('form', { name: 'Add a faculty member' })
    await form.locator('#faculty-add-name').fill(name)
    await form.locator('#faculty-add-designation').fill('Assistant Professor, Law of Torts')
    await form.locator('#faculty-add-qualifications').fill('LL.M., NET')
    await form.locator('#faculty-add-years').fill('4')
    return name
  },
  row: (page, word) => page.locator('.faculty-list .admin-entry').filter({ has: page.getByRole('heading', { name: `Dr. ${word}` }) }),
  question: (name) => `Take '${name}' off the site and keep the entry as your draft?\n\nIt leaves About Us, Mandatory Disclosure and the site search at once. ${THEN_ONLY_YOU}`,
}

const PROGRAMS: Area = {
  key: 'programs',
  addPanel: 'Add Services',
  listPanel: 'All Services',
  create: '/api/home/uploadPrograms',
  list: '/api/home/getAllPrograms',
  page: '/',
  section: '#academic-programs',
  searched: true,
  preview: '/preview/programs/',
  remove: (page, { id }, origin) => page.request.delete(`/api/home/deletePrograms/${encodeURIComponent(id)}`, { headers: { origin } }),
  fill: async (page, word) => {
    const title = `Diploma in ${word}`
    await page.locator('#program-add-title').fill(title)
    await page.locator('#program-add-duration').fill('1 Year')
    await page.locator('#program-add-description').fill('Evening classes for working students.')
    return title
  },
  row: (page, word) => page.getByRole('row').filter({ hasText: `Diploma in ${word}` }),
  question: (title) => `Take '${title}' off the site and keep it as your draft?\n\nIt leaves the home page's Academic Programs and the site search at once. ${THEN_ONLY_YOU}`,
}

/**
 * LL.M. rows of 2020-2039, a course and years of their own: the e2e server's other specs fill
 * LL.B. 2026-27 and 2000-2019, LL.M. and B.A. LL.B. 2040-2098. At 1280 px 2020-2029, at 360 px 2030-2039.
 */
function feeYear(size: Size): string {
  const start = (size.width === PHONE.width ? 2030 : 2020) + (Date.now() % 10)
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

const FEES: Area = {
  key: 'fees',
  addPanel: 'Fee Table',
  listPanel: 'Fee Table',
  create: '/api/fees',
  list: '/api/fees',
  page: '/disclosure',
  section: '#fees',
  searched: false,
  preview: '/preview/fees/',
  remove: (page, { id }, origin) => page.request.delete(`/api/fees/${encodeURIComponent(id)}`, { headers: { origin } }),
  fill: async (page, word, size) => {
    const year = feeYear(size)
    const form = page.getByRole('form', { name: 'Add a fee row' })
    await form.getByLabel('Course', { exact: true }).selectOption('llm')
    await form.locator('#fee-year').fill(year)
    await form.locator('#fee-tuition').fill('45000')
    await form.getByRole('button', { name: 'Add other fee' }).click()
    await form.locator('#fee-other-0-covers').fill(`Moot court ${word}`)
    await form.locator('#fee-other-0-amount').fill('500')
    return `LL.M. ${year}`
  },
  row: (page, word) => page.getByRole('row').filter({ hasText: `Moot court ${word}` }),
  question: (row) => `Take the fees of ${row} off the site and keep the row as your draft?\n\nIt leaves the fee table of Mandatory Disclosure at once. ${THEN_ONLY_YOU}`,
}

const FOUNDERS: Area = {
  key: 'founders',
  addPanel: 'Add Founders',
  listPanel: 'All Founders',
  create: '/api/about/addfoundation',
  list: '/api/about/getfoundation',
  page: '/aboutUs',
  section: '#legacy',
  searched: false,
  preview: '/preview/founders/',
  remove: (page, { id }, origin) => page.request.delete(`/api/about/deletefoundation/${encodeURIComponent(id)}`, { headers: { origin } }),
  fill: async (page, word) => {
    const name = `Justice ${word}`
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Content', { exact: true }).fill('Gave the college its first law library in 1992.')
    return name
  },
  row: (page, word) => page.locator('.admin-entry').filter({ has: page.getByRole('heading', { name: `Justice ${word}` }) }),
  question: (name) => `Take '${name}' off the site and keep the entry as your draft?\n\nIt leaves About Us and the home page at once. ${THEN_ONLY_YOU}`,
}

const BANNERS: Area = {
  key: 'banners',
  addPanel: 'Add Home Banner',
  listPanel: 'All Banner Images',
  create: '/api/home/uploadBannerImages',
  list: '/api/home/bannerImages',
  page: '/',
  section: '.banner-slideshow',
  searched: false,
  picture: true,
  preview: '/preview/banners/',
  // a banner is deleted by its file's name
  remove: (page, { imageUrl }, origin) => page.request.delete('/api/home/deleteBannerImages', { data: { imageUrl }, headers: { origin } }),
  fill: async (page, word) => {
    const description = `Campus gate ${word}`
    await page.locator('.upload input[type=file]').setInputFiles(await makeJpeg(`Gate ${word}`, 1600, 700, 120))
    await page.locator('.upload__alt').fill(description)
    return description
  },
  row: (page, word) => page.locator('.admin-gallery__item').filter({ has: page.getByRole('img', { name: `Campus gate ${word}`, exact: true }) }),
  question: (description) => `Take '${description}' off the site and keep the banner as your draft?\n\nIt leaves the home page's slideshow at once. ${THEN_ONLY_YOU}`,
}

/**
 * A gallery category saved as a draft, then a photo filed under it: the category and its photo are
 * off the site together, and go public with one Publish (docs/decisions/277). The category is
 * previewed on its own gallery page.
 */
const CATEGORIES: Area = {
  key: 'event-categories',
  addPanel: 'Add Category',
  listPanel: 'Add Category',
  create: '/api/event/addCategory',
  list: '/api/event/getAllCategories',
  page: '/eventGallery?category=',
  ownPage: true,
  section: 'main',
  searched: false,
  preview: '/preview/event-categories/',
  remove: (page, { id }, origin) => page.request.delete(`/api/event/deleteCategory/${encodeURIComponent(id)}`, { headers: { origin } }),
  fill: async (page, word) => {
    const name = `Moot ${word}`
    await page.locator('#category-name').fill(name)
    return name
  },
  row: (page, word) => page.locator('.admin-row').filter({ hasText: `Moot ${word}` }),
  question: (name) =>
    `Take the category '${name}' off the site and keep it as your draft?\n\nIt and all its photos leave the Event Gallery and the home page at once. Only you and the Administrators see them until it is published again.`,
  filled: async (page, created, name, origin) => {
    const photo = await page.request.post('/api/event/uploadEventImages', { multipart: { category: created.id, image: await makeJpeg(`Moot ${name}`, 900, 600, 40) }, headers: { origin } })
    expect(photo.status(), await photo.text()).toBe(201)
    // the upload panel says which categories are drafts
    await openPanel(page, 'Add Event Images')
    await expect(page.locator('#event-category option').filter({ hasText: name })).toHaveText(`${name} (Draft: not on the site)`)
    await openPanel(page, 'Add Category')
  },
}

/** The published album the draft photo goes into (PHOTOS): made by its `fill`. */
let albumId = ''

/**
 * A photo added as a draft to an album already on the site (docs/decisions/289): the album stays as
 * it is, the photo joins it only when published. Previewed on the album's gallery page.
 */
const PHOTOS: Area = {
  key: 'event-photos',
  addPanel: 'Add Event Images',
  listPanel: 'All Event Gallery Images',
  create: '/api/event/uploadEventImages',
  list: '/api/event/admin/page',
  get page() {
    return `/eventGallery?category=${encodeURIComponent(albumId)}`
  },
  // its thumbnail (the lightbox beside it shows the same picture)
  section: '.gallery__thumb',
  searched: false,
  picture: true,
  preview: '/preview/event-photos/',
  remove: (page, { imageUrl }, origin) => page.request.delete('/api/event/deleteEventGalleryImage', { data: { imageUrl }, headers: { origin } }),
  fill: async (page, word) => {
    // the album, published, with a photo of its own; the panel opened again reads it in its list
    const origin = new URL(page.url()).origin
    // named apart from the word: the album itself is on the site all along
    const albumName = `Annual day ${Date.now().toString(36)}`
    const album = await page.request.post('/api/event/addCategory', { form: { category: albumName }, headers: { origin } })
    expect(album.status(), await album.text()).toBe(201)
    albumId = (await album.json()).data._id
    const first = await page.request.post('/api/event/uploadEventImages', { multipart: { category: albumId, image: await makeJpeg(`First ${word}`, 900, 600, 200) }, headers: { origin } })
    expect(first.status(), await first.text()).toBe(201)
    await openPanel(page, 'Add Category')
    await openPanel(page, 'Add Event Images')
    await page.locator('#event-category').selectOption({ label: albumName })
    const description = `Prize giving ${word}`
    await page.locator('.upload input[type=file]').setInputFiles(await makeJpeg(`Prize ${word}`, 900, 600, 80))
    await page.locator('.upload__alt').fill(description)
    return description
  },
  row: (page, word) => page.locator('.admin-gallery__item').filter({ has: page.getByRole('img', { name: `Prize giving ${word}`, exact: true }) }),
  question: (description) =>
    `Take '${description}' off the site and keep the photo as your draft?\n\nIt leaves the Event Gallery and the home page at once; the rest of its album stays. ${THEN_ONLY_YOU}`,
}

/** A stored picture's name as the pages write it in their addresses (without .jpg: its WebP widths share it). */
const fileMark = (imageUrl: string) => imageUrl.replace(/\.jpg$/, '')


/** Opens the list panel from another panel and waits for its list: answers the staff list the panel read, as text. */
async function openList(page: Page, area: Area): Promise<string> {
  const read = page.waitForResponse((res) => new URL(res.url()).pathname === area.list && res.request().method() === 'GET')
  await openPanel(page, area.listPanel)
  const response = await read
  expect(response.status()).toBe(200)
  // drawn: no "Loading…" left
  await expect(page.locator('.admin-state[role="status"]')).toHaveCount(0)
  return response.text()
}

/**
 * What a visitor (a context of its own, no cookie) sees of `word`: on the area's public page, and
 * in the site search. Shown: on the page's section, and among the search results where the area
 * is searched. Not shown: nowhere on the page, in no result. A picture is read in the page's HTML:
 * shown, its stored file is there; not shown, neither its file nor its description.
 */
async function expectOnSite(visitor: Page, area: Area, word: string, created: Created, shown: boolean): Promise<void> {
  const response = (await visitor.goto(area.ownPage ? `${area.page}${encodeURIComponent(created.id)}` : area.page))!
  // a row's own page is "not found" while it is a draft, as for an id that never was
  expect(response.status()).toBe(area.ownPage && !shown ? 404 : 200)
  if (area.picture) {
    const html = await response.text()
    if (shown) {
      expect(html).toContain(fileMark(created.imageUrl))
      await expect(visitor.locator(`${area.section} img[src*="${fileMark(created.imageUrl)}"]`)).toHaveCount(1)
    } else {
      expect(html).not.toContain(fileMark(created.imageUrl))
      expect(html).not.toContain(word)
    }
  } else if (shown) await expect(visitor.locator(area.section).getByText(word).first()).toBeVisible()
  else await expect(visitor.getByText(word)).toHaveCount(0)

  expect((await visitor.goto(`/search?q=${encodeURIComponent(word)}`))!.status()).toBe(200)
  await expect(visitor.locator('#search-count')).toBeVisible()
  const results = visitor.locator('.search-result').filter({ hasText: word })
  if (shown && area.searched) await expect(results.first()).toBeVisible()
  else await expect(results).toHaveCount(0)
}

/**
 * The panel with `shown` in view, at 360 and 1280 px, for a person to look at
 * (row-draft-<name>-<width>.png); the page is left at `size`.
 */
async function panelShots(page: Page, shown: Locator, name: string, size: Size): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true })
  for (const at of [PHONE, DESKTOP]) {
    await page.setViewportSize(at)
    await shown.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: path.join(SHOTS, `row-draft-${name}-${at.width}.png`), animations: 'disabled' })
  }
  await page.setViewportSize(size)
}

/** An Editor of their own, signed in at `size`. */
async function editorAt(browser: Browser, admin: Page, baseURL: string, name: string, size: Size): Promise<Page> {
  const page = await staffPage(browser, admin, baseURL, name, 'editor')
  await page.setViewportSize(size)
  return page
}

for (const [area, size] of [
  [FACULTY, DESKTOP],
  [PROGRAMS, DESKTOP],
  [FEES, DESKTOP],
  [FEES, PHONE],
  [FOUNDERS, DESKTOP],
  [BANNERS, PHONE],
  [CATEGORIES, PHONE],
  [PHOTOS, DESKTOP],
] as const) {
  test(`${area.key} at ${size.width} px: an Editor's draft is off the site and theirs alone, previewed, published and taken off again`, async ({ page, browser, baseURL }) => {
    const tag = Date.now().toString(36)
    // one word of its own, for the public page and the search (letters and digits: one search term)
    const word = `Quillwort${tag}${area.key}${size.width}`
    await page.setViewportSize(size)
    await signedIn(page, createStaffAdmin(`row-drafts-${area.key}-${size.width}`))
    const writerName = `Asha Rows ${area.key} ${size.width} ${tag}`
    const editor = await editorAt(browser, page, baseURL!, writerName, size)
    const other = await editorAt(browser, page, baseURL!, `Ravi Rows ${area.key} ${size.width} ${tag}`, size)
    const visitorContext = await browser.newContext({ baseURL, viewport: size })
    const visitor = await visitorContext.newPage()
    let created: Created | null = null
    try {
      // saved as a draft: the server's own answer in the toast
      await openPanel(editor, area.addPanel)
      const name = await area.fill(editor, word, size)
      const saveAsDraft = editor.getByRole('button', { name: 'Save as draft', exact: true })
      if (area === FOUNDERS || area === BANNERS || area === PHOTOS) await panelShots(editor, saveAsDraft, `${area.key}-add`, size)
      const saved = await jsonOf(editor, area.create, () => saveAsDraft.click())
      expect(saved.response.status()).toBe(201)
      expect(saved.body.message).toBe('Draft saved. It is not on the site until it is published.')
      await expectToast(editor, 'Draft saved. It is not on the site until it is published.', saved.mark)
      // a banner batch answers its banners (this one has one), the others their row
      if (area.picture) expect(saved.body.data).toHaveLength(1)
      const stored = area.picture ? saved.body.data[0] : saved.body.data
      // a banner names its stored file imageUrl, a gallery photo image (as the spec has each)
      created = { id: stored._id, imageUrl: area.picture ? (stored.imageUrl ?? stored.image) : '' }
      const { id } = created
      expect(id).toBeTruthy()
      if (area.picture) expect(created.imageUrl).toMatch(/\.jpg$/)
      await area.filled?.(editor, created, name, baseURL!)

      // in the writer's list (the panel reads it again after the save), marked as their own draft
      // (never their own name), with its preview and Publish
      if (area.listPanel !== area.addPanel) await openPanel(editor, area.listPanel)
      expect(await (await editor.request.get(area.list)).text()).toContain(word)
      const row = area.row(editor, word)
      await expect(row.getByText('Your draft: not on the site', { exact: true })).toBeVisible()
      await expect(row.getByRole('button', { name: `Publish: ${name}`, exact: true })).toBeVisible()
      await expect(row.getByRole('button', { name: /^Take off the site/ })).toHaveCount(0)
      if (size.width === PHONE.width) expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
      await shot(editor, `row-drafts-${area.key}-draft`)
      if (area === FOUNDERS || area === BANNERS || area === CATEGORIES || area === PHOTOS) await panelShots(editor, row, `${area.key}-list`, size)

      // a visitor: not on the page, not in the search, no preview
      await expectOnSite(visitor, area, word, created, false)
      for (const address of [`${area.preview}${id}`, `/hi${area.preview}${id}`]) expect((await visitor.goto(address))!.status(), address).toBe(404)

      // another Editor: not in their list, nor their preview (docs/decisions/255)
      const othersList = await openList(other, area)
      expect(othersList).not.toContain(word)
      if (area.picture) expect(othersList).not.toContain(fileMark(created.imageUrl))
      await expect(other.getByText(word)).toHaveCount(0)
      expect((await other.goto(`${area.preview}${id}`))!.status()).toBe(404)

      // an Administrator sees it, named by its writer
      await openList(page, area)
      await expect(area.row(page, word).getByText(`Draft by ${writerName}: not on the site`, { exact: true })).toBeVisible()

      // the preview: the public page with the draft in it, marked, in a new tab, in English and Hindi
      for (const [link, lang] of [[`Preview: ${name}`, 'en'], [`Preview in Hindi: ${name}`, 'hi']] as const) {
        const preview = await openedTab(editor, () => row.getByRole('link', { name: link, exact: true }).click())
        await preview.setViewportSize(size)
        expect(new URL(preview.url()).pathname).toBe(`${lang === 'hi' ? '/hi' : ''}${area.preview}${id}`)
        await expect(preview.locator('html')).toHaveAttribute('lang', lang)
        await expect(preview.getByRole('note').filter({ hasText: lang === 'hi' ? 'पूर्वावलोकन' : 'Preview' }).first()).toBeVisible()
        if (area.picture) await expect(preview.locator(`${area.section} img[src*="${fileMark(created.imageUrl)}"]`)).toHaveCount(1)
        else await expect(preview.getByText(word).first()).toBeVisible()
        expect(await preview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
        await preview.screenshot({ path: path.join(SHOTS, `row-draft-preview-${area.key}-${lang}-${size.width}.png`), fullPage: true, animations: 'disabled' })
        await preview.close()
      }

      // published: the visitor sees it
      const published = await toastMark(editor)
      await row.getByRole('button', { name: `Publish: ${name}`, exact: true }).click()
      await expectToast(editor, 'Draft published: it is on the site now.', published)
      await expect(area.row(editor, word).getByText('Your draft: not on the site', { exact: true })).toHaveCount(0)
      // the pressed Publish went with the draft: focus stays in the row, not the page's body
      await expect(area.row(editor, word).locator(':focus')).toHaveCount(1)
      await expectOnSite(visitor, area, word, created, true)

      // taken off the site, by keyboard, after a question that names the row
      const questions: string[] = []
      editor.once('dialog', (dialog) => {
        questions.push(dialog.message())
        void dialog.accept()
      })
      const off = await toastMark(editor)
      const takeOff = area.row(editor, word).getByRole('button', { name: `Take off the site and keep as your draft: ${name}`, exact: true })
      await takeOff.focus()
      await editor.keyboard.press('Enter')
      await expectToast(editor, 'Taken off the site: it is your draft now, not on the site until it is published again.', off)
      expect(questions).toEqual([area.question(name)])
      await expect(area.row(editor, word).getByText('Your draft: not on the site', { exact: true })).toBeVisible()
      await expect(area.row(editor, word).getByRole('button', { name: /^Take off the site/ })).toHaveCount(0)
      await expectOnSite(visitor, area, word, created, false)
    } finally {
      // the e2e server is shared: the row leaves (to Deleted Items) whatever happened above
      if (created?.id) await area.remove(editor, created, baseURL!)
      await visitorContext.close()
      await other.context().close()
      await editor.context().close()
    }
  })
}
