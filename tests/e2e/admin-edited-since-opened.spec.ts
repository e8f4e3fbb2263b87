import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { createStaffAdmin, expectToast, jsonOf, openPanel, SHOTS, signedIn, staffPage } from './admin-support'

/**
 * Decision 283 in a panel that edits one item of a fixed set (Committees): the Editor has a
 * committee open, the office saves it meanwhile; the Editor's save is refused with what to do, their
 * words stay in the form, and "Open it again as it is on the site now" fills the form from the site,
 * after which their save goes through, twice in a row (the answer's revision is the form's).
 */
const tag = Date.now().toString(36)
const EDITED_SINCE = 'Someone changed this item on the site after you opened it, so nothing was saved. Your words are still in the form: copy what you changed, open the item again and make your changes there.'

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
    expect(refused.response.status()).toBe(409)
    await expectToast(editor, EDITED_SINCE, refused.mark)
    await expect(editor.getByLabel('How to complain')).toHaveValue(`Write to the Editor ${tag}.`)
    // the way on has the focus, in view above the form
    const reopen = editor.getByRole('button', { name: 'Open it again as it is on the site now' })
    await expect(reopen).toBeFocused()
    await expect(reopen).toBeInViewport()
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    fs.mkdirSync(SHOTS, { recursive: true })
    await editor.screenshot({ path: path.join(SHOTS, `committee-edited-since-opened-${size.width}.png`) })

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
