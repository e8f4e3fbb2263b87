import { expect, test, type Page } from '@playwright/test'
import { startHostRewritingProxy } from '../helpers/host-proxy'
import { spawnServer, tempDirs, type ChildServer } from '../hardening/support'
import { makeJpeg } from './admin-support'

/**
 * The college's existing frontend against our server (issue #10): its page is served from the
 * site's own origin by a proxy that forwards /api and /uploads here with Host rewritten, as nginx
 * or Vite's changeOrigin do. In that page, a client does what the existing frontend does — fetch
 * each list and `.map` the body, read getBlogDetail(...).description.split('\n'),
 * getfoundation().foundations and getTopbarData().data.message on an empty site, upload the about
 * image and save its text separately in either order, create a blog without category and date,
 * upload event images without a category — and then a visitor with no cookie sees the results on
 * our server-rendered pages. Its own server and data: it starts from an empty site, and no
 * PUBLIC_ORIGIN: it runs as an nginx default proxy_pass would put it, with no extra configuration.
 */
const ADMIN = { email: 'frontend-admin@college.test', password: 'frontend-pass-123' }
const FRONTEND = '/existing-frontend.html'

test.describe.configure({ mode: 'serial' })

let server: ChildServer
let dirs: ReturnType<typeof tempDirs>
let proxy: Awaited<ReturnType<typeof startHostRewritingProxy>>
let blogId = ''

test.beforeAll(async () => {
  dirs = tempDirs('existing-frontend')
  // No PUBLIC_ORIGIN: the browser's Sec-Fetch-Site: same-origin lets its writes through a Host-rewriting proxy (decision 041).
  server = await spawnServer({
    DATA_DIR: dirs.dataDir,
    UPLOADS_DIR: dirs.uploadsDir,
    SEED_DEMO: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
  })
  proxy = await startHostRewritingProxy(server.url, { [FRONTEND]: '<!doctype html><title>Existing frontend</title><div id="root"></div>' })
})

test.afterAll(async () => {
  await proxy?.close()
  await server?.stop()
  dirs?.remove()
})

const LISTS = ['/api/home/bannerImages', '/api/home/getAllPrograms', '/api/event/getEventImages', '/api/event/getAllCategories', '/api/blogs/getAllBlogs']
const ADMIN_LISTS = ['/api/contact/getAllContact', '/api/admission/getAllAddmissionQueries']

/** What the existing frontend's list pages do with each answer: `response.data.map(...)`. */
async function mapEveryList(page: Page, paths: string[]): Promise<Record<string, number>> {
  return page.evaluate(async (paths) => {
    const counts: Record<string, number> = {}
    for (const path of paths) {
      const body = await (await fetch(path)).json()
      counts[path] = body.map((item: unknown) => item).length
    }
    const foundations = (await (await fetch('/api/about/getfoundation')).json()).foundations
    counts['/api/about/getfoundation'] = foundations.map((entry: unknown) => entry).length
    return counts
  }, paths)
}

async function photo(label: string): Promise<string> {
  return (await makeJpeg(label, 640, 400)).buffer.toString('base64')
}

test('the existing frontend works unchanged against our server, and visitors see what it wrote', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(proxy.url + FRONTEND)

  await test.step('an empty site: every list maps, the topbar and about read from data', async () => {
    const counts = await mapEveryList(page, LISTS)
    expect(Object.values(counts)).toEqual([0, 0, 0, 0, 0, 0])
    const empty = await page.evaluate(async () => {
      const topbar = await (await fetch('/api/topbar/getTopbarData')).json()
      const about = await (await fetch('/api/about/getAboutContent')).json()
      const mission = await (await fetch('/api/about/getmissionVision')).json()
      return { message: topbar.data.message, link: topbar.data.link, title: about.data.title, bullets: mission.data.mission.split('\n').length }
    })
    expect(empty).toEqual({ message: '', link: '', title: '', bullets: 1 })
  })

  await test.step('staff sign in and write through the existing frontend’s calls', async () => {
    const images = { about: await photo('About'), aboutNew: await photo('About again'), blog: await photo('Blog'), event1: await photo('Event one'), event2: await photo('Event two') }
    const result = await page.evaluate(
      async ({ admin, images }) => {
        const file = (base64: string, name: string) => new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/jpeg' })
        const send = async (method: string, path: string, body?: FormData | object) => {
          const init: RequestInit = { method }
          if (body instanceof FormData) init.body = body
          else if (body) {
            init.body = JSON.stringify(body)
            init.headers = { 'content-type': 'application/json' }
          }
          const res = await fetch(path, init)
          return { status: res.status, body: await res.json() }
        }
        const form = (fields: Record<string, string>, files: [string, File][] = []) => {
          const data = new FormData()
          for (const [key, value] of Object.entries(fields)) data.append(key, value)
          for (const [key, value] of files) data.append(key, value)
          return data
        }
        const login = await send('POST', '/api/admin/login', admin)
        const statuses: Record<string, number> = {}
        // About, order 1: the image first, then the text without it
        const aboutImage = await send('POST', '/api/about/uploadAboutContentImages', form({}, [['image', file(images.about, 'about.jpg')]]))
        statuses.aboutImage = aboutImage.status
        const aboutText = { title: 'A college of law in Shahdol', description: 'Since 1990', students: 1200, collegeAcceptance: '95', yearsOfExcellence: 34 }
        statuses.aboutText = (await send('POST', '/api/about/uploadAboutContent', aboutText)).status
        const afterImageFirst = (await send('GET', '/api/about/getAboutContent')).body.data
        // About, order 2: the text first, then a new image
        statuses.aboutText2 = (await send('POST', '/api/about/uploadAboutContent', { ...aboutText, title: 'Legal learning in Shahdol' })).status
        const newImage = await send('POST', '/api/about/uploadAboutContentImages', form({}, [['image', file(images.aboutNew, 'about2.jpg')]]))
        const afterTextFirst = (await send('GET', '/api/about/getAboutContent')).body.data
        // A blog without category and date
        const blog = await send('POST', '/api/blogs/createBlog', form({ title: 'Results declared', description: 'The results are out.\n**Collect marksheets\n**Meet the office' }, [['image', file(images.blog, 'blog.jpg')]]))
        statuses.blog = blog.status
        const blogs = (await send('GET', '/api/blogs/getAllBlogs')).body
        const listed = blogs.map((b: { _id: string; image: string; category: string; date: string }) => b).find((b: { _id: string }) => b._id === blog.body.data._id)
        const listImage = (await fetch(listed.image)).status // the list page uses it as a relative URL
        const detail = (await send('GET', `/api/blogs/getBlogDetail/${listed._id}`)).body
        const detailImage = (await fetch('/' + detail.image)).status // the detail page prefixes "/"
        // Event images without a category, and one category with an image
        statuses.category = (await send('POST', '/api/event/addCategory', { category: 'Convocation' })).status
        statuses.uncategorised = (await send('POST', '/api/event/uploadEventImages', form({}, [['image1', file(images.event1, 'e1.jpg')]]))).status
        statuses.categorised = (await send('POST', '/api/event/uploadEventImages', form({ category: 'Convocation' }, [['image1', file(images.event2, 'e2.jpg')]]))).status
        // The rest of the content, so every list has rows
        statuses.banner = (await send('POST', '/api/home/uploadBannerImages', form({}, [['image', file(images.event1, 'banner.jpg')]]))).status
        statuses.program = (await send('POST', '/api/home/uploadPrograms', { title: 'LL.M.', duration: '2 years', description: 'Research', highlights: ['Seminars'] })).status
        statuses.founder = (await send('POST', '/api/about/addfoundation', form({ name: 'Founder', content: 'Started the college' }))).status
        statuses.mission = (await send('PUT', '/api/about/missionVisionUpdate', { mission: 'Teach law\nServe society', vision: 'Justice for all' })).status
        statuses.topbar = (await send('POST', '/api/topbar/addTopbarData', { message: 'Admissions open for 2026', link: 'https://example.org/apply' })).status
        statuses.contact = (await send('POST', '/api/contact/addContact', { name: 'Meena', mobile: '9000000000', email: 'meena@example.in', message: 'Is there a hostel?' })).status
        statuses.admission = (await send('POST', '/api/admission/submit', { fullname: 'Asha Verma', city: 'Shahdol', phone: '9000000001', course: 'LLB(3yrs.)' })).status
        const events = (await send('GET', '/api/event/getEventImages')).body.map((image: { category: string | null }) => image.category || 'Uncategorized')
        return {
          login: { success: login.body.success, user: typeof login.body.user, message: typeof login.body.message },
          statuses,
          afterImageFirst: { title: afterImageFirst.title, image: afterImageFirst.image === aboutImage.body.data.image },
          afterTextFirst: { title: afterTextFirst.title, image: afterTextFirst.image === newImage.body.data.image },
          blog: { id: listed._id, image: listed.image, category: listed.category, date: listed.date, listImage, detailImage, lines: detail.description.split('\n') },
          events: events.sort(),
        }
      },
      { admin: ADMIN, images },
    )
    expect(result.login).toEqual({ success: true, user: 'object', message: 'string' })
    expect(result.statuses).toEqual({
      aboutImage: 201,
      aboutText: 201,
      aboutText2: 200,
      blog: 201,
      category: 201,
      uncategorised: 201,
      categorised: 201,
      banner: 201,
      program: 201,
      founder: 201,
      mission: 200,
      topbar: 201,
      contact: 201,
      admission: 201,
    })
    expect(result.afterImageFirst).toEqual({ title: 'A college of law in Shahdol', image: true })
    expect(result.afterTextFirst).toEqual({ title: 'Legal learning in Shahdol', image: true })
    expect(result.blog).toMatchObject({ image: expect.stringMatching(/^uploads\/Blogs\/[a-f0-9]{24}\.jpg$/), category: 'news', listImage: 200, detailImage: 200 })
    expect(result.blog.date).toBe(new Date().toISOString().slice(0, 10))
    expect(result.blog.lines).toEqual(['The results are out.', '**Collect marksheets', '**Meet the office'])
    expect(result.events).toEqual(['Convocation', 'Uncategorized'])
    blogId = result.blog.id
  })

  await test.step('with content, every list still maps (the admin lists too)', async () => {
    const counts = await mapEveryList(page, [...LISTS, ...ADMIN_LISTS])
    for (const [path, count] of Object.entries(counts)) expect(count, path).toBeGreaterThan(0)
  })
  await context.close()

  await test.step('a visitor with no cookie sees it all on the server-rendered pages', async () => {
    const visitor = await browser.newContext()
    await visitor.addInitScript(() => sessionStorage.setItem('admission-popup-shown', '1'))
    const view = await visitor.newPage()
    await view.goto(proxy.url + '/')
    await expect(view.locator('.topbar__message')).toHaveText('Admissions open for 2026')
    await expect(view.locator('#about')).toContainText('Legal learning in Shahdol')
    await expect(view.locator('#about .about-block__image, #about img').first()).toBeAttached()
    await view.goto(proxy.url + '/blogs')
    const newsColumn = view.locator('.news-column').filter({ has: view.getByRole('heading', { name: 'News', exact: true }) })
    await expect(newsColumn.getByText('Results declared').first()).toBeAttached()
    await view.goto(`${proxy.url}/blogs/detail/${blogId}`)
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('Results declared')
    await expect(view.getByRole('listitem').filter({ hasText: 'Collect marksheets' })).toBeVisible()
    await view.goto(proxy.url + '/eventGallery')
    await expect(view.getByRole('heading', { level: 2, name: 'Uncategorized' })).toBeVisible()
    await expect(view.getByRole('heading', { level: 2, name: 'Convocation' })).toBeVisible()
    await view.goto(proxy.url + '/aboutUs')
    await expect(view.getByText('Teach law', { exact: true })).toBeVisible()
    await visitor.close()
  })
})
