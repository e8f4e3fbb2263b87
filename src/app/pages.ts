import path from 'node:path'
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express'
import { renderPage } from 'vike/server'
import type { AppContext } from '../http/context.js'
import { PageCache, compressedForms, type CachedPage } from '../http/page-cache.js'
import { PRIVATE_NO_STORE } from '../http/cache-control.js'
import { asksLowData, lowDataKey, PAGE_VARY } from '../http/save-data.js'
import { canonicalPageUrl, isCacheablePage, isPublicPage, logicalPath, pagesAfterWrite } from './page-params.js'
import { LANGS, langOfPath, type Lang } from '../content/lang.js'
import { localPath } from '../content/lang.js'
import { newRenderState, type RenderState } from '../ui/read-safely.js'
import { log } from '../log.js'
import { forwardedHttps, securityHeaderList } from '../http/security.js'
import { signedInCheck } from '../platform/auth/session.js'
import { publicHtml } from '../http/public-html.js'
import { renderWithoutVikeAsyncContext } from '../http/vike-async-context.js'
import { expressClaims, pageRouteTest, unknownPathTest } from '../http/unknown-paths.js'
import { buildFiles } from '../http/static-files.js'
import { missingItems, MISSING_PAGES } from './missing-items.js'
import { formStateId, type KeptForm } from '../http/form-state.js'
import { rowRevision } from '../db/row-revision.js'
import { asPreviewOf, staffSeesStoredRow } from '../db/visibility.js'
import { storedDraft } from '../platform/row-drafts/stored.js'
import { changeIsStale, changeSeenBy } from '../platform/row-drafts/changes.js'
import { CHANGE_NOT_PREVIEWED, CHANGED_SINCE } from '../platform/row-drafts/messages.js'
import { HttpError } from '../http/errors.js'
import { openScratchCopy } from '../db/connection.js'
import { roleCan } from '../platform/auth/roles.js'
import { ROW_AREAS } from './areas.js'
import { previewPageOf, type SavedRow } from '../platform/versions/area.js'

/** The areas whose rows may be drafts, by key: the table and the public page a draft is previewed on (docs/decisions/276). */
const PREVIEWED = new Map(ROW_AREAS.flatMap((area) => ('drafts' in area && area.drafts ? [[area.key as string, { key: area.key as string, table: area.table as string, page: area.drafts.page }] as const] : [])))

let productionBuildLoaded: Promise<void> | null = null

/** Loads the server half of the production build (dist/server) once. */
export function loadProductionBuild(buildDir: string): Promise<void> {
  const entry = path.join(buildDir, 'server', 'entry.mjs')
  if (!fs.existsSync(entry)) {
    return Promise.reject(new Error(`No production build at ${buildDir}: run "npm run build" first`))
  }
  productionBuildLoaded ??= import(entry).then(async () => {
    if (!(await renderWithoutVikeAsyncContext())) log.warn('Vike keeps its AsyncLocalStorage elsewhere in this version: cached pages cost more CPU (docs/decisions/064)')
  })
  return productionBuildLoaded
}

export type CachedPageAnswer = (req: IncomingMessage, res: ServerResponse) => boolean

/** The cache key of a language's "not found" page, and the path it is rendered from (a path no page has). */
export const NOT_FOUND_PAGES: Record<Lang, { key: string; url: string }> = { en: { key: '404 en', url: '/404' }, hi: { key: '404 hi', url: '/hi/404' } }
const NOT_FOUND_URL = new Map([...Object.values(NOT_FOUND_PAGES).map((page): [string, string] => [page.key, page.url]), ...MISSING_PAGES])


/** One render's outcome. */
type Rendered = { status: number; headers: [string, string][]; body: string; state: RenderState; ms: number }

/**
 * Renders pages through Vike. Anonymous GETs of public pages are answered from a cache of
 * rendered HTML keyed by canonical URL (src/app/page-params.ts), which every admin write
 * invalidates (src/http/content-writes.ts); admin pages are rendered each time.
 *
 * `answerFromCache` runs before Express (server.ts); `renderPages` is the last Express handler
 * and fills the cache. After a write, `/` and the written area's page are rendered again in the
 * background so the next visitor gets a hit.
 */
export function pageRendering(ctx: AppContext): {
  answerFromCache: CachedPageAnswer
  renderPages: RequestHandler
  cache: PageCache
  learnRoutes: (app: Express) => Promise<void>
  renders: () => number
  previewPages: RequestHandler
  changePreviewPages: RequestHandler
} {
  const cache = new PageCache()
  let renders = 0
  // Until the app's routes are known (learnRoutes), no path is taken as unknown.
  let unknownPath = (_pathname: string) => false
  /**
   * The cache key of a public page's URL: an unknown path is the one "not found" page of its
   * language; a made-up id or a page past a list's end, the one "not found" answer of its reason.
   */
  const missingKey = missingItems(ctx)
  const keyOf = (url: string, pathname: string) => (unknownPath(pathname) ? NOT_FOUND_PAGES[langOfPath(pathname)].key : (missingKey(url, pathname) ?? canonicalPageUrl(url)))
  // Until the routes are known (learnRoutes), no odd slash is mended here (the renderer does it).
  let isPagePath = (_pathname: string) => false
  const urlOf = (key: string) => NOT_FOUND_URL.get(key) ?? key
  const isGet = (method: string | undefined) => method === 'GET' || method === 'HEAD'
  const security = securityHeaderList(ctx.config)
  const cacheOn = !ctx.config.dev
  const mayBeAdmin = signedInCheck(ctx)
  // Public pages: CSS inline, entry script at low priority (docs/decisions/054); the admin panel keeps its stylesheets.
  /**
   * What a visitor typed into a form refused without JavaScript (src/http/form-state.ts), when this
   * request is the page the refusal led back to (its URL carries a refused outcome): that page is
   * rendered for this visitor alone, never taken from or put into the cache.
   */
  const refilled = (url: string, cookie: string | undefined): KeptForm | null => {
    if (!cookie?.includes('form_state=') || !/[?&](admission|contact|result)=(?!success\b)/.test(url)) return null
    return ctx.formStates.read(formStateId(cookie))
  }
  const finishPublicPage = ctx.config.dev ? (html: string, _lowData?: boolean) => html : publicHtml(path.join(ctx.config.buildDir, 'client'))
  /** The cache key of a page's variant: the low-data one has its own (docs/decisions/195). */
  const variantKey = (key: string, lowData: boolean) => (lowData ? lowDataKey(key) : key)

  /**
   * Before Express: a cache hit for a visitor without a session cookie is written straight to
   * Node's response with the same security headers and log line the middleware would give, so a
   * cached page costs about what a static file does. Anything else returns false and goes on to
   * Express.
   */
  const answerFromCache: CachedPageAnswer = (req, res) => {
    if (!cacheOn || !isGet(req.method) || mayBeAdmin(req.headers.cookie)) return false
    const url = req.url ?? '/'
    const queryAt = url.indexOf('?')
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
    if (!isCacheablePage(pathname) || refilled(url, req.headers.cookie)) return false
    if (redirectOddSlashes(req, res, url, pathname)) return true
    const key = variantKey(keyOf(url, pathname), asksLowData(req.headers))
    const hit = cache.get(key, ctx.content.current, ctx.clock.now())
    if (!hit) return false
    const start = performance.now()
    cache.send(req, res, key, hit, ctx.config.trustProxy && forwardedHttps(req) ? security.https : security.plain, ctx.clock.now())
    log.request(req.method!, pathname, res.statusCode, performance.now() - start)
    return true
  }

  /**
   * A page's address with a trailing or doubled slash (/aboutUs/, //aboutUs): redirected as the
   * renderer would (301 to the path without them, query kept), before any render (docs/decisions/157).
   */
  function redirectOddSlashes(req: IncomingMessage, res: ServerResponse, url: string, pathname: string): boolean {
    if (pathname === '/' || !/\/\/|.\/$/.test(pathname)) return false
    const mended = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
    if (!isPagePath(mended)) return false
    const start = performance.now()
    const headers = ctx.config.trustProxy && forwardedHttps(req) ? security.https : security.plain
    for (const [name, value] of headers) res.setHeader(name, value)
    res.writeHead(301, { Location: mended + url.slice(pathname.length), 'Content-Length': '0' })
    res.end()
    log.request(req.method!, pathname, 301, performance.now() - start)
    return true
  }

  async function render(url: string, headers: IncomingMessage['headers'], admin: Express.Request['admin'] | null, sessionEnded?: Express.Request['sessionEnded'], formState?: KeptForm, lowData = false, rowPreview = false, app: AppContext = ctx): Promise<Rendered | null> {
    renders++
    const state = newRenderState()
    const start = performance.now()
    // Content that changes by itself (a notice's publish or expiry time): the cached copy lasts until then at most.
    const due = await ctx.content.validUntil(ctx.clock.now())
    if (Number.isFinite(due)) state.expiresAt = due
    const pageContext = await renderPage({ urlOriginal: url, headersOriginal: headers, app, admin: admin ?? null, ...(sessionEnded ? { sessionEnded } : {}), ...(formState ? { formState } : {}), ...(rowPreview ? { rowPreview: true as const } : {}), lowData, renderState: state })
    const { httpResponse } = pageContext
    if (!httpResponse) return null
    const { statusCode, headers: responseHeaders } = httpResponse
    // Every public page, kept or not (the private grievance status too): CSS inline, entry script late.
    const body = isPublicPage(url.split('?')[0]) ? finishPublicPage(httpResponse.body, lowData) : httpResponse.body
    if (statusCode >= 500) log.error('page render failed', pageContext.errorWhileRendering, { path: url })
    return { status: statusCode, headers: responseHeaders, body, state, ms: performance.now() - start }
  }

  /**
   * Renders of a canonical URL for the cache now under way: one per URL and version, shared by
   * every visitor who asks meanwhile. `background`: nobody is waiting, so the page is also
   * compressed (on the thread pool) before it is kept, and the next visitor gets it ready to send.
   */
  const inFlight = new Map<string, Promise<{ rendered: Rendered | null; entry: CachedPage | null }>>()
  function renderForCache(pageKey: string, background = false, lowData = false): Promise<{ rendered: Rendered | null; entry: CachedPage | null }> {
    const key = variantKey(pageKey, lowData)
    // Rendered from the content as it was when rendering began: a write meanwhile makes it stale at once.
    const version = ctx.content.current
    const flight = `${version} ${cache.mark()} ${key}`
    let pending = inFlight.get(flight)
    if (!pending) {
      const mark = cache.mark()
      pending = render(urlOf(pageKey), {}, null, undefined, undefined, lowData)
        .then(async (rendered) => {
          const keep = rendered && (rendered.status === 200 || rendered.status === 404) && !rendered.state.degraded
          if (!keep) return { rendered, entry: null }
          const body = Buffer.from(rendered.body)
          const encoded = background ? await compressedForms(body) : {}
          return { rendered, entry: cache.set(key, version, rendered.status, rendered.headers, body, rendered.state.expiresAt, encoded, mark) }
        })
        .finally(() => inFlight.delete(flight))
      inFlight.set(flight, pending)
    }
    return pending
  }

  // After a write: `/` and the written area's page, rendered again once the write has been answered.
  if (cacheOn) {
    let queued = new Set<string>()
    ctx.content.afterBump((cause) => {
      const first = queued.size === 0
      // the Hindi twins too: a Hindi visitor after a write gets a hit as well
      for (const page of pagesAfterWrite(cause)) for (const lang of LANGS) queued.add(localPath(lang, page))
      if (!first) return
      setImmediate(async () => {
        const pages = [...queued]
        queued = new Set()
        for (const page of pages) {
          if (!ctx.sqlite.open) return // the server is closing
          try {
            await renderForCache(page, true)
          } catch (err) {
            log.error('background render failed', err, { path: page })
          }
        }
      })
    })
  }

  // A public write that shows on one page (src/http/context.ts touch): that page only, in each language.
  ctx.content.onTouch((page) => {
    for (const lang of LANGS) cache.forget(localPath(lang, page))
  })

  const renderPages: RequestHandler = async (req, res, next) => {
    if (!isGet(req.method)) return next()
    try {
      const publicPage = isCacheablePage(req.path)
      const formState = isPublicPage(req.path) ? refilled(req.originalUrl, req.headers.cookie) : null
      const lowData = isPublicPage(req.path) && asksLowData(req.headers)
      if (cacheOn && publicPage && !req.admin && !formState) {
        const pageKey = keyOf(req.originalUrl, req.path)
        const key = variantKey(pageKey, lowData)
        const hit = cache.get(key, ctx.content.current, ctx.clock.now())
        if (hit) return cache.send(req, res, key, hit, undefined, ctx.clock.now())
        const { rendered, entry } = await renderForCache(pageKey, false, lowData)
        if (!rendered) return next()
        // How long rendering took, for browsers' dev tools and the benchmark (cache hits carry none).
        res.setHeader('Server-Timing', `render;dur=${rendered.ms.toFixed(2)}`)
        if (entry) return cache.send(req, res, key, entry, undefined, ctx.clock.now())
        return sendUncached(res, rendered, true)
      }
      // a private public page (a grievance's status) too: no query text it does not read reaches the page
      const url = isPublicPage(req.path) ? canonicalPageUrl(req.originalUrl) : req.originalUrl
      const rendered = await render(url, req.headers, req.admin ?? null, req.sessionEnded, formState ?? undefined, lowData)
      if (!rendered) return next()
      res.setHeader('Server-Timing', `render;dur=${rendered.ms.toFixed(2)}`)
      sendUncached(res, rendered, isPublicPage(req.path))
    } catch (err) {
      next(err)
    }
  }
  /**
   * Staff's preview of a draft row (docs/decisions/276): /preview/<area>/<id> (and under /hi) is
   * the area's public page rendered with that one draft in it (src/db/visibility.ts,
   * `asPreviewOf`), marked "Preview", never indexed, never kept. Anyone who may not see the draft,
   * a visitor without a session first, gets the plain "not found" page: never a sign it exists.
   * Notices have their own preview page (pages/preview/news).
   */
  const previewPages: RequestHandler = async (req, res, next) => {
    const area = PREVIEWED.get(String(req.params.area))
    if (!area) return next()
    try {
      const id = String(req.params.id)
      const admin = req.admin ?? null
      const stored = await previewedRow(admin, area.table, id)
      // another person's draft, or a row of one (a photo of their draft album), is not there for this reader
      const shown = !!admin && !!stored && (await staffSeesStoredRow(ctx.db, admin, area.table, id))
      await sendPreview(req, res, next, shown && (await asPreviewOf(area.table, id, () => renderPreview(req, area, stored!.row))))
    } catch (err) {
      next(err)
    }
  }

  /** The stored row a preview may show, read for a content role only: null for anyone else, a visitor first. */
  const previewedRow = (admin: Express.Request['admin'] | null, table: string, id: string) => (admin && roleCan(admin.role, 'content') ? storedDraft(ctx.db, table, id) : Promise.resolve(null))
  /** The area's public page the previewed row shows on, rendered as a preview; from `app`'s database (a scratch copy's, for a change). */
  const renderPreview = async (req: Request, area: { key: string; page: string }, row: SavedRow, app: AppContext = ctx) => {
    // an area may place the row itself (a photo: the page of its album that holds it); read inside the preview, so the row counts
    const place = ctx.previewPlaces.get(area.key)
    const page = place ? await place(app.db, row) : previewPageOf(area.page, row)
    return render(localPath(langOfPath(req.path), page), req.headers, req.admin ?? null, undefined, undefined, false, true, app)
  }
  /** A preview's answer: the page (`shown`) for who may see it; for anyone else (false) the plain "not found" page, 404. Never indexed, never kept. */
  async function sendPreview(req: Request, res: Response, next: NextFunction, shown: Rendered | null | false): Promise<void> {
    const rendered = shown === false ? await render(NOT_FOUND_PAGES[langOfPath(req.path)].url, req.headers, req.admin ?? null) : shown
    if (!rendered) return next()
    res.setHeader('X-Robots-Tag', 'noindex')
    sendUncached(res, shown === false ? { ...rendered, status: 404 } : rendered, true)
  }

  /**
   * Staff's preview of a change to a published row kept as a draft (docs/decisions/280):
   * /preview/<area>/<id>/change (and under /hi) is the area's public page rendered from a scratch
   * copy of the database with the change written onto the row by the area's own update, as
   * publishing would write it. The live database is never written; the copy is dropped after the
   * render. Who may not see the change (its writer and the Administrators may) gets the plain 404.
   */
  // one scratch copy at a time: each holds the whole database in memory while its page renders
  let scratchTurn: Promise<unknown> = Promise.resolve()
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = scratchTurn.then(work, work)
    scratchTurn = run.catch(() => undefined)
    return run
  }
  const changePreviewPages: RequestHandler = async (req, res, next) => {
    const key = String(req.params.area)
    const area = PREVIEWED.get(key)
    const apply = ctx.changeAppliers.get(key)
    if (!area || !apply) return next()
    try {
      const id = String(req.params.id)
      const admin = req.admin ?? null
      const stored = await previewedRow(admin, area.table, id)
      const change = admin && stored?.owner === null ? await changeSeenBy(ctx.db, key, id, admin) : null
      if (!change) return await sendPreview(req, res, next, false)
      // the row was edited on the site since the change was kept: publishing refuses it (409), so the preview says why
      const stale = changeIsStale(change, rowRevision(stored!.row))
      const shown = stale ? new HttpError(409, CHANGED_SINCE) : await inTurn(async () => {
        const scratch = openScratchCopy(ctx.sqlite)
        try {
          await apply(scratch.db, id, change.fields)
          return await renderPreview(req, area, stored!.row, { ...ctx, db: scratch.db, sqlite: scratch.sqlite })
        } catch (err) {
          // what the change names has gone, or another row took its place: publishing would refuse it too
          if (err instanceof HttpError && err.status < 500) return err
          throw err
        } finally {
          await scratch.close()
        }
      })
      if (!(shown instanceof HttpError)) return await sendPreview(req, res, next, shown)
      res.setHeader('X-Robots-Tag', 'noindex')
      res.setHeader('Cache-Control', PRIVATE_NO_STORE)
      res.status(409).type('html').send(notPreviewedPage(langOfPath(req.path), shown.message))
    } catch (err) {
      next(err)
    }
  }

  /** Once every route is in place: which paths nothing answers (src/http/unknown-paths.ts). */
  async function learnRoutes(app: Express): Promise<void> {
    const isEnglishPage = await pageRouteTest()
    if (!isEnglishPage) return
    // every page also answers under /hi (pages/+onBeforeRoute.ts), the admin panel excepted
    const isPage = (pathname: string) => isEnglishPage(pathname) || (langOfPath(pathname) === 'hi' && !/^\/vvs(\/|$)/.test(logicalPath(pathname)) && isEnglishPage(logicalPath(pathname)))
    const test = unknownPathTest(isPage, expressClaims(app), buildFiles(path.join(ctx.config.buildDir, 'client')))
    isPagePath = (pathname) => !/^\/vvs(\/|$)/.test(pathname) && isPage(pathname)
    // the "not found" pages' own paths must be unknown, or their key would render a page
    for (const page of Object.values(NOT_FOUND_PAGES)) if (!test(page.url)) throw new Error(`${page.url} is a page: choose another path for "not found"`)
    unknownPath = test
  }

  return { answerFromCache, renderPages, cache, learnRoutes, renders: () => renders, previewPages, changePreviewPages }
}

/**
 * A few rules of its own (the page has no stylesheet: it is rendered apart from the site's pages):
 * readable at 360 px and at 400 % zoom, a Devanagari face for the Hindi heading, a warning's edge.
 */
const NOT_PREVIEWED_STYLE =
  'body{margin:0;padding:1rem;background:#f6f4ef;color:#1f2328;font:1.0625rem/1.6 system-ui,"Noto Sans","Noto Sans Devanagari",sans-serif}' +
  'main{max-width:40rem;margin:2rem auto;padding:1.25rem 1.5rem;background:#fff;border:1px solid #d8d2c4;border-left:.375rem solid #9a3412;border-radius:.375rem;overflow-wrap:anywhere}' +
  'h1{margin:0 0 .75rem;font-size:1.375rem;line-height:1.4}:lang(hi) h1{line-height:1.6}a{color:#0b4f8a;font-weight:600}a:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}'

/** The few words a change's preview answers when the change can no longer be applied: why, and the way back to the panel. */
function notPreviewedPage(lang: Lang, reason: string): string {
  const escaped = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  const words = lang === 'hi' ? { title: 'इस बदलाव का पूर्वावलोकन नहीं हो सकता', back: 'पैनल पर लौटें' } : { title: 'This change cannot be previewed', back: 'Back to the panel' }
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${words.title}</title><style>${NOT_PREVIEWED_STYLE}</style></head><body><main><h1>${words.title}</h1><p lang="en">${escaped(`${CHANGE_NOT_PREVIEWED} ${reason}`)}</p><p><a href="/vvs/panel/dashboard">${words.back}</a></p></main></body></html>`
}

/** A page that is not kept: admin pages, a grievance's status, error pages, degraded pages (a read failed). */
function sendUncached(res: Parameters<RequestHandler>[1], rendered: Rendered, publicPage: boolean): void {
  res.status(rendered.status)
  for (const [name, value] of rendered.headers) res.setHeader(name, value)
  // a public page has a low-data variant (docs/decisions/195)
  if (publicPage) res.setHeader('Vary', PAGE_VARY)
  res.setHeader('Cache-Control', PRIVATE_NO_STORE)
  res.send(rendered.body)
}
