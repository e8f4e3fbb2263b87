import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { checkChangePreview, createStaffAdmin, expectToast, jsonOf, keepThenDiscardChange, makeJpeg, publishChangeFromRow, openPanel, SHOTS, signedIn, staffPage, toastMark } from './admin-support'

/**
 * Issue 40, a change to a published row kept as a draft beyond notices (docs/decisions/280): an
 * Editor edits a published program (All Services) and keeps the edit as a draft; a visitor in a
 * fresh context reads the home page as it was; the Editor previews the change on the home page in
 * both languages (a visitor gets 404 there), publishes it (the visitor reads it), then keeps and
 * discards another one by keyboard.
 */
const tag = Date.now().toString(36)

/** A visitor in a fresh context (no cookie) and what they read of one item on a public page. */
async function visitorReading(browser: Browser, size: { width: number; height: number }, pagePath: string, item: (visitor: Page) => Locator) {
  const context = await browser.newContext({ viewport: size })
  const visitor = await context.newPage()
  const reads = async () => {
    expect((await visitor.goto(pagePath))!.status()).toBe(200)
    return item(visitor).innerText()
  }
  return { context, visitor, reads }
}

/** "Save changes as draft" on the open edit: the server's answer, the toast, and the row's mark. */
async function saveChangeAsDraft(editor: Page, address: string, row: () => Locator): Promise<void> {
  const kept = await toastMark(editor)
  const saved = await jsonOf(editor, address, () => editor.getByRole('button', { name: 'Save changes as draft' }).click())
  expect(saved.response.status()).toBe(200)
  await expectToast(editor, 'Your change is saved as a draft. The site shows the item as it was until the change is published.', kept)
  await expect(row().getByText('Your change: not on the site yet')).toBeVisible()
}



for (const size of [PHONE, DESKTOP]) {
  test(`an Editor keeps a change to a published program as a draft, previews it, publishes one and discards another (${size.width} px)`, async ({ page, browser, baseURL }) => {
    await signedIn(page, createStaffAdmin(`program-changes-${size.width}`))
    const editor = await staffPage(browser, page, baseURL!, `Asha Program Changes ${size.width}`, 'editor')
    await editor.setViewportSize(size)

    const title = `Diploma in Cyber Law ${tag} ${size.width}`
    const before = 'Evening classes for working students.'
    const after = 'Weekend classes for working students, from January.'
    await openPanel(editor, 'Add Services')
    await editor.locator('#program-add-title').fill(title)
    await editor.locator('#program-add-duration').fill('1 Year')
    await editor.locator('#program-add-description').fill(before)
    const added = await jsonOf(editor, '/api/home/uploadPrograms', () => editor.getByRole('button', { name: 'Add Program', exact: true }).click())
    expect(added.response.status()).toBe(201)
    const id: string = added.body.data._id

    const { context: visitorContext, visitor, reads: programOnHome } = await visitorReading(browser, size, '/', (v) => v.locator('#academic-programs'))
    expect(await programOnHome()).toContain(before)

    // the edit kept as a draft: the home page unchanged
    await openPanel(editor, 'All Services')
    const row = () => editor.getByRole('row').filter({ hasText: title })
    await row().getByRole('button', { name: 'Edit' }).click()
    await editor.locator(`#program-${id}-description`).fill(after)
    await saveChangeAsDraft(editor, `/api/home/editProgram/${id}`, row)
    expect(await programOnHome()).toContain(before)
    expect(await programOnHome()).not.toContain('Weekend')
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    fs.mkdirSync(SHOTS, { recursive: true })
    await row().screenshot({ path: path.join(SHOTS, `program-change-row-${size.width}.png`), animations: 'disabled' })

    // its preview: the home page with the change on it, in both languages; a visitor gets 404
    for (const lang of ['en', 'hi'] as const) {
      await checkChangePreview(editor, row, {
        name: title,
        lang,
        address: `/preview/programs/${id}/change`,
        size,
        visitor,
        shows: async (preview) => {
          await expect(preview.locator('#academic-programs').getByText(after)).toBeVisible()
          await preview.locator('#academic-programs').screenshot({ path: path.join(SHOTS, `program-change-preview-${lang}-${size.width}.png`), animations: 'disabled' })
        },
      })
      await expect(visitor.getByText(after)).toHaveCount(0)
    }

    // opened again, the form holds the kept change, not the site's text
    await row().getByRole('button', { name: 'Edit' }).click()
    await expect(editor.locator(`#program-${id}-description`)).toHaveValue(after)
    await editor.getByRole('button', { name: 'Cancel' }).click()

    // published: the visitor reads the change; the mark is gone
    await publishChangeFromRow(editor, row, title)
    expect(await programOnHome()).toContain(after)

    // another change, discarded by keyboard after a question that names the program: the site as it was
    await row().getByRole('button', { name: 'Edit' }).click()
    await editor.locator(`#program-${id}-description`).fill('Closed for admissions this year.')
    await keepThenDiscardChange(editor, row, title)
    expect(await programOnHome()).toContain(after)
    expect(await programOnHome()).not.toContain('Closed for admissions')

    // kept again, then the office edits the program on the site: the row says the change is out of
    // date before anyone tries to publish it, and offers no Publish (the server would refuse it)
    await row().getByRole('button', { name: 'Edit' }).click()
    await editor.locator(`#program-${id}-description`).fill('Closed for admissions this year.')
    await saveChangeAsDraft(editor, `/api/home/editProgram/${id}`, row)
    // the office changes the duration, and the description the writer changed too
    const office = await page.request.put(`/api/home/editProgram/${encodeURIComponent(id)}`, { headers: { origin: baseURL! }, data: { title, duration: '2 Years', description: 'Admissions close on 30 June.', highlights: [] } })
    expect(office.status()).toBe(200)
    // the list as the panel loads it again
    await openPanel(editor, 'Add Services')
    await openPanel(editor, 'All Services')
    await expect(row().getByText('Changed on the site since this draft was saved. Edit opens the item as the site shows it now, with the fields you changed in this draft on it: check them, then save the draft again. Changed on the site and in your draft alike (the form shows yours): description')).toBeVisible()
    await expect(row().getByRole('button', { name: /^Publish the change/ })).toHaveCount(0)
    await expect(row().getByRole('button', { name: /^Discard the change/ })).toBeVisible()
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    await row().screenshot({ path: path.join(SHOTS, `program-stale-change-row-${size.width}.png`), animations: 'disabled' })
    expect(await programOnHome()).toContain('Admissions close on 30 June.')

    // opened with Edit, the form holds the office's duration and the writer's description (decision
    // 282): saved again, the change is current, and publishing it keeps the office's duration
    await row().getByRole('button', { name: 'Edit' }).click()
    await expect(editor.locator(`#program-${id}-duration`)).toHaveValue('2 Years')
    await expect(editor.locator(`#program-${id}-description`)).toHaveValue('Closed for admissions this year.')
    await saveChangeAsDraft(editor, `/api/home/editProgram/${id}`, row)
    await expect(row().getByText('Changed on the site since this draft was saved.', { exact: false })).toHaveCount(0)
    await publishChangeFromRow(editor, row, title)
    expect(await programOnHome()).toContain('Closed for admissions this year.')
    expect(await programOnHome()).toContain('2 Years')

    // the program leaves the demo as it found it
    expect((await editor.request.delete(`/api/home/deletePrograms/${encodeURIComponent(id)}`, { headers: { origin: baseURL! } })).status()).toBe(200)
    await visitorContext.close()
    await editor.context().close()
  })
}

for (const size of [PHONE, DESKTOP]) {
  test(`an edit of a program the office saved after the Editor opened it is refused, the Editor's words kept, and saved once opened again (${size.width} px)`, async ({ page, browser, baseURL }) => {
    await signedIn(page, createStaffAdmin(`program-opened-${size.width}`))
    const editor = await staffPage(browser, page, baseURL!, `Asha Program Opened ${size.width}`, 'editor')
    await editor.setViewportSize(size)
    const title = `Diploma in Labour Law ${tag} ${size.width}`
    const added = await page.request.post('/api/home/uploadPrograms', { headers: { origin: baseURL! }, data: { title, duration: '1 Year', description: 'Evening classes.', highlights: [] } })
    expect(added.status()).toBe(201)
    const id: string = (await added.json()).data._id
    const { context: visitorContext, reads: programOnHome } = await visitorReading(browser, size, '/', (v) => v.locator('#academic-programs'))

    // the Editor opens the program; the office changes its duration meanwhile
    await openPanel(editor, 'All Services')
    const row = () => editor.getByRole('row').filter({ hasText: title })
    await row().getByRole('button', { name: 'Edit' }).click()
    const office = await page.request.put(`/api/home/editProgram/${encodeURIComponent(id)}`, { headers: { origin: baseURL! }, data: { title, duration: '2 Years', description: 'Evening classes.', highlights: [] } })
    expect(office.status()).toBe(200)

    // the Editor's save is refused with what to do, their words stay in the form, the site keeps the office's duration
    await editor.locator(`#program-${id}-description`).fill('Evening and weekend classes.')
    const refused = await jsonOf(editor, `/api/home/editProgram/${id}`, () => editor.getByRole('button', { name: 'Save', exact: true }).click())
    expect(refused.response.status()).toBe(409)
    await expectToast(editor, 'Someone changed this item on the site after you opened it, so nothing was saved. Your words are still in the form: copy what you changed, open the item again and make your changes there.', refused.mark)
    await expect(editor.locator(`#program-${id}-description`)).toHaveValue('Evening and weekend classes.')
    expect(await programOnHome()).toContain('2 Years')
    expect(await programOnHome()).not.toContain('weekend')
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    fs.mkdirSync(SHOTS, { recursive: true })
    await editor.screenshot({ path: path.join(SHOTS, `program-edited-since-opened-${size.width}.png`) })

    // opened again, the form holds the office's duration; the Editor's change is saved over it
    await editor.getByRole('button', { name: 'Cancel' }).click()
    await row().getByRole('button', { name: 'Edit' }).click()
    await expect(editor.locator(`#program-${id}-duration`)).toHaveValue('2 Years')
    await editor.locator(`#program-${id}-description`).fill('Evening and weekend classes.')
    const saved = await jsonOf(editor, `/api/home/editProgram/${id}`, () => editor.getByRole('button', { name: 'Save', exact: true }).click())
    expect(saved.response.status()).toBe(200)
    expect(await programOnHome()).toContain('Evening and weekend classes.')
    expect(await programOnHome()).toContain('2 Years')

    expect((await page.request.delete(`/api/home/deletePrograms/${encodeURIComponent(id)}`, { headers: { origin: baseURL! } })).status()).toBe(200)
    await visitorContext.close()
    await editor.context().close()
  })
}

for (const size of [PHONE, DESKTOP]) {
  test(`an Editor keeps a change to a published fee row as a draft, previews it on Mandatory Disclosure and publishes it (${size.width} px)`, async ({ page, browser, baseURL }) => {
    // a B.A. LL.B. year of its own (2002-2017): other specs fill LL.B. 2000-2019 and B.A. LL.B. 2040-2098
    const start = 2002 + (Date.now() % 8) * 2 + (size.width === PHONE.width ? 1 : 0)
    const year = `${start}-${String((start + 1) % 100).padStart(2, '0')}`
    await signedIn(page, createStaffAdmin(`fee-changes-${size.width}`))
    const editor = await staffPage(browser, page, baseURL!, `Asha Fee Changes ${size.width}`, 'editor')
    await editor.setViewportSize(size)
    const added = await editor.request.post('/api/fees', { headers: { origin: baseURL! }, data: { course: 'ba-llb', academicYear: year, tuitionFee: 61000, otherFees: [{ covers: `Moot court ${tag}`, amount: 500 }] } })
    expect(added.status()).toBe(201)
    const id: string = (await added.json()).data._id
    const name = `B.A. LL.B. (Integrated) ${year}`

    const { context: visitorContext, visitor, reads: feesOnDisclosure } = await visitorReading(browser, size, '/disclosure', (v) => v.locator('#fees').getByRole('row').filter({ hasText: year }))
    expect(await feesOnDisclosure()).toContain('61,000')

    // the edit kept as a draft: Mandatory Disclosure unchanged
    await openPanel(editor, 'Fee Table')
    const row = () => editor.getByRole('row').filter({ hasText: `Moot court ${tag}` }).filter({ hasText: year })
    await row().getByRole('button', { name: `Edit ${name}` }).click()
    await editor.locator('#fee-tuition').fill('64500')
    await saveChangeAsDraft(editor, `/api/fees/${id}`, row)
    expect(await feesOnDisclosure()).toContain('61,000')
    expect(await feesOnDisclosure()).not.toContain('64,500')
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    fs.mkdirSync(SHOTS, { recursive: true })
    await row().screenshot({ path: path.join(SHOTS, `fee-change-row-${size.width}.png`), animations: 'disabled' })

    // its preview: Mandatory Disclosure's fee table with the change on it; a visitor gets 404
    await checkChangePreview(editor, row, {
      name,
      lang: 'en',
      address: `/preview/fees/${id}/change`,
      size,
      visitor,
      shows: (preview) => expect(preview.locator('#fees').getByRole('row').filter({ hasText: year })).toContainText('64,500'),
    })

    // reopened, the form holds the kept change; published, the visitor reads it
    await row().getByRole('button', { name: `Edit ${name}` }).click()
    await expect(editor.locator('#fee-tuition')).toHaveValue('64500')
    await editor.getByRole('button', { name: 'Cancel' }).click()
    await publishChangeFromRow(editor, row, name)
    expect(await feesOnDisclosure()).toContain('64,500')

    // with the row open in the form, its own writer takes it off the site from the table beside the
    // form: their own step, so the form's save goes through (decision 283), not "someone changed it".
    // The list read again after the step is held back and Save pressed before it arrives: the form
    // goes on from the revision the step's own answer gives, not from the list's
    await row().getByRole('button', { name: `Edit ${name}` }).click()
    await editor.locator('#fee-tuition').fill('65000')
    editor.once('dialog', (dialog) => void dialog.accept())
    const off = await toastMark(editor)
    let releaseList = () => {}
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve))
    const feeList = (url: URL) => url.pathname === '/api/fees'
    await editor.route(feeList, async (route) => {
      if (route.request().method() === 'GET') await listHeld
      await route.continue()
    })
    const listAsked = editor.waitForRequest((request) => request.method() === 'GET' && feeList(new URL(request.url())))
    await row().getByRole('button', { name: `Take off the site and keep as your draft: ${name}`, exact: true }).click()
    await listAsked
    await expect(editor.locator('#fee-tuition')).toHaveValue('65000')
    const afterOwnStep = await jsonOf(editor, `/api/fees/${id}`, () => editor.getByRole('button', { name: 'Save fee row', exact: true }).click())
    releaseList()
    expect(afterOwnStep.response.status(), JSON.stringify(afterOwnStep.body)).toBe(200)
    await expectToast(editor, 'Taken off the site: it is your draft now, not on the site until it is published again.', off)
    await editor.unroute(feeList)

    expect((await editor.request.delete(`/api/fees/${id}`, { headers: { origin: baseURL! } })).status()).toBe(200)
    await visitorContext.close()
    await editor.context().close()
  })
}

for (const size of [PHONE, DESKTOP]) {
  test(`an Editor keeps a change to a published faculty entry as a draft (a new photo refused in it), previews it on About Us, publishes one and discards another (${size.width} px)`, async ({ page, browser, baseURL }) => {
    await signedIn(page, createStaffAdmin(`faculty-changes-${size.width}`))
    const editor = await staffPage(browser, page, baseURL!, `Asha Faculty Changes ${size.width}`, 'editor')
    await editor.setViewportSize(size)
    const name = `Dr. Kavita Rao ${tag} ${size.width}`
    const added = await editor.request.post('/api/faculty', { headers: { origin: baseURL! }, multipart: { name, designation: 'Assistant Professor, Tax Law', qualifications: 'LL.M.', experienceYears: '6' } })
    expect(added.status()).toBe(201)
    const id: string = (await added.json()).data._id

    const { context: visitorContext, visitor, reads: entryOnAboutUs } = await visitorReading(browser, size, '/aboutUs', (v) => v.locator('#faculty .person-card').filter({ hasText: name }))
    expect(await entryOnAboutUs()).toContain('Tax Law')

    await openPanel(editor, 'Faculty')
    const row = () => editor.locator('.faculty-list .admin-entry').filter({ hasText: name })
    await row().getByRole('button', { name: `Edit ${name}` }).click()
    await editor.locator(`#faculty-${id}-designation`).fill('Associate Professor, Tax Law')
    // a new photo cannot wait in a change: refused, the photo still chosen, the site unchanged
    await editor.locator(`#faculty-${id}-image`).setInputFiles(await makeJpeg('KR', 400, 400, 40))
    const refused = await toastMark(editor)
    const tried = await jsonOf(editor, `/api/faculty/${id}`, () => editor.getByRole('button', { name: 'Save changes as draft' }).click())
    expect(tried.response.status()).toBe(400)
    await expectToast(editor, 'A new picture cannot wait in a draft of a change. Publish the change first, then change the picture.', refused)
    expect(await editor.locator(`#faculty-${id}-image`).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(1)
    await editor.getByRole('button', { name: 'Cancel' }).click()

    // the words alone kept as a draft: About Us unchanged
    await row().getByRole('button', { name: `Edit ${name}` }).click()
    await editor.locator(`#faculty-${id}-designation`).fill('Associate Professor, Tax Law')
    await saveChangeAsDraft(editor, `/api/faculty/${id}`, row)
    expect(await entryOnAboutUs()).not.toContain('Associate')
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    fs.mkdirSync(SHOTS, { recursive: true })
    await row().screenshot({ path: path.join(SHOTS, `faculty-change-row-${size.width}.png`), animations: 'disabled' })

    // its preview: About Us with the change on it, in Hindi too; a visitor gets 404
    for (const lang of ['en', 'hi'] as const) {
      await checkChangePreview(editor, row, {
        name,
        lang,
        address: `/preview/faculty/${id}/change`,
        size,
        visitor,
        shows: (preview) => expect(preview.locator('#faculty .person-card').filter({ hasText: name })).toContainText('Associate Professor, Tax Law'),
      })
    }

    // reopened, the edit holds the kept change; published, the visitor reads it
    await row().getByRole('button', { name: `Edit ${name}` }).click()
    await expect(editor.locator(`#faculty-${id}-designation`)).toHaveValue('Associate Professor, Tax Law')
    await editor.getByRole('button', { name: 'Cancel' }).click()
    await publishChangeFromRow(editor, row, name)
    expect(await entryOnAboutUs()).toContain('Associate Professor, Tax Law')

    // another change, discarded by keyboard after the question: the site as it was
    await row().getByRole('button', { name: `Edit ${name}` }).click()
    await editor.locator(`#faculty-${id}-designation`).fill('Professor, Tax Law')
    await keepThenDiscardChange(editor, row, name)
    expect(await entryOnAboutUs()).toContain('Associate Professor, Tax Law')

    expect((await editor.request.delete(`/api/faculty/${id}`, { headers: { origin: baseURL! } })).status()).toBe(200)
    await visitorContext.close()
    await editor.context().close()
  })
}

for (const size of [PHONE, DESKTOP]) {
  test(`an Editor keeps a change to a published founders' entry as a draft, previews it on About Us and publishes it (${size.width} px)`, async ({ page, browser, baseURL }) => {
    await signedIn(page, createStaffAdmin(`founder-changes-${size.width}`))
    const editor = await staffPage(browser, page, baseURL!, `Asha Founder Changes ${size.width}`, 'editor')
    await editor.setViewportSize(size)
    const name = `Shri Ramesh Patel ${tag} ${size.width}`
    const added = await editor.request.post('/api/about/addfoundation', { headers: { origin: baseURL! }, multipart: { name, content: 'Gave the land for the college.' } })
    expect(added.status()).toBe(201)
    const id: string = (await added.json()).data._id

    const { context: visitorContext, visitor, reads: entryOnAboutUs } = await visitorReading(browser, size, '/aboutUs', (v) => v.locator('.legacy__entry').filter({ hasText: name }))
    expect(await entryOnAboutUs()).toContain('Gave the land for the college.')

    await openPanel(editor, 'All Founders')
    const row = () => editor.locator('.admin-entry').filter({ hasText: name })
    await row().getByRole('button', { name: `Edit ${name}` }).click()
    await editor.locator(`#founder-${id}-content`).fill('Gave the land and the first library.')
    await saveChangeAsDraft(editor, `/api/about/updatefoundation/${id}`, row)
    expect(await entryOnAboutUs()).not.toContain('first library')
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)

    await checkChangePreview(editor, row, {
      name,
      lang: 'hi',
      address: `/preview/founders/${id}/change`,
      size,
      visitor,
      shows: (preview) => expect(preview.locator('.legacy__entry').filter({ hasText: name })).toContainText('Gave the land and the first library.'),
    })

    // reopened, the edit holds the kept change; published, the visitor reads it
    await row().getByRole('button', { name: `Edit ${name}` }).click()
    await expect(editor.locator(`#founder-${id}-content`)).toHaveValue('Gave the land and the first library.')
    await editor.getByRole('button', { name: 'Cancel' }).click()
    await publishChangeFromRow(editor, row, name)
    expect(await entryOnAboutUs()).toContain('Gave the land and the first library.')

    expect((await editor.request.delete(`/api/about/deletefoundation/${id}`, { headers: { origin: baseURL! } })).status()).toBe(200)
    await visitorContext.close()
    await editor.context().close()
  })
}

for (const size of [PHONE, DESKTOP]) {
  test(`an Editor keeps a new name for a published gallery category as a draft and publishes it (${size.width} px)`, async ({ page, browser, baseURL }) => {
    await signedIn(page, createStaffAdmin(`category-changes-${size.width}`))
    const editor = await staffPage(browser, page, baseURL!, `Asha Category Changes ${size.width}`, 'editor')
    await editor.setViewportSize(size)
    const name = `Annual Fest ${tag} ${size.width}`
    const created = await editor.request.post('/api/event/addCategory', { headers: { origin: baseURL! }, data: { category: name } })
    expect(created.status()).toBe(201)
    const id: string = (await created.json()).data._id
    // a photo in it: the gallery shows the category by name
    const photo = await makeJpeg('AF', 400, 300, 60)
    expect((await editor.request.post('/api/event/uploadEventImages', { headers: { origin: baseURL! }, multipart: { category: id, image: photo } })).status()).toBe(201)
    // its own page of the gallery: the list of every category is paged, and other tests add categories beside it
    const { context: visitorContext, reads: galleryText } = await visitorReading(browser, size, `/eventGallery?category=${id}`, (v) => v.locator('main'))
    expect(await galleryText()).toContain(name)

    await openPanel(editor, 'Add Category')
    const row = () => editor.locator('.admin-row').filter({ hasText: name })
    await row().getByRole('button', { name: `Edit ${name}` }).click()
    await editor.locator(`#category-${id}`).fill(`${name} 2026`)
    await saveChangeAsDraft(editor, `/api/event/updateCategory/${id}`, row)
    expect(await galleryText()).not.toContain(`${name} 2026`)
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    fs.mkdirSync(SHOTS, { recursive: true })
    await row().screenshot({ path: path.join(SHOTS, `category-change-row-${size.width}.png`), animations: 'disabled' })

    // reopened, the edit holds the kept name; published, the visitor reads it
    await row().getByRole('button', { name: `Edit ${name}` }).click()
    await expect(editor.locator(`#category-${id}`)).toHaveValue(`${name} 2026`)
    await editor.getByRole('button', { name: 'Cancel' }).click()
    await publishChangeFromRow(editor, () => editor.locator('.admin-row').filter({ hasText: name }), name)
    expect(await galleryText()).toContain(`${name} 2026`)

    expect((await editor.request.delete(`/api/event/deleteCategory/${id}`, { headers: { origin: baseURL! } })).status()).toBe(200)
    await visitorContext.close()
    await editor.context().close()
  })
}

/**
 * The committees and the statutory facts are fixed rows, always on the site (docs/decisions/287):
 * an edit of one may wait as its writer's draft too, previewed on the page the row shows on. Each
 * width takes rows no other spec writes (IQAC and the head at 360 px, the alumni association and
 * the anti-ragging undertaking at 1280).
 */
for (const size of [PHONE, DESKTOP]) {
  const phone = size.width === PHONE.width
  test(`an Editor keeps a change to a committee and to a statutory fact as drafts, previews the committee's on /committees in both languages, publishes it and discards the other (${size.width} px)`, async ({ page, browser, baseURL }) => {
    await signedIn(page, createStaffAdmin(`fixed-changes-${size.width}`))
    const editor = await staffPage(browser, page, baseURL!, `Asha Fixed Changes ${size.width}`, 'editor')
    await editor.setViewportSize(size)
    const kind = phone ? 'iqac' : 'alumni-association'
    const id = `committee-${kind}`
    const name = (await (await editor.request.get(`/api/committees/${id}`)).json()).data.name as string
    const member = `Dr Meera Shukla ${tag} ${size.width}`

    const { context: visitorContext, visitor, reads: committeeOnPage } = await visitorReading(browser, size, '/committees', (v) => v.locator(`#${kind}`))
    expect(await committeeOnPage()).not.toContain(member)

    // a member added and the edit kept as a draft: /committees unchanged
    fs.mkdirSync(SHOTS, { recursive: true })
    await openPanel(editor, 'Committees')
    await editor.getByLabel('Committee', { exact: true }).selectOption(id)
    await editor.getByRole('button', { name: 'Add member' }).click()
    const last = editor.locator('.committee-member').last()
    await last.getByLabel('Name').fill(member)
    await last.getByLabel('Role').fill('Coordinator')
    await editor.locator('form .admin-actions').last().screenshot({ path: path.join(SHOTS, `committee-change-buttons-${size.width}.png`), animations: 'disabled' })
    const row = () => editor.locator(`[data-row="${id}"]`)
    await saveChangeAsDraft(editor, `/api/committees/${id}`, row)
    expect(await committeeOnPage()).not.toContain(member)
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    await row().screenshot({ path: path.join(SHOTS, `committee-change-row-${size.width}.png`), animations: 'disabled' })

    // its preview: /committees with the member on it, in both languages; a visitor gets 404
    for (const lang of ['en', 'hi'] as const) {
      await checkChangePreview(editor, row, { name, lang, address: `/preview/committees/${id}/change`, size, visitor, shows: (preview) => expect(preview.locator(`#${kind}`)).toContainText(member) })
    }

    // opened again (another committee, then this one), the form holds the kept change; published, the visitor reads it
    await editor.getByLabel('Committee', { exact: true }).selectOption('committee-sgrc')
    await editor.getByLabel('Committee', { exact: true }).selectOption(id)
    await expect(editor.locator('.committee-member').last().getByLabel('Name')).toHaveValue(member)
    await publishChangeFromRow(editor, row, name)
    expect(await committeeOnPage()).toContain(member)
    // the form goes on from the row as published: a save after it is not refused as someone else's change
    await editor.locator('#committee-complain').fill(`Write to the IQAC coordinator, ${tag}.`)
    const after = await jsonOf(editor, `/api/committees/${id}`, () => editor.getByRole('button', { name: 'Save committee', exact: true }).click())
    expect(after.response.status(), JSON.stringify(after.body)).toBe(200)

    // a statutory fact: an edit kept and discarded by keyboard; Mandatory Disclosure unchanged throughout
    const entry = phone ? 'statutory-head' : 'statutory-anti-ragging'
    // the entry's own part of the page: other specs change the rest of Mandatory Disclosure meanwhile
    const { context: disclosureContext, reads: disclosureReads } = await visitorReading(browser, size, '/disclosure', (v) => v.locator(`[data-statutory="${phone ? 'head' : 'undertaking'}"]`).first())
    const disclosureBefore = await disclosureReads()
    await openPanel(editor, 'Statutory Facts')
    await editor.getByLabel('Entry', { exact: true }).selectOption(entry)
    const title = await editor.locator('#statutory-title').inputValue()
    await editor.locator('#statutory-body').fill(`Kept as a draft, ${tag}.`)
    await keepThenDiscardChange(editor, () => editor.locator(`[data-row="${entry}"]`), title)
    expect(await disclosureReads()).toBe(disclosureBefore)
    // discarded, the form holds the entry as the site has it
    await expect(editor.locator('#statutory-body')).not.toHaveValue(`Kept as a draft, ${tag}.`)

    await disclosureContext.close()
    await visitorContext.close()
    await editor.context().close()
  })
}
