import { execFileSync } from 'node:child_process'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loginCookie, staffCookie, startTestServer, type TestServer } from '../helpers/server'
import { routesOf } from '../hardening/routes'
import { apiClient, formData, jpeg, type ApiClient } from './client'
import { textPdf } from '../helpers/pdfs'
import { TEXT_AREAS } from '../../src/app/areas'

/**
 * Freshness as a visitor sees it: a browser with no cookie (so every page can come from the page
 * cache) opens the public page, an admin writes, and the visitor's next request shows the change.
 * The list of admin write routes is read from the router, so a route added later without a case
 * here fails the first test.
 */
let server: TestServer
let admin: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server, await loginCookie(server))
})
afterAll(() => server?.close())

/** A visitor without a cookie. */
async function visit(path: string): Promise<string> {
  const res = await server.fetch(path)
  expect(res.status, path).toBe(200)
  return res.text()
}

/** The base of a stored file name (variants are <base>-<width>.webp). */
const base = (file: string) => file.replace(/\.[a-z]+$/, '')
const ok = (res: { status: number; body: unknown }, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300)
  return res.body as { data: any }
}

type Case = {
  /** The public page that shows this write. */
  page: string
  /** Run before the visitor's first look (rows the write needs). */
  setup?: () => Promise<void>
  write: () => Promise<void>
  /** True once the page shows the write; absent for a write no page shows by itself (the version must still rise). */
  shows?: (html: string) => boolean
  /** True for a route with nothing behind it yet: its write is refused and no version rises. */
  writesNothing?: true
}

const state: Record<string, string> = {}
/** A Grievance committee member: the report and the decision are theirs to write. */
let committee: ApiClient | undefined
const photo = () => jpeg(320, 200, '#2255aa')

const cases: Record<string, Case> = {
  'POST /api/home/uploadBannerImages': {
    page: '/',
    write: async () => {
      state.banner = ok(await admin.multipart('POST', '/api/home/uploadBannerImages', formData({}, [['image', 'b.jpg', await photo()]])), 'banner').data[0].imageUrl
    },
    shows: (html) => html.includes(base(state.banner)),
  },
  'DELETE /api/home/deleteBannerImages': {
    page: '/',
    setup: async () => {
      state.oldBanner = ok(await admin.multipart('POST', '/api/home/uploadBannerImages', formData({}, [['image', 'b.jpg', await photo()]])), 'banner').data[0].imageUrl
    },
    write: async () => void ok(await admin.delete('/api/home/deleteBannerImages', { imageUrl: state.oldBanner }), 'delete banner'),
    shows: (html) => !html.includes(base(state.oldBanner)),
  },
  'POST /api/home/uploadPrograms': {
    page: '/',
    write: async () => {
      state.programId = ok(await admin.json('POST', '/api/home/uploadPrograms', { title: 'Program Alpha', duration: '1 year', highlights: [] }), 'program').data._id
    },
    shows: (html) => html.includes('Program Alpha'),
  },
  'PUT /api/home/editProgram/:id': {
    page: '/',
    write: async () => void ok(await admin.json('PUT', `/api/home/editProgram/${state.programId}`, { title: 'Program Beta', duration: '1 year' }), 'edit program'),
    shows: (html) => html.includes('Program Beta') && !html.includes('Program Alpha'),
  },
  'DELETE /api/home/deletePrograms/:id': {
    page: '/',
    write: async () => void ok(await admin.delete(`/api/home/deletePrograms/${state.programId}`), 'delete program'),
    shows: (html) => !html.includes('Program Beta'),
  },
  'POST /api/event/addCategory': {
    // An empty category shows nowhere; its first photo shows it under its name.
    page: '/eventGallery',
    write: async () => {
      state.categoryId = ok(await admin.json('POST', '/api/event/addCategory', { category: 'Moot Court Week' }), 'category').data._id
    },
  },
  'POST /api/event/uploadEventImages': {
    page: '/eventGallery',
    write: async () => {
      state.eventImage = ok(await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: state.categoryId }, [['image', 'e.jpg', await photo()]])), 'event image').data[0].image
    },
    shows: (html) => html.includes(base(state.eventImage)) && html.includes('Moot Court Week'),
  },
  'PUT /api/event/updateCategory/:id': {
    page: '/eventGallery',
    write: async () => void ok(await admin.json('PUT', `/api/event/updateCategory/${state.categoryId}`, { category: 'Legal Aid Camp' }), 'rename category'),
    shows: (html) => html.includes('Legal Aid Camp') && !html.includes('Moot Court Week'),
  },
  'DELETE /api/event/deleteEventGalleryImage': {
    page: '/eventGallery',
    write: async () => void ok(await admin.delete('/api/event/deleteEventGalleryImage', { imageUrl: state.eventImage }), 'delete event image'),
    shows: (html) => !html.includes(base(state.eventImage)),
  },
  'POST /api/about/uploadAboutContentImages': {
    // Uploads a picture for the about form; the page shows it once uploadAboutContent names it.
    page: '/aboutUs',
    write: async () => {
      state.aboutImage = ok(await admin.multipart('POST', '/api/about/uploadAboutContentImages', formData({}, [['image', 'a.jpg', await photo()]])), 'about image').data.image
    },
  },
  'POST /api/about/uploadAboutContent': {
    page: '/aboutUs',
    write: async () =>
      void ok(
        await admin.json('POST', '/api/about/uploadAboutContent', { title: 'About Gamma', description: 'Since 1990', students: 1200, collegeAcceptance: '92', yearsOfExcellence: 20, image: state.aboutImage }),
        'about',
      ),
    shows: (html) => html.includes('About Gamma') && html.includes(base(state.aboutImage)),
  },
  'PUT /api/about/missionVisionUpdate': {
    page: '/aboutUs',
    write: async () => void ok(await admin.json('PUT', '/api/about/missionVisionUpdate', { mission: 'Mission Delta', vision: 'Vision Delta' }), 'mission'),
    shows: (html) => html.includes('Mission Delta'),
  },
  'POST /api/about/addfoundation': {
    page: '/aboutUs',
    write: async () => {
      state.founderId = ok(await admin.multipart('POST', '/api/about/addfoundation', formData({ name: 'Founder Epsilon', content: 'Started it' })), 'founder').data._id
    },
    shows: (html) => html.includes('Founder Epsilon'),
  },
  'PUT /api/about/updatefoundation/:id': {
    page: '/aboutUs',
    write: async () => void ok(await admin.multipart('PUT', `/api/about/updatefoundation/${state.founderId}`, formData({ name: 'Founder Zeta' })), 'edit founder'),
    shows: (html) => html.includes('Founder Zeta') && !html.includes('Founder Epsilon'),
  },
  'DELETE /api/about/deletefoundation/:id': {
    page: '/aboutUs',
    write: async () => void ok(await admin.delete(`/api/about/deletefoundation/${state.founderId}`), 'delete founder'),
    shows: (html) => !html.includes('Founder Zeta'),
  },
  'POST /api/blogs/createBlog': {
    page: '/blogs',
    write: async () => {
      const form = formData({ title: 'News Eta', description: 'D', date: '2026-02-02', category: 'news' }, [['image', 'n.jpg', await photo()]])
      state.blogId = ok(await admin.multipart('POST', '/api/blogs/createBlog', form), 'blog').data._id
    },
    shows: (html) => html.includes('News Eta'),
  },
  'POST /api/blogs/publishDraft/:id': {
    page: '/blogs',
    // a draft is on no page; published, it shows at the next request
    setup: async () => {
      const form = formData({ title: 'News Draft Kappa', description: 'D', date: '2026-02-03', category: 'news', draft: 'true' }, [['image', 'k.jpg', await photo()]])
      state.draftId = ok(await admin.multipart('POST', '/api/blogs/createBlog', form), 'draft').data._id
    },
    write: async () => void ok(await admin.json('POST', `/api/blogs/publishDraft/${state.draftId}`, {}), 'publish draft'),
    shows: (html) => html.includes('News Draft Kappa'),
  },
  'POST /api/blogs/unpublish/:id': {
    page: '/blogs',
    // on the page, then taken back to a draft (docs/decisions/256): gone at the next request
    setup: async () => {
      const form = formData({ title: 'News Off Iota', description: 'D', date: '2026-02-04', category: 'news' }, [['image', 'i.jpg', await photo()]])
      state.offId = ok(await admin.multipart('POST', '/api/blogs/createBlog', form), 'notice').data._id
    },
    write: async () => void ok(await admin.json('POST', `/api/blogs/unpublish/${state.offId}`, {}), 'take off the site'),
    shows: (html) => !html.includes('News Off Iota'),
  },
  // a published notice's change kept as a draft (docs/decisions/279): the page shows it once published, and as it was once discarded
  'POST /api/blogs/publishChange/:id': {
    page: '/blogs',
    setup: async () => {
      const form = formData({ title: 'News Lambda', description: 'D', date: '2026-02-05', category: 'news' }, [['image', 'l.jpg', await photo()]])
      state.changedId = ok(await admin.multipart('POST', '/api/blogs/createBlog', form), 'notice').data._id
      ok(await admin.multipart('PUT', `/api/blogs/updateBlog/${state.changedId}`, formData({ title: 'News Lambda Changed', draft: 'true' })), 'change kept')
    },
    write: async () => void ok(await admin.json('POST', `/api/blogs/publishChange/${state.changedId}`, {}), 'publish change'),
    shows: (html) => html.includes('News Lambda Changed'),
  },
  'DELETE /api/blogs/change/:id': {
    page: '/blogs',
    setup: async () => void ok(await admin.multipart('PUT', `/api/blogs/updateBlog/${state.changedId}`, formData({ title: 'News Lambda Again', draft: 'true' })), 'change kept'),
    // nothing on the page changes: the change was never on it (tests/api/change-drafts.test.ts checks the page stays as it was)
    write: async () => void ok(await admin.delete(`/api/blogs/change/${state.changedId}`), 'discard change'),
  },
  // a published program's change kept as a draft (docs/decisions/280), as a notice's
  'POST /api/home/publishProgramChange/:id': {
    page: '/',
    setup: async () => {
      state.changedProgramId = ok(await admin.json('POST', '/api/home/uploadPrograms', { title: 'Program Tau', duration: '1 year', highlights: [] }), 'program').data._id
      ok(await admin.json('PUT', `/api/home/editProgram/${state.changedProgramId}`, { title: 'Program Tau Changed', duration: '1 year', highlights: [], draft: 'true' }), 'change kept')
    },
    write: async () => void ok(await admin.json('POST', `/api/home/publishProgramChange/${state.changedProgramId}`, {}), 'publish change'),
    shows: (html) => html.includes('Program Tau Changed'),
  },
  'DELETE /api/home/discardProgramChange/:id': {
    page: '/',
    setup: async () => void ok(await admin.json('PUT', `/api/home/editProgram/${state.changedProgramId}`, { title: 'Program Tau Again', duration: '1 year', highlights: [], draft: 'true' }), 'change kept'),
    // nothing on the page changes: the change was never on it (tests/api/row-changes.test.ts checks the page stays as it was)
    write: async () => void ok(await admin.delete(`/api/home/discardProgramChange/${state.changedProgramId}`), 'discard change'),
  },
  // drafts of programs, faculty entries and fee rows (docs/decisions/276): on no page until published, gone when taken off
  'POST /api/home/publishProgram/:id': {
    page: '/',
    setup: async () => {
      state.programDraftId = ok(await admin.json('POST', '/api/home/uploadPrograms', { title: 'Program Draft Sigma', duration: '1 year', highlights: [], draft: 'true' }), 'program draft').data._id
    },
    write: async () => void ok(await admin.json('POST', `/api/home/publishProgram/${state.programDraftId}`, {}), 'publish program'),
    shows: (html) => html.includes('Program Draft Sigma'),
  },
  'POST /api/home/unpublishProgram/:id': {
    page: '/',
    write: async () => void ok(await admin.json('POST', `/api/home/unpublishProgram/${state.programDraftId}`, {}), 'program off the site'),
    shows: (html) => !html.includes('Program Draft Sigma'),
  },
  'POST /api/faculty/publish/:id': {
    page: '/aboutUs',
    setup: async () => {
      state.facultyDraftId = ok(await admin.multipart('POST', '/api/faculty', formData({ name: 'Dr. Tau Draft', designation: 'Lecturer', experienceYears: '2', draft: 'true' })), 'faculty draft').data._id
    },
    write: async () => void ok(await admin.json('POST', `/api/faculty/publish/${state.facultyDraftId}`, {}), 'publish faculty'),
    shows: (html) => html.includes('Dr. Tau Draft'),
  },
  'POST /api/faculty/unpublish/:id': {
    page: '/aboutUs',
    write: async () => void ok(await admin.json('POST', `/api/faculty/unpublish/${state.facultyDraftId}`, {}), 'faculty off the site'),
    shows: (html) => !html.includes('Dr. Tau Draft'),
  },
  'POST /api/fees/publish/:id': {
    page: '/disclosure',
    setup: async () => {
      state.feeDraftId = ok(await admin.json('POST', '/api/fees', { course: 'llm', academicYear: '2033-34', tuitionFee: 67890, draft: 'true' }), 'fee draft').data._id
    },
    write: async () => void ok(await admin.json('POST', `/api/fees/publish/${state.feeDraftId}`, {}), 'publish fees'),
    shows: (html) => html.includes('₹67,890'),
  },
  'POST /api/fees/unpublish/:id': {
    page: '/disclosure',
    write: async () => void ok(await admin.json('POST', `/api/fees/unpublish/${state.feeDraftId}`, {}), 'fees off the site'),
    shows: (html) => !html.includes('₹67,890'),
  },
  // a published fee row's change kept as a draft (docs/decisions/280)
  'POST /api/fees/publishChange/:id': {
    page: '/disclosure',
    setup: async () => {
      state.changedFeeId = ok(await admin.json('POST', '/api/fees', { course: 'llm', academicYear: '2034-35', tuitionFee: 56780 }), 'fee row').data._id
      ok(await admin.json('PUT', `/api/fees/${state.changedFeeId}`, { tuitionFee: 56790, draft: 'true' }), 'change kept')
    },
    write: async () => void ok(await admin.json('POST', `/api/fees/publishChange/${state.changedFeeId}`, {}), 'publish change'),
    shows: (html) => html.includes('₹56,790'),
  },
  'DELETE /api/fees/discardChange/:id': {
    page: '/disclosure',
    setup: async () => void ok(await admin.json('PUT', `/api/fees/${state.changedFeeId}`, { tuitionFee: 56800, draft: 'true' }), 'change kept'),
    // nothing on the page changes: the change was never on it (tests/api/row-changes.test.ts checks the page stays as it was)
    write: async () => void ok(await admin.delete(`/api/fees/discardChange/${state.changedFeeId}`), 'discard change'),
  },
  // a published faculty entry's change kept as a draft (docs/decisions/280)
  'POST /api/faculty/publishChange/:id': {
    page: '/aboutUs',
    setup: async () => {
      state.changedMemberId = ok(await admin.multipart('POST', '/api/faculty', formData({ name: 'Dr Faculty Phi', designation: 'Lecturer', experienceYears: '3' })), 'faculty entry').data._id
      ok(await admin.multipart('PUT', `/api/faculty/${state.changedMemberId}`, formData({ name: 'Dr Faculty Phi Changed', draft: 'true' })), 'change kept')
    },
    write: async () => void ok(await admin.json('POST', `/api/faculty/publishChange/${state.changedMemberId}`, {}), 'publish change'),
    shows: (html) => html.includes('Dr Faculty Phi Changed'),
  },
  'DELETE /api/faculty/discardChange/:id': {
    page: '/aboutUs',
    setup: async () => void ok(await admin.multipart('PUT', `/api/faculty/${state.changedMemberId}`, formData({ name: 'Dr Faculty Phi Again', draft: 'true' })), 'change kept'),
    // nothing on the page changes: the change was never on it (tests/api/row-changes.test.ts checks the page stays as it was)
    write: async () => void ok(await admin.delete(`/api/faculty/discardChange/${state.changedMemberId}`), 'discard change'),
  },
  // a published gallery category's new name kept as a draft (docs/decisions/280): the gallery names it once published
  'POST /api/event/publishCategoryChange/:id': {
    page: '/eventGallery',
    setup: async () => {
      state.changedCategoryId = ok(await admin.json('POST', '/api/event/addCategory', { category: 'Fest Psi' }), 'category').data._id
      ok(await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: state.changedCategoryId }, [['image', 'psi.jpg', await photo()]])), 'photo')
      ok(await admin.json('PUT', `/api/event/updateCategory/${state.changedCategoryId}`, { category: 'Fest Psi Renamed', draft: 'true' }), 'change kept')
    },
    write: async () => void ok(await admin.json('POST', `/api/event/publishCategoryChange/${state.changedCategoryId}`, {}), 'publish change'),
    shows: (html) => html.includes('Fest Psi Renamed'),
  },
  'DELETE /api/event/discardCategoryChange/:id': {
    page: '/eventGallery',
    setup: async () => void ok(await admin.json('PUT', `/api/event/updateCategory/${state.changedCategoryId}`, { category: 'Fest Psi Again', draft: 'true' }), 'change kept'),
    // nothing on the page changes: the change was never on it (tests/api/row-changes.test.ts checks the page stays as it was)
    write: async () => void ok(await admin.delete(`/api/event/discardCategoryChange/${state.changedCategoryId}`), 'discard change'),
  },
  // a published founders' entry's change kept as a draft (docs/decisions/280)
  'POST /api/about/publishfoundationChange/:id': {
    page: '/aboutUs',
    setup: async () => {
      state.changedFounderId = ok(await admin.multipart('POST', '/api/about/addfoundation', formData({ name: 'Founder Chi', content: 'Gave the first books' })), 'founders entry').data._id
      ok(await admin.multipart('PUT', `/api/about/updatefoundation/${state.changedFounderId}`, formData({ name: 'Founder Chi Changed', draft: 'true' })), 'change kept')
    },
    write: async () => void ok(await admin.json('POST', `/api/about/publishfoundationChange/${state.changedFounderId}`, {}), 'publish change'),
    shows: (html) => html.includes('Founder Chi Changed'),
  },
  'DELETE /api/about/discardfoundationChange/:id': {
    page: '/aboutUs',
    setup: async () => void ok(await admin.multipart('PUT', `/api/about/updatefoundation/${state.changedFounderId}`, formData({ name: 'Founder Chi Again', draft: 'true' })), 'change kept'),
    // nothing on the page changes: the change was never on it (tests/api/row-changes.test.ts checks the page stays as it was)
    write: async () => void ok(await admin.delete(`/api/about/discardfoundationChange/${state.changedFounderId}`), 'discard change'),
  },
  // drafts of the founders' entries and the home banners (docs/decisions/277)
  'POST /api/about/publishfoundation/:id': {
    page: '/aboutUs',
    setup: async () => {
      state.founderDraftId = ok(await admin.multipart('POST', '/api/about/addfoundation', formData({ name: 'Founder Draft Upsilon', content: 'Gave the land', draft: 'true' })), 'founder draft').data._id
    },
    write: async () => void ok(await admin.json('POST', `/api/about/publishfoundation/${state.founderDraftId}`, {}), 'publish founder'),
    shows: (html) => html.includes('Founder Draft Upsilon'),
  },
  'POST /api/about/unpublishfoundation/:id': {
    page: '/aboutUs',
    write: async () => void ok(await admin.json('POST', `/api/about/unpublishfoundation/${state.founderDraftId}`, {}), 'founder off the site'),
    shows: (html) => !html.includes('Founder Draft Upsilon'),
  },
  'POST /api/home/publishBanner/:id': {
    page: '/',
    setup: async () => {
      const banner = ok(await admin.multipart('POST', '/api/home/uploadBannerImages', formData({ draft: 'true' }, [['image', 'b.jpg', await photo()]])), 'banner draft').data[0]
      state.bannerDraftId = banner._id
      state.bannerDraftFile = banner.imageUrl
    },
    write: async () => void ok(await admin.json('POST', `/api/home/publishBanner/${state.bannerDraftId}`, {}), 'publish banner'),
    shows: (html) => html.includes(base(state.bannerDraftFile)),
  },
  'POST /api/home/unpublishBanner/:id': {
    page: '/',
    write: async () => void ok(await admin.json('POST', `/api/home/unpublishBanner/${state.bannerDraftId}`, {}), 'banner off the site'),
    shows: (html) => !html.includes(base(state.bannerDraftFile)),
  },
  // a draft gallery category (docs/decisions/277): it and its photos on no page until published; named to come first A→Z
  'POST /api/event/publishCategory/:id': {
    page: '/eventGallery',
    setup: async () => {
      state.categoryDraftId = ok(await admin.form('/api/event/addCategory', { category: 'Aaa Chi Draft Day', draft: 'true' }), 'category draft').data._id
      ok(await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: state.categoryDraftId }, [['image', 'e.jpg', await photo()]])), 'draft category photo')
    },
    write: async () => void ok(await admin.json('POST', `/api/event/publishCategory/${state.categoryDraftId}`, {}), 'publish category'),
    shows: (html) => html.includes('Aaa Chi Draft Day'),
  },
  'POST /api/event/unpublishCategory/:id': {
    page: '/eventGallery',
    write: async () => void ok(await admin.json('POST', `/api/event/unpublishCategory/${state.categoryDraftId}`, {}), 'category off the site'),
    shows: (html) => !html.includes('Aaa Chi Draft Day'),
  },
  // a photo added to a published album as a draft (docs/decisions/289): on no page until published; its album named to come first A→Z
  'POST /api/event/publishEventImage/:id': {
    page: '/eventGallery',
    setup: async () => {
      const album = ok(await admin.form('/api/event/addCategory', { category: 'Aaa Aaa Photo Day' }), 'published album').data._id
      state.photoAlbumId = album
      const drafted = ok(await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: album, draft: 'true' }, [['image', 'd.jpg', await photo()]])), 'draft photo').data[0]
      state.photoDraftId = drafted._id
      state.photoDraftFile = drafted.image
    },
    write: async () => void ok(await admin.json('POST', `/api/event/publishEventImage/${state.photoDraftId}`, {}), 'publish photo'),
    shows: (html) => html.includes(base(state.photoDraftFile)),
  },
  'POST /api/event/unpublishEventImage/:id': {
    page: '/eventGallery',
    write: async () => void ok(await admin.json('POST', `/api/event/unpublishEventImage/${state.photoDraftId}`, {}), 'photo off the site'),
    shows: (html) => !html.includes(base(state.photoDraftFile)),
  },
  // the photo taken off just above, published again with the album's chosen drafts
  'POST /api/event/publishEventImages': {
    page: '/eventGallery',
    write: async () => void ok(await admin.json('POST', '/api/event/publishEventImages', { category: state.photoAlbumId, ids: [state.photoDraftId] }), 'publish chosen photos'),
    shows: (html) => html.includes(base(state.photoDraftFile)),
  },
  'PUT /api/blogs/updateBlog/:id': {
    page: '/blogs',
    write: async () => void ok(await admin.multipart('PUT', `/api/blogs/updateBlog/${state.blogId}`, formData({ title: 'News Theta' })), 'edit blog'),
    shows: (html) => html.includes('News Theta') && !html.includes('News Eta'),
  },
  'DELETE /api/blogs/deleteBlog/:id': {
    page: '/blogs',
    write: async () => void ok(await admin.delete(`/api/blogs/deleteBlog/${state.blogId}`), 'delete blog'),
    shows: (html) => !html.includes('News Theta'),
  },
  'PUT /api/home/updateBannerImage/:id': {
    page: '/',
    setup: async () => {
      state.altBannerId = ok(await admin.multipart('POST', '/api/home/uploadBannerImages', formData({}, [['image', 'b.jpg', await photo()]])), 'banner').data[0]._id
    },
    // banners are decoration (alt=""): no page shows the description, the version must still rise
    write: async () => void ok(await admin.json('PUT', `/api/home/updateBannerImage/${state.altBannerId}`, { alt: 'Banner Kappa' }), 'banner alt'),
  },
  'PUT /api/event/updateEventImage/:id': {
    page: '/eventGallery',
    setup: async () => {
      state.altCategoryId = ok(await admin.json('POST', '/api/event/addCategory', { category: 'Library Week' }), 'category').data._id
      state.altEventImageId = ok(await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: state.altCategoryId }, [['image', 'e.jpg', await photo()]])), 'event image').data[0]._id
    },
    write: async () => void ok(await admin.json('PUT', `/api/event/updateEventImage/${state.altEventImageId}`, { alt: 'Students reading Lambda' }), 'event alt'),
    shows: (html) => html.includes('Students reading Lambda'),
  },
  'PUT /api/event/moveEventImage/:id': {
    page: '/eventGallery',
    setup: async () => {
      const category = ok(await admin.json('POST', '/api/event/addCategory', { category: 'Order Week' }), 'category').data._id
      const form = formData({ category, alt1: 'Order Sigma', alt2: 'Order Tau' }, [['image1', 'e.jpg', await photo()], ['image2', 'f.jpg', await photo()]])
      state.orderTauId = ok(await admin.multipart('POST', '/api/event/uploadEventImages', form), 'event images').data[1]._id
    },
    write: async () => void ok(await admin.json('PUT', `/api/event/moveEventImage/${state.orderTauId}`, { position: 1 }), 'move event image'),
    shows: (html) => html.includes('Order Tau') && html.indexOf('Order Tau') < html.indexOf('Order Sigma'),
  },
  'POST /api/event/deleteEventImages': {
    page: '/eventGallery',
    setup: async () => {
      state.bulkCategoryId = ok(await admin.json('POST', '/api/event/addCategory', { category: 'Bulk Week' }), 'category').data._id
      const form = formData({ category: state.bulkCategoryId, alt1: 'Bulk Upsilon', alt2: 'Bulk Phi' }, [['image1', 'e.jpg', await photo()], ['image2', 'f.jpg', await photo()]])
      state.bulkIds = ok(await admin.multipart('POST', '/api/event/uploadEventImages', form), 'event images').data.map((image: { _id: string }) => image._id).join(' ')
    },
    write: async () => void ok(await admin.json('POST', '/api/event/deleteEventImages', { category: state.bulkCategoryId, ids: state.bulkIds!.split(' ') }), 'delete event images'),
    shows: (html) => !html.includes('Bulk Upsilon') && !html.includes('Bulk Phi'),
  },
  'DELETE /api/event/deleteCategory/:id': {
    page: '/eventGallery',
    write: async () => void ok(await admin.delete(`/api/event/deleteCategory/${state.altCategoryId}`), 'delete category'),
    shows: (html) => !html.includes('Library Week'),
  },
  'POST /api/bin/:id/restore': {
    page: '/blogs',
    setup: async () => {
      const form = formData({ title: 'News Mu', description: 'D', date: '2026-02-03', category: 'news' }, [['image', 'n.jpg', await photo()]])
      const id = ok(await admin.multipart('POST', '/api/blogs/createBlog', form), 'blog').data._id
      ok(await admin.delete(`/api/blogs/deleteBlog/${id}`), 'delete blog')
      const bin = (await admin.get('/api/bin')).body as { _id: string; itemId: string }[]
      state.binId = bin.find((entry) => entry.itemId === id)!._id
    },
    write: async () => void ok(await admin.json('POST', `/api/bin/${state.binId}/restore`, {}), 'restore'),
    shows: (html) => html.includes('News Mu'),
  },
  'POST /api/versions/:area/:id/putBack': {
    page: '/aboutUs',
    setup: async () => {
      ok(await admin.json('PUT', '/api/about/missionVisionUpdate', { mission: 'Mission Nu', vision: 'Vision Nu' }), 'mission')
      ok(await admin.json('PUT', '/api/about/missionVisionUpdate', { mission: 'Mission Xi', vision: 'Vision Xi' }), 'mission')
      const kept = (await admin.get('/api/versions/mission-vision')).body as { _id: string; preview: string }[]
      state.versionId = kept.find((version) => version.preview.includes('Mission Nu'))!._id
    },
    write: async () => void ok(await admin.json('POST', `/api/versions/mission-vision/${state.versionId}/putBack`, {}), 'put back'),
    shows: (html) => html.includes('Mission Nu') && !html.includes('Mission Xi'),
  },
  // staff text in two languages (issue 29): a notice marked as written in Hindi shows the note at once
  'PUT /api/translations/:area/:id': {
    page: '/blogs',
    setup: async () => {
      // Hindi typed in Latin letters: read as English from its script until staff say it is Hindi (docs/decisions/162)
      const form = formData({ title: 'Suchna Omicron', description: 'Pravesh ki suchna', date: '2026-06-02', category: 'news' }, [['image', 'n.jpg', await photo()]])
      state.hindiNewsId = ok(await admin.multipart('POST', '/api/blogs/createBlog', form), 'hindi blog').data._id
    },
    write: async () => void ok(await admin.json('PUT', `/api/translations/news/${state.hindiNewsId}`, { source: 'hi' }), 'translation'),
    shows: (html) => html.includes('Available in Hindi only'),
  },
  // beside the spec (issue #15): the documents library and committees
  'POST /api/documents': {
    page: '/documents',
    write: async () => {
      const form = formData({ title: 'Fee Structure Nu', category: 'fees', academicYear: '2026-27' }, [['file', 'fees.pdf', await textPdf(), 'application/pdf']])
      state.documentId = ok(await admin.multipart('POST', '/api/documents', form), 'document').data._id
    },
    shows: (html) => html.includes('Fee Structure Nu'),
  },
  'PUT /api/documents/:id': {
    page: '/documents',
    write: async () => void ok(await admin.json('PUT', `/api/documents/${state.documentId}`, { title: 'Fee Structure Xi' }), 'edit document'),
    shows: (html) => html.includes('Fee Structure Xi') && !html.includes('Fee Structure Nu'),
  },
  'DELETE /api/documents/:id': {
    page: '/documents',
    write: async () => void ok(await admin.delete(`/api/documents/${state.documentId}`), 'delete document'),
    shows: (html) => !html.includes('Fee Structure Xi'),
  },
  'PUT /api/committees/:id': {
    page: '/committees',
    setup: async () => {
      state.committeeId = ((await apiClient(server).get('/api/committees')).body as { _id: string; kind: string }[]).find((c) => c.kind === 'sgrc')!._id
    },
    write: async () => void ok(await admin.json('PUT', `/api/committees/${state.committeeId}`, { members: [{ name: 'Omicron Prasad', role: 'Ombudsperson' }] }), 'committee'),
    shows: (html) => html.includes('Omicron Prasad'),
  },
  // the statutory facts (issue 38)
  'PUT /api/statutory/:id': {
    page: '/disclosure',
    write: async () => void ok(await admin.json('PUT', '/api/statutory/statutory-accreditation', { naac: 'Grade Rho, first cycle' }), 'statutory'),
    shows: (html) => html.includes('Grade Rho, first cycle'),
  },
  // a change to a committee or a statutory fact kept as a draft (docs/decisions/287)
  'POST /api/committees/publishChange/:id': {
    page: '/committees',
    setup: async () => void ok(await admin.json('PUT', `/api/committees/${state.committeeId}`, { members: [{ name: 'Sigma Prasad', role: 'Ombudsperson' }], draft: 'true' }), 'change kept'),
    write: async () => void ok(await admin.json('POST', `/api/committees/publishChange/${state.committeeId}`, {}), 'publish change'),
    shows: (html) => html.includes('Sigma Prasad'),
  },
  'DELETE /api/committees/discardChange/:id': {
    page: '/committees',
    setup: async () => void ok(await admin.json('PUT', `/api/committees/${state.committeeId}`, { members: [{ name: 'Tau Prasad', role: 'Ombudsperson' }], draft: 'true' }), 'change kept'),
    // nothing on the page changes: the change was never on it (tests/api/row-changes.test.ts checks the page stays as it was)
    write: async () => void ok(await admin.delete(`/api/committees/discardChange/${state.committeeId}`), 'discard change'),
  },
  'POST /api/statutory/publishChange/:id': {
    page: '/disclosure',
    setup: async () => void ok(await admin.json('PUT', '/api/statutory/statutory-accreditation', { naac: 'Grade Upsilon, second cycle', draft: 'true' }), 'change kept'),
    write: async () => void ok(await admin.json('POST', '/api/statutory/publishChange/statutory-accreditation', {}), 'publish change'),
    shows: (html) => html.includes('Grade Upsilon, second cycle'),
  },
  'DELETE /api/statutory/discardChange/:id': {
    page: '/disclosure',
    setup: async () => void ok(await admin.json('PUT', '/api/statutory/statutory-accreditation', { naac: 'Grade Phi', draft: 'true' }), 'change kept'),
    write: async () => void ok(await admin.delete('/api/statutory/discardChange/statutory-accreditation'), 'discard change'),
  },
  // the faculty and the fee table, kept by staff (issue #15)
  'POST /api/faculty': {
    page: '/aboutUs',
    write: async () => {
      state.facultyId = ok(await admin.multipart('POST', '/api/faculty', formData({ name: 'Dr. Pi Sharma', designation: 'Lecturer', experienceYears: '4' })), 'faculty').data._id
    },
    shows: (html) => html.includes('Dr. Pi Sharma'),
  },
  'PUT /api/faculty/:id': {
    page: '/disclosure',
    write: async () => void ok(await admin.multipart('PUT', `/api/faculty/${state.facultyId}`, formData({ name: 'Dr. Rho Sharma' })), 'edit faculty'),
    shows: (html) => html.includes('Dr. Rho Sharma') && !html.includes('Dr. Pi Sharma'),
  },
  'POST /api/faculty/order': {
    page: '/aboutUs',
    write: async () => void ok(await admin.json('POST', '/api/faculty/order', { ids: [state.facultyId] }), 'faculty order'),
    shows: (html) => html.indexOf('Dr. Rho Sharma') < html.indexOf('Dr. Anil Kumar Mishra'),
  },
  'DELETE /api/faculty/:id': {
    page: '/aboutUs',
    write: async () => void ok(await admin.delete(`/api/faculty/${state.facultyId}`), 'delete faculty'),
    shows: (html) => !html.includes('Dr. Rho Sharma'),
  },
  'POST /api/fees': {
    page: '/disclosure',
    write: async () => {
      state.feeId = ok(await admin.json('POST', '/api/fees', { course: 'llb', academicYear: '2026-27', tuitionFee: 43210 }), 'fees').data._id
    },
    shows: (html) => html.includes('₹43,210'),
  },
  'PUT /api/fees/:id': {
    page: '/disclosure',
    write: async () => void ok(await admin.json('PUT', `/api/fees/${state.feeId}`, { tuitionFee: 54321 }), 'edit fees'),
    shows: (html) => html.includes('₹54,321') && !html.includes('₹43,210'),
  },
  'DELETE /api/fees/:id': {
    page: '/disclosure',
    write: async () => void ok(await admin.delete(`/api/fees/${state.feeId}`), 'delete fees'),
    shows: (html) => !html.includes('₹54,321'),
  },
  // A decision is counted among the year's grievances disposed of (docs/decisions/120).
  'POST /api/grievances/:reference/:action': {
    page: '/disclosure',
    setup: async () => {
      const filed = await apiClient(server).multipart('POST', '/api/grievance', formData({ name: 'Asha', course: 'LL.B. 1st year', email: 'asha@student.test', category: 'fees', subject: 'Refund', description: 'Pending.' }))
      state.grievance = filed.body.data.reference
      ok(await admin.json('POST', `/api/grievances/${state.grievance}/refer`, { text: 'x' }), 'refer')
      // the report and the decision are the committee's steps (docs/decisions/177)
      committee = apiClient(server, await staffCookie(server, 'sgrc-fresh@college.test', 'SGRC member', 'grievance-committee'))
      ok(await committee.json('POST', `/api/grievances/${state.grievance}/report`, { text: 'x' }), 'report')
    },
    write: async () => void ok(await committee!.json('POST', `/api/grievances/${state.grievance}/decide`, { text: 'Refund released.' }), 'decide'),
    shows: (html) => /<dt>Disposed of<\/dt><dd>1<\/dd>/.test(html),
  },
  'DELETE /api/grievances/:reference': {
    page: '/disclosure',
    write: async () => void ok(await admin.delete(`/api/grievances/${state.grievance}`), 'delete grievance'),
    shows: (html) => /<dt>Received<\/dt><dd>0<\/dd>/.test(html),
  },
  'POST /api/grievances/:reference/restore': {
    page: '/disclosure',
    write: async () => void ok(await admin.json('POST', `/api/grievances/${state.grievance}/restore`, {}), 'restore grievance'),
    shows: (html) => /<dt>Received<\/dt><dd>1<\/dd>/.test(html),
  },
  'POST /api/topbar/addTopbarData': {
    page: '/course',
    write: async () => void ok(await admin.json('POST', '/api/topbar/addTopbarData', { message: 'Topbar Iota' }), 'topbar'),
    shows: (html) => html.includes('Topbar Iota'),
  },
}

/**
 * Admin writes that no public page shows (staff accounts, passwords, enquiries): they are named
 * here, so a new write route must be placed in this list or given a case above.
 */
const SHOWN_ON_NO_PAGE = [
  'DELETE /api/admin/accounts/:id',
  'POST /api/admin/accounts',
  'POST /api/admin/accounts/:id/invite',
  'POST /api/admin/accounts/:id/reinstate',
  'POST /api/admin/accounts/:id/suspend',
  'PUT /api/admin/accounts/:id/name',
  'PUT /api/admin/accounts/:id/role',
  'POST /api/admin/password',
  'DELETE /api/admission/queries/:id',
  'DELETE /api/admission/spamQueries',
  'PUT /api/admission/queries/:id/status',
  'POST /api/admission/queries/:id/notes',
  'DELETE /api/contact/queries/:id',
  'DELETE /api/contact/spamQueries',
  'PUT /api/contact/queries/:id/status',
  'POST /api/contact/queries/:id/notes',
  'PUT /api/admin/mail',
  'POST /api/admin/mail/test',
  // a staff member's own panel language and form drafts (personal writes: no page changes)
  'PUT /api/admin/panel-language',
  'PUT /api/admin/drafts/:key',
  'DELETE /api/admin/drafts/:key',
  'POST /api/admin/mail/retry',
  // grievances: notes, access codes and the holiday list show on no page
  'POST /api/grievances/:reference/notes',
  'POST /api/grievances/:reference/accessCode',
  // a correction moves the day of the decision by hours at most: the figures in days rarely change
  // (the write renders the pages again as any admin write does)
  'POST /api/grievances/:reference/correct',
  'POST /api/grievances/holidays',
  'DELETE /api/grievances/holidays/:day',
]

/** A text area's write (PUT /api/content/:area, its photo): walked over every declared text area below, never listed. */
function textAreaWrite(route: string): boolean {
  const [method, path] = route.split(' ')
  return method !== 'GET' && TEXT_AREAS.some((area) => area.writes.test(path!.replace(':area', area.key)))
}

/** Non-GET API routes that answer 401 to a request without a session: the admin writes. */
async function adminWriteRoutes(): Promise<string[]> {
  const anonymous = apiClient(server)
  const writes: string[] = []
  for (const route of routesOf(server.app)) {
    if (route.method === 'GET' || !route.path.startsWith('/api/')) continue
    const res = await anonymous.raw(route.method, route.path.replace(/:\w+/g, 'x'), '{}', 'application/json')
    if (res.status === 401) writes.push(`${route.method} ${route.path}`)
  }
  return writes.sort()
}

describe('public pages after every admin write, seen by a visitor without a cookie', () => {
  it('has a case for every admin write route of the router', async () => {
    const writes = await adminWriteRoutes()
    expect(writes.filter((route) => !textAreaWrite(route))).toEqual([...Object.keys(cases), ...SHOWN_ON_NO_PAGE].sort())
    expect(writes.filter(textAreaWrite)).toEqual(TEXT_AREAS.length ? ['POST /api/content/:area/photo', 'PUT /api/content/:area'] : [])
  })

  // In the order written above: later cases use the rows earlier ones made.
  for (const [route, c] of Object.entries(cases)) {
    it(`${route} shows on ${c.page} at the next request`, async () => {
      await c.setup?.()
      // The visitor's first look puts the page in the cache (and twice: the second is a hit).
      await visit(c.page)
      const before = await visit(c.page)
      const version = server.ctx.content.current
      await c.write()
      if (c.writesNothing) return void expect(server.ctx.content.current, 'content version after a refused write').toBe(version)
      expect(server.ctx.content.current, 'content version after the write').toBeGreaterThan(version)
      const after = await visit(c.page)
      if (!c.shows) return
      expect(c.shows(before), `${c.page} before ${route}`).toBe(false)
      expect(c.shows(after), `${c.page} after ${route}`).toBe(true)
    })
  }
})

describe('every text area after a save and a new photo, seen by a visitor without a cookie', () => {
  for (const area of TEXT_AREAS) {
    it(`${area.key}: its text and photo show on ${area.page} and its Hindi twin at the next request`, async () => {
      const values = Object.fromEntries(Object.keys(area.fields).map((field) => [field, `Fresh ${area.key} ${field}`]))
      const hindi = `/hi${area.page}`
      await visit(area.page)
      const before = [await visit(area.page), await visit(hindi)]
      const version = server.ctx.content.current
      ok(await admin.json('PUT', `/api/content/${area.key}`, values), area.key)
      expect(server.ctx.content.current, 'content version after the save').toBeGreaterThan(version)
      const after = [await visit(area.page), await visit(hindi)]
      for (const value of Object.values(values)) {
        for (const html of before) expect(html, `${area.page} before the save`).not.toContain(value)
        // the Hindi page shows the English text (no translation yet), marked as English
        for (const html of after) expect(html, `${area.page} after the save`).toContain(value)
      }
      expect(after[1]).toContain(`lang="en">${values[Object.keys(area.fields)[0]!]}`)
      if (!area.photo) return
      const stored = ok(await admin.multipart('POST', `/api/content/${area.key}/photo`, formData({}, [['image', 'p.jpg', await photo()]])), 'photo').data.imageUrl as string
      expect(after[0]).not.toContain(base(stored))
      expect(await visit(area.page)).toContain(base(stored))
    })
  }
})

describe('the page cache seen from outside', () => {
  it('answers / with unknown query parameters from the entry of / without rendering', async () => {
    await visit('/')
    for (const query of ['?probe=1', '?probe=' + Math.random(), '?utm_source=probe&fbclid=b', '?contact=probe']) {
      const res = await server.fetch('/' + query)
      expect(res.status).toBe(200)
      expect(res.headers.get('server-timing'), query).toBeNull() // a hit carries no render time
      expect((await res.text()).includes('probe'), query).toBe(false)
    }
  })

  it('has / rendered and compressed again after a write, so the next visitor is sent bytes made beforehand', async () => {
    await visit('/')
    const rendered = server.renders()
    ok(await admin.json('POST', '/api/topbar/addTopbarData', { message: 'Made ready after the write' }), 'topbar')
    // The write's answer has left; / and then /hi/ are rendered in the background, one after the
    // other: once the second has started, / is rendered, compressed and kept (however long that took).
    await expect.poll(() => server.renders(), { timeout: 120_000 }).toBeGreaterThanOrEqual(rendered + 2)
    const brotli = vi.spyOn(zlib, 'brotliCompressSync')
    const gzip = vi.spyOn(zlib, 'gzipSync')
    try {
      for (const encoding of ['br', 'gzip']) {
        const res = await server.fetch('/', { headers: { 'accept-encoding': encoding } })
        expect(res.headers.get('content-encoding')).toBe(encoding)
        expect(res.headers.get('server-timing'), encoding).toBeNull() // a hit: not rendered for this visitor
        expect(await res.text()).toContain('Made ready after the write')
      }
      expect(brotli).not.toHaveBeenCalled()
      expect(gzip).not.toHaveBeenCalled()
    } finally {
      brotli.mockRestore()
      gzip.mockRestore()
    }
  })

  it('sends a page whose read failed no-store with a plain message, and never keeps it', async () => {
    server.ctx.sqlite.exec('alter table foundation_entries rename to foundation_entries_away')
    server.ctx.content.bump() // as a write would: the cached /aboutUs is rendered again
    try {
      for (let i = 0; i < 2; i++) {
        const res = await server.fetch('/aboutUs')
        expect(res.status).toBe(200)
        expect(res.headers.get('cache-control')).toBe('private, no-store')
        expect(res.headers.get('server-timing')).toMatch(/^render;dur=/) // rendered each time
        const html = await res.text()
        expect(html.replaceAll('<!-- -->', '').includes('Error: The foundation entries could not be loaded. Please try again later.')).toBe(true)
        expect(/no such table|SqliteError|foundation_entries/.test(html)).toBe(false)
      }
    } finally {
      server.ctx.sqlite.exec('alter table foundation_entries_away rename to foundation_entries')
    }
    const healthy = await server.fetch('/aboutUs')
    expect(healthy.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=5, stale-while-revalidate=5')
    expect((await healthy.text()).includes('could not be loaded')).toBe(false)
  })

  it('sees a write made by another process on the same data folder', async () => {
    ok(await admin.json('POST', '/api/topbar/addTopbarData', { message: 'Written by this server' }), 'topbar')
    expect(await visit('/')).toContain('Written by this server')
    // One server per folder (the instance lock); another process, such as a maintenance script,
    // writes the database directly and raises the content version kept beside the data.
    const script = `
      const SQLite = require('better-sqlite3')
      const db = new SQLite(process.argv[1] + '/college.sqlite', { timeout: 5000 })
      db.prepare("update topbar set message = 'Written by the other process'").run()
      db.prepare('update content_version set version = version + 1 where id = 1').run()
      db.close()`
    execFileSync(process.execPath, ['-e', script, server.dataDir], { cwd: process.cwd(), stdio: 'pipe' })
    expect(await visit('/')).toContain('Written by the other process')
  })
})
