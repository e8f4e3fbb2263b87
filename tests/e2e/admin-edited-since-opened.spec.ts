import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { createStaffAdmin, expectToast, jsonOf, makeJpeg, openPanel, searchEnquiries, SHOTS, signedIn, staffPage } from './admin-support'

/**
 * Decision 283 in a panel that edits one item of a fixed set (Committees): the Editor has a
 * committee open, the office saves it meanwhile; the Editor's save is refused with what to do, their
 * words stay in the form, and "Open it again as it is on the site now" fills the form from the site,
 * after which their save goes through, twice in a row (the answer's revision is the form's).
 */
const tag = Date.now().toString(36)
const EDITED_SINCE = 'Someone changed this item on the site after you opened it, so nothing was saved. Your words are still in the form: copy what you changed, open the item again and make your changes there.'

/**
 * A save refused (409) with decision 283's sentence, and "Open it again as it is on the site now"
 * focused and in view, the page no wider than the screen; a screenshot to look at. The button.
 */
async function refusedWithWayOn(editor: Page, refused: { response: { status: () => number }; mark: number }, width: number, shot: string): Promise<Locator> {
  expect(refused.response.status()).toBe(409)
  await expectToast(editor, EDITED_SINCE, refused.mark)
  const reopen = editor.getByRole('button', { name: 'Open it again as it is on the site now' })
  await expect(reopen).toBeFocused()
  await expect(reopen).toBeInViewport()
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  fs.mkdirSync(SHOTS, { recursive: true })
  await editor.screenshot({ path: path.join(SHOTS, `${shot}-edited-since-opened-${width}.png`) })
  return reopen
}

for (const size of [PHONE, DESKTOP]) {
  test(`a committee the office saved after the Editor opened it: refused, words kept, opened again and saved (${size.width} px)`, async ({ page, browser, baseURL }) => {
    await signedIn(page, createStaffAdmin(`committee-opened-${size.width}`))
    const editor = await staffPage(browser, page, baseURL!, `Asha Committee ${size.width}`, 'editor')
    await editor.setViewportSize(size)
    const committees = (await (await page.request.get('/api/committees')).json()) as { _id: string; kind: string; name: string; howToComplain: string }[]
    const committee = committees.find((c) => c.kind !== 'sgrc')!
    const put = (howToComplain: string) => page.request.put(`/api/committees/${encodeURIComponent(committee._id)}`, { headers: { origin: baseURL! }, data: { howToComplain } })

    await openPanel(editor, 'Committees')
    await editor.getByLabel('Committee', { exact: true }).selectOption({ label: committee.name })
    await expect(editor.getByLabel('How to complain')).toHaveValue(committee.howToComplain)
    // the office saves the committee meanwhile
    expect((await put(`Write to the office ${tag}.`)).status()).toBe(200)

    await editor.getByLabel('How to complain').fill(`Write to the Editor ${tag}.`)
    const refused = await jsonOf(editor, '/api/committees/', () => editor.getByRole('button', { name: 'Save committee' }).click())
    await expect(editor.getByLabel('How to complain')).toHaveValue(`Write to the Editor ${tag}.`)
    // the way on has the focus, in view above the form
    const reopen = await refusedWithWayOn(editor, refused, size.width, 'committee')

    // opened again by keyboard: the form holds the office's words; the Editor's two saves go through
    await editor.keyboard.press('Enter')
    await expect(editor.getByLabel('How to complain')).toHaveValue(`Write to the office ${tag}.`)
    await expect(reopen).toHaveCount(0)
    for (const words of [`Write to the Editor ${tag}.`, `Write to the Editor again ${tag}.`]) {
      await editor.getByLabel('How to complain').fill(words)
      const saved = await jsonOf(editor, '/api/committees/', () => editor.getByRole('button', { name: 'Save committee' }).click())
      expect(saved.response.status(), JSON.stringify(saved.body)).toBe(200)
      await expectToast(editor, 'Committee updated successfully!', saved.mark)
    }
    expect((await (await page.request.get('/api/committees')).json()).find((c: { _id: string }) => c._id === committee._id).howToComplain).toBe(`Write to the Editor again ${tag}.`)

    // the committee as the demo had it
    expect((await put(committee.howToComplain)).status()).toBe(200)
    await editor.context().close()
  })
}

/**
 * Decision 285 in a one-row area's form (the principal's message, a text area): the Editor has the
 * form open, the office saves the message meanwhile; the Editor's save is refused with what to do,
 * their words stay, and "Open it again as it is on the site now" (beside Save, with the focus)
 * fills the form with the office's text, after which the Editor's saves go through, twice in a row,
 * each going on from the answer of the one before (no read of the revision comes back meanwhile).
 */
for (const size of [PHONE, DESKTOP]) {
  test(`the principal's message the office saved after the Editor opened it: refused, words kept, opened again and saved (${size.width} px)`, async ({ page, browser, baseURL }) => {
    await signedIn(page, createStaffAdmin(`principal-opened-${size.width}`))
    const editor = await staffPage(browser, page, baseURL!, `Asha Principal ${size.width}`, 'editor')
    await editor.setViewportSize(size)
    const before = (await (await page.request.get('/api/content/principal')).json()).data as Record<string, string>
    const put = (message: string) => page.request.put('/api/content/principal', { headers: { origin: baseURL! }, data: { title: before.title, name: before.name, designation: before.designation, message } })
    const message = editor.getByLabel('Message (a blank line between paragraphs)', { exact: true })

    // the form has read the revision it is filled on before the office saves
    const revisionRead = editor.waitForResponse((res) => res.url().endsWith('/api/revisions/principal'))
    await editor.goto('/vvs/panel/dashboard?panel=principal')
    await expect(message).toHaveValue(before.message!)
    expect((await revisionRead).status()).toBe(200)
    // the office saves the message meanwhile
    expect((await put(`Welcome from the office ${tag}.`)).status()).toBe(200)

    await message.fill(`Welcome from the Editor ${tag}.`)
    const refused = await jsonOf(editor, '/api/content/principal', () => editor.getByRole('button', { name: 'Save', exact: true }).click())
    await expect(message).toHaveValue(`Welcome from the Editor ${tag}.`)
    expect((await (await page.request.get('/api/content/principal')).json()).data.message).toBe(`Welcome from the office ${tag}.`)
    // the way on has the focus, in view beside Save
    const reopen = await refusedWithWayOn(editor, refused, size.width, 'principal')

    await editor.keyboard.press('Enter')
    await expect(message).toHaveValue(`Welcome from the office ${tag}.`)
    await expect(reopen).toHaveCount(0)
    // from here no read of the revision comes back: each save goes on from the one before's answer
    await editor.route('**/api/revisions/principal', () => undefined)
    for (const words of [`Welcome from the Editor ${tag}.`, `Welcome again from the Editor ${tag}.`]) {
      await message.fill(words)
      const saved = await jsonOf(editor, '/api/content/principal', () => editor.getByRole('button', { name: 'Save', exact: true }).click())
      expect(saved.response.status(), JSON.stringify(saved.body)).toBe(200)
      await expectToast(editor, "Principal's message saved.", saved.mark)
    }
    expect((await (await page.request.get('/api/content/principal')).json()).data.message).toBe(`Welcome again from the Editor ${tag}.`)

    // the message as the demo had it
    expect((await put(before.message!)).status()).toBe(200)
    await editor.context().close()
  })
}

/**
 * Decision 285 in a picture's description (All Banner Images): the Editor types a description
 * while the office saves another; the Editor's save is refused, the typed words stay, and the
 * way on beside "Save description" shows the office's words, after which two saves go through.
 */
for (const size of [PHONE, DESKTOP]) {
  test(`a banner description the office saved after the Editor opened it: refused, words kept, opened again and saved (${size.width} px)`, async ({ page, browser, baseURL }) => {
    await signedIn(page, createStaffAdmin(`banner-opened-${size.width}`))
    const editor = await staffPage(browser, page, baseURL!, `Asha Banner ${size.width}`, 'editor')
    await editor.setViewportSize(size)
    const headers = { origin: baseURL! }
    const uploaded = await page.request.post('/api/home/uploadBannerImages', { headers, multipart: { alt: `Main gate ${tag} ${size.width}`, image: await makeJpeg(`gate ${size.width}`, 1200, 500, 30) } })
    expect(uploaded.status(), await uploaded.text()).toBe(201)
    const id: string = (await uploaded.json()).data[0]._id
    const office = (alt: string) => page.request.put(`/api/home/updateBannerImage/${id}`, { headers, data: { alt } })

    await openPanel(editor, 'All Banner Images')
    const tile = editor.locator(`li[data-photo="${id}"]`)
    const box = tile.getByLabel('Description (alt text)', { exact: true })
    await expect(box).toHaveValue(`Main gate ${tag} ${size.width}`)
    expect((await office(`The office's words ${tag}`)).status()).toBe(200)

    await box.fill(`The Editor's words ${tag}`)
    const refused = await jsonOf(editor, '/api/home/updateBannerImage/', () => tile.getByRole('button', { name: 'Save description' }).click())
    await expect(box).toHaveValue(`The Editor's words ${tag}`)
    const reopen = await refusedWithWayOn(editor, refused, size.width, 'banner-description')

    await editor.keyboard.press('Enter')
    await expect(box).toHaveValue(`The office's words ${tag}`)
    await expect(reopen).toHaveCount(0)
    for (const words of [`The Editor's words ${tag}`, `The Editor's words again ${tag}`]) {
      await box.fill(words)
      const saved = await jsonOf(editor, '/api/home/updateBannerImage/', () => tile.getByRole('button', { name: 'Save description' }).click())
      expect(saved.response.status(), JSON.stringify(saved.body)).toBe(200)
      await expectToast(editor, 'Description saved', saved.mark)
    }
    const banners = (await (await page.request.get('/api/home/bannerImages')).json()) as { _id: string; alt: string }[] | { data: { _id: string; alt: string }[] }
    expect((Array.isArray(banners) ? banners : banners.data).find((b) => b._id === id)!.alt).toBe(`The Editor's words again ${tag}`)

    // the demo's banners as they were
    expect((await page.request.delete('/api/home/deleteBannerImages', { headers, data: { imageUrl: (await uploaded.json()).data[0].imageUrl } })).status()).toBe(200)
    await editor.context().close()
  })
}

/**
 * Decision 285 with a draft kept from before (an attack on it): the Editor types in the
 * principal's message and reloads; the office saves meanwhile. The draft comes back and goes on
 * from the revision it was typed on: its save is refused, not saved over the office's text. Without
 * the office's save, the same draft is saved at once (no false refusal).
 */
test('a draft of the principal’s message restored after a reload is refused over the office’s newer text, and saved when nothing changed', async ({ page, browser, baseURL }) => {
  await signedIn(page, createStaffAdmin('principal-draft-restored'))
  const editor = await staffPage(browser, page, baseURL!, 'Asha Principal Draft', 'editor')
  await editor.setViewportSize(PHONE)
  const before = (await (await page.request.get('/api/content/principal')).json()).data as Record<string, string>
  const put = (message: string) => page.request.put('/api/content/principal', { headers: { origin: baseURL! }, data: { title: before.title, name: before.name, designation: before.designation, message } })
  const message = editor.getByLabel('Message (a blank line between paragraphs)', { exact: true })
  const opened = async () => {
    const revisionRead = editor.waitForResponse((res) => res.url().endsWith('/api/revisions/principal'))
    await editor.goto('/vvs/panel/dashboard?panel=principal')
    expect((await revisionRead).status()).toBe(200)
  }

  for (const officeSaves of [true, false]) {
    await opened()
    await expect(message).not.toHaveValue('')
    await message.fill(`The Editor's draft ${tag} ${officeSaves}.`)
    if (officeSaves) expect((await put(`The office's newer text ${tag}.`)).status()).toBe(200)
    // the draft is kept on leaving and comes back after the reload
    editor.once('dialog', (dialog) => void dialog.accept())
    await opened()
    await expect(message).toHaveValue(`The Editor's draft ${tag} ${officeSaves}.`)
    const saved = await jsonOf(editor, '/api/content/principal', () => editor.getByRole('button', { name: 'Save', exact: true }).click())
    if (officeSaves) {
      const reopen = await refusedWithWayOn(editor, saved, PHONE.width, 'principal-draft-restored')
      expect((await (await page.request.get('/api/content/principal')).json()).data.message).toBe(`The office's newer text ${tag}.`)
      await reopen.click()
      await expect(message).toHaveValue(`The office's newer text ${tag}.`)
    } else {
      expect(saved.response.status(), JSON.stringify(saved.body)).toBe(200)
      expect((await (await page.request.get('/api/content/principal')).json()).data.message).toBe(`The Editor's draft ${tag} false.`)
    }
  }
  expect((await put(before.message!)).status()).toBe(200)
  await editor.context().close()
})

/**
 * Decision 288 at the enquiries desk: two people have the same list open; one marks an applicant
 * Contacted; the other, still seeing "New", marks them Not interested. The second change is
 * refused with what happened, the list is read again and the select shows Contacted; from there
 * the second person's change goes through.
 */
for (const size of [PHONE, DESKTOP]) {
  test(`an enquiry's status another person changed after the list was opened is not overwritten unseen (${size.width} px)`, async ({ page, baseURL }) => {
    await page.setViewportSize(size)
    await signedIn(page, createStaffAdmin(`desk-opened-${size.width}`))
    const applicant = `Tanvi Rao ${tag} ${size.width}`
    const origin = { origin: baseURL! }
    expect((await page.request.post('/api/admission/submit', { data: { fullname: applicant, city: 'Anuppur', phone: '9826012345', course: 'LLB(3yrs.)' }, headers: origin })).status()).toBe(201)
    await openPanel(page, 'Show Addmission Queries')
    await searchEnquiries(page, 'admission', applicant)
    const status = page.getByLabel(`Status of ${applicant}`)
    await expect(status).toHaveValue('new')
    const id = (await status.getAttribute('id'))!.replace(/^status-/, '')

    // the other member of the desk marks them Contacted (a session of its own, from the list they read)
    expect((await page.request.put(`/api/admission/queries/${id}/status`, { data: { status: 'contacted', from: 'new' }, headers: origin })).status()).toBe(200)

    const refused = await jsonOf(page, `/api/admission/queries/${id}/status`, () => status.selectOption('not-interested'))
    expect(refused.response.status()).toBe(409)
    await expectToast(page, `Someone changed the status of ${applicant} after your list was opened, so it was not changed. The list shows it as it is now.`, refused.mark)
    await expect(status).toHaveValue('contacted')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    fs.mkdirSync(SHOTS, { recursive: true })
    await status.scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(SHOTS, `enquiry-status-changed-since-${size.width}.png`) })

    // from what the list shows now, the change goes through, and the log has each change once
    const saved = await jsonOf(page, `/api/admission/queries/${id}/status`, () => status.selectOption('not-interested'))
    expect(saved.response.status()).toBe(200)
    await expectToast(page, `${applicant}: Not interested`, saved.mark)
    const log = ((await (await page.request.get('/api/activity?size=50')).json()).data.items as { summary: string }[]).map((entry) => entry.summary).filter((line) => line.startsWith(`marked '${applicant}'`))
    expect(log).toEqual([`marked '${applicant}' Not interested`, `marked '${applicant}' Contacted`])
  })
}
