import { expect, test } from '@playwright/test'
import { DESKTOP } from './fixtures'
import { PANEL_GROUPS, panelHref, type PanelKey } from '../../src/ui/admin/panels'
import { createStaffAdmin, dashboardReady, signedIn } from './admin-support'
import { englishLeft } from './panel-english-left'

/**
 * Every panel of the sidebar, walked with the panel in Hindi (issue 40, docs/decisions/230): none of
 * the panel's own words is left in English — headings, labels, buttons, empty lists, hints, and the
 * names read aloud. The panels come from the sidebar's declaration, so a new panel is walked
 * without anyone adding it here. Staff-written content keeps its own language (`lang` on it).
 */
const EVERY_PANEL: PanelKey[] = ['overview', ...PANEL_GROUPS.flatMap((group) => group.entries.map((entry) => entry.key))]

/** Panels whose own texts are still English; each leaves this list when its texts are in the catalogue. */
const STILL_ENGLISH = new Set<PanelKey>([
])

test.describe('every panel in Hindi', () => {
  let staff: { email: string; password: string }
  test.beforeAll(async ({ browser }) => {
    staff = createStaffAdmin('hindi-walk')
    // What a visitor wrote is on the Dashboard and in the enquiry panels whichever specs ran before
    // (it keeps its own language there): an admission enquiry and a contact message, in English.
    const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL })
    const origin = { origin: new URL(test.info().project.use.baseURL!).origin }
    expect((await visitor.request.post('/api/admission/submit', { data: { fullname: 'Walk Applicant', city: 'Anuppur', phone: '9826012345', course: 'LLB(3yrs.)' }, headers: origin })).status()).toBe(201)
    expect((await visitor.request.post('/api/contact/addContact', { data: { name: 'Walk Parent', email: 'walk.parent@example.in', mobile: '9826012345', message: 'When does the term start?' }, headers: origin })).status()).toBe(201)
    await visitor.close()
  })

  for (const key of EVERY_PANEL) {
    test(`${key}: no English of the panel's own with the panel in Hindi`, async ({ browser }) => {
      test.fixme(STILL_ENGLISH.has(key), 'its texts are not in the catalogue yet')
      const context = await browser.newContext({ viewport: DESKTOP })
      const page = await context.newPage()
      await signedIn(page, staff)
      expect((await page.request.put('/api/admin/panel-language', { data: { lang: 'hi' }, headers: { origin: new URL(page.url()).origin } })).status()).toBe(200)
      await page.goto(panelHref(key))
      await dashboardReady(page)
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
      // what the panel loads is in (no "Loading…" left)
      await expect(page.locator('#admin-panel [aria-busy="true"]')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      expect(await englishLeft(page, '.admin-shell')).toEqual([])
      await context.close()
    })
  }
})
