import { expect, test, type Page } from '@playwright/test'
import { dashboardReady, expectToast, makeJpeg, openPanel, shotAt, signIn, toastMark, visitorPage } from './admin-support'
import { DESKTOP, E2E_ADMIN, PHONE } from './fixtures'

/** A news item added through the API the panel uses; its id. */
async function addNews(page: Page, baseURL: string, title: string, description: string): Promise<string> {
  const image = await makeJpeg(title, 800, 500, 40)
  const res = await page.request.post('/api/blogs/createBlog', {
    headers: { origin: baseURL },
    multipart: { title, description, date: '2026-11-25', category: 'news', image },
  })
  expect(res.status()).toBe(201)
  return (await res.json()).data._id
}

const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** Opens All News on the item's row in edit mode. */
async function editRow(page: Page, title: string, open = true) {
  if (open) await openPanel(page, 'All News')
  await page.getByRole('main').getByRole('searchbox').fill(title)
  // the list answers the search (the title is unique): Edit is pressed on the row the search shows,
  // not on the one of the list before it, which the search's answer redraws
  await expect(page.getByRole('main').getByText('1–1 of 1', { exact: true })).toBeVisible()
  const row = page.getByRole('row', { name: literally(title) })
  await row.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
  return page.locator('tr.admin-table__editing')
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('staff add the Hindi of a notice, change its English, and see needs update in the panel and the Translations overview', async ({ page, baseURL }) => {
      const tag = `${viewport.width}-${Date.now().toString(36)}`
      const title = `Admission notice ${tag}`
      await page.goto('/vvs/panel/login')
      await signIn(page, E2E_ADMIN)
      await dashboardReady(page)
      await addNews(page, baseURL!, title, 'Admission to the LL.B. course has begun. Scholarships are available.')

      let row = await editRow(page, title)
      const editor = row.getByRole('region', { name: 'English and हिन्दी' })
      await expect(editor.getByText('missing').first()).toBeVisible()
      // English on the left, Hindi to fill in beside it
      await expect(editor.locator('p[lang="en"]').first()).toHaveText(title)
      await editor.getByLabel('Title (हिन्दी)', { exact: true }).fill(`प्रवेश सूचना ${tag}`)
      await editor.getByLabel('Description (हिन्दी)', { exact: true }).fill('एलएलबी पाठ्यक्रम में प्रवेश प्रारंभ। छात्रवृत्ति उपलब्ध है।')
      let mark = await toastMark(page)
      await editor.getByRole('button', { name: 'Publish translation' }).click()
      await expectToast(page, 'Translation saved', mark)
      await expect(editor.getByText('up to date')).toHaveCount(2)
      await shotAt(page, 'translation-editor', [viewport])

      // the English changes: its Hindi needs update
      await row.getByLabel('Title', { exact: true }).fill(`${title} (dates extended)`)
      mark = await toastMark(page)
      await row.getByRole('button', { name: 'Save', exact: true }).click()
      await expectToast(page, 'News updated successfully!', mark)
      row = await editRow(page, `${title} (dates extended)`, false)
      const stale = row.locator('.translation-row', { hasText: 'Title' }).first()
      await expect(stale.getByText('needs update', { exact: true })).toBeVisible()
      await expect(row.locator('.translation-row', { hasText: 'Description' }).getByText('up to date')).toBeVisible()
      await shotAt(page, 'translation-needs-update', [viewport])

      // the Translations overview lists it, linking to the item
      await openPanel(page, 'Translations')
      const listed = page.getByRole('row', { name: literally(`${title} (dates extended)`) })
      await expect(listed.getByText('needs update: Title')).toBeVisible()
      await shotAt(page, 'translations-overview', [viewport])
      await listed.getByRole('link', { name: `${title} (dates extended)` }).click()
      await dashboardReady(page)
      const opened = page.getByRole('region', { name: 'English and हिन्दी' })
      await expect(opened.getByLabel('Title (हिन्दी)', { exact: true })).toHaveValue(`प्रवेश सूचना ${tag}`)
      await expect(opened.getByText('needs update', { exact: true })).toBeVisible()
    })

    test('a committee’s members and a programme’s highlights are translated entry by entry, never as JSON (docs/decisions/284)', async ({ page, baseURL }) => {
      const tag = `${viewport.width}-${Date.now().toString(36)}`
      await page.goto('/vvs/panel/login')
      await signIn(page, E2E_ADMIN)
      await dashboardReady(page)
      const headers = { origin: baseURL! }
      const program = await page.request.post('/api/home/uploadPrograms', { headers, data: { title: `Diploma in Labour Law ${tag}`, duration: '1 Year', description: 'Evening classes.', highlights: ['Visits to the labour court', 'Case studies'] } })
      expect(program.status()).toBe(201)
      const programId: string = (await program.json()).data._id
      const committee = await page.request.put('/api/committees/committee-equal-opportunity-cell', {
        headers,
        data: { members: [{ name: `Dr. R. Mishra ${tag}`, role: 'Head of the squad', phone: '9425011122', email: '' }, { name: 'Ms. P. Jain', role: 'Member', phone: '', email: '' }] },
      })
      expect(committee.status(), await committee.text()).toBe(200)
      // new members: the demo's Hindi of the old ones is taken away first
      const cleared = await page.request.put('/api/translations/committees/committee-equal-opportunity-cell', { headers, data: { fields: { members: { text: '' } } } })
      expect(cleared.status(), await cleared.text()).toBe(200)

      // the programme: each highlight beside its own box, no list's JSON anywhere in the editor
      await page.goto(`/vvs/panel/dashboard?panel=translations&area=programs&item=${programId}`)
      await dashboardReady(page)
      let editor = page.getByRole('region', { name: 'English and हिन्दी' })
      await expect(editor.getByLabel('Highlights 1: Visits to the labour court (हिन्दी)', { exact: true })).toBeVisible()
      await expect(editor).not.toContainText('["')
      await expect(editor).not.toContainText('[]')
      await editor.getByLabel('Highlights 1: Visits to the labour court (हिन्दी)', { exact: true }).fill('श्रम न्यायालय का भ्रमण')
      await editor.getByLabel('Highlights 2: Case studies (हिन्दी)', { exact: true }).fill('केस अध्ययन')
      await editor.getByLabel('Title (हिन्दी)', { exact: true }).fill(`श्रम विधि में डिप्लोमा ${tag}`)
      let mark = await toastMark(page)
      await editor.getByRole('button', { name: 'Publish translation' }).click()
      await expectToast(page, 'Translation saved', mark)
      await expect(editor.locator('.translation-row', { hasText: 'Highlights' }).getByText('up to date')).toBeVisible()
      await shotAt(page, 'translation-list-highlights', [viewport])
      // a reload reads the saved words back into their boxes
      await page.reload()
      await dashboardReady(page)
      editor = page.getByRole('region', { name: 'English and हिन्दी' })
      await expect(editor.getByLabel('Highlights 2: Case studies (हिन्दी)', { exact: true })).toHaveValue('केस अध्ययन')

      // the committee: a member's name and role, each its own box; the phone is not the translation's to give
      await page.goto('/vvs/panel/dashboard?panel=translations&area=committees&item=committee-equal-opportunity-cell')
      await dashboardReady(page)
      editor = page.getByRole('region', { name: 'English and हिन्दी' })
      await editor.getByLabel(`Members 1: Dr. R. Mishra ${tag} (हिन्दी)`, { exact: true }).fill(`डॉ. आर. मिश्रा ${tag}`)
      await editor.getByLabel('Members 1: Head of the squad (हिन्दी)', { exact: true }).fill('दस्ते के प्रमुख')
      await expect(editor.getByLabel('Members 2: Member (हिन्दी)', { exact: true })).toBeVisible()
      await expect(editor.getByText('9425011122')).toHaveCount(0)
      await expect(editor).not.toContainText('{"')
      mark = await toastMark(page)
      await editor.getByRole('button', { name: 'Publish translation' }).click()
      await expectToast(page, 'Translation saved', mark)
      await shotAt(page, 'translation-list-members', [viewport])

      const visitor = await visitorPage(page)
      await visitor.goto('/hi')
      const card = visitor.locator('.program-card, article', { hasText: `श्रम विधि में डिप्लोमा ${tag}` }).first()
      await expect(card.getByText('श्रम न्यायालय का भ्रमण')).toBeVisible()
      await expect(card.getByText('केस अध्ययन')).toBeVisible()
      await visitor.goto('/hi/committees')
      const first = visitor.getByRole('row', { name: new RegExp(`डॉ. आर. मिश्रा ${tag}`) })
      await expect(first).toContainText('दस्ते के प्रमुख')
      await expect(first.getByRole('link', { name: '9425011122' })).toBeVisible()
      // the member not translated yet reads as the committee has them, marked English
      await expect(visitor.getByRole('row', { name: /Ms\. P\. Jain/ })).toHaveAttribute('lang', 'en')
      await visitor.close()
    })

    test('a notice written in Hindi only shows on /blogs with lang="hi" and the note', async ({ page, baseURL }) => {
      const tag = `${viewport.width}-${Date.now().toString(36)}`
      const title = `छात्रवृत्ति सूचना ${tag}`
      await page.goto('/vvs/panel/login')
      await signIn(page, E2E_ADMIN)
      await dashboardReady(page)
      await addNews(page, baseURL!, title, 'अनुसूचित जाति एवं जनजाति के छात्रों के लिए छात्रवृत्ति के आवेदन 30 दिसंबर तक।')
      const row = await editRow(page, title)
      const editor = row.getByRole('region', { name: 'English and हिन्दी' })
      // written in Devanagari through the same call as the college's client: Hindi before anyone chooses (issue 37)
      await expect(editor.getByRole('radio', { name: 'हिन्दी' })).toBeChecked()
      // the choice is saved at once, with the item, without "Publish translation" (issue 40, item 2)
      let mark = await toastMark(page)
      await editor.getByRole('radio', { name: 'English' }).check()
      await expectToast(page, 'Saved: this item is written in English', mark)
      mark = await toastMark(page)
      await editor.getByRole('radio', { name: 'हिन्दी' }).check()
      await expectToast(page, 'Saved: this item is written in हिन्दी', mark)
      // written in Hindi: its own text is the Hindi column, and the English is what is missing
      await expect(editor.locator('p[lang="hi"]').first()).toHaveText(title)
      await expect(editor.getByLabel('Title (English)', { exact: true })).toBeVisible()

      const visitor = await visitorPage(page)
      await visitor.goto('/blogs')
      const card = visitor.locator('.news-card', { hasText: title }).first()
      await expect(card.getByRole('link', { name: title })).toHaveAttribute('lang', 'hi')
      await expect(card.locator('.news-card__text')).toHaveAttribute('lang', 'hi')
      await expect(card.getByText('Available in Hindi only')).toBeVisible()
      await expect(card.getByText('Available in Hindi only')).not.toHaveAttribute('lang', /./)
      await visitor.close()
    })
  })
}
