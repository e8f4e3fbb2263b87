import { adminCommand, type Config } from '../config.js'
import { log } from '../log.js'
import { storeImage, type ImageMeta } from '../http/images.js'
import { sharpBuffer } from '../http/image-process.js'
import type { Db } from './connection.js'
import { newId } from './ids.js'
import { createAdmin, findAdminByEmail } from '../platform/auth/store.js'
import * as demo from '../content/demo.js'
import { seedStatutoryDemo } from './seed-statutory.js'
import { revisionOf } from '../platform/translations/sources.js'

/** Demo admin made when no admin exists and none is configured: printed at start, to be changed. */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin123' }

/** A generated picture: a gradient with a caption, so the demo needs no downloads and no stock photos. */
function pictureSvg(width: number, height: number, caption: string, hue: number): Buffer {
  const escaped = caption.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)
  const fontSize = Math.round(Math.min(width / (Math.max(caption.length, 1) * 0.62), height / 5))
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,18%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g fill="hsla(${hue},40%,85%,0.18)">
    <rect x="${width * 0.12}" y="${height * 0.35}" width="${width * 0.76}" height="${height * 0.45}"/>
    <polygon points="${width * 0.08},${height * 0.37} ${width / 2},${height * 0.12} ${width * 0.92},${height * 0.37}"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${width * (0.17 + i * 0.12)}" y="${height * 0.4}" width="${width * 0.04}" height="${height * 0.38}"/>`).join('')}
  </g>
  ${caption ? `<text x="50%" y="90%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#fff">${escaped}</text>` : ''}
</svg>`)
}

async function demoImage(config: Config, folder: 'Home' | 'Event' | 'About' | 'Blogs', caption: string, hue: number, width = 1200, height = 800) {
  const jpeg = await sharpBuffer(pictureSvg(width, height, caption, hue), undefined, [['jpeg', { quality: 80 }]])
  return storeImage(jpeg, config.uploadsDir, folder)
}

function stored(file: { imageUrl: string; imageMeta: ImageMeta }) {
  return { imageUrl: file.imageUrl, imageMeta: JSON.stringify(file.imageMeta) }
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString()
}

/** True when nothing has ever been written to the content tables. */
async function isEmpty(db: Db): Promise<boolean> {
  const tables = ['banners', 'blogs', 'topbar', 'aboutContent', 'programs', 'eventImages'] as const
  for (const table of tables) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst()
    if (row) return false
  }
  return true
}

/** Fills an empty database with sample content for every entity. */
export async function seedDemoContent(db: Db, config: Config): Promise<boolean> {
  if (!(await isEmpty(db))) return false
  const at = (days: number) => ({ createdAt: daysAgo(days), updatedAt: daysAgo(days) })

  // Banners carry no caption: the slideshow writes its own heading over them.
  const banners = [210, 250, 290]
  for (const [i, hue] of banners.entries()) {
    const file = await demoImage(config, 'Home', '', hue, 1600, 700)
    await db.insertInto('banners').values({ id: newId(), ...stored(file), ...at(30 - i) }).execute()
  }

  for (const [i, program] of demo.demoPrograms.entries()) {
    await db
      .insertInto('programs')
      .values({ id: newId(), ...program, highlights: JSON.stringify(program.highlights), imageUrl: null, imageMeta: null, ...at(30 - i) })
      .execute()
  }

  const categoryIds: string[] = []
  for (const [i, name] of demo.demoCategories.entries()) {
    const id = newId()
    categoryIds.push(id)
    await db.insertInto('eventCategories').values({ id, name, ...at(25 - i) }).execute()
  }
  const events = [
    ['Annual Function 2025', 0], ['Prize Distribution', 0], ['Cultural Evening', 0],
    ['Moot Court Finals', 1], ['Mock Trial', 1], ['Legal Aid Camp, Beohari', 2], ['Village Awareness Drive', 2],
  ] as const
  for (const [i, [caption, category]] of events.entries()) {
    const file = await demoImage(config, 'Event', caption, 20 + i * 45, 900, 600)
    await db.insertInto('eventImages').values({ id: newId(), ...stored(file), categoryId: categoryIds[category], ...at(20 - i) }).execute()
  }

  for (const [i, entry] of demo.demoFoundation.entries()) {
    const file = await demoImage(config, 'About', entry.name.split(' ').slice(-1)[0], 30 + i * 150, 600, 600)
    await db.insertInto('foundationEntries').values({ id: newId(), ...entry, ...stored(file), ...at(30 - i) }).execute()
  }

  const aboutImage = await demoImage(config, 'About', 'Our Campus', 160, 1200, 800)
  await db.insertInto('aboutContent').values({ id: newId(), ...demo.demoAbout, ...stored(aboutImage), ...at(30) }).execute()
  await db.insertInto('missionVision').values({ id: newId(), ...demo.demoMissionVision, ...at(30) }).execute()
  await db.insertInto('topbar').values({ id: newId(), ...demo.demoTopbar, ...at(30) }).execute()
  await seedPrincipal(db, config)

  for (const [i, blog] of demo.demoBlogs.entries()) {
    const file = await demoImage(config, 'Blogs', blog.title.split(' ').slice(0, 3).join(' '), 190 + i * 35, 960, 640)
    const { daysAgo: age, ...fields } = blog
    await db
      .insertInto('blogs')
      .values({ id: newId(), ...fields, date: daysAgo(age).slice(0, 10), ...stored(file), ...at(age) })
      .execute()
  }
  // every statutory item, in both languages (issue 38): its own module
  await seedStatutoryDemo(db, config)
  log.info('demo content written', { banners: banners.length, events: events.length, blogs: demo.demoBlogs.length })
  return true
}

/**
 * The principal's message: a text area keeps its text in its newest version (docs/decisions/128),
 * its photo beside it; the Hindi text is its translation, written from this English text.
 */
async function seedPrincipal(db: Db, config: Config): Promise<void> {
  const { key, en, hi } = demo.demoPrincipal
  const photo = await demoImage(config, 'About', '', 200, 600, 720)
  const savedAt = daysAgo(30)
  const row = { ...en, imageUrl: photo.imageUrl, imageMeta: JSON.stringify(photo.imageMeta), updatedAt: savedAt }
  // the translation first: the version's save makes the search entry with it (docs/decisions/185)
  for (const [field, text] of Object.entries(hi)) {
    const source = en[field as keyof typeof en]
    await db.insertInto('translations').values({ area: key, rowId: key, field, text, sourceRevision: revisionOf(source), updatedBy: '', updatedAt: savedAt }).execute()
  }
  await db.insertInto('contentVersions').values({ id: newId(), area: key, row: JSON.stringify(row), savedBy: '', savedAt }).execute()
}

/**
 * Makes sure an admin can log in: the one from ADMIN_EMAIL/ADMIN_PASSWORD when set, else (on a demo
 * install with no admin at all) the demo admin, whose address and password are printed.
 */
export async function ensureAdmin(db: Db, config: Config): Promise<void> {
  if (config.adminEmail && config.adminPassword) {
    if (!(await findAdminByEmail(db, config.adminEmail))) {
      await createAdmin(db, config.adminEmail, config.adminPassword)
      log.info(`admin created from ADMIN_EMAIL (${config.adminEmail}); change its password with: ${adminCommand(config.dataDir, ['set-password', config.adminEmail])}`)
    }
    return
  }
  const anyAdmin = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()
  if (!anyAdmin && config.seedDemo) {
    await createAdmin(db, DEMO_ADMIN.email, DEMO_ADMIN.password, 'Demo Administrator')
    // The command last on the line, as it is typed: copied from the log, it works.
    log.info(`demo admin created (email ${DEMO_ADMIN.email}, password ${DEMO_ADMIN.password}); change its password with: ${adminCommand(config.dataDir, ['set-password', DEMO_ADMIN.email])}`)
  }
}
