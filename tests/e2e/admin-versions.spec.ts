import { expect, test } from '@playwright/test'
import { dashboardReady, expectToast, openPanel, shotAt, signIn, staffPage, toastMark } from './admin-support'
import { DESKTOP, E2E_ADMIN } from './fixtures'
import { reflowProblems, spaced } from './reflow'

test.use({ viewport: DESKTOP })

test('an editor changes the about text, puts the earlier version back from the panel, and a cookie-less visitor sees it', async ({ page, browser, baseURL }) => {
  const tag = Date.now().toString(36)
  await page.goto('/vvs/panel/login')
  await signIn(page, E2E_ADMIN)
  await dashboardReady(page)
  const editor = await staffPage(browser, page, baseURL!, `Vera Editor ${tag}`, 'editor')
  let dialogText = ''
  editor.on('dialog', (dialog) => {
    dialogText = dialog.message()
    void dialog.accept()
  })

  await openPanel(editor, 'Add About Content')
  // the form is filled with what the site shows once that has loaded: type after it
  await expect(editor.getByText('Loading the current content…')).toHaveCount(0)
  const title = editor.getByLabel('Title', { exact: true })
  const description = editor.getByLabel('Description', { exact: true })
  for (const [heading, text] of [
    [`A legacy of law ${tag}`, 'The first words about the college.'],
    [`A newer heading ${tag}`, 'The second words about the college.'],
  ]) {
    await title.fill(heading)
    await description.fill(text)
    await editor.getByLabel('Students', { exact: true }).fill('1500')
    await editor.getByLabel('College Acceptance (%)', { exact: true }).fill('95')
    await editor.getByLabel('Years of Excellence', { exact: true }).fill('25')
    const mark = await toastMark(editor)
    await editor.getByRole('button', { name: 'Save content' }).click()
    await expectToast(editor, 'Content added successfully!', mark)
  }

  const versions = editor.getByRole('region', { name: 'Previous versions' })
  const newest = versions.getByRole('listitem').filter({ hasText: `A newer heading ${tag}` })
  await expect(newest).toContainText('On the site now')
  await expect(newest).toContainText(`saved by Vera Editor ${tag}`)
  const earlier = versions.getByRole('listitem').filter({ hasText: `A legacy of law ${tag}` })
  await expect(earlier).toContainText('The first words about the college.')
  await shotAt(editor, 'versions')

  const before = await versions.getByRole('listitem').count()
  const mark = await toastMark(editor)
  await earlier.getByRole('button', { name: /^Put back the version of / }).click()
  expect(dialogText).toMatch(/^Put back the version of \d\d \w{3} \d{4}, \d\d:\d\d [ap]m\?/)
  await expectToast(editor, 'is back on the site.', mark)
  // the form shows the text that is back, and the list has the put-back as its newest version
  await expect(title).toHaveValue(`A legacy of law ${tag}`)
  await expect(description).toHaveValue('The first words about the college.')
  await expect(versions.getByRole('listitem').first()).toContainText(`A legacy of law ${tag}`)
  await expect(versions.getByRole('listitem').first()).toContainText('On the site now')
  await expect(versions.getByRole('listitem')).toHaveCount(before + 1)
  // At 320 px, under the text-spacing override, the list with its Put back and Compare buttons fits the width (WCAG 1.4.10, 1.4.12).
  await expect(versions.getByRole('button', { name: /^Compare with the current one/ }).first()).toBeVisible()
  await editor.setViewportSize({ width: 320, height: 640 })
  expect(await editor.evaluate(reflowProblems), 'versions at 320 px').toEqual([])
  expect(await spaced(editor), 'versions at 320 px, spaced').toEqual([])
  await versions.getByRole('button', { name: /^Compare with the current one/ }).first().click()
  await expect(versions.locator('.admin-compare__table')).toBeVisible()
  expect(await spaced(editor), 'a comparison at 320 px, spaced').toEqual([])
  await editor.setViewportSize(DESKTOP)

  // a fresh, cookie-less visitor sees the earlier text at once
  const visitor = await browser.newContext()
  const about = await visitor.newPage()
  await about.goto('/aboutUs')
  await expect(about.getByRole('heading', { name: `A legacy of law ${tag}` })).toBeVisible()
  await expect(about.getByText(`A newer heading ${tag}`)).toHaveCount(0)
  await visitor.close()

  // the administrator reads the put-back in the activity log
  await openPanel(page, 'Activity Log')
  const entry = page.getByRole('region', { name: 'Activity log' }).getByRole('row').filter({ hasText: new RegExp(`put back the version of .* \\(saved by Vera Editor ${tag}\\)`) })
  await expect(entry).toHaveCount(1)
  await shotAt(page, 'activity-log-put-back')
  // the entry leads to the versions beside the form, where another one can be put back
  await entry.getByRole('link', { name: 'Previous versions of about' }).click()
  await expect(page.locator('.admin-panel-title')).toHaveText('Add About Content')
  await expect(page.getByRole('region', { name: 'Previous versions' }).getByRole('listitem').first()).toContainText(`A legacy of law ${tag}`)
  await editor.context().close()
})
