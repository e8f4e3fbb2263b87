import fs from 'node:fs'
import { purgeBin } from '../../src/platform/bin/store'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie, startTestServer, type TestServer } from '../helpers/server'
import { apiClient, formData, jpeg, type ApiClient } from './client'

/** Every call of spec §7 against the real server and a real SQLite file: success, 400, 404, writes visible to reads. */
let server: TestServer
let admin: ApiClient
let anonymous: ApiClient

beforeAll(async () => {
  server = await startTestServer({ SUBMIT_RATE_LIMIT: '1000' })
  admin = apiClient(server, await loginCookie(server))
  anonymous = apiClient(server)
})
afterAll(() => server?.close())

const uploaded = (folder: string, name: string) => fs.existsSync(path.join(server.uploadsDir, folder, name))
/** Lets every bin entry run out its 30 days and empties the bin (deleted items keep their files till then). */
const expireBin = () => {
  server.ctx.sqlite.prepare("UPDATE bin SET deleted_at = '2000-01-01T00:00:00.000Z'").run()
  return purgeBin(server.ctx.sqlite, server.uploadsDir)
}
const filesIn = (folder: string) => fs.readdirSync(path.join(server.uploadsDir, folder)).filter((name) => !name.startsWith('.'))

describe('home banners', () => {
  it('uploads image1, image2 (201), lists them oldest first with _id and imageUrl, deletes by imageUrl with every file', async () => {
    const form = formData({}, [
      ['image1', 'a.jpg', await jpeg(400, 200, '#111111')],
      ['image2', 'b.jpg', await jpeg(400, 200, '#eeeeee')],
    ])
    const created = await admin.multipart('POST', '/api/home/uploadBannerImages', form)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ success: true, message: 'Images uploaded successfully!' })
    expect(created.body.data).toHaveLength(2)

    const list = await anonymous.get('/api/home/bannerImages')
    expect(list.status).toBe(200)
    expect(list.body.map((b: { _id: string }) => b._id)).toEqual(created.body.data.map((b: { _id: string }) => b._id))
    const [first] = list.body
    expect(first).toMatchObject({ _id: expect.any(String), imageUrl: expect.stringMatching(/^[a-f0-9]{24}\.jpg$/), createdAt: expect.any(String), updatedAt: expect.any(String) })
    expect(uploaded('Home', first.imageUrl)).toBe(true)
    const served = await server.fetch(`/uploads/Home/${first.imageUrl}`)
    expect(served.status).toBe(200)

    const removed = await admin.delete('/api/home/deleteBannerImages', { imageUrl: first.imageUrl })
    expect(removed.status).toBe(200)
    expect(removed.body.success).toBe(true)
    const id = first.imageUrl.slice(0, 24)
    expect(filesIn('Home').filter((name) => name.startsWith(id)).length).toBeGreaterThan(0)
    expect(await expireBin()).toBe(1)
    expect(filesIn('Home').filter((name) => name.startsWith(id))).toEqual([])
    expect((await anonymous.get('/api/home/bannerImages')).body).toHaveLength(1)
  })

  it('takes a single file sent as image', async () => {
    const res = await admin.multipart('POST', '/api/home/uploadBannerImages', formData({}, [['image', 'one.jpg', await jpeg()]]))
    expect(res.status).toBe(201)
    expect(res.body.data).toHaveLength(1)
  })

  it('answers 400 for an upload without files and for a delete without imageUrl', async () => {
    const none = await admin.multipart('POST', '/api/home/uploadBannerImages', formData({ note: 'x' }))
    expect(none.status).toBe(400)
    expect(none.body).toMatchObject({ success: false, message: expect.any(String) })
    const missing = await admin.delete('/api/home/deleteBannerImages', {})
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toHaveProperty('imageUrl')
  })

  it('answers 404 for an imageUrl that is not in the database, and never touches the path it names', async () => {
    const outside = path.join(server.uploadsDir, 'keep.txt')
    fs.writeFileSync(outside, 'must survive')
    for (const imageUrl of ['0123456789abcdef01234567.jpg', '../keep.txt', '/uploads/Home/../../keep.txt']) {
      const res = await admin.delete('/api/home/deleteBannerImages', { imageUrl })
      expect(res.status, imageUrl).toBe(404)
    }
    expect(fs.readFileSync(outside, 'utf8')).toBe('must survive')
  })
})

describe('programs', () => {
  let programId: string

  it('creates from JSON with highlights as a comma string (201), lists it, edits with an array, deletes', async () => {
    const created = await admin.json('POST', '/api/home/uploadPrograms', {
      title: '  B.A. LL.B.  ',
      duration: '5 years',
      description: 'Integrated course',
      highlights: 'Moot court, , Legal aid ,Internships',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ success: true, message: 'Program added successfully!' })
    expect(created.body.data).toMatchObject({ title: 'B.A. LL.B.', highlights: ['Moot court', 'Legal aid', 'Internships'] })
    programId = created.body.data._id

    const list = await anonymous.get('/api/home/getAllPrograms')
    expect(list.status).toBe(200)
    expect(list.body.map((p: { _id: string }) => p._id)).toContain(programId)

    const edited = await admin.json('PUT', `/api/home/editProgram/${programId}`, { title: 'LL.B.', duration: '3 years', description: '', highlights: ['Evening batch'] })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ success: true, message: 'Program updated successfully', data: { _id: programId, title: 'LL.B.', highlights: ['Evening batch'] } })

    const removed = await admin.delete(`/api/home/deletePrograms/${programId}`)
    expect(removed.status).toBe(200)
    expect(removed.body.message).toBe('Program deleted successfully')
    expect((await anonymous.get('/api/home/getAllPrograms')).body).toEqual([])
  })

  it('answers 400 naming the fields for a missing title or duration, and writes nothing', async () => {
    const res = await admin.json('POST', '/api/home/uploadPrograms', { title: '  ', highlights: [] })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, errors: { title: 'Title is required', duration: expect.any(String) } })
    expect((await anonymous.get('/api/home/getAllPrograms')).body).toEqual([])
  })

  it('answers 400 for malformed JSON', async () => {
    const res = await admin.raw('POST', '/api/home/uploadPrograms', '{"title": ', 'application/json')
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(false)
  })

  it('answers 404 for unknown ids on edit and delete, 400 before 404 for bad edit input', async () => {
    const body = { title: 'x', duration: 'y', highlights: [] }
    expect((await admin.json('PUT', '/api/home/editProgram/nope', body)).status).toBe(404)
    expect((await admin.delete('/api/home/deletePrograms/nope')).status).toBe(404)
    expect((await admin.json('PUT', '/api/home/editProgram/nope', { title: '' })).status).toBe(400)
  })
})

describe('event categories and images', () => {
  let categoryId: string

  it('adds a category with 201 and lists it with _id and category', async () => {
    const res = await admin.json('POST', '/api/event/addCategory', { category: '  Annual Function ' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ success: true, data: { category: 'Annual Function' } })
    categoryId = res.body.data._id
    const list = await anonymous.get('/api/event/getAllCategories')
    expect(list.body).toEqual([expect.objectContaining({ _id: categoryId, category: 'Annual Function' })])
  })

  it('refuses blank and duplicate names (400, 409) with the spec messages', async () => {
    const blank = await admin.json('POST', '/api/event/addCategory', { category: '   ' })
    expect(blank.status).toBe(400)
    expect(blank.body.message).toBe('Category name is required')
    const duplicate = await admin.json('POST', '/api/event/addCategory', { category: 'annual function' })
    expect(duplicate.status).toBe(409)
    const blankUpdate = await admin.json('PUT', `/api/event/updateCategory/${categoryId}`, { category: '' })
    expect(blankUpdate.status).toBe(400)
    expect(blankUpdate.body.message).toBe('Category name cannot be empty')
  })

  it('uploads images under a category given by name, returns the category name, and a rename carries over', async () => {
    const form = formData({ category: 'annual function' }, [
      ['image1', 'a.jpg', await jpeg()],
      ['image2', 'b.png', await jpeg(300, 300, '#aa0000'), 'image/png'],
    ])
    const res = await admin.multipart('POST', '/api/event/uploadEventImages', form)
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Images uploaded successfully!')
    expect(res.body.data).toHaveLength(2)
    expect(res.body.data[0]).toMatchObject({ image: expect.stringMatching(/\.jpg$/), category: 'Annual Function', categoryId })

    const byId = await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: categoryId }, [['image', 'c.jpg', await jpeg()]]))
    expect(byId.status).toBe(201)

    const renamed = await admin.json('PUT', `/api/event/updateCategory/${categoryId}`, { category: 'Annual Day' })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({ _id: categoryId, category: 'Annual Day' })
    const images = await anonymous.get('/api/event/getEventImages')
    expect(images.body).toHaveLength(3)
    for (const image of images.body) expect(image).toMatchObject({ _id: expect.any(String), image: expect.any(String), category: 'Annual Day' })
  })

  it('files images sent without a category as uncategorised (as the existing frontend may), and answers 400 for an unknown one', async () => {
    const missing = await admin.multipart('POST', '/api/event/uploadEventImages', formData({}, [['image', 'a.jpg', await jpeg()]]))
    expect(missing.status).toBe(201)
    expect(missing.body.data).toEqual([expect.objectContaining({ category: null, categoryId: null })])
    const blank = await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: '  ' }, [['image', 'a.jpg', await jpeg()]]))
    expect(blank.status).toBe(201)
    for (const { image } of [...missing.body.data, ...blank.body.data]) expect((await admin.delete('/api/event/deleteEventGalleryImage', { imageUrl: image })).status).toBe(200)
    const unknown = await admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: 'Sports Day' }, [['image', 'a.jpg', await jpeg()]]))
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain('Sports Day')
  })

  it('deletes an event image by imageUrl with all its files; unknown is 404; unknown category id is 404', async () => {
    const [image] = (await anonymous.get('/api/event/getEventImages')).body
    const before = filesIn('Event').filter((name) => name.startsWith(image.image.slice(0, 24)))
    expect(before.length).toBeGreaterThan(1)
    const res = await admin.delete('/api/event/deleteEventGalleryImage', { imageUrl: image.image })
    expect(res.status).toBe(200)
    await expireBin()
    expect(filesIn('Event').filter((name) => name.startsWith(image.image.slice(0, 24)))).toEqual([])
    expect((await admin.delete('/api/event/deleteEventGalleryImage', { imageUrl: image.image })).status).toBe(404)
    expect((await admin.delete('/api/event/deleteEventGalleryImage', {})).status).toBe(400)
    expect((await admin.json('PUT', '/api/event/updateCategory/nope', { category: 'X' })).status).toBe(404)
  })
})

describe('about content', () => {
  it('uploads the image, saves the content with it (201), keeps it when empty, replaces it and deletes the old files', async () => {
    const upload = await admin.multipart('POST', '/api/about/uploadAboutContentImages', formData({}, [['image', 'campus.jpg', await jpeg(800, 500)]]))
    expect(upload.status).toBe(201)
    expect(upload.body).toMatchObject({ success: true, message: 'Images uploaded successfully!', data: { image: expect.stringMatching(/^[a-f0-9]{24}\.jpg$/) } })
    const first = upload.body.data.image as string

    const content = { title: 'About us', description: 'Since 1990', students: '1200', collegeAcceptance: '95', yearsOfExcellence: 34, image: first }
    const saved = await admin.json('POST', '/api/about/uploadAboutContent', content)
    expect(saved.status).toBe(201)
    expect(saved.body.message).toBe('Content added successfully!')
    const read = await anonymous.get('/api/about/getAboutContent')
    expect(read.body).toMatchObject({ data: { title: 'About us', description: 'Since 1990', students: 1200, collegeAcceptance: '95', yearsOfExcellence: 34, image: first } })
    expect(read.body.data.imageMeta.widths).toEqual([480, 800])

    const kept = await admin.json('POST', '/api/about/uploadAboutContent', { ...content, title: 'About the college', image: '' })
    expect(kept.status).toBe(200)
    expect(kept.body.data).toMatchObject({ title: 'About the college', image: first })

    const second = (await admin.multipart('POST', '/api/about/uploadAboutContentImages', formData({}, [['image', 'new.jpg', await jpeg()]]))).body.data.image
    const replaced = await admin.json('POST', '/api/about/uploadAboutContent', { ...content, image: second })
    expect(replaced.status).toBe(200)
    expect(replaced.body.data.image).toBe(second)
    expect(filesIn('About').filter((name) => name.startsWith(first.slice(0, 24)))).toEqual([])
  })

  it('refuses an image name that no upload produced, and bad numbers, with 400', async () => {
    const content = { title: 'T', description: 'D', students: 1, collegeAcceptance: '9', yearsOfExcellence: 1 }
    for (const image of ['../../data/college.sqlite', '0123456789abcdef01234567.jpg', 'college.sqlite']) {
      const res = await admin.json('POST', '/api/about/uploadAboutContent', { ...content, image })
      expect(res.status, image).toBe(400)
    }
    const negative = await admin.json('POST', '/api/about/uploadAboutContent', { ...content, students: -1 })
    expect(negative.status).toBe(400)
    expect(negative.body.errors.students).toBe('Students must be 0 or more')
    const none = await admin.multipart('POST', '/api/about/uploadAboutContentImages', formData({}))
    expect(none.status).toBe(400)
  })
})

describe('mission and vision', () => {
  it('reads empty strings before anything is saved, saves with a message, reads it back', async () => {
    expect((await anonymous.get('/api/about/getmissionVision')).body).toEqual({ data: { mission: '', vision: '' } })
    const res = await admin.json('PUT', '/api/about/missionVisionUpdate', { mission: 'Teach law\nServe society', vision: 'Justice for all' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, message: expect.any(String) })
    const read = await anonymous.get('/api/about/getmissionVision')
    expect(read.body.data).toMatchObject({ mission: 'Teach law\nServe society', vision: 'Justice for all' })
  })

  it("answers 400 \"Mission & Vision can't be empty!\" for blank text", async () => {
    const res = await admin.json('PUT', '/api/about/missionVisionUpdate', { mission: '  ', vision: 'x' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe("Mission & Vision can't be empty!")
  })
})

describe('foundation entries', () => {
  let entryId: string

  it('adds (multipart name, content, image → 201), lists oldest first, updates text only, replaces the image, deletes', async () => {
    const added = await admin.multipart('POST', '/api/about/addfoundation', formData({ name: 'Founder', content: 'Started the college' }, [['image', 'f.jpg', await jpeg()]]))
    expect(added.status).toBe(201)
    expect(added.body.data).toMatchObject({ name: 'Founder', content: 'Started the college', ourFoundationImage: expect.stringMatching(/\.jpg$/) })
    entryId = added.body.data._id
    const firstImage = added.body.data.ourFoundationImage as string

    const second = await admin.multipart('POST', '/api/about/addfoundation', formData({ content: 'Second entry, no picture' }))
    expect(second.status).toBe(201)
    expect(second.body.data.ourFoundationImage).toBeNull()
    const list = await anonymous.get('/api/about/getfoundation')
    expect(list.body.foundations.map((e: { _id: string }) => e._id)).toEqual([entryId, second.body.data._id])

    const textOnly = await admin.multipart('PUT', `/api/about/updatefoundation/${entryId}`, formData({ content: 'Founded it in 1990' }))
    expect(textOnly.status).toBe(200)
    expect(textOnly.body.data).toMatchObject({ name: 'Founder', content: 'Founded it in 1990', ourFoundationImage: firstImage })

    const newImage = await admin.multipart('PUT', `/api/about/updatefoundation/${entryId}`, formData({ name: 'The Founder' }, [['image', 'g.jpg', await jpeg()]]))
    expect(newImage.status).toBe(200)
    expect(newImage.body.data.ourFoundationImage).not.toBe(firstImage)
    expect(filesIn('About').filter((name) => name.startsWith(firstImage.slice(0, 24)))).toEqual([])

    const removed = await admin.delete(`/api/about/deletefoundation/${entryId}`)
    expect(removed.status).toBe(200)
    await expireBin()
    expect(filesIn('About').filter((name) => name.startsWith(newImage.body.data.ourFoundationImage.slice(0, 24)))).toEqual([])
  })

  it('answers 400 without content, 404 for unknown ids (storing no file)', async () => {
    const before = filesIn('About').length
    expect((await admin.multipart('POST', '/api/about/addfoundation', formData({ name: 'x' }, [['image', 'f.jpg', await jpeg()]]))).status).toBe(400)
    expect((await admin.multipart('PUT', '/api/about/updatefoundation/nope', formData({ content: 'x' }, [['image', 'f.jpg', await jpeg()]]))).status).toBe(404)
    expect((await admin.multipart('PUT', `/api/about/updatefoundation/nope`, formData({ content: '' }))).status).toBe(400)
    expect((await admin.delete('/api/about/deletefoundation/nope')).status).toBe(404)
    expect(filesIn('About').length).toBe(before)
  })
})

describe('news (blogs)', () => {
  let blogId: string

  it('creates with an image (201), lists newest date first, reads the detail, updates, deletes with files', async () => {
    const older = await admin.multipart(
      'POST',
      '/api/blogs/createBlog',
      formData({ title: 'Older', description: 'a', date: '2026-01-01', category: 'News' }, [['image', 'n.jpg', await jpeg()]]),
    )
    expect(older.status).toBe(201)
    const created = await admin.multipart(
      'POST',
      '/api/blogs/createBlog',
      formData(
        { title: 'Admissions open', description: 'Apply now\n**Bring marksheets', date: '2026-06-30', category: 'Admission News', linkTitle: 'Form', link: 'https://example.org/form' },
        [['image', 'n.jpg', await jpeg()]],
      ),
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ success: true, message: 'News added successfully!', data: { category: 'admission news', link: 'https://example.org/form' } })
    blogId = created.body.data._id

    const list = await anonymous.get('/api/blogs/getAllBlogs')
    expect(list.body.map((b: { title: string }) => b.title)).toEqual(['Admissions open', 'Older'])
    const detail = await anonymous.get(`/api/blogs/getBlogDetail/${blogId}`)
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({ _id: blogId, title: 'Admissions open', image: `uploads/Blogs/${created.body.data.imageName}`, imageName: created.body.data.imageName })

    const updated = await admin.multipart('PUT', `/api/blogs/updateBlog/${blogId}`, formData({ title: 'Admissions open now', description: 'x', date: '2026-07-01', category: 'news' }))
    expect(updated.status).toBe(200)
    expect(updated.body.data).toMatchObject({ title: 'Admissions open now', category: 'news', image: created.body.data.image, link: 'https://example.org/form' })

    const withImage = await admin.multipart('PUT', `/api/blogs/updateBlog/${blogId}`, formData({ title: 'With a new picture' }, [['image', 'm.jpg', await jpeg()]]))
    expect(withImage.status).toBe(200)
    expect(uploaded('Blogs', created.body.data.imageName)).toBe(false)
    expect(uploaded('Blogs', withImage.body.data.imageName)).toBe(true)

    const removed = await admin.delete(`/api/blogs/deleteBlog/${blogId}`)
    expect(removed.status).toBe(200)
    // the panel is called News: its answer says so (issue 40 item 12; spec §8 gives no words for it)
    expect(removed.body.message).toBe('News item deleted successfully')
    expect((await anonymous.get(`/api/blogs/getBlogDetail/${blogId}`)).status).toBe(404)
    // in the bin: the picture stays, Restore brings the item back as it was, with its picture
    expect(uploaded('Blogs', withImage.body.data.imageName)).toBe(true)
    const [inBin] = (await admin.get('/api/bin')).body
    expect(inBin).toMatchObject({ area: 'news', itemId: blogId, label: 'With a new picture', deletedBy: 'Administrator' })
    expect((await anonymous.get('/api/bin')).status).toBe(401)
    expect((await admin.json('POST', `/api/bin/${inBin._id}/restore`, {})).status).toBe(200)
    expect((await anonymous.get(`/api/blogs/getBlogDetail/${blogId}`)).body).toMatchObject({ title: 'With a new picture', imageName: withImage.body.data.imageName })
    expect((await admin.json('POST', `/api/bin/${inBin._id}/restore`, {})).status).toBe(404)
    // deleted again and left 30 days: gone with its files
    expect((await admin.delete(`/api/blogs/deleteBlog/${blogId}`)).status).toBe(200)
    await expireBin()
    expect(uploaded('Blogs', withImage.body.data.imageName)).toBe(false)
    expect((await admin.get('/api/bin')).body).toEqual([])
  })

  it('answers 400 without an image, for a wrong category or a javascript: link; 404 for unknown ids', async () => {
    const fields = { title: 'T', description: 'D', date: '2026-06-30', category: 'news' }
    const filesBefore = filesIn('Blogs').length
    const noImage = await admin.multipart('POST', '/api/blogs/createBlog', formData(fields))
    expect(noImage.status).toBe(400)
    expect(noImage.body.errors).toHaveProperty('image')
    const wrongCategory = await admin.multipart('POST', '/api/blogs/createBlog', formData({ ...fields, category: 'sports' }, [['image', 'n.jpg', await jpeg()]]))
    expect(wrongCategory.status).toBe(400)
    expect(wrongCategory.body.errors.category).toBe('Category must be News or Admission News')
    const badLink = await admin.multipart('POST', '/api/blogs/createBlog', formData({ ...fields, link: 'javascript:alert(1)' }, [['image', 'n.jpg', await jpeg()]]))
    expect(badLink.status).toBe(400)
    expect(filesIn('Blogs').length).toBe(filesBefore)
    expect((await anonymous.get('/api/blogs/getAllBlogs')).body).toHaveLength(1)
    expect((await admin.multipart('PUT', '/api/blogs/updateBlog/nope', formData({ title: 'x' }))).status).toBe(404)
    expect((await admin.multipart('PUT', '/api/blogs/updateBlog/nope', formData({ date: 'yesterday' }))).status).toBe(400)
    expect((await admin.delete('/api/blogs/deleteBlog/nope')).status).toBe(404)
  })
})

describe('topbar', () => {
  it('reads empty strings when unset, saves (201 first, 200 after), reads { message, link }', async () => {
    expect((await anonymous.get('/api/topbar/getTopbarData')).body).toEqual({ data: { message: '', link: '' } })
    const first = await admin.json('POST', '/api/topbar/addTopbarData', { message: 'Admissions open', link: 'https://example.org' })
    expect(first.status).toBe(201)
    expect(first.body.message).toBe('Topbar content updated successfully!')
    const second = await admin.json('POST', '/api/topbar/addTopbarData', { message: 'Exams in May' })
    expect(second.status).toBe(200)
    expect((await anonymous.get('/api/topbar/getTopbarData')).body.data).toMatchObject({ message: 'Exams in May', link: '' })
  })

  it('answers 400 for an empty message or a non-http link', async () => {
    expect((await admin.json('POST', '/api/topbar/addTopbarData', { message: '' })).status).toBe(400)
    expect((await admin.json('POST', '/api/topbar/addTopbarData', { message: 'x', link: 'ftp://x' })).status).toBe(400)
  })
})

describe('enquiries (JSON)', () => {
  it('stores an admission enquiry with 201 "Form submitted successfully!" and lists it for the admin', async () => {
    const res = await anonymous.json('POST', '/api/admission/submit', { fullname: '  Asha Verma ', city: 'Shahdol', phone: '98260 00000', course: 'LLB(3yrs.)' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ success: true, message: 'Form submitted successfully!', data: { _id: expect.any(String), fullname: 'Asha Verma', course: 'LLB(3yrs.)' } })
    const onlyName = await anonymous.json('POST', '/api/admission/submit', { fullname: 'Ravi' })
    expect(onlyName.status).toBe(201)
    expect(onlyName.body.data).toMatchObject({ city: '', phone: '', course: '' })
    const list = await admin.get('/api/admission/getAllAddmissionQueries')
    expect(list.status).toBe(200)
    expect(list.headers.get('cache-control')).toMatch(/(^|, )no-store(,|$)/) // private: never kept
    expect(list.body.map((q: { fullname: string }) => q.fullname)).toEqual(['Ravi', 'Asha Verma'])
  })

  it('answers 400 for a missing name or a course outside the list', async () => {
    expect((await anonymous.json('POST', '/api/admission/submit', { city: 'Rewa' })).status).toBe(400)
    const course = await anonymous.json('POST', '/api/admission/submit', { fullname: 'A', course: 'MBA' })
    expect(course.status).toBe(400)
    expect(course.body.errors).toHaveProperty('course')
  })

  it('stores a contact message with 201 "Message sent successfully!", refuses incomplete ones with "Please fill out all fields."', async () => {
    const res = await anonymous.json('POST', '/api/contact/addContact', { name: 'Meena', mobile: '9000000000', email: 'meena@example.in', message: 'Is there a hostel?' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ success: true, message: 'Message sent successfully!' })
    const incomplete = await anonymous.json('POST', '/api/contact/addContact', { name: 'Meena', mobile: '', email: 'meena@example.in', message: 'Hi' })
    expect(incomplete.status).toBe(400)
    expect(incomplete.body.message).toBe('Please fill out all fields.')
    const list = await admin.get('/api/contact/getAllContact')
    expect(list.body).toEqual([expect.objectContaining({ name: 'Meena', email: 'meena@example.in', mobile: '9000000000', message: 'Is there a hostel?', createdAt: expect.any(String) })])
  })

  it('pretends success for a filled honeypot and writes nothing', async () => {
    const before = (await admin.get('/api/contact/getAllContact')).body.length
    const res = await anonymous.json('POST', '/api/contact/addContact', { name: 'Bot', mobile: '1', email: 'bot@spam.example', message: 'buy', website: 'http://spam.example' })
    expect(res.status).toBe(201)
    expect(res.body.success).toBe(true)
    expect((await admin.get('/api/contact/getAllContact')).body.length).toBe(before)
  })
})

describe('enquiries as plain form posts (no JavaScript)', () => {
  const admissionFields = { fullname: 'Form Person', city: 'Anuppur', phone: '', course: 'LLM(2yrs.)', website: '', returnTo: '/course?tab=llm&admission=failed' }

  it('answers 303 to returnTo with admission=success (replacing an earlier value) and #admission-form', async () => {
    const res = await anonymous.form('/api/admission/submit', admissionFields)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/course?tab=llm&admission=success#admission-form-message')
    const list = (await admin.get('/api/admission/getAllAddmissionQueries')).body
    expect(list[0]).toMatchObject({ fullname: 'Form Person', city: 'Anuppur', course: 'LLM(2yrs.)' })
  })

  it('answers admission=failed for bad input, and never redirects off the site', async () => {
    const bad = await anonymous.form('/api/admission/submit', { ...admissionFields, fullname: ' ' })
    // The refused field travels as a code (?fields=fullname.missing), so the page can mark it.
    expect(bad.headers.get('location')).toBe('/course?tab=llm&admission=failed&fields=fullname.missing#course-admission-fullname')
    for (const returnTo of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/./\\/evil.example']) {
      const res = await anonymous.form('/api/admission/submit', { ...admissionFields, returnTo })
      expect(res.status, returnTo).toBe(303)
      expect(res.headers.get('location'), returnTo).toMatch(/^\/(\?|$)/)
    }
  })

  it('answers contact=success, contact=incomplete and contact=failed, landing on the first refused field', async () => {
    const fields = { name: 'Kiran', mobile: '9111111111', email: 'kiran@example.in', message: 'Fees?', website: '', returnTo: '/' }
    expect((await anonymous.form('/api/contact/addContact', fields)).headers.get('location')).toBe('/?contact=success#contact-form-message')
    expect((await anonymous.form('/api/contact/addContact', { ...fields, message: '' })).headers.get('location')).toBe('/?contact=incomplete&fields=message.missing#contact-message')
    expect((await anonymous.form('/api/contact/addContact', { ...fields, email: 'not-an-email' })).headers.get('location')).toBe('/?contact=failed&fields=email.invalid#contact-email')
    // An earlier post's marks are dropped: a success carries none.
    expect((await anonymous.form('/api/contact/addContact', { ...fields, returnTo: '/?fields=email.invalid' })).headers.get('location')).toBe('/?contact=success#contact-form-message')
  })

  it('redirects a filled honeypot as success and writes nothing', async () => {
    const before = (await admin.get('/api/admission/getAllAddmissionQueries')).body.length
    const res = await anonymous.form('/api/admission/submit', { ...admissionFields, website: 'spam', returnTo: '/addmissionForm' })
    expect(res.headers.get('location')).toBe('/addmissionForm?admission=success#admission-form-message')
    expect((await admin.get('/api/admission/getAllAddmissionQueries')).body.length).toBe(before)
  })
})

describe('text calls sent as FormData (earlier clients)', () => {
  it('reads multipart text fields like JSON for programs, categories, topbar and the admission submit', async () => {
    const program = await admin.multipart('POST', '/api/home/uploadPrograms', formData({ title: 'LL.M.', duration: '2 years', highlights: 'Research, Seminars' }))
    expect(program.status).toBe(201)
    expect(program.body.data.highlights).toEqual(['Research', 'Seminars'])
    await admin.delete(`/api/home/deletePrograms/${program.body.data._id}`)
    expect((await admin.multipart('POST', '/api/event/addCategory', formData({ category: 'From FormData' }))).status).toBe(201)
    expect((await admin.multipart('POST', '/api/topbar/addTopbarData', formData({ message: 'Via FormData' }))).status).toBe(200)
    const submit = await anonymous.multipart('POST', '/api/admission/submit', formData({ fullname: 'Multipart Person' }))
    expect(submit.status).toBe(201)
    expect(submit.body.message).toBe('Form submitted successfully!')
  })
})

describe('page cache invalidation', () => {
  it('bumps the content version once per successful content write, never for a refused one', async () => {
    const version = () => server.ctx.content.current
    const writes: [string, () => Promise<{ status: number }>][] = [
      ['banner', async () => admin.multipart('POST', '/api/home/uploadBannerImages', formData({}, [['image', 'a.jpg', await jpeg()]]))],
      ['program', () => admin.json('POST', '/api/home/uploadPrograms', { title: 'Cache', duration: '1 year', highlights: [] })],
      ['category', () => admin.json('POST', '/api/event/addCategory', { category: 'Cache check' })],
      ['event image', async () => admin.multipart('POST', '/api/event/uploadEventImages', formData({ category: 'Cache check' }, [['image', 'a.jpg', await jpeg()]]))],
      ['mission', () => admin.json('PUT', '/api/about/missionVisionUpdate', { mission: 'M', vision: 'V' })],
      ['foundation', () => admin.multipart('POST', '/api/about/addfoundation', formData({ content: 'C' }))],
      ['blog', async () => admin.multipart('POST', '/api/blogs/createBlog', formData({ title: 'T', description: 'D', date: '2026-02-02', category: 'news' }, [['image', 'a.jpg', await jpeg()]]))],
      ['topbar', () => admin.json('POST', '/api/topbar/addTopbarData', { message: 'Cache' })],
    ]
    for (const [what, write] of writes) {
      const before = version()
      const res = await write()
      expect(res.status, what).toBeLessThan(300)
      expect(version(), what).toBe(before + 1)
    }
    const before = version()
    expect((await admin.json('POST', '/api/home/uploadPrograms', { title: '' })).status).toBe(400)
    expect((await admin.delete('/api/blogs/deleteBlog/nope')).status).toBe(404)
    expect((await anonymous.json('POST', '/api/topbar/addTopbarData', { message: 'x' })).status).toBe(401)
    expect(version()).toBe(before)
  })
})

describe('responses for the wrong path or method', () => {
  it('answers unknown API paths and wrong methods with 404 JSON', async () => {
    for (const [method, p] of [['GET', '/api/nothing'], ['PATCH', '/api/home/bannerImages'], ['GET', '/api/admission/submit']] as const) {
      const res = await admin.raw(method, p)
      expect(res.status, `${method} ${p}`).toBe(404)
      expect(res.body.success).toBe(false)
    }
  })
})
