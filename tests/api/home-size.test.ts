import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'
import { createBlog } from '../../src/features/blogs/store'
import { addEventImages, createCategory } from '../../src/features/events/store'
import { ALT_MAX } from '../../src/http/fields'

/**
 * Years of content on the home page (issue 13: every public page ≤ 60 KB of HTML before
 * compression): 5,000 news items and 5,000 event photos written through the stores, on top of the
 * demo content, each photo with the longest description allowed, in English and in Hindi. The marquee sends each of its
 * recent photos once (docs/decisions/058); one navigation for every width, icons from one file (docs/decisions/141).
 */
const ITEMS = 5_000
const LIMIT = 60 * 1024
/** Each photo's description as long as the validation allows (ALT_MAX characters): the worst case. */
const alt = 'Students of the college with the panel lawyers at the legal aid camp in Beohari village, March 2026, explaining free legal aid, '
  .repeat(3)
  .slice(0, ALT_MAX)
  .trimEnd()
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' })
  const { db } = server.ctx
  const meta = { width: 1600, height: 1067, widths: [480, 960, 1600] }
  const categories = await Promise.all(['Moot Court Competition 2026', 'District Legal Aid Camp 2026'].map((name) => createCategory(db, name)))
  await db.transaction().execute(async (trx) => {
    for (let n = 0; n < ITEMS; n++) {
      const input = { title: `Notice ${n}: examination schedule and results`, description: `Item ${n}. The college announces the schedule. `.repeat(6), date: '2026-01-10', category: n % 4 ? 'news' : 'admission news', linkTitle: '', link: '', attachmentId: null, publishAt: null, expireAt: null, pinned: 0 }
      await createBlog(trx, input as never, { imageUrl: `${crypto.randomBytes(12).toString('hex')}.jpg`, imageMeta: JSON.stringify(meta) })
    }
  })
  for (let n = 0; n < ITEMS; n += 500) {
    const files = Array.from({ length: 500 }, () => ({ imageUrl: `${crypto.randomBytes(12).toString('hex')}.jpg`, imageMeta: meta }))
    await addEventImages(db, categories[(n / 500) % 2]._id, files, files.map(() => alt))
  }
  server.ctx.content.bump()
})
afterAll(() => server?.close())

describe('the home page with 5,000 news items and 5,000 event photos', () => {
  // The Hindi twin has the same budget (issue 29): its text takes three bytes a letter.
  it.each(['/', '/hi'])('%s stays at or under 60 KB of HTML before compression, each marquee photo sent once', async (path) => {
    const res = await server.fetch(path, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } })
    expect(res.status).toBe(200)
    const bytes = Buffer.from(await res.arrayBuffer())
    const html = bytes.toString('utf8')
    expect(html).toContain(path === '/hi' ? '<html lang="hi">' : '<html lang="en">')
    expect(html.match(/<li class="marquee__tile">/g)).toHaveLength(10)
    expect(html.split(`alt="${alt}"`).length - 1).toBe(10)
    console.log(`${path} with ${ITEMS} news items and ${ITEMS} photos: ${(bytes.length / 1024).toFixed(1)} KB`)
    expect(bytes.length).toBeLessThanOrEqual(LIMIT)
  })
})
