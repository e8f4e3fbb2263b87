import zlib from 'node:zlib'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { PHONE, gate } from './fixtures'
import { apiLogin, createStaffAdmin, dashboardReady, makeJpeg, openPanel, signIn } from './admin-support'

const PUBLIC_ROUTES = ['/', '/aboutUs', '/course', '/blogs', '/eventGallery', '/contactUs', '/addmissionForm']
const ADMIN_ASSET = /pages_vvs_panel|react-toastify|src_ui_admin/

function assetsOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1])
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1])
  return { scripts: [...new Set(scripts)], styles }
}

async function gzipSize(request: APIRequestContext, urls: string[]): Promise<{ bytes: number; text: string }> {
  let bytes = 0
  let text = ''
  for (const url of urls) {
    const body = await (await request.get(url)).body()
    bytes += zlib.gzipSync(body, { level: 9 }).length
    text += body.toString('utf8')
  }
  return { bytes, text }
}

test.describe('admin pages', () => {
  let staff: { email: string; password: string }
  test.beforeAll(() => {
    staff = createStaffAdmin('pages')
  })

  test('admin code and styles load only on the admin routes, and the login page stays small', async ({ request }) => {
    for (const route of PUBLIC_ROUTES) {
      const html = await (await request.get(route)).text()
      const { scripts, styles } = assetsOf(html)
      for (const asset of [...scripts, ...styles]) expect(asset, `${route} loads ${asset}`).not.toMatch(ADMIN_ASSET)
    }
    const login = assetsOf(await (await request.get('/vvs/panel/login')).text())
    expect(login.scripts.some((src) => src.includes('pages_vvs_panel_login'))).toBe(true)
    for (const asset of [...login.scripts, ...login.styles]) expect(asset).not.toMatch(/dashboard|swiper|react-toastify/)
    const loginJs = await gzipSize(request, login.scripts)
    // zod stays out of the login bundle (docs/decisions/034)
    expect(loginJs.text).not.toContain('ZodError')
    expect(loginJs.text).not.toContain('Admin Dashboard')
    // React's runtime is ~70 KB of it; the form itself is small
    expect(loginJs.bytes).toBeLessThan(100_000)
    console.log(`login page JS: ${loginJs.bytes} bytes gzip in ${login.scripts.length} files`)
  })

  test('without JavaScript the login form still signs in (a plain post), a wrong password comes back with Invalid credentials, and the page says the panel needs JavaScript', async ({ browser }) => {
    const staff = createStaffAdmin('nojs')
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/vvs/panel/login')
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible()
    // (Under Playwright's script switch the <noscript> is not laid out, so its markup is checked.)
    expect(await page.content()).toMatch(/<noscript>.*The admin panel needs JavaScript\./s)
    await page.getByLabel('Email', { exact: true }).fill(staff.email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).click()
    await expect(page).toHaveURL(/\/vvs\/panel\/login\?login=failed$/)
    await expect(page.getByRole('status')).toHaveText('Invalid credentials')
    await page.getByLabel('Email', { exact: true }).fill(staff.email)
    await page.getByLabel('Password', { exact: true }).fill(staff.password)
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).click()
    await expect(page).toHaveURL(/\/vvs\/panel\/dashboard$/)
    await context.close()
  })

  test('the dashboard is rendered on the server with the panel of its address, and is never cached', async ({ request, baseURL }) => {
    await apiLogin(request, baseURL!, staff)
    const res = await request.get('/vvs/panel/dashboard?panel=all-news')
    expect(res.headers()['cache-control']).toContain('no-store')
    const html = await res.text()
    expect(html).toContain('<h1 class="admin-title">Admin Dashboard</h1>')
    expect(html).toContain('College Admin')
    expect(html).toContain('Management System')
    expect(html).toMatch(/<h2 class="admin-panel-title"[^>]*>All News<\/h2>/)
    expect(html).toMatch(/href="\/vvs\/panel\/dashboard\?panel=all-news" aria-current="page"|aria-current="page"[^>]*href="\/vvs\/panel\/dashboard\?panel=all-news"/)
    expect(html).toContain('Loading…')
    const { scripts, styles } = assetsOf(html)
    expect(scripts.some((src) => src.includes('pages_vvs_panel_dashboard'))).toBe(true)
    expect(styles.some((href) => href.includes('react-toastify'))).toBe(true)
    for (const asset of [...scripts, ...styles]) expect(asset).not.toMatch(/swiper/)
    const dashboardJs = await gzipSize(request, scripts)
    expect(dashboardJs.text).not.toContain('ZodError')
    console.log(`dashboard page JS: ${dashboardJs.bytes} bytes gzip in ${scripts.length} files`)
    // An unknown panel shows the overview
    expect(await (await request.get('/vvs/panel/dashboard?panel=nope')).text()).toMatch(/<h2 class="admin-panel-title"[^>]*>Dashboard<\/h2>/)
  })

  test('between 768 and 1023 px the menu is an overlay that can be narrowed; from 1024 px it is always open', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 })
    await page.goto('/vvs/panel/login')
    await signIn(page, staff)
    await expect(page).toHaveURL(/dashboard$/)
    await dashboardReady(page)
    const sidebar = page.locator('#admin-sidebar')
    await expect(sidebar).not.toBeInViewport()
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(sidebar).toBeInViewport()
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect(sidebar.getByRole('link', { name: 'All News' })).toBeHidden()
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(100)
    // Widening to a laptop: the menu is forced open and the button goes away
    await page.setViewportSize({ width: 1100, height: 800 })
    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await expect(sidebar.getByRole('link', { name: 'All News' })).toBeVisible()
    await expect(menu).toBeHidden()
    await sidebar.getByRole('link', { name: 'All News' }).click()
    await expect(sidebar).toBeInViewport()
    // Narrowing to a phone: collapsed is ignored below 768 px
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await page.setViewportSize({ width: 700, height: 800 })
    await menu.click()
    await expect(sidebar.getByRole('link', { name: 'All News' })).toBeVisible()
  })

  test('All News says "Failed to load blogs." and "No blogs found." (spec §8), and takes an answer of another shape for a failure', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/vvs/panel/login')
    await signIn(page, staff)
    await expect(page).toHaveURL(/dashboard$/)
    let answer: 'fail' | 'wrapped' | 'empty' = 'fail'
    // The table reads its own page call (docs/decisions/053): { data: { items, total, offset, limit } }.
    await page.route('**/api/blogs/admin/page?*', (route) =>
      answer === 'fail' ? route.fulfill({ status: 503, json: { success: false, message: 'Database is busy' } })
      : answer === 'wrapped' ? route.fulfill({ json: [] })
      : route.fulfill({ json: { data: { items: [], total: 0, offset: 0, limit: 25 } } }),
    )
    await openPanel(page, 'All News')
    await expect(page.getByRole('alert')).toContainText('Failed to load blogs.')
    // Each answer is changed only once the panel has had the one before: the alert already says
    // "Failed…" while the next request is on its way.
    const tryAgain = () => Promise.all([page.waitForResponse('**/api/blogs/admin/page?*'), page.getByRole('button', { name: 'Try again' }).click()])
    answer = 'wrapped'
    await tryAgain()
    await expect(page.getByRole('alert')).toContainText('Failed to load blogs.')
    answer = 'empty'
    await tryAgain()
    await expect(page.getByText('No blogs found.', { exact: true })).toBeVisible()
  })

  test('lists show loading, error (with retry), empty and data; one row is edited at a time', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/vvs/panel/login')
    await signIn(page, staff)
    await expect(page).toHaveURL(/dashboard$/)

    // The real server cannot be told to fail on demand: its answers are replaced for this path only.
    let answer: 'slow-fail' | 'empty' | 'real' = 'slow-fail'
    // "Loading…" shows before the request reaches the route: the gate may open first (fixtures.ts).
    const failing = gate()
    await page.route('**/api/home/getAllPrograms', async (route) => {
      if (answer === 'slow-fail') {
        await failing.opened
        return route.fulfill({ status: 503, json: { success: false, message: 'Database is busy' } })
      }
      if (answer === 'empty') return route.fulfill({ json: [] })
      return route.continue()
    })
    await openPanel(page, 'All Services')
    await expect(page.getByRole('status')).toHaveText('Loading…')
    failing.open()
    await expect(page.getByRole('alert')).toContainText('Could not load the programs. (Database is busy)')
    answer = 'empty'
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText('No programs found.')).toBeVisible()
    answer = 'real'
    await page.reload()
    const rows = page.locator('.admin-table tbody tr')
    await expect(rows.first()).toBeVisible()
    expect(await rows.count()).toBeGreaterThan(1)

    await rows.nth(0).getByRole('button', { name: 'Edit' }).click()
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(1)
    await rows.nth(1).getByRole('button', { name: 'Edit' }).click()
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(1)
    await expect(rows.nth(1).getByRole('button', { name: 'Save', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
  })

  test('the upload widget takes images only, ignores files beyond the cap, and shows real progress', async ({ page, context }) => {
    await page.goto('/vvs/panel/login')
    await signIn(page, staff)
    await expect(page).toHaveURL(/dashboard$/)
    await openPanel(page, 'Add Home Banner')
    const input = page.locator('input[type=file]')
    await expect(input).toHaveAttribute('accept', 'image/*')
    const photos = await Promise.all([1, 2, 3, 4].map((n) => makeJpeg(`Cap ${n}`, 1600, 900, n * 70)))
    await input.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }, ...photos])
    const thumbs = page.getByRole('list', { name: 'Chosen images' }).locator('img')
    await expect(thumbs).toHaveCount(3)
    await expect(page.getByText('1 file(s) skipped: only images are accepted.')).toBeVisible()
    await expect(page.getByText('Only the first 3 images will be uploaded (at most 3 in one upload). Left out: Cap-4.jpg. Choose it again for the next upload.')).toBeVisible()
    await expect(thumbs.first()).toHaveAttribute('src', /^blob:/)
    await page.getByRole('button', { name: 'Remove Cap-2.jpg' }).click()
    await expect(thumbs).toHaveCount(2)

    // A slow uplink (~64 KB/s) so the progress events can be seen between 0 and 100
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 1_000_000, uploadThroughput: 64 * 1024 })
    const seen = new Set<number>()
    const upload = page.getByRole('button', { name: 'Upload', exact: true })
    await upload.click()
    await expect(page.getByRole('button', { name: 'Uploading…' })).toBeDisabled()
    const bar = page.getByRole('progressbar', { name: 'Upload progress' })
    await expect
      .poll(async () => {
        const value = Number(await bar.getAttribute('value').catch(() => null))
        if (!Number.isNaN(value)) seen.add(value)
        return [...seen].some((v) => v > 0 && v < 100)
      }, { intervals: [50], timeout: 120_000 })
      .toBe(true)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await expect(page.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 60_000 })
    await expect(upload).toBeDisabled()
    // Changing the selection enables it again
    await page.getByRole('button', { name: 'Remove Cap-1.jpg' }).click()
    await expect(upload).toBeEnabled()

    // Photos dropped onto the box are taken like chosen ones (a dropped non-image is skipped)
    const dropped = await makeJpeg('Dropped', 800, 500, 150)
    const dataTransfer = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], 'Dropped.jpg', { type: 'image/jpeg' }))
      transfer.items.add(new File(['hello'], 'readme.txt', { type: 'text/plain' }))
      return transfer
    }, [...dropped.buffer])
    await page.dispatchEvent('.upload__drop', 'drop', { dataTransfer })
    await expect(thumbs).toHaveCount(1)
    await expect(thumbs.first()).toHaveAttribute('alt', 'Dropped.jpg')
    await expect(page.getByText('1 file(s) skipped: only images are accepted.')).toBeVisible()
    await expect(upload).toBeEnabled()
  })

  test('a photo chosen before the script has loaded is kept', async ({ page }) => {
    await page.goto('/vvs/panel/login')
    await signIn(page, staff)
    await expect(page).toHaveURL(/dashboard$/)
    // Hold the dashboard's script back, as a slow phone would
    const script = gate()
    await page.route(/pages_vvs_panel_dashboard_client/, async (route) => {
      await script.opened
      await route.continue()
    })
    await page.goto('/vvs/panel/dashboard?panel=add-banner', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('[data-island="admin-dashboard"]')).not.toHaveAttribute('data-hydrated', 'true')
    await page.locator('input[type=file]').setInputFiles([await makeJpeg('Early', 800, 500, 60)])
    script.open()
    await dashboardReady(page)
    await expect(page.getByRole('list', { name: 'Chosen images' }).locator('img')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled()
  })
})
