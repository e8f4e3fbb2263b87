import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLES, type Permission, type Role } from '../../src/features/admin-auth/roles'
import { createAdmin } from '../../src/features/admin-auth/store'
import { routesOf, type AppRoute } from '../hardening/routes'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient } from './client'

/** The calls anyone may make without a session: exactly these declare guard('public'). */
const PUBLIC_ROUTES = new Set([
  'GET /api/home/bannerImages',
  'GET /api/home/getAllPrograms',
  'GET /api/event/getEventImages',
  'GET /api/event/getAllCategories',
  'POST /api/contact/addContact',
  'POST /api/admission/submit',
  'GET /api/about/getAboutContent',
  'GET /api/about/getfoundation',
  'GET /api/about/getmissionVision',
  'GET /api/blogs/getAllBlogs',
  'GET /api/blogs/getBlogDetail/:id',
  'GET /api/topbar/getTopbarData',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'POST /api/admin/accounts/setPassword',
  // beside the spec (issue #15)
  'GET /api/documents',
  'GET /api/documents/:id',
  'GET /api/committees',
  'GET /api/committees/:id',
  'GET /api/search',
  'GET /api/faculty',
  'GET /api/fees',
  // students' grievances (issue 31): the form and the status look-up
  'POST /api/grievance',
  'POST /api/grievance/status',
])

/** Calls beside the spec (issue #15): the documents library and committees. */
const BESIDE_SPEC_ROUTES = [
  'GET /api/documents',
  'GET /api/documents/:id',
  'POST /api/documents',
  'PUT /api/documents/:id',
  'DELETE /api/documents/:id',
  'GET /api/committees',
  'GET /api/committees/:id',
  'PUT /api/committees/:id',
  'GET /api/search',
  'GET /api/faculty',
  'POST /api/faculty',
  'POST /api/faculty/order',
  'PUT /api/faculty/:id',
  'DELETE /api/faculty/:id',
  'GET /api/fees',
  'POST /api/fees',
  'PUT /api/fees/:id',
  'DELETE /api/fees/:id',
  // beside the spec (issue #16): previous versions of the one-row areas
  'GET /api/versions/:area',
  'POST /api/versions/:area/:id/putBack',
  // e-mail alerts (issue #16)
  'GET /api/admin/mail',
  'PUT /api/admin/mail',
  'POST /api/admin/mail/test',
  'POST /api/admin/mail/retry',
]

/** Every call of spec §7 plus the session calls: all must be registered. */
const SPEC_ROUTES = [
  'GET /api/home/bannerImages',
  'POST /api/home/uploadBannerImages',
  'DELETE /api/home/deleteBannerImages',
  'GET /api/home/getAllPrograms',
  'POST /api/home/uploadPrograms',
  'PUT /api/home/editProgram/:id',
  'DELETE /api/home/deletePrograms/:id',
  'GET /api/event/getEventImages',
  'GET /api/event/getAllCategories',
  'POST /api/event/addCategory',
  'PUT /api/event/updateCategory/:id',
  'POST /api/event/uploadEventImages',
  'DELETE /api/event/deleteEventGalleryImage',
  'POST /api/contact/addContact',
  'GET /api/contact/getAllContact',
  'POST /api/admission/submit',
  'GET /api/admission/getAllAddmissionQueries',
  'GET /api/about/getAboutContent',
  'POST /api/about/uploadAboutContent',
  'POST /api/about/uploadAboutContentImages',
  'GET /api/about/getfoundation',
  'POST /api/about/addfoundation',
  'PUT /api/about/updatefoundation/:id',
  'DELETE /api/about/deletefoundation/:id',
  'GET /api/about/getmissionVision',
  'PUT /api/about/missionVisionUpdate',
  'POST /api/blogs/createBlog',
  'GET /api/blogs/getAllBlogs',
  'GET /api/blogs/getBlogDetail/:id',
  'PUT /api/blogs/updateBlog/:id',
  'DELETE /api/blogs/deleteBlog/:id',
  'GET /api/topbar/getTopbarData',
  'POST /api/topbar/addTopbarData',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/admin/me',
  // beside the contract
  'DELETE /api/event/deleteCategory/:id',
  'PUT /api/home/updateBannerImage/:id',
  'PUT /api/event/updateEventImage/:id',
]

/** What the spec's content calls need: the Editor's and the Administrator's right. */
const SPEC_PERMISSIONS: Record<string, Permission> = {
  'POST /api/home/uploadBannerImages': 'content',
  'DELETE /api/home/deleteBannerImages': 'content',
  'POST /api/home/uploadPrograms': 'content',
  'PUT /api/home/editProgram/:id': 'content',
  'DELETE /api/home/deletePrograms/:id': 'content',
  'POST /api/event/addCategory': 'content',
  'PUT /api/event/updateCategory/:id': 'content',
  'POST /api/event/uploadEventImages': 'content',
  'DELETE /api/event/deleteEventGalleryImage': 'content',
  'GET /api/contact/getAllContact': 'enquiries',
  'GET /api/admission/getAllAddmissionQueries': 'enquiries',
  'POST /api/about/uploadAboutContent': 'content',
  'POST /api/about/uploadAboutContentImages': 'content',
  'POST /api/about/addfoundation': 'content',
  'PUT /api/about/updatefoundation/:id': 'content',
  'DELETE /api/about/deletefoundation/:id': 'content',
  'PUT /api/about/missionVisionUpdate': 'content',
  'POST /api/blogs/createBlog': 'content',
  'PUT /api/blogs/updateBlog/:id': 'content',
  'DELETE /api/blogs/deleteBlog/:id': 'content',
  'POST /api/topbar/addTopbarData': 'content',
  'GET /api/admin/me': 'signed-in',
  // the panel's own paged calls and overview (docs/decisions/053)
  'GET /api/blogs/admin/page': 'content',
  'GET /api/event/admin/page': 'content',
  'GET /api/admin/overview': 'signed-in',
  // the faculty and the fee table (issue #15): content
  'POST /api/faculty': 'content',
  'POST /api/faculty/order': 'content',
  'PUT /api/faculty/:id': 'content',
  'DELETE /api/faculty/:id': 'content',
  'POST /api/fees': 'content',
  'PUT /api/fees/:id': 'content',
  'DELETE /api/fees/:id': 'content',
  // previous versions of about, mission & vision and the topbar: content, like their saves
  'GET /api/versions/:area': 'content',
  'POST /api/versions/:area/:id/putBack': 'content',
  // e-mail alerts: Administrators only (docs/decisions/104)
  'GET /api/admin/mail': 'accounts',
  'PUT /api/admin/mail': 'accounts',
  'POST /api/admin/mail/test': 'accounts',
  'POST /api/admin/mail/retry': 'accounts',
  // students' grievances: the Grievance committee and Administrators only (docs/decisions/120)
  'GET /api/grievances': 'grievances',
  'GET /api/grievances/holidays': 'grievances',
  'POST /api/grievances/holidays': 'grievances',
  'DELETE /api/grievances/holidays/:day': 'grievances',
  'GET /api/grievances/:reference': 'grievances',
  'GET /api/grievances/:reference/attachments/:id': 'grievances',
  'POST /api/grievances/:reference/notes': 'grievances',
  'POST /api/grievances/:reference/:action': 'grievances',
  'GET /api/grievances/deleted': 'grievance-removal',
  'DELETE /api/grievances/:reference': 'grievance-removal',
  'POST /api/grievances/:reference/restore': 'grievance-removal',
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
    server = await startTestServer()
    routes = routesOf(server.app).filter((route) => route.path.startsWith('/api/'))
    for (const role of ROLES) {
      const credentials = { email: `${role}@college.test`, password: `${role}-password` }
      if (role !== 'administrator') await createAdmin(server.ctx.db, credentials.email, credentials.password, role, role)
      cookies[role] = await loginCookie(server, role === 'administrator' ? undefined : credentials)
    }
  })
  afterAll(() => server?.close())

  it('finds every call of the spec registered', () => {
    const api = new Set(routes.map((route) => `${route.method} ${route.path}`))
    for (const route of [...SPEC_ROUTES, ...BESIDE_SPEC_ROUTES]) expect(api.has(route), route).toBe(true)
  })

  it('every route declares exactly the permission it needs; the public ones are exactly the public list', () => {
    const undeclared = routes.filter((route) => route.permission === null).map((route) => `${route.method} ${route.path}`)
    expect(undeclared, 'routes without guard(permission)').toEqual([])
    const declaredPublic = routes.filter((route) => route.permission === 'public').map((route) => `${route.method} ${route.path}`)
    expect(new Set(declaredPublic)).toEqual(PUBLIC_ROUTES)
    for (const route of routes) {
      const key = `${route.method} ${route.path}`
      if (SPEC_PERMISSIONS[key]) expect(route.permission, key).toBe(SPEC_PERMISSIONS[key])
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
        const expected = expectedOutcome(route.permission!, caller)
        if (expected === 'through') {
          expect([401, 403], `${key} as ${caller}`).not.toContain(res.status)
        } else {
          expect(res.status, `${key} as ${caller}`).toBe(expected)
          expect(res.body, `${key} as ${caller}`).toEqual({ success: false, message: expect.any(String) })
          if (expected === 403) expect(res.body.message, key).toMatch(/Your role|Only an Administrator/)
        }
        cells.push(expected === 'through' ? `${res.status}` : `**${res.status}**`)
      }
      table.push(`| ${key} | ${route.permission} | ${cells.join(' | ')} |`)
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
