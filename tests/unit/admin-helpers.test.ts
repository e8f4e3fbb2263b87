import { describe, expect, it } from 'vitest'
import { loginSchema } from '../../src/platform/auth/schema'
import { splitHighlights } from '../../src/features/programs/schema'
import { highlightsFromText, highlightsToText } from '../../src/features/programs/admin/highlights'
import { checkLogin } from '../../src/ui/admin/login-checks'
import { loginOutcome } from '../../src/ui/admin/Login'
import { ApiError, dataOf, listOf } from '../../src/ui/admin/api'
import { thumbnailUrl } from '../../src/ui/admin/images'
import { groupsFor, PANEL_GROUPS, panelFromQuery, panelHref } from '../../src/ui/admin/panels'
import { TEXT_AREAS } from '../../src/app/areas'
import { fileFieldNames } from '../../src/ui/admin/UploadWidget'

describe('login form checks', () => {
  it('gives the four messages of the spec', () => {
    expect(checkLogin('', '')).toEqual({ email: 'Email is required', password: 'Password is required' })
    expect(checkLogin('staff', 'abc')).toEqual({ email: 'Enter a valid email', password: 'At least 6 characters' })
    expect(checkLogin(' staff@college.test ', 'secret1')).toEqual({})
  })

  it('agrees with the API schema on every input', () => {
    const emails = ['', ' ', 'a', 'a@b', 'a@b.c', ' a@b.co ', 'a b@c.de', 'x@@y.in', 'staff@college.test', `${'x'.repeat(195)}@a.in`]
    const passwords = ['', '1', '12345', '123456', 'correct horse']
    for (const email of emails) {
      for (const password of passwords) {
        const parsed = loginSchema.safeParse({ email, password })
        const fromSchema: Record<string, string> = {}
        if (!parsed.success) for (const issue of parsed.error.issues) fromSchema[String(issue.path[0])] ??= issue.message
        const mine = checkLogin(email, password)
        expect({ email, password, ...mine }).toEqual({ email, password, ...fromSchema })
      }
    }
  })

  it('reads the login answer as the spec says', () => {
    expect(loginOutcome(true, { success: true, user: { id: '1' } })).toEqual({ success: true, user: { id: '1' } })
    expect(loginOutcome(true, { success: false })).toEqual({ success: false, message: 'Invalid credentials' })
    expect(loginOutcome(true, { success: false, message: 'No such admin' })).toEqual({ success: false, message: 'No such admin' })
    expect(loginOutcome(false, { success: false, message: 'Invalid email or password.' })).toEqual({ success: false, message: 'Invalid email or password.' })
    expect(loginOutcome(false, null)).toEqual({ success: false, message: 'Something went wrong' })
  })
})

describe('dashboard helpers', () => {
  it('splits highlights like the API does', () => {
    for (const text of ['a, b, ,c', ' one ', '', ',,,', 'x,y ,  z,']) expect(highlightsFromText(text)).toEqual(splitHighlights(text))
    expect(highlightsFromText(highlightsToText(['Moot court', 'Legal aid']))).toEqual(['Moot court', 'Legal aid'])
  })

  it('names upload fields image, or image1, image2, …', () => {
    expect(fileFieldNames(1)).toEqual(['image'])
    expect(fileFieldNames(3)).toEqual(['image1', 'image2', 'image3'])
  })

  it('reads each answer in the shape of the client table: bare lists, { foundations }, { data }', () => {
    expect(listOf('/api/home/bannerImages', [{ _id: 'a' }])).toEqual([{ _id: 'a' }])
    expect(listOf('/api/about/getfoundation', { foundations: [{ _id: 'f' }] })).toEqual([{ _id: 'f' }])
    expect(dataOf('/api/topbar/getTopbarData', { data: { message: 'hi', link: '' } })).toEqual({ message: 'hi', link: '' })
    // Another shape is a failed read, never a half-read: a wrapped list, a bare foundations array, data: null.
    expect(() => listOf('/api/home/bannerImages', { success: true, data: [] })).toThrow(ApiError)
    expect(() => listOf('/api/about/getfoundation', [])).toThrow(ApiError)
    expect(() => dataOf('/api/topbar/getTopbarData', { data: null })).toThrow(ApiError)
  })

  it('keeps every sidebar entry of the spec, in order, and an address for each', () => {
    // The spec's sidebar first, letter for letter; groups beside the spec come after it.
    expect(PANEL_GROUPS.map((group) => [group.group, group.entries.map((entry) => entry.label)])).toEqual([
      ['Dashboard', []],
      ['Home', ['Add Home Banner', 'All Banner Images', 'Add Services', 'All Services']],
      ['About Us', ['Add About Content', 'Mission & Vision', 'Add Founders', 'All Founders']],
      ['News Section', ['Add News Data', 'All News']],
      ['Event Gallery', ['Add Category', 'Add Event Images', 'All Event Gallery Images']],
      ['Topbar', ['Add Topbar Content']],
      ['Queries', ['Show Addmission Queries', 'Contact Queries']],
      // beside the spec's sidebar: the disclosure content (issue #15), then staff tools
      ['Disclosures', ['Upload Documents', 'All Documents', 'Committees', 'Faculty', 'Fee Table', 'Statutory Facts', 'Compliance Checklist']],
      // one entry per declared text area (src/app/areas.ts), checked below
      ['Page Texts', PANEL_GROUPS.find((group) => group.group === 'Page Texts')!.entries.map((entry) => entry.label)],
      ['Translations', ['Translations']],
      ['Bin', ['Deleted Items']],
      ['Grievances', ['Student Grievances']],
      ['Staff', ['Staff Accounts', 'Activity Log', 'E-mail Alerts']],
      ['My Account', ['Change Password']],
    ])
    // the text areas' panels, and only theirs, beside the spec's entries (a new text area adds its line in panels.ts, no test edit)
    expect(PANEL_GROUPS.find((group) => group.group === 'Page Texts')!.entries.map((entry) => entry.key)).toEqual(TEXT_AREAS.map((area) => area.panel))
    // only what the role may do
    expect(groupsFor('editor').map((group) => group.group)).toEqual(['Dashboard', 'Home', 'About Us', 'News Section', 'Event Gallery', 'Topbar', 'Disclosures', 'Page Texts', 'Translations', 'Bin', 'My Account'])
    expect(groupsFor('admissions').map((group) => group.group)).toEqual(['Dashboard', 'Queries', 'My Account'])
    expect(groupsFor('grievance-committee').map((group) => group.group)).toEqual(['Dashboard', 'Grievances', 'My Account'])
    expect(panelFromQuery('grievances', 'editor')).toBe('overview')
    expect(panelFromQuery('grievances', 'admissions')).toBe('overview')
    expect(panelFromQuery('all-news', 'admissions')).toBe('overview')
    expect(panelFromQuery('admission-queries', 'editor')).toBe('overview')
    expect(panelFromQuery('all-news')).toBe('all-news')
    expect(panelFromQuery('constructor')).toBe('overview')
    expect(panelFromQuery(['all-news'])).toBe('overview')
    expect(panelHref('overview')).toBe('/vvs/panel/dashboard')
    expect(panelHref('contact-queries')).toBe('/vvs/panel/dashboard?panel=contact-queries')
  })

  it('points thumbnails at the smallest stored variant', () => {
    expect(thumbnailUrl('Event', '0123456789abcdef01234567.jpg', { widths: [960, 480] })).toBe('/uploads/Event/0123456789abcdef01234567-480.webp')
    expect(thumbnailUrl('Blogs', 'old name.png', null)).toBe('/uploads/Blogs/old%20name.png')
    expect(thumbnailUrl('Home', null)).toBe('')
  })
})
