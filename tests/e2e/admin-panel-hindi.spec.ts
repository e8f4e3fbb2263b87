import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, PHONE } from './fixtures'
import { PANEL_GROUPS } from '../../src/ui/admin/panels'
import { createStaffAdmin, dashboardReady, isPhone, signIn, SHOTS, smtpDownTurn } from './admin-support'
import { englishLeft } from './panel-english-left'
import { reflowProblems } from './reflow'
import { INDIAN_DATE_TIME } from '../../src/ui/admin/dates'

/** Hindi's date and time as the public site writes it: "26 नवंबर 2026 को शाम 7:19 बजे". */
const HINDI_DATE_TIME = /^\d{1,2} [\u0900-\u097F]+ \d{4} को [\u0900-\u097F]+ \d{1,2}:\d{2} बजे$/

/** The sidebar's names in English, letter for letter as spec §2 has them (with the entries beside it). */
const ENGLISH_GROUPS = PANEL_GROUPS.filter((group) => group.entries.length).map((group) => group.group as string)
const ENGLISH_PANELS = ['Dashboard', ...PANEL_GROUPS.flatMap((group) => group.entries.map((entry) => entry.label as string))]

/** What the shell's names must read in Hindi (docs/decisions/230): a sample of each kind. */
const HINDI = {
  title: 'एडमिन डैशबोर्ड',
  logOut: 'लॉग आउट',
  skip: 'पैनल पर जाएँ',
  menu: 'मेनू',
  collapse: 'साइडबार छोटा करें',
  nav: 'पैनल',
  groups: ['होम', 'समाचार अनुभाग', 'कार्यक्रम गैलरी', 'पूछताछ', 'प्रकटीकरण', 'स्टाफ़', 'मेरा खाता'],
  panels: ['डैशबोर्ड', 'होम बैनर जोड़ें', 'सभी समाचार', 'प्रवेश पूछताछ देखें', 'शुल्क तालिका', 'स्टाफ़ खाते', 'पासवर्ड बदलें'],
  stats: ['समाचार', 'कार्यक्रम चित्र', 'प्रवेश पूछताछ'],
}
const DEVANAGARI = /[\u0900-\u097F]/

async function openMenu(page: Page): Promise<void> {
  if (!isPhone(page)) return
  const sidebar = page.locator('#admin-sidebar')
  if (await sidebar.evaluate((el) => el.getBoundingClientRect().right > 0)) return
  await page.locator('.admin-menu-button').click()
  await expect(sidebar).toBeInViewport()
}

/** The names of the sidebar's links and group headings, as the accessibility tree gives them. */
async function sidebarNames(page: Page): Promise<{ links: string[]; groups: string[] }> {
  await openMenu(page)
  const nav = page.locator('#admin-sidebar nav')
  const snapshot = await nav.ariaSnapshot()
  const links = [...snapshot.matchAll(/- link "([^"]+)"/g)].map((match) => match[1]!)
  const groups = (await nav.locator('.admin-nav__heading').allTextContents()).map((name) => name.trim())
  return { links, groups }
}

async function expectHindiShell(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: HINDI.title, exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: HINDI.logOut, exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: HINDI.skip, exact: true })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: 'डैशबोर्ड', exact: true })).toBeVisible()
  for (const stat of HINDI.stats) await expect(page.locator('.admin-stat__label').getByText(stat, { exact: true })).toBeVisible()
  // the switch back names English in its own script and language
  await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('lang', 'en')
  if (isPhone(page)) await expect(page.getByRole('button', { name: HINDI.menu, exact: true })).toBeVisible()
  else await expect(page.getByRole('button', { name: HINDI.collapse, exact: true })).toBeVisible()
  const { links, groups } = await sidebarNames(page)
  await expect(page.getByRole('navigation', { name: HINDI.nav, exact: true })).toHaveCount(1)
  expect(links).toEqual(expect.arrayContaining(HINDI.panels))
  expect(groups).toEqual(expect.arrayContaining(HINDI.groups))
  // every name of the sidebar is Hindi: none of the English ones is left
  expect(links.filter((name) => !DEVANAGARI.test(name)), 'sidebar links still in English').toEqual([])
  expect(groups.filter((name) => !DEVANAGARI.test(name)), 'sidebar groups still in English').toEqual([])
  // the phone's menu closed again (the page behind it is inert while it is open)
  if (isPhone(page)) {
    await page.keyboard.press('Escape')
    await expect(page.locator('#admin-sidebar')).not.toBeInViewport()
  }
}

// The mail port's turn a test holds while its alerts must fail; ended here too if the test fails.
let mailDown: { release: () => Promise<void> } | undefined
test.afterEach(async () => {
  await mailDown?.release()
  mailDown = undefined
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`a member switches the panel to हिन्दी at ${viewport.width} px: the shell reads in Hindi, lang="hi", kept across sign-out and sign-in elsewhere; English again gives the exact English names`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000)
    const staff = createStaffAdmin(`hindi${viewport.width}`)
    const first = await browser.newContext({ viewport })
    const page = await first.newPage()
    // An enquiry a visitor wrote: its text stays as written, its date follows the panel's language.
    const applicant = `Hindi Panel Applicant ${viewport.width}`
    mailDown = await smtpDownTurn()
    expect((await page.request.post('/api/admission/submit', { data: { fullname: applicant, city: 'Shahdol', phone: '9826012345', course: 'LLB(5yrs.)' }, headers: { origin: baseURL! } })).status()).toBe(201)
    const enquiry = page.locator('.admin-recent li', { hasText: applicant })
    await page.goto('/vvs/panel/login')
    await signIn(page, staff)
    await dashboardReady(page)
    // Nobody listens on the admin server's mail port in this turn: the enquiry's alert fails, the Dashboard says so.
    await expect.poll(async () => (await (await page.request.get('/api/admin/overview')).json()).data.alerts.failing, { timeout: 60_000 }).toBeGreaterThan(0)
    await page.reload()
    await dashboardReady(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const toHindi = page.getByRole('button', { name: 'हिन्दी', exact: true })
    await expect(toHindi).toHaveAttribute('lang', 'hi')
    await toHindi.click()
    await expectHindiShell(page)
    // Dates of the Dashboard in Hindi's words, as the public site writes them; the visitor's text as written
    await expect(page.locator('.admin-stat__value').first()).not.toHaveText('…')
    await expect(enquiry.locator('strong')).toHaveText(applicant)
    await expect(enquiry.locator('time')).toHaveText(HINDI_DATE_TIME)
    const late = page.locator('[data-notice="alerts-late"]')
    await expect(late).toContainText(/^\d+ ई-मेल अलर्ट नहीं (भेजा गया|भेजे गए) \(\d{1,2} [\u0900-\u097F]+ \d{4} को [\u0900-\u097F]+ \d{1,2}:\d{2} बजे से प्रतीक्षा में\)।/)
    await expect(late.getByRole('link', { name: 'ई-मेल अलर्ट खोलें', exact: true })).toBeVisible()
    // why, in Hindi too: the setting's name marked as written, no other English
    await expect(late).toContainText('पिछला प्रयास विफल रहा: मेल सर्वर तक नहीं पहुँचा जा सका (वह बंद है, या SMTP_URL में होस्ट या पोर्ट ग़लत है)।')
    await expect(late.locator('[lang="en"][translate="no"]', { hasText: 'SMTP_URL' })).toHaveCount(1)
    expect(await englishLeft(page, '[data-notice="alerts-late"]')).toEqual([])
    await mailDown.release()
    fs.mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: path.join(SHOTS, `panel-hindi-${viewport.width}.png`), fullPage: true, animations: 'disabled' })
    if (isPhone(page)) {
      await openMenu(page)
      await page.screenshot({ path: path.join(SHOTS, `panel-hindi-menu-${viewport.width}.png`), animations: 'disabled' })
    }

    // Signed out here, signed in on another device: the panel is in Hindi from its first byte.
    await page.reload()
    await dashboardReady(page)
    await page.getByRole('button', { name: HINDI.logOut, exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await first.close()
    const second = await browser.newContext({ viewport })
    const again = await second.newPage()
    await again.goto('/vvs/panel/login')
    await signIn(again, staff)
    await dashboardReady(again)
    await expectHindiShell(again)

    // Back to English: the spec's names exactly, and nothing Hindi left but the switch.
    await again.getByRole('button', { name: 'English', exact: true }).click()
    await expect(again.locator('html')).toHaveAttribute('lang', 'en')
    await expect(again.getByRole('heading', { level: 1, name: 'Admin Dashboard', exact: true })).toBeVisible()
    await expect(again.getByRole('button', { name: 'Log out', exact: true })).toBeVisible()
    await expect(again.getByRole('link', { name: 'Skip to panel', exact: true })).toHaveCount(1)
    await expect(again.getByRole('button', { name: 'हिन्दी', exact: true })).toHaveAttribute('lang', 'hi')
    await expect(again.locator('.admin-recent li', { hasText: applicant }).locator('time')).toHaveText(INDIAN_DATE_TIME)
    const { links, groups } = await sidebarNames(again)
    expect(links).toEqual(ENGLISH_PANELS)
    expect(groups).toEqual(ENGLISH_GROUPS)
    await again.reload()
    await expect(again.locator('html')).toHaveAttribute('lang', 'en')
    await second.close()
  })
}

test('with the panel in Hindi the shell reflows at 320 px: the longer names fit the width and nothing is cut (WCAG 1.4.10)', async ({ browser }) => {
  const staff = createStaffAdmin('hindi320')
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } })
  const page = await context.newPage()
  await page.goto('/vvs/panel/login')
  await signIn(page, staff)
  await dashboardReady(page)
  await page.getByRole('button', { name: 'हिन्दी', exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.locator('.admin-stat__value').first()).not.toHaveText('…')
  expect(await page.evaluate(reflowProblems), 'Dashboard in Hindi').toEqual([])
  await openMenu(page)
  expect(await page.evaluate(reflowProblems), 'open menu in Hindi').toEqual([])
  await page.locator('#admin-sidebar').getByRole('link', { name: 'सभी समाचार', exact: true }).click()
  await expect(page.locator('.admin-panel-title')).toHaveText('सभी समाचार')
  await expect(page.getByText('Loading…')).toHaveCount(0)
  expect(await page.evaluate(reflowProblems), 'All News in Hindi').toEqual([])
  await context.close()
})
