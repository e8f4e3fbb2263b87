import { expect, test, type Browser, type Page } from '@playwright/test'
import { dashboardReady, downloadText, makeJpeg, openPanel, shotAt, signIn, smtpTurn } from './admin-support'
import { DESKTOP, E2E_ADMIN } from './fixtures'
import { E2E_NOTIFY } from '../../playwright.config'
import { contextWithoutPopup } from './public-support'

/** A new staff member's first visit: the one-time link, a password, then the sign-in form. */
async function firstVisit(browser: Browser, link: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true })
  const page = await context.newPage()
  await page.goto(new URL(link).pathname + new URL(link).search)
  // the page names the account, and asks for the password twice
  await expect(page.locator('.login-account')).toHaveText(email)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('New password again').fill(password)
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('Password set. You can sign in now.')).toBeVisible()
  // the link works once
  await signIn(page, { email, password })
  await expect(page).toHaveURL(/\/vvs\/panel\/dashboard/)
  await dashboardReady(page)
  return page
}

/** A visitor with no cookie sends the public admission form (a fresh browser, the form on its page). */
async function sendAdmissionForm(browser: Browser, fields: { fullname: string; city: string; phone: string; course: string }): Promise<void> {
  const context = await contextWithoutPopup(browser, { viewport: DESKTOP })
  const form = await context.newPage()
  // The form's "Form submitted successfully!" alert is accepted; the browser may close first.
  form.on('dialog', (dialog) => void dialog.accept().catch(() => undefined))
  await form.goto('/addmissionForm')
  await expect(form.locator('[data-island="admission-form"]')).toHaveAttribute('data-hydrated', 'true')
  await form.getByLabel('Full Name').fill(fields.fullname)
  await form.getByLabel('City').fill(fields.city)
  await form.getByLabel('Mobile No.').fill(fields.phone)
  if (fields.course) await form.getByLabel('Select Course').selectOption({ label: fields.course })
  const answer = form.waitForResponse((res) => res.url().endsWith('/api/admission/submit'))
  await form.getByRole('button', { name: 'Submit' }).click()
  expect((await answer).status()).toBe(201)
  await context.close()
}

test.use({ viewport: DESKTOP })

test('an office day: invites, roles, the bin, enquiries followed up, the activity log', async ({ page, browser, baseURL }) => {
  const tag = Date.now().toString(36)
  const editorEmail = `editor-${tag}@college.test`
  const clerkEmail = `clerk-${tag}@college.test`
  const newsTitle = `Moot court ${tag}`
  const applicant = `Applicant ${tag}`
  const lateApplicant = `Latecomer ${tag}`
  let enquiryLink = ''
  page.on('dialog', (dialog) => void dialog.accept())

  // the administrator invites an editor and an admissions clerk
  await page.goto('/vvs/panel/login')
  await signIn(page, E2E_ADMIN)
  await dashboardReady(page)
  const links: Record<string, string> = {}
  await openPanel(page, 'Staff Accounts')
  for (const [name, email, role] of [
    [`Eli Editor ${tag}`, editorEmail, 'Editor'],
    [`Asha Clerk ${tag}`, clerkEmail, 'Admissions desk'],
  ]) {
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Role', { exact: true }).selectOption({ label: role })
    await page.getByRole('button', { name: 'Add and make a link' }).click()
    const link = page.getByLabel(`Set-password link for ${name}`)
    await expect(link).toBeVisible()
    links[email] = await link.inputValue()
    expect(links[email]).toMatch(/\/vvs\/panel\/set-password\?token=/)
    await shotAt(page, 'accounts-invite')
    await page.getByRole('button', { name: 'Done' }).click()
  }
  await expect(page.getByRole('row', { name: new RegExp(`Asha Clerk ${tag}`) })).toContainText('Link not used yet')

  // the editor publishes a news item, deletes it, and restores it from the bin
  const editor = await firstVisit(browser, links[editorEmail], editorEmail, 'editor-pass-123')
  editor.on('dialog', (dialog) => void dialog.accept())
  await expect(editor.locator('#admin-sidebar').getByRole('link', { name: 'Show Addmission Queries' })).toHaveCount(0)
  await openPanel(editor, 'Add News Data')
  await editor.getByLabel('Title', { exact: true }).fill(newsTitle)
  await editor.getByLabel('Description', { exact: true }).fill('The moot court results are out.')
  await editor.getByLabel('Date', { exact: true }).fill('2026-11-20')
  await editor.getByLabel('Category', { exact: true }).selectOption({ label: 'News' })
  await editor.getByLabel('Image', { exact: true }).setInputFiles([await makeJpeg(`News ${tag}`, 900, 600, 120)])
  await editor.getByRole('button', { name: 'Add News' }).click()
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue('')
  await openPanel(editor, 'All News')
  const row = editor.getByRole('row', { name: new RegExp(newsTitle) })
  await row.getByRole('button', { name: 'Delete' }).click()
  await expect(row).toHaveCount(0)
  await openPanel(editor, 'Deleted Items')
  await editor.getByRole('button', { name: `Restore ${newsTitle}` }).click()
  await expect(editor.getByRole('button', { name: `Restore ${newsTitle}` })).toHaveCount(0)
  const visitor = await browser.newContext()
  const blogs = await visitor.newPage()
  await blogs.goto('/blogs')
  await expect(blogs.getByRole('link', { name: newsTitle }).first()).toBeAttached()

  await visitor.close()

  // a visitor sends an admission enquiry from the public form: it arrives by e-mail at the desk
  const { smtp, release } = await smtpTurn()
  try {
    await sendAdmissionForm(browser, { fullname: applicant, city: 'Shahdol', phone: '+91 98260 12345', course: 'LL.B. (3 yrs)' })
    const alert = await smtp.waitFor(applicant, 20_000)
    expect(alert.subject).toBe(`New admission enquiry: ${applicant}`)
    expect(alert.to).toEqual([E2E_NOTIFY])
    expect(alert.text).toContain('Mobile No.: +91 98260 12345')
    expect(alert.text).toContain('Course: LL.B. (3 yrs)')
    enquiryLink = /Open it in the panel: (\S+)/.exec(alert.text)![1]
    expect(enquiryLink).toMatch(/\/vvs\/panel\/dashboard\?panel=admission-queries&enquiry=\w+$/)

    // the mail server is down when the next enquiry comes in: the administrator sees it waiting,
    // brings the server back, presses "Retry now", and the mail arrives, once
    await smtp.stop()
    await sendAdmissionForm(browser, { fullname: lateApplicant, city: 'Anuppur', phone: '', course: '' })
    await openPanel(page, 'E-mail Alerts')
    const waiting = page.getByRole('row', { name: new RegExp(lateApplicant) })
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click()
      // a short look after each Refresh (the poll's step, not a verdict); the loop's bound is the hang detector
      await expect(waiting).toContainText('Waiting to retry: attempt 1 failed', { timeout: 5_000 })
    }).toPass({ timeout: 120_000 })
    await expect(waiting).toContainText('The mail server could not be reached')
    expect(smtp.matching(lateApplicant)).toHaveLength(0)
    await smtp.start()
    await page.getByRole('button', { name: /^Retry now/ }).click()
    await expect(page.locator('.Toastify').getByText(/^Tried \d+ e-mails?: /)).toBeVisible()
    await smtp.waitFor(lateApplicant, 20_000)
    await expect(waiting).toContainText('Sent ')
    await page.waitForTimeout(500)
    expect(smtp.matching(lateApplicant)).toHaveLength(1)
  } finally {
    await release()
  }

  // the clerk cannot open the news panel, nor call its API; follows the enquiry up and exports CSV
  const clerk = await firstVisit(browser, links[clerkEmail], clerkEmail, 'clerk-pass-123')
  await expect(clerk.locator('#admin-sidebar').getByRole('link', { name: 'All News' })).toHaveCount(0)
  await clerk.goto('/vvs/panel/dashboard?panel=all-news')
  await expect(clerk.locator('.admin-panel-title')).toHaveText('Dashboard')
  const refused = await clerk.request.delete('/api/blogs/deleteBlog/anything', { headers: { origin: baseURL! } })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).message).toBe("Your role does not allow changing the site's content. Ask an Administrator or an Editor.")
  await dashboardReady(clerk)
  await expect(clerk.locator('.admin-nav__count').first()).toBeVisible()
  // the link in the e-mail opens the panel at that one enquiry
  await clerk.goto(new URL(enquiryLink).pathname + new URL(enquiryLink).search)
  await expect(clerk.getByText('Showing the enquiry from an e-mail alert.')).toBeVisible()
  await expect(clerk.getByText('1 found', { exact: true })).toBeVisible()
  await expect(clerk.getByRole('row', { name: new RegExp(applicant) })).toHaveCount(1)
  await clerk.getByRole('button', { name: 'Show all enquiries' }).click()
  await expect(clerk.getByRole('row', { name: new RegExp(lateApplicant) })).toHaveCount(1)
  await expect(clerk).toHaveURL(/\?panel=admission-queries$/)
  const enquiry = clerk.getByRole('row', { name: new RegExp(applicant) })
  await expect(enquiry.getByRole('link', { name: 'WhatsApp +91 98260 12345' })).toHaveAttribute('href', 'https://wa.me/919826012345')
  await expect(enquiry.getByRole('link', { name: '+91 98260 12345', exact: true })).toHaveAttribute('href', 'tel:+919826012345')
  await enquiry.getByLabel(`Status of ${applicant}`).selectOption({ label: 'Contacted' })
  await enquiry.getByLabel(`Note on ${applicant}`).fill('Called: will visit on Monday with documents')
  await enquiry.getByRole('button', { name: 'Add note' }).click()
  await expect(enquiry.getByText('Called: will visit on Monday with documents')).toBeVisible()
  await expect(enquiry).toContainText(`Asha Clerk ${tag}`)
  await clerk.getByLabel('Search', { exact: true }).fill(applicant)
  await expect(clerk.getByText('1 found', { exact: true })).toBeVisible()
  await shotAt(clerk, 'enquiry-with-notes')
  const csv = await downloadText(clerk, () => clerk.getByRole('link', { name: 'Export CSV' }).click())
  const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`,${applicant},Shahdol,"=""+91 98260 12345""",LL.B. (3 yrs),Contacted,Asha Clerk ${tag} · `)
  // the last column is the language the visitor wrote in (docs/decisions/123)
  expect(lines[1]).toMatch(/ IST: Called: will visit on Monday with documents,English$/)

  // the administrator reads all of it in the activity log
  await openPanel(page, 'Activity Log')
  const log = page.getByRole('region', { name: 'Activity log' })
  for (const text of [
    `added Eli Editor ${tag} as Editor`,
    `added Asha Clerk ${tag} as Admissions desk`,
    `saved news '${newsTitle}'`,
    `deleted '${newsTitle}' (in the bin for 30 days)`,
    `restored '${newsTitle}' from the bin`,
    `marked '${applicant}' Contacted`,
    `added a note to '${applicant}'`,
  ]) {
    await expect(log.getByText(text)).toBeVisible()
  }
  // the item is back: its delete no longer offers Restore
  await expect(log.getByRole('row', { name: new RegExp(`deleted '${newsTitle}'`) }).getByRole('button', { name: 'Restore' })).toHaveCount(0)
  await page.getByLabel('Person').selectOption({ label: `Asha Clerk ${tag}` })
  await expect(log.getByText(`saved news '${newsTitle}'`)).toHaveCount(0)
  await expect(log.getByText(`marked '${applicant}' Contacted`)).toBeVisible()
  await page.getByLabel('Person').selectOption({ label: 'Everyone' })
  await expect(log.getByText(`saved news '${newsTitle}'`)).toBeVisible()
  await shotAt(page, 'activity-log')
  await openPanel(page, 'Staff Accounts')
  await expect(page.getByRole('row', { name: new RegExp(`Asha Clerk ${tag}`) })).toContainText('Active')
  await shotAt(page, 'accounts')

  // suspending the clerk ends her session on her next request
  await page.getByRole('row', { name: new RegExp(`Asha Clerk ${tag}`) }).getByRole('button', { name: 'Suspend' }).click()
  await expect(page.getByRole('row', { name: new RegExp(`Asha Clerk ${tag}`) })).toContainText('Suspended')
  expect((await clerk.request.get('/api/admission/queries')).status()).toBe(401)
  await clerk.context().close()
  await editor.context().close()
})
