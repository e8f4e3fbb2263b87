import type { Request } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ONE_ROW_AREAS, ROW_AREAS, TEXT_AREAS } from '../../src/app/areas'
import { describeWrite } from '../../src/platform/activity/describe'
import { ROLES, type Permission, type Role } from '../../src/platform/auth/roles'
import { createAdmin } from '../../src/platform/auth/store'
import { fillPath, pageRoutes, routesOf, type AppRoute } from '../hardening/routes'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg } from './client'

/**
 * Every /api route that is no declared content area's, and the permission it must have, written
 * out from spec §7, the role model (docs/decisions/100, 102, 104) and the panels each role may
 * open, apart from the code under test: a route missing here, a route declaring something else, or
 * a line here with no route fails. A content area's reads and writes (src/app/areas.ts) are not
 * listed: their permission follows from the area's kind (AREA_KINDS below).
 */
const ROUTE_PERMISSIONS: Record<string, Permission> = {
  // spec §7: what visitors read and send, and the session calls
  'POST /api/contact/addContact': 'public',
  'POST /api/admission/submit': 'public',
  'GET /api/about/getAboutContent': 'public',
  'GET /api/about/getmissionVision': 'public',
  'GET /api/blogs/getBlogDetail/:id': 'public',
  'GET /api/topbar/getTopbarData': 'public',
  'POST /api/admin/login': 'public',
  'POST /api/admin/logout': 'public',
  'GET /api/admin/me': 'signed-in',
  'PUT /api/admin/panel-language': 'signed-in',
  // each person's own unsaved panel input (docs/decisions/273)
  'GET /api/admin/drafts': 'signed-in',
  'PUT /api/admin/drafts/:key': 'signed-in',
  'DELETE /api/admin/drafts/:key': 'signed-in',
  // spec §7: the content writes (the Editor's and the Administrator's) follow from their areas
  // spec §7: the enquiries (names and phone numbers), the Admissions desk's and the Administrator's
  'GET /api/contact/getAllContact': 'enquiries',
  'GET /api/admission/getAllAddmissionQueries': 'enquiries',
  // the panel's own paged calls and the dashboard (docs/decisions/053)
  'GET /api/blogs/admin/page': 'content',
  'GET /api/event/admin/page': 'content',
  'GET /api/admin/overview': 'signed-in',
  // enquiries followed up (docs/decisions/101): every one carries personal data, exports included
  'GET /api/admission/queries': 'enquiries',
  'GET /api/admission/exportQueries': 'enquiries',
  'PUT /api/admission/queries/:id/status': 'enquiries',
  'POST /api/admission/queries/:id/notes': 'enquiries',
  'DELETE /api/admission/queries/:id': 'enquiries',
  'DELETE /api/admission/spamQueries': 'enquiries',
  'GET /api/contact/queries': 'enquiries',
  'GET /api/contact/exportQueries': 'enquiries',
  'PUT /api/contact/queries/:id/status': 'enquiries',
  'POST /api/contact/queries/:id/notes': 'enquiries',
  'DELETE /api/contact/queries/:id': 'enquiries',
  'DELETE /api/contact/spamQueries': 'enquiries',
  'GET /api/enquiries/summary': 'enquiries',
  // the documents library, committees, search, faculty and fees (issue #15): one item read by all
  'GET /api/documents/:id': 'public',
  'GET /api/committees/:id': 'public',
  // the compliance checklist (issue 38); the statutory facts are a declared area
  'GET /api/compliance': 'content',
  'GET /api/search': 'public',
  // the panel search (docs/decisions/215): every member of staff, each finding what their role may open
  'GET /api/admin/search': 'signed-in',
  // staff accounts and the activity log: Administrators only (docs/decisions/102)
  'GET /api/activity': 'accounts',
  'GET /api/admin/accounts': 'accounts',
  'POST /api/admin/accounts': 'accounts',
  'POST /api/admin/accounts/:id/invite': 'accounts',
  'PUT /api/admin/accounts/:id/name': 'accounts',
  'PUT /api/admin/accounts/:id/role': 'accounts',
  'POST /api/admin/accounts/:id/suspend': 'accounts',
  'POST /api/admin/accounts/:id/reinstate': 'accounts',
  'DELETE /api/admin/accounts/:id': 'accounts',
  // the invitation link sets the first password: its token is the credential
  'POST /api/admin/accounts/setPassword': 'public',
  // "Forgot password?": public, throttled on the one password path (issue 30)
  'POST /api/admin/forgotPassword': 'public',
  // everyone changes their own password
  'POST /api/admin/password': 'signed-in',
  // the bin of deleted content, and previous versions of the one-row areas (docs/decisions/107)
  'GET /api/bin': 'content',
  'POST /api/bin/:id/restore': 'content',
  'GET /api/versions/:area': 'content',
  // the revision a one-row area's form is opened on (docs/decisions/285)
  'GET /api/revisions/:area': 'content',
  'POST /api/versions/:area/:id/putBack': 'content',
  // staff text in Hindi and English (issue 29, docs/decisions/124): Editors and Administrators, not the Admissions desk
  'GET /api/translations': 'content',
  'GET /api/translations/:area/:id': 'content',
  'PUT /api/translations/:area/:id': 'content',
  // one content row's previous versions (every declared RowArea, docs/decisions/127)
  'GET /api/versions/:area/:itemId': 'content',
  // e-mail alerts: Administrators only (docs/decisions/104)
  'GET /api/admin/mail': 'accounts',
  'PUT /api/admin/mail': 'accounts',
  'POST /api/admin/mail/test': 'accounts',
  'POST /api/admin/mail/retry': 'accounts',
  // browser tests move the server's clock (TEST_CLOCK=1 only, started so here): staff who write content
  'PUT /api/test/clock': 'content',
  // students' grievances (issue 31): the form and the status look-up are public; the rest the
  // Grievance committee and Administrators only, deleting Administrators only (docs/decisions/120)
  'POST /api/grievance': 'public',
  'POST /api/grievance/status': 'public',
  'GET /api/grievances': 'grievances',
  'GET /api/grievances/holidays': 'grievances',
  'POST /api/grievances/holidays': 'grievances',
  'DELETE /api/grievances/holidays/:day': 'grievances',
  'GET /api/grievances/:reference': 'grievances',
  'GET /api/grievances/:reference/attachments/:id': 'grievances',
  'POST /api/grievances/:reference/notes': 'grievances',
  'POST /api/grievances/:reference/accessCode': 'grievances',
  'POST /api/grievances/:reference/correct': 'grievances',
  'POST /api/grievances/:reference/:action': 'grievances',
  'GET /api/grievances/deleted': 'grievance-removal',
  'DELETE /api/grievances/:reference': 'grievance-removal',
  'POST /api/grievances/:reference/restore': 'grievance-removal',
  // how far the server is with a photo upload (docs/decisions/176)
  'GET /api/uploads/progress/:token': 'content',
}

/**
 * What a declared content area's routes must have, from the area's kind, written out apart from
 * the code under test: content is written by those who keep the site's content (Editors and
 * Administrators, docs/decisions/102) and read by anyone. Never the permission a route declares.
 */
const AREA_KINDS = {
  'one-row': { areas: ONE_ROW_AREAS.filter((area) => !TEXT_AREAS.some((text) => text.key === area.key)), writes: 'content', reads: 'public' },
  row: { areas: ROW_AREAS, writes: 'content', reads: 'public' },
  text: { areas: TEXT_AREAS, writes: 'content', reads: 'public' },
} as const satisfies Record<string, { areas: readonly { key: string; writes: RegExp }[]; writes: Permission; reads: Permission }>

/** The public read of an area: a row area's list, a text area's /api/content/<key>. */
const readOf = (area: { key: string; publicRead?: string; title?: string }) => area.publicRead ?? (area.title !== undefined ? `/api/content/${area.key}` : undefined)

/**
 * The permission a route must have because it belongs to a declared area: a write whose path (its
 * :area being the area's key) the area's `writes` matches, or the area's public read. Null: not an
 * area's, so the hand table above says.
 */
function areaPermissions(route: AppRoute): { permission: Permission; area: string; label: string; path: string }[] {
  const found: { permission: Permission; area: string; label: string; path: string }[] = []
  for (const [kind, { areas, writes, reads }] of Object.entries(AREA_KINDS)) {
    for (const area of areas as readonly { key: string; label: string; writes: RegExp; publicRead?: string; title?: string }[]) {
      const path = route.path.replace(':area', area.key).replace(/:\w+/g, 'x')
      const named = { area: `${kind} ${area.key}`, label: area.label, path }
      if (route.method !== 'GET' && area.writes.test(path)) found.push({ permission: writes, ...named })
      if (route.method === 'GET' && path === readOf(area)) found.push({ permission: reads, ...named })
    }
  }
  return found
}
const areaPermission = (route: AppRoute) => areaPermissions(route)[0] ?? null

/** What the route must have: from its area's kind when it is a declared area's, else from the table. */
const mustHave = (route: AppRoute): Permission | undefined => areaPermission(route)?.permission ?? ROUTE_PERMISSIONS[`${route.method} ${route.path}`]

/**
 * Pages outside the panel (/vvs) that are not for everyone, and the permission they need, written
 * out apart from the code under test: staff's previews of notices and of their changes (docs/decisions/225, 279). Anyone
 * without it gets the page's 404, never a sign-in page that would tell the address is real.
 */
const PAGE_PERMISSIONS: Record<string, Permission> = {
  '/preview/news/:id': 'content',
  // a change kept as a draft (docs/decisions/279): walked on a change an Editor keeps, so both content roles see it
  '/preview/news/:id/change': 'content',
}

type Caller = 'anonymous' | Role
const CALLERS: Caller[] = ['anonymous', ...ROLES]

/** The roles of issue #16, written out here apart from the code under test. */
const GRANTED: Record<Role, Permission[]> = {
  administrator: ['signed-in', 'content', 'enquiries', 'accounts', 'grievances', 'grievance-removal'],
  editor: ['signed-in', 'content'],
  admissions: ['signed-in', 'enquiries'],
  'grievance-committee': ['signed-in', 'grievances'],
}

/** What a caller must get from a route needing `permission`: through the guard, 401 or 403. */
function expectedOutcome(permission: Permission, caller: Caller): 'through' | 401 | 403 {
  if (permission === 'public') return 'through'
  if (caller === 'anonymous') return 401
  return GRANTED[caller].includes(permission) ? 'through' : 403
}

describe('rights on every route, for every role', () => {
  let server: TestServer
  let routes: AppRoute[]
  const cookies: Partial<Record<Caller, string>> = {}
  beforeAll(async () => {
    server = await startTestServer({ TEST_CLOCK: '1' })
    routes = routesOf(server.app).filter((route) => route.path.startsWith('/api/'))
    for (const role of ROLES) {
      const credentials = { email: `${role}@college.test`, password: `${role}-password` }
      if (role !== 'administrator') await createAdmin(server.ctx.db, credentials.email, credentials.password, role, role)
      cookies[role] = await loginCookie(server, role === 'administrator' ? undefined : credentials)
    }
  })
  afterAll(() => server?.close())

  it('finds every route of the router in the table or among a declared area\'s, with the permission it declares, and every line of the table registered', () => {
    const keyOf = (route: AppRoute) => `${route.method} ${route.path}`
    const registered = new Set(routes.map(keyOf))
    expect(routes.filter((route) => !areaPermission(route) && !Object.hasOwn(ROUTE_PERMISSIONS, keyOf(route))).map(keyOf), 'routes missing from the table').toEqual([])
    expect(Object.keys(ROUTE_PERMISSIONS).filter((key) => !registered.has(key)), 'table lines with no route').toEqual([])
    // each route pinned in one place: an area's route is not in the hand table too
    expect(routes.filter((route) => areaPermission(route) && Object.hasOwn(ROUTE_PERMISSIONS, keyOf(route))).map(keyOf), 'area routes also in the table').toEqual([])
    const declaredOtherwise = routes.filter((route) => route.permission !== mustHave(route)).map((route) => `${keyOf(route)} declares ${route.permission}, must have ${mustHave(route)}`)
    expect(declaredOtherwise, 'routes declaring another permission than the table or their area').toEqual([])
    // the activity log names each area's writes by the area (an area whose `writes` also matched another's would not be)
    const writesOf = new Map<string, string[]>()
    for (const route of routes.filter((route) => route.method !== 'GET')) {
      const [first, ...others] = areaPermissions(route)
      if (!first) continue
      // the first area that claims a write names it (the event photos' /api/event/ leaves the categories' calls to them)
      expect(describeWrite({ method: route.method, originalUrl: first.path, body: {}, params: {} } as unknown as Request, null, ONE_ROW_AREAS, ROW_AREAS).area, keyOf(route)).toBe(first.label)
      for (const area of [first, ...others]) writesOf.set(area.area, [...(writesOf.get(area.area) ?? []), keyOf(route)])
    }
    // every declared area has at least one write among the routes
    for (const [kind, { areas }] of Object.entries(AREA_KINDS)) {
      for (const area of areas as readonly { key: string }[]) expect(writesOf.get(`${kind} ${area.key}`), `${area.key} has a write route`).toBeDefined()
    }
  })

  it('answers every staff-only page × role as its permission says: 404 outside it, in both languages', async () => {
    const pages = pageRoutes().filter((route) => !route.startsWith('/vvs'))
    // a page under /preview/ is staff's: pinned in the table, or this fails
    expect(pages.filter((route) => route.startsWith('/preview/') && !Object.hasOwn(PAGE_PERMISSIONS, route)), 'preview pages missing from the table').toEqual([])
    expect(Object.keys(PAGE_PERMISSIONS).filter((route) => !pages.includes(route)), 'table lines with no page').toEqual([])
    const added = await apiClient(server, cookies.administrator).multipart('POST', '/api/blogs/createBlog', formData({ title: 'A published notice', description: 'Text.' }, [['image', 'n.jpg', await jpeg()]]))
    expect(added.status).toBe(201)
    const change = await apiClient(server, cookies.editor).multipart('PUT', `/api/blogs/updateBlog/${added.body.data._id}`, formData({ title: 'A changed notice', draft: 'true' }))
    expect(change.status).toBe(200)
    for (const [route, permission] of Object.entries(PAGE_PERMISSIONS)) {
      for (const path of [fillPath(route, () => added.body.data._id), `/hi${fillPath(route, () => added.body.data._id)}`]) {
        for (const caller of CALLERS) {
          const res = await server.fetch(path, { headers: caller === 'anonymous' ? {} : { cookie: cookies[caller]! }, redirect: 'manual' })
          expect(res.status, `${path} as ${caller}`).toBe(expectedOutcome(permission, caller) === 'through' ? 200 : 404)
        }
      }
    }
  })

  it('answers every route × role as its permission says: 401 without a session, 403 with a clear message outside the role', async () => {
    const table: string[] = [`| route | permission | ${CALLERS.join(' | ')} |`, `|---|---|${CALLERS.map(() => '---').join('|')}|`]
    // logout ends the caller's session: called last
    const ordered = [...routes].sort((a, b) => Number(a.path === '/api/admin/logout') - Number(b.path === '/api/admin/logout'))
    for (const route of ordered) {
      const key = `${route.method} ${route.path}`
      const cells: string[] = []
      for (const caller of CALLERS) {
        const client = apiClient(server, caller === 'anonymous' ? undefined : cookies[caller])
        const url = route.path.replace(/:(\w+)/g, 'any-id')
        const res = route.method === 'GET' ? await client.get(url) : await client.json(route.method, url, {})
        // what the table says, never what the route declares: a wrong declaration answers otherwise and fails here
        const permission = mustHave(route)
        expect(permission, `${key} is in the table or a declared area's`).toBeDefined()
        const expected = expectedOutcome(permission!, caller)
        if (expected === 'through') {
          expect([401, 403], `${key} as ${caller}`).not.toContain(res.status)
        } else {
          expect(res.status, `${key} as ${caller}`).toBe(expected)
          expect(res.body, `${key} as ${caller}`).toEqual({ success: false, message: expect.any(String) })
          if (expected === 403) expect(res.body.message, key).toMatch(/Your role|Only an Administrator/)
        }
        cells.push(expected === 'through' ? `${res.status}` : `**${res.status}**`)
      }
      table.push(`| ${key} | ${mustHave(route)} | ${cells.join(' | ')} |`)
    }
    console.log(`Routes × roles (bold: refused by the guard)\n${table.join('\n')}`)
  })

  it('guards multipart uploads before reading them', async () => {
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(1024)]), 'a.jpg')
    expect((await apiClient(server).multipart('POST', '/api/home/uploadBannerImages', form)).status).toBe(401)
    // the walk above ended with logout: sign in again
    const clerk = await loginCookie(server, { email: 'admissions@college.test', password: 'admissions-password' })
    expect((await apiClient(server, clerk).multipart('POST', '/api/home/uploadBannerImages', form)).status).toBe(403)
  })
})

/** Every field name the API reads, each given a value of the wrong type. */
const WRONG_TYPES = Object.fromEntries(
  ['title', 'duration', 'description', 'highlights', 'category', 'imageUrl', 'message', 'link', 'linkTitle', 'date', 'mission', 'vision', 'fullname', 'city', 'phone', 'course', 'name', 'email', 'mobile', 'content', 'students', 'collegeAcceptance', 'yearsOfExcellence', 'image', 'password', 'website', 'returnTo'].map(
    (field, i) => [field, i % 2 ? { $ne: null } : [1, [2]]],
  ),
)

describe('bad input on every route', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ SUBMIT_RATE_LIMIT: '10000' })
  })
  afterAll(() => server?.close())

  it('never answers 5xx and never writes, whatever the body', async () => {
    const admin = apiClient(server, await loginCookie(server))
    const routes = routesOf(server.app)
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => route.includes(' /api/') && route !== 'POST /api/admin/logout')
    const counts = () =>
      server.ctx.sqlite
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'kysely%' AND name NOT LIKE 'sqlite%' AND name != 'admins'")
        .all()
        .map(({ name }: any) => `${name}=${(server.ctx.sqlite.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n}`)
    const before = counts()
    const bodies: [string, string][] = [
      ['{"title": ', 'application/json'],
      ['[]', 'application/json'],
      ['"just a string"', 'application/json'],
      [JSON.stringify(WRONG_TYPES), 'application/json'],
      ['title=&category[]=x&course=MBA&fullname=', 'application/x-www-form-urlencoded'],
      ['plain text', 'text/plain'],
      ['--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nno end', 'multipart/form-data; boundary=b'],
      ['', 'multipart/form-data'],
    ]
    for (const route of routes) {
      const [method, pattern] = route.split(' ')
      if (method === 'GET') continue
      for (const id of ['any-id', '%00', '..%2F..%2Fdata']) {
        for (const [body, type] of bodies) {
          const res = await admin.raw(method, pattern.replace(/:(\w+)/g, id), body, type)
          expect(res.status, `${route} ${id} ${type} ${body.slice(0, 30)}`).toBeLessThan(500)
          expect(res.status, `${route} ${type} ${body.slice(0, 30)}`).not.toBe(200)
        }
      }
    }
    expect(counts()).toEqual(before)
  })
})
