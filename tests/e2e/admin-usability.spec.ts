import { expect, test, type Locator, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { createStaffAdmin, dashboardReady, expectToast, isPhone, jsonOf, makeJpeg, openPanel, signIn } from './admin-support'

/**
 * What a staff member meets in a day's work, at 360 and 1280 px: nothing typed is lost, focus stays
 * where the work is, every error names its field, and phones show every button.
 */

async function signedIn(page: Page, staff: { email: string; password: string }, viewport = DESKTOP) {
  await page.setViewportSize(viewport)
  await page.goto('/vvs/panel/login')
  await signIn(page, staff)
  await expect(page).toHaveURL(/dashboard$/)
  await dashboardReady(page)
}

function acceptDialogs(page: Page): string[] {
  const seen: string[] = []
  page.on('dialog', (dialog) => {
    seen.push(dialog.message())
    void dialog.accept()
  })
  return seen
}

/** The API as the signed-in page calls it (same cookie, same origin). */
async function apiCall(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string, options: { data?: unknown; multipart?: Record<string, any> } = {}) {
  const origin = new URL(page.url()).origin
  const res = await page.request.fetch(path, { method, headers: { origin }, ...(options.multipart ? { multipart: options.multipart } : { data: options.data }) })
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true)
  return res.json()
}

/** The element the accessibility tree describes `control` with (its aria-describedby targets' text). */
async function description(control: Locator): Promise<string> {
  return control.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`)
      .join(' '),
  )
}

async function focusedIsBody(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement === document.body || document.activeElement === null)
}

/** Tags of the sidebar entry click on a phone (menu first). */
async function clickSidebarEntry(page: Page, label: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await page.locator('#admin-sidebar').getByRole('link', { name: label, exact: true }).click()
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`admin usability at ${viewport.width} px`, () => {
    let staff: { email: string; password: string }
    test.beforeAll(() => {
      staff = createStaffAdmin(`use${viewport.width}`)
    })

    test('leaving a form with unsaved text asks first and keeps the draft (sidebar, Back, tab close)', async ({ page }) => {
      await signedIn(page, staff, viewport)
      await openPanel(page, 'Add News Data')
      const title = page.getByLabel('Title', { exact: true })
      await title.pressSequentially('Moot court 2026')

      // Sidebar switch: the dialog names what happens; Stay keeps everything as it was
      await clickSidebarEntry(page, 'All News')
      const dialog = page.getByRole('dialog', { name: 'Leave this form?' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText('Your draft is kept')
      await expect(dialog.getByRole('button', { name: 'Stay on this form' })).toBeFocused()
      await dialog.getByRole('button', { name: 'Stay on this form' }).click()
      await expect(dialog).toHaveCount(0)
      await expect(page.locator('.admin-panel-title')).toHaveText('Add News Data')
      await expect(title).toHaveValue('Moot court 2026')

      // Escape also stays
      await clickSidebarEntry(page, 'All News')
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(page).toHaveURL(/panel=add-news/)

      // Leave: the other panel opens; coming back with Back brings the draft back
      await clickSidebarEntry(page, 'All News')
      await dialog.getByRole('button', { name: 'Leave and keep the draft' }).click()
      await expect(page.locator('.admin-panel-title')).toHaveText('All News')
      await page.goBack()
      await expect(page.locator('.admin-panel-title')).toHaveText('Add News Data')
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Moot court 2026')

      // Back with unsaved text asks too, and stays on the form's address when told to stay
      await page.goBack()
      await expect(dialog).toBeVisible()
      await expect(page).toHaveURL(/panel=add-news/)
      await dialog.getByRole('button', { name: 'Stay on this form' }).click()
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Moot court 2026')

      // Closing the tab (or reloading) gets the browser's own prompt; a reload keeps the draft
      const prompted = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))))
      await page.close({ runBeforeUnload: true })
      expect(await prompted).toBe('beforeunload')
      // Dismissed, the page stays open: closed here without asking, so the test's teardown has nothing left pending.
      await page.close()

      // The draft outlives the tab: a new one has it back, says so, and can discard it (docs/decisions/273)
      const again = await page.context().newPage()
      await again.goto('/vvs/panel/dashboard?panel=add-news')
      await expect(again.getByLabel('Title', { exact: true })).toHaveValue('Moot court 2026')
      const back = again.locator('.Toastify__toast', { hasText: 'is back in the form' })
      await back.getByRole('button', { name: 'Discard the draft', exact: true }).click()
      await expect(again.getByLabel('Title', { exact: true })).toHaveValue('')
      await expect.poll(async () => ((await (await again.request.get('/api/admin/drafts')).json()) as { data: unknown[] }).data).toEqual([])
    })

    test('a form that loads its values does not warn until something is changed', async ({ page }) => {
      await signedIn(page, staff, viewport)
      await openPanel(page, 'Add Topbar Content')
      await expect(page.getByLabel('Message', { exact: true })).not.toHaveValue('')
      await openPanel(page, 'Mission & Vision')
      await expect(page.getByLabel('Mission', { exact: true })).not.toHaveValue('')
      await openPanel(page, 'All News')
      await page.getByRole('button', { name: /^Edit/ }).first().click()
      // Opening a row is not a change
      await openPanel(page, 'All Services')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    })

    test('inline edit keeps focus in the row: Edit → first field, Cancel and Save → that row’s Edit', async ({ page }) => {
      await signedIn(page, staff, viewport)
      const tag = Date.now().toString(36)
      await apiCall(page, 'POST', '/api/home/uploadPrograms', { data: { title: `Focus program ${tag}`, duration: '1 Year', description: '', highlights: [] } })
      await apiCall(page, 'POST', '/api/event/addCategory', { data: { category: `Focus category ${tag}` } })
      await apiCall(page, 'POST', '/api/about/addfoundation', { multipart: { name: `Focus founder ${tag}`, content: 'Founded the college.' } })

      const lists: { panel: string; name: string; firstField: string }[] = [
        { panel: 'All News', name: '', firstField: 'Title' },
        { panel: 'All Services', name: `Focus program ${tag}`, firstField: 'Title' },
        { panel: 'All Founders', name: `Focus founder ${tag}`, firstField: 'Name' },
        { panel: 'Add Category', name: `Focus category ${tag}`, firstField: `New name for Focus category ${tag}` },
      ]
      for (const list of lists) {
        await openPanel(page, list.panel)
        const edit = list.name ? page.getByRole('button', { name: `Edit ${list.name}`, exact: true }) : page.getByRole('button', { name: /^Edit / }).first()
        const editName = (await edit.textContent())!.trim()
        await edit.click()
        await expect(page.getByLabel(list.firstField, { exact: true }), `${list.panel}: Edit → first field`).toBeFocused()
        await page.getByRole('button', { name: 'Cancel', exact: true }).click()
        await expect(page.getByRole('button', { name: editName, exact: true }), `${list.panel}: Cancel → Edit`).toBeFocused()

        await page.getByRole('button', { name: editName, exact: true }).click()
        await expect(page.getByLabel(list.firstField, { exact: true })).toBeFocused()
        await page.getByRole('button', { name: 'Save', exact: true }).click()
        await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
        await expect(page.getByRole('button', { name: editName, exact: true }), `${list.panel}: Save → Edit`).toBeFocused()
        expect(await focusedIsBody(page)).toBe(false)
      }
    })

    test('each admin form marks the field in error, describes it, announces one summary and focuses it', async ({ page }) => {
      await signedIn(page, staff, viewport)
      // `bad`: what is typed over the loaded value (forms that load theirs); the others are sent empty.
      const forms: { panel: string; bad?: string; submit: string; field: string; error: string }[] = [
        { panel: 'Add News Data', submit: 'Add News', field: 'Title', error: 'Title is required' },
        { panel: 'Add Founders', submit: 'Add Founder', field: 'Content', error: 'Content is required' },
        { panel: 'Add Services', submit: 'Add Program', field: 'Title', error: 'Title is required' },
        { panel: 'Add About Content', bad: '-3', submit: 'Save content', field: 'Students', error: 'Students must be 0 or more' },
        { panel: 'Mission & Vision', bad: ' ', submit: 'Save Mission & Vision', field: 'Mission', error: "Mission & Vision can't be empty!" },
        { panel: 'Add Topbar Content', bad: '', submit: 'Save Topbar', field: 'Message', error: 'Message is required' },
        { panel: 'Add Category', submit: 'Add Category', field: 'Category Name', error: 'Category name is required' },
      ]
      for (const form of forms) {
        await openPanel(page, form.panel)
        const field = page.getByLabel(form.field, { exact: true })
        let original = ''
        if (form.bad !== undefined) {
          await expect(field).not.toHaveValue('')
          original = await field.inputValue()
          await field.fill(form.bad)
        }
        await page.getByRole('button', { name: form.submit, exact: true }).click()
        await expect(field, form.panel).toHaveAttribute('aria-invalid', 'true')
        await expect(field, `${form.panel}: focus on the first invalid field`).toBeFocused()
        expect(await description(field), form.panel).toContain(form.error)
        // One announcement, not one per field
        const alerts = page.locator('#admin-content [role=alert]:not(:empty)')
        await expect(alerts, form.panel).toHaveCount(1)
        await expect(alerts).toHaveText(form.panel === 'Mission & Vision' ? /Please correct the marked field\./ : /Please correct the( \d+)? marked fields?\./)
        // Hints are tied to their fields too
        if (form.panel === 'Add News Data') expect(await description(page.getByLabel('Description', { exact: true }))).toContain('Start a line with **')
        // Put the loaded value back: nothing is left unsaved, the next panel opens without asking
        if (form.bad !== undefined) await field.fill(original)
      }
    })

    test('at this width every row shows Edit and Delete, and the row being edited fits with Save and Cancel', async ({ page }) => {
      await signedIn(page, staff, viewport)
      for (const panel of ['All News', 'All Services']) {
        await openPanel(page, panel)
        const firstEdit = page.getByRole('button', { name: /^Edit / }).first()
        await expect(firstEdit).toBeVisible()
        const width = viewport.width
        for (const button of [firstEdit, page.getByRole('button', { name: /^Delete / }).first()]) {
          const box = (await button.boundingBox())!
          expect(box.x, `${panel}: ${await button.textContent()} starts on screen`).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width, `${panel}: ${await button.textContent()} ends on screen`).toBeLessThanOrEqual(width)
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        if (width < 640) {
          // Cards: each value is labelled with its column
          await expect(page.locator('.admin-table td[data-label="Title"]').first()).toBeVisible()
          await expect(page.locator('.admin-table thead')).not.toBeInViewport()
        } else {
          await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible()
        }
        await firstEdit.click()
        const title = page.getByLabel('Title', { exact: true })
        const field = (await title.boundingBox())!
        expect(field.x + field.width).toBeLessThanOrEqual(width)
        if (width < 640) expect(field.width, 'the editor takes the full width').toBeGreaterThan(width - 100)
        for (const name of ['Save', 'Cancel']) {
          const button = page.getByRole('button', { name, exact: true })
          await button.scrollIntoViewIfNeeded()
          const box = (await button.boundingBox())!
          expect(box.x + box.width, `${panel}: ${name} on screen`).toBeLessThanOrEqual(width)
        }
        await page.getByRole('button', { name: 'Cancel', exact: true }).click()
      }
    })

    test('deleting a category says its photos go to Deleted Items with it, and puts them there', async ({ page }) => {
      const dialogs = acceptDialogs(page)
      await signedIn(page, staff, viewport)
      const name = `Retired ${viewport.width} ${Date.now().toString(36)}`
      const created = await apiCall(page, 'POST', '/api/event/addCategory', { data: { category: name } })
      const photo = async (label: string) => {
        const jpeg = await makeJpeg(label, 400, 300, 150)
        return { name: jpeg.name, mimeType: jpeg.mimeType, buffer: jpeg.buffer }
      }
      await apiCall(page, 'POST', '/api/event/uploadEventImages', { multipart: { category: created.data._id, image1: await photo('one'), image2: await photo('two') } })

      await openPanel(page, 'Add Category')
      const row = page.locator('.admin-row', { hasText: name })
      await expect(row).toContainText('2 photos')
      const deleted = await jsonOf(page, '/api/event/deleteCategory/', () => row.getByRole('button', { name: `Delete ${name}`, exact: true }).click())
      expect(deleted.body.data.photos).toBe(2)
      expect(dialogs).toEqual([`Are you sure you want to delete this?\nDelete the category '${name}'? Its 2 photos go to Deleted Items with it, off the site until it is restored.`])
      await expectToast(page, 'Category deleted', deleted.mark)
      await expect(row).toHaveCount(0)
      await expect(page.locator('.admin-panel-title')).toBeFocused()

      await openPanel(page, 'Deleted Items')
      await expect(page.getByRole('button', { name: `Restore ${name} with its 2 photos` })).toBeVisible()
    })

    test('staff describe a photo (alt text) where it is listed, and the public page uses it', async ({ page }) => {
      await signedIn(page, staff, viewport)
      const tag = `${viewport.width}-${Date.now().toString(36)}`
      const category = await apiCall(page, 'POST', '/api/event/addCategory', { data: { category: `Alt ${tag}` } })
      const jpeg = await makeJpeg(`alt ${tag}`, 400, 300, 90)
      const uploaded = await apiCall(page, 'POST', '/api/event/uploadEventImages', { multipart: { category: category.data._id, image: { name: jpeg.name, mimeType: jpeg.mimeType, buffer: jpeg.buffer } } })
      const imageId: string = uploaded.data[0]._id

      await openPanel(page, 'All Event Gallery Images')
      const tile = page.locator('.admin-gallery__item', { has: page.locator(`#alt-${imageId}`) })
      const box = tile.getByLabel('Description (alt text)')
      await expect(box).toHaveValue('')
      expect(await description(box)).toContain('What the photo shows')
      await box.fill(`Students argue the final round ${tag}`)
      const saved = await jsonOf(page, `/api/event/updateEventImage/${imageId}`, () => tile.getByRole('button', { name: 'Save description' }).click())
      expect(saved.body.data.alt).toBe(`Students argue the final round ${tag}`)
      await expectToast(page, 'Description saved', saved.mark)
      await expect(tile.getByRole('button', { name: 'Save description' })).toBeDisabled()

      const gallery = await page.context().newPage()
      await gallery.goto('/eventGallery')
      await expect(gallery.getByRole('img', { name: `Students argue the final round ${tag}` }).first()).toBeAttached()
      await gallery.close()

      // Founders: the form has the field, tied to its hint
      await openPanel(page, 'Add Founders')
      expect(await description(page.getByLabel('Photo description (alt text)', { exact: true }))).toContain('What the photo shows')
    })

    test('upload widgets state the limits first and say why an upload failed', async ({ page }) => {
      await signedIn(page, staff, viewport)
      await openPanel(page, 'Add Home Banner')
      await expect(page.getByText('Up to 3 images · JPEG, PNG, WebP, GIF, AVIF or HEIC · at most 10 MB each')).toBeVisible()
      const input = page.locator('input[type=file]')
      expect(await description(input)).toContain('at most 10 MB each')

      // A text file named .jpg: the server refuses it; the message keeps the spec's sentence and adds why
      await input.setInputFiles([{ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a photo '.repeat(50)) }])
      const fake = await jsonOf(page, '/api/home/uploadBannerImages', () => page.getByRole('button', { name: 'Upload', exact: true }).click())
      expect(fake.response.status()).toBe(400)
      await expectToast(page, 'Upload failed. Please try again. This file is not a picture.', fake.mark)
      await expect(page.locator('.upload')).toContainText('Upload failed. Please try again. This file is not a picture.')

      // An 11 MB phone photo: refused before sending, with the reason
      let sent = false
      page.on('request', (req) => req.url().includes('/uploadBannerImages') && (sent = true))
      const big = await makeJpeg('big', 400, 300)
      await input.setInputFiles([{ name: 'IMG_big.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([big.buffer, Buffer.alloc(11 * 1024 * 1024)]) }])
      await page.getByRole('button', { name: 'Upload', exact: true }).click()
      await expect(page.locator('.upload')).toContainText('Upload failed. Please try again. The file is over 10 MB.')
      expect(sent).toBe(false)

      // Error toasts stay until closed (no countdown); success toasts keep theirs
      const errorToast = page.locator('.Toastify__toast--error').first()
      await expect(errorToast).toBeVisible()
      // react-toastify hides the countdown bar (which is what closes a toast) when autoClose is off
      await expect(errorToast.locator('.Toastify__progress-bar--wrp')).toHaveAttribute('data-hidden', 'true')
      await expect(errorToast.getByRole('button', { name: /close/i })).toBeVisible()

      // Chosen photos not uploaded are unsaved work too; the dialog says they cannot be kept
      await clickSidebarEntry(page, 'Add News Data')
      const leave = page.getByRole('dialog', { name: 'Leave this form?' })
      await expect(leave).toContainText('Chosen photos that were not uploaded will need to be chosen again.')
      await leave.getByRole('button', { name: 'Leave and keep the draft' }).click()
      await expect(page.locator('.admin-panel-title')).toHaveText('Add News Data')

      // The one-image pickers of the news and founder forms say the same before sending
      const picker = page.getByLabel('Image', { exact: true })
      expect(await description(picker)).toContain('One image · JPEG, PNG, WebP, GIF, AVIF or HEIC · at most 10 MB each')
      await picker.setInputFiles([{ name: 'IMG_big.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([big.buffer, Buffer.alloc(11 * 1024 * 1024)]) }])
      expect(await description(picker)).toContain('The file is over 10 MB.')
      await expect(picker).toHaveValue('')
    })
  })
}

test.describe('admin shell at 1280 px', () => {
  let staff: { email: string; password: string }
  test.beforeAll(() => {
    staff = createStaffAdmin('shell')
  })

  test('"Skip to panel" is the first stop and lands on the panel; the collapsed sidebar keeps names and tooltips', async ({ page }) => {
    await signedIn(page, staff, DESKTOP)
    await openPanel(page, 'All News')
    await page.reload()
    await dashboardReady(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to panel' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('.admin-panel-title')).toBeFocused()

    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    const sidebar = page.locator('#admin-sidebar')
    await expect(sidebar).toHaveCSS('width', '72px')
    const dashboard = sidebar.getByRole('link', { name: 'Dashboard', exact: true })
    await expect(dashboard).toBeVisible()
    await expect(dashboard.locator('svg')).toBeVisible()
    for (const group of ['Home', 'About Us', 'News Section', 'Event Gallery', 'Topbar', 'Queries']) {
      const button = sidebar.getByRole('button', { name: `${group}: expand the sidebar` })
      await expect(button).toBeVisible()
      await expect(button.locator('svg')).toBeVisible()
      // No letters any more: the icon is the only thing drawn
      expect((await button.innerText()).trim()).toBe('')
    }
    // The tooltip shows on keyboard focus as well as on hover
    const news = sidebar.getByRole('button', { name: 'News Section: expand the sidebar' })
    await news.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(news).toBeFocused()
    expect(await news.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"News Section"')
    await news.click()
    await expect(sidebar).toHaveCSS('width', '264px')
  })

  test('login: an empty submit and a wrong password keep focus on the field to fix', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/vvs/panel/login')
    await expect(page.locator('[data-island="admin-login"]')).toHaveAttribute('data-hydrated', 'true')
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).click()
    const email = page.getByLabel('Email', { exact: true })
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(await description(email)).toBe('Email is required')

    await email.fill(staff.email)
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('wrong-password-1')
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(password).toBeFocused()
    expect(await description(password)).toContain(await page.getByRole('alert').innerText())
  })

  test('Services panels say they are the home page programs and link there; the about image says it goes live at once', async ({ page }) => {
    await signedIn(page, staff, DESKTOP)
    for (const panel of ['Add Services', 'All Services']) {
      await openPanel(page, panel)
      await expect(page.getByText('Services are the programs shown on the home page under “Academic Programs”.')).toBeVisible()
      await expect(page.getByRole('link', { name: /See them on the home page/ })).toHaveAttribute('href', '/#academic-programs')
    }
    // The about image goes live in one step (the upload saves it); the panel says so before choosing
    await openPanel(page, 'Add About Content')
    await expect(page.getByText('The uploaded image shows on the site at once; the text below is saved with “Save content”.')).toBeVisible()
  })
})
