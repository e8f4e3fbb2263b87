import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { createStaffAdmin, dashboardReady, downloadText, expectToast, isPhone, jsonOf, makeJpeg, openPanel, shot, signIn, visitorPage } from './admin-support'

/** A staff member's day, end to end against the real server, once on a cheap phone and once on a laptop. */
for (const viewport of [PHONE, DESKTOP]) {
  test(`a staff member's day at ${viewport.width} px`, async ({ browser }) => {
    const tag = `${viewport.width}-${Date.now().toString(36)}`
    const staff = createStaffAdmin(String(viewport.width))
    const context = await browser.newContext({ viewport, acceptDownloads: true })
    // The public admission popup would cover the home page; a visitor who saw it once sets this flag.
    await context.addInitScript(() => sessionStorage.setItem('admission-popup-shown', '1'))
    const page = await context.newPage()
    // Hydration mismatches and script errors show up here; refused requests (401) are expected.
    const scriptErrors: string[] = []
    page.on('pageerror', (error) => scriptErrors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) scriptErrors.push(message.text())
    })
    const dialogs: string[] = []
    const loginCalls: string[] = []
    page.on('request', (req) => {
      if (req.url().endsWith('/api/admin/login')) loginCalls.push(req.postData() ?? '')
    })

    await test.step('the dashboard without a session sends to login', async () => {
      await page.goto('/vvs/panel/dashboard')
      await expect(page).toHaveURL(/\/vvs\/panel\/login$/)
      await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible()
      await expect(page.getByText('Sign in to access your dashboard')).toBeVisible()
      await expect(page.locator('[data-island="admin-login"]')).toHaveAttribute('data-hydrated', 'true')
      await shot(page, 'login')
    })

    await test.step('field errors first, no request while any remains', async () => {
      const submit = page.getByRole('button', { name: 'Sign in to Dashboard' })
      await submit.click()
      await expect(page.getByText('Email is required')).toBeVisible()
      await expect(page.getByText('Password is required')).toBeVisible()
      await page.getByLabel('Email', { exact: true }).fill('staff-at-college')
      await expect(page.getByText('Email is required')).toBeHidden()
      await expect(page.getByText('Password is required')).toBeVisible()
      await page.getByLabel('Password', { exact: true }).fill('abc')
      await expect(page.getByText('Password is required')).toBeHidden()
      await submit.click()
      await expect(page.getByText('Enter a valid email')).toBeVisible()
      await expect(page.getByText('At least 6 characters')).toBeVisible()
      await shot(page, 'login-errors')
      expect(loginCalls).toEqual([])

      // The show/hide toggle
      const password = page.getByLabel('Password', { exact: true })
      await expect(password).toHaveAttribute('type', 'password')
      await page.getByRole('button', { name: 'Show password' }).click()
      await expect(password).toHaveAttribute('type', 'text')
      await page.getByRole('button', { name: 'Hide password' }).click()
      await expect(password).toHaveAttribute('type', 'password')

      // A wrong password: the server's message
      await signIn(page, { email: staff.email, password: 'not-the-password' })
      await expect(page.getByRole('alert')).toContainText(/Invalid/)
      expect(loginCalls).toHaveLength(1)
    })

    await test.step('sign in', async () => {
      await signIn(page, staff)
      await expect(page).toHaveURL(/\/vvs\/panel\/dashboard$/)
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
      await dashboardReady(page)
      const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('admin-user') ?? 'null'))
      expect(stored).toMatchObject({ email: staff.email })
      await expect(page.locator('.admin-stat').first()).not.toContainText('…')
      await shot(page, 'overview')
    })

    await test.step('the sidebar: groups, entries and the mobile menu', async () => {
      const sidebar = page.locator('#admin-sidebar')
      await expect(sidebar).toContainText('College Admin')
      await expect(sidebar).toContainText('Management System')
      if (isPhone(page)) {
        await expect(sidebar).not.toBeInViewport()
        await page.getByRole('button', { name: 'Menu', exact: true }).click()
        await expect(sidebar).toBeInViewport()
        await shot(page, 'menu-open')
        // The open menu takes the focus; the page behind it is out of reach
        await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
        await expect(page.locator('.admin-main')).toHaveAttribute('inert', '')
        // Below 768 px the sidebar is always expanded: there is nothing to narrow it with
        await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeHidden()
        await expect(sidebar.getByRole('link', { name: 'All News' })).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(sidebar).not.toBeInViewport()
        await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused()
        await page.getByRole('button', { name: 'Menu', exact: true }).click()
        await page.getByRole('button', { name: 'Close menu' }).click()
        await expect(sidebar).not.toBeInViewport()
        await expect(page.locator('.admin-main')).not.toHaveAttribute('inert', /.*/)
      } else {
        await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
        await page.getByRole('button', { name: 'Collapse sidebar' }).click()
        await expect(sidebar.getByRole('link', { name: 'All News' })).toBeHidden()
        await shot(page, 'sidebar-collapsed')
        await page.getByRole('button', { name: 'Expand sidebar' }).click()
        await expect(sidebar.getByRole('link', { name: 'All News' })).toBeVisible()
      }
    })

    let bannerId = ''
    await test.step('upload a real photo as a banner and see it on the home page', async () => {
      await openPanel(page, 'Add Home Banner')
      await expect(page).toHaveURL(/\?panel=add-banner$/)
      const upload = page.getByRole('button', { name: 'Upload', exact: true })
      await expect(upload).toBeDisabled()
      await page.locator('input[type=file]').setInputFiles([await makeJpeg(`Banner ${tag}`, 1600, 600, 20)])
      await expect(page.getByRole('list', { name: 'Chosen images' }).locator('img')).toHaveCount(1)
      await expect(upload).toBeEnabled()
      const { response, body, mark } = await jsonOf(page, '/api/home/uploadBannerImages', () => upload.click())
      expect(response.status()).toBe(201)
      await expectToast(page, 'Images uploaded successfully!', mark)
      await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '100')
      await expect(upload).toBeDisabled()
      await shot(page, 'banner-uploaded')
      const imageUrl: string = (Array.isArray(body.data) ? body.data : [body.data])[0].imageUrl
      bannerId = imageUrl.replace(/\.jpg$/, '')
      expect(bannerId).toMatch(/^[a-f0-9]{24}$/)

      const home = await visitorPage(page)
      await home.goto('/')
      await expect(home.locator(`img[src*="${bannerId}"], source[srcset*="${bannerId}"], img[srcset*="${bannerId}"]`).first()).toBeAttached()
      await home.close()

      await openPanel(page, 'All Banner Images')
      await expect(page.locator(`.admin-gallery img[src*="${bannerId}"]`)).toBeVisible()
    })

    const newsTitle = `Moot court results ${tag}`
    await test.step('add news with bullet lines and see it on /blogs and its detail page', async () => {
      await openPanel(page, 'Add News Data')
      await page.getByRole('button', { name: 'Add News' }).click()
      await expect(page.getByText('Title is required')).toBeVisible()
      await expect(page.getByText('Image is required')).toBeVisible()
      await page.getByLabel('Title', { exact: true }).fill(newsTitle)
      await page.getByLabel('Description', { exact: true }).fill(`The results of the moot court are out.\n**First round cleared ${tag}\n**Final on Monday ${tag}\nCongratulations to all.`)
      await page.getByLabel('Date', { exact: true }).fill('2026-11-20')
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'News' })
      await page.getByLabel('Link title (optional)', { exact: true }).fill('Results sheet')
      await page.getByLabel('Link (optional)', { exact: true }).fill('https://example.org/results')
      await page.getByLabel('Image', { exact: true }).setInputFiles([await makeJpeg(`News ${tag}`, 900, 600, 120)])
      await shot(page, 'news-form')
      const { response, mark } = await jsonOf(page, '/api/blogs/createBlog', () => page.getByRole('button', { name: 'Add News' }).click())
      expect(response.status()).toBe(201)
      await expectToast(page, 'News added successfully!', mark)
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue('')

      const blogs = await visitorPage(page)
      await blogs.goto('/blogs')
      const card = blogs.getByRole('link', { name: newsTitle }).first()
      await expect(card).toBeAttached()
      const href = await card.getAttribute('href')
      expect(href).toMatch(/^\/blogs\/detail\//)
      await blogs.goto(href!)
      await expect(blogs.getByRole('heading', { name: newsTitle })).toBeVisible()
      await expect(blogs.locator('li', { hasText: `First round cleared ${tag}` })).toHaveText(`First round cleared ${tag}`)
      await expect(blogs.locator('li', { hasText: `Final on Monday ${tag}` })).toBeVisible()
      await expect(blogs.getByText('**', { exact: false })).toHaveCount(0)
      await blogs.close()

      await openPanel(page, 'All News')
      await expect(page.getByRole('row', { name: new RegExp(newsTitle) })).toBeVisible()
      await shot(page, 'news-table')
    })

    const firstName = `Moot ${tag}`
    const categoryName = `Moot Court Finals ${tag}`
    await test.step('add a category and rename it inline', async () => {
      await openPanel(page, 'Add Category')
      await page.getByRole('button', { name: 'Add Category' }).click()
      await expect(page.getByText('Category name is required')).toBeVisible()
      await page.getByLabel('Category Name', { exact: true }).fill(firstName)
      const { response, mark } = await jsonOf(page, '/api/event/addCategory', () => page.getByRole('button', { name: 'Add Category' }).click())
      expect(response.status()).toBe(201)
      await expectToast(page, 'Category added successfully', mark)
      await expect(page.locator('.Toastify__toast-container--bottom-right')).toContainText('Category added successfully')
      const row = page.locator('.admin-row', { hasText: firstName })
      await expect(row).toBeVisible()
      await row.getByRole('button', { name: 'Edit' }).click()
      const input = page.getByLabel(`New name for ${firstName}`)
      await expect(input).toHaveValue(firstName)
      await input.fill('   ')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByText('Category name cannot be empty')).toBeVisible()
      await input.fill(categoryName)
      const renamed = await jsonOf(page, '/api/event/updateCategory/', () => page.getByRole('button', { name: 'Save', exact: true }).click())
      await expectToast(page, 'Category updated', renamed.mark)
      await expect(page.locator('.admin-row', { hasText: categoryName })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
      await shot(page, 'categories')
    })

    let eventIds: string[] = []
    await test.step('upload event images into it and see them grouped on /eventGallery', async () => {
      await openPanel(page, 'Add Event Images')
      await page.locator('input[type=file]').setInputFiles([await makeJpeg(`Event A ${tag}`, 800, 600, 280), await makeJpeg(`Event B ${tag}`, 800, 600, 320)])
      await page.getByRole('button', { name: 'Upload', exact: true }).click()
      await expect(page.getByText('Category is required for event image upload.')).toBeVisible()
      await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName })
      const { response, body, mark } = await jsonOf(page, '/api/event/uploadEventImages', () => page.getByRole('button', { name: 'Upload', exact: true }).click())
      expect(response.status()).toBe(201)
      await expectToast(page, 'Images uploaded successfully!', mark)
      eventIds = (body.data as { image: string }[]).map((item) => item.image.replace(/\.jpg$/, ''))
      expect(eventIds).toHaveLength(2)
      await shot(page, 'event-upload')

      const gallery = await visitorPage(page)
      // Categories are shown five a page in name order, and other tests add theirs to this server:
      // follow the pages until the category's group is there.
      const group = gallery.getByRole('region', { name: categoryName, exact: true })
      for (let n = 1; n <= 10; n++) {
        await gallery.goto(`/eventGallery?page=${n}`)
        if ((await group.count()) > 0 || (await gallery.getByRole('link', { name: 'More categories' }).count()) === 0) break
      }
      await expect(group).toHaveCount(1)
      for (const id of eventIds) await expect(group.locator(`img[src*="${id}"], img[srcset*="${id}"], source[srcset*="${id}"]`).first()).toBeAttached()
      await gallery.close()
    })

    const mission = `Teach law that serves people ${tag}\nRun a free legal aid clinic`
    const vision = `A centre of legal learning in central India ${tag}`
    await test.step('edit mission and vision and see them on /aboutUs', async () => {
      await openPanel(page, 'Mission & Vision')
      const missionBox = page.getByLabel('Mission', { exact: true })
      await expect(missionBox).not.toHaveValue('')
      await missionBox.fill('   ')
      await page.getByRole('button', { name: 'Save Mission & Vision' }).click()
      await expect(page.getByText("Mission & Vision can't be empty!")).toBeVisible()
      await missionBox.fill(mission)
      await page.getByLabel('Vision', { exact: true }).fill(vision)
      const { body, mark } = await jsonOf(page, '/api/about/missionVisionUpdate', () => page.getByRole('button', { name: 'Save Mission & Vision' }).click())
      expect(body.message).toBeTruthy()
      await expectToast(page, body.message, mark)
      await shot(page, 'mission-vision')

      const about = await visitorPage(page)
      await about.goto('/aboutUs')
      await expect(about.getByText(`Teach law that serves people ${tag}`)).toBeVisible()
      await expect(about.getByText('Run a free legal aid clinic')).toBeVisible()
      await expect(about.getByText(vision)).toBeVisible()
      await about.close()
    })

    const topbarMessage = `Fee deadline extended ${tag}`
    await test.step('set the topbar message and see it in the bar', async () => {
      await openPanel(page, 'Add Topbar Content')
      const message = page.getByLabel('Message', { exact: true })
      await expect(message).not.toHaveValue('')
      await message.fill('')
      await page.getByRole('button', { name: 'Save Topbar' }).click()
      await expect(page.getByText('Message is required')).toBeVisible()
      await message.fill(topbarMessage)
      await page.getByLabel('Link (optional)', { exact: true }).fill('https://example.org/fees')
      const saved = await jsonOf(page, '/api/topbar/addTopbarData', () => page.getByRole('button', { name: 'Save Topbar' }).click())
      await expectToast(page, 'Topbar content updated successfully!', saved.mark)
      await shot(page, 'topbar')

      const home = await visitorPage(page)
      await home.goto('/contactUs')
      await expect(home.locator('.topbar')).toContainText(topbarMessage)
      await expect(home.locator('.topbar a[target="_blank"]').first()).toHaveAttribute('href', 'https://example.org/fees')
      await home.close()
    })

    const applicant = `Asha Verma ${tag}`
    const contactName = `Ravi Tiwari ${tag}`
    await test.step('visitors submit the admission and contact forms on the public pages', async () => {
      const visitor = await browser.newContext({ viewport })
      await visitor.addInitScript(() => sessionStorage.setItem('admission-popup-shown', '1'))
      const form = await visitor.newPage()
      form.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.accept()
      })
      await form.goto('/addmissionForm')
      // The alert is the island's: a click before it hydrates posts the form without JavaScript.
      await expect(form.locator('[data-island="admission-form"]')).toHaveAttribute('data-hydrated', 'true')
      const admission = form.locator('form[action="/api/admission/submit"]').first()
      // By the name a screen reader says: the label's visible "(required)" is hidden from it.
      await admission.getByRole('textbox', { name: 'Full Name', exact: true }).fill(applicant)
      await admission.getByLabel('City', { exact: true }).fill('Shahdol')
      await admission.getByLabel('Mobile No.', { exact: true }).fill('+91 98260 12345')
      await admission.getByLabel('Select Course', { exact: true }).selectOption({ label: 'LL.B. (3 yrs)' })
      await admission.getByRole('button', { name: 'Submit' }).click()
      await expect.poll(() => dialogs).toContain('Form submitted successfully!')

      await form.goto('/')
      const contact = form.locator('form[action="/api/contact/addContact"]').first()
      // Islands far below the screen hydrate when the visitor scrolls near them.
      await contact.scrollIntoViewIfNeeded()
      await expect(form.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', 'true')
      await contact.getByRole('textbox', { name: 'Name', exact: true }).fill(contactName)
      await contact.getByRole('textbox', { name: 'Mobile', exact: true }).fill('9826054321')
      await contact.getByRole('textbox', { name: 'Email', exact: true }).fill('ravi@example.org')
      // A message that a spreadsheet would run as a formula
      await contact.getByRole('textbox', { name: 'Message', exact: true }).fill(`=HYPERLINK("http://evil.example","click") ${tag}`)
      await contact.getByRole('button', { name: /send|submit/i }).click()
      await expect(form.getByText('Message sent successfully!')).toBeVisible()
      await visitor.close()
    })

    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      // The first blog confirmation is refused (nothing must happen), every later one accepted.
      if (dialog.message().startsWith('Are you sure you want to delete this blog?') && !dialogs.slice(0, -1).includes(dialog.message())) void dialog.dismiss()
      else void dialog.accept()
    })

    await test.step('find them in the tables and in the exported CSV', async () => {
      await openPanel(page, 'Show Addmission Queries')
      await expect(page.getByRole('row', { name: new RegExp(applicant) })).toBeVisible()
      await expect(page.getByRole('row', { name: new RegExp(applicant) })).toContainText('LL.B. (3 yrs)')
      await shot(page, 'admissions')
      await page.getByLabel('Search', { exact: true }).fill('98260 12345')
      await expect(page.locator('.admin-table tbody tr')).toHaveCount(await page.locator('.admin-table tbody tr', { hasText: '98260' }).count())
      await page.getByLabel('Search', { exact: true }).fill(tag)
      await page.getByLabel('Course', { exact: true }).selectOption({ label: 'LL.M. (2 yrs)' })
      await expect(page.getByText('No admissions found.')).toBeVisible()
      await page.getByLabel('Course', { exact: true }).selectOption({ label: 'LL.B. (3 yrs)' })
      await expect(page.locator('.admin-table tbody tr')).toHaveCount(viewport === PHONE ? 1 : 1)
      const admissionsCsv = await downloadText(page, () => page.getByRole('link', { name: 'Export CSV' }).click())
      expect(admissionsCsv.name).toMatch(/^admission-queries-\d{4}-\d{2}-\d{2}\.csv$/)
      expect(admissionsCsv.text.startsWith('\uFEFFDate (IST),Full Name,City,Mobile No.,Course,Status,Notes,Language\r\n')).toBe(true)
      const admissionLines = admissionsCsv.text.trim().split('\r\n')
      expect(admissionLines).toHaveLength(2)
      // the phone as text that Excel shows as typed
      expect(admissionLines[1]).toContain(`,${applicant},Shahdol,"=""+91 98260 12345""",LL.B. (3 yrs),New,`)

      await openPanel(page, 'Contact Queries')
      await expect(page.getByRole('row', { name: new RegExp(contactName) })).toBeVisible()
      await page.getByLabel('Search', { exact: true }).fill(contactName)
      await expect(page.locator('.admin-table tbody tr')).toHaveCount(1)
      await shot(page, 'contacts')
      const contactsCsv = await downloadText(page, () => page.getByRole('link', { name: 'Export CSV' }).click())
      const contactLines = contactsCsv.text.replace(/^\uFEFF/, '').trim().split('\r\n')
      expect(contactLines[0]).toBe('Date (IST),Name,Email,Mobile,Message,Status,Notes,Language')
      expect(contactLines).toHaveLength(2)
      // Neutralised (leading apostrophe) and quoted (it holds quotes and commas)
      expect(contactLines[1]).toContain(`,${contactName},ravi@example.org,"=""9826054321""","'=HYPERLINK(""http://evil.example"",""click"") ${tag}",New,`)
    })

    await test.step('delete with confirmation', async () => {
      await openPanel(page, 'All News')
      const row = page.getByRole('row', { name: new RegExp(newsTitle) })
      await row.getByRole('button', { name: 'Delete' }).click()
      // The spec's sentence first, then the question naming the item
      const question = `Are you sure you want to delete this blog?\nDelete the news item '${newsTitle}'?`
      await expect.poll(() => dialogs.filter((d) => d === question).length).toBe(1)
      await expect(row).toBeVisible()
      await row.getByRole('button', { name: 'Delete' }).click()
      await expect(row).toHaveCount(0)
      expect(dialogs.filter((d) => d === question)).toHaveLength(2)

      await openPanel(page, 'All Event Gallery Images')
      const tile = page.locator('.admin-gallery__item', { has: page.locator(`img[src*="${eventIds[0]}"]`) })
      await expect(tile).toBeVisible()
      await shot(page, 'event-gallery')
      await tile.getByRole('button', { name: 'Delete' }).click()
      await expect(tile).toHaveCount(0)
      expect(dialogs).toContain(`Are you sure you want to delete this image?\nDelete this photo of '${categoryName}'?`)

      const blogs = await visitorPage(page)
      await blogs.goto('/blogs')
      await expect(blogs.getByRole('link', { name: newsTitle })).toHaveCount(0)
      await blogs.close()
    })

    await test.step('the back button and a reload keep the place', async () => {
      await page.goBack()
      await expect(page).toHaveURL(/\?panel=all-news$/)
      await expect(page.locator('.admin-panel-title')).toHaveText('All News')
      await page.reload()
      await expect(page.locator('.admin-panel-title')).toHaveText('All News')
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    })

    await test.step('log out, and the dashboard sends to login again', async () => {
      await page.getByRole('button', { name: 'Log out' }).click()
      await expect(page).toHaveURL(/\/$/)
      expect(await page.evaluate(() => sessionStorage.getItem('admin-user'))).toBeNull()
      await page.goto('/vvs/panel/dashboard?panel=all-news')
      // the address asked for goes along, so signing in returns to it (issue 30, item 6)
      await expect(page).toHaveURL(/\/vvs\/panel\/login\?next=%2Fvvs%2Fpanel%2Fdashboard%3Fpanel%3Dall-news$/)
    })

    expect(scriptErrors).toEqual([])
    await context.close()
  })
}

test('an expired session keeps what was typed and brings it back after signing in', async ({ browser }) => {
  const staff = createStaffAdmin('expiry')
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/vvs/panel/login')
  await signIn(page, staff)
  await expect(page).toHaveURL(/\/vvs\/panel\/dashboard$/)
  await openPanel(page, 'Add Services')
  await page.getByLabel('Title', { exact: true }).fill('Diploma in Cyber Law')
  await page.getByLabel('Duration', { exact: true }).fill('1 Year')
  await page.getByLabel('Highlights', { exact: true }).fill(' IT Act ,, Digital evidence ,')

  // The session ends elsewhere (cookie gone, e.g. signed out in another tab)
  await context.clearCookies()
  await page.getByRole('button', { name: 'Add Program' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your session has expired. Please sign in again.' })).toBeVisible()
  await expect(page).toHaveURL(/\/vvs\/panel\/login\?expired=1&next=add-service$/)
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible()
  await signIn(page, staff)
  await expect(page).toHaveURL(/\/vvs\/panel\/dashboard\?panel=add-service$/)
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Diploma in Cyber Law')
  await expect(page.getByLabel('Duration', { exact: true })).toHaveValue('1 Year')

  // Now it saves, with the highlights trimmed and the empty ones dropped
  const { response, mark } = await jsonOf(page, '/api/home/uploadPrograms', () => page.getByRole('button', { name: 'Add Program' }).click())
  expect(response.status()).toBe(201)
  expect(JSON.parse(response.request().postData()!).highlights).toEqual(['IT Act', 'Digital evidence'])
  await expectToast(page, 'Program added successfully!', mark)
  expect(await page.evaluate(() => sessionStorage.getItem('admin-drafts'))).toBeNull()
  await context.close()
})
