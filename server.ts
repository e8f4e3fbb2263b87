import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import express from 'express'
import compression from 'compression'
import { loadConfig, publicOriginWarning, type Config } from './src/config.js'
import { log } from './src/log.js'
import { ensureAdmin, seedDemoContent } from './src/db/seed.js'
import { createAppContext } from './src/app/context.js'
import { translateDemoContent } from './src/app/demo-hindi.js'
import { ONE_ROW_AREAS, ROW_AREAS } from './src/app/areas.js'
import { apiRouter } from './src/app/api.js'
import { provideContentVersion } from './src/http/content-writes.js'
import { onAdminWrite } from './src/http/auth-guard.js'
import { activityHook } from './src/platform/activity/api.js'
import { errorHandler } from './src/http/errors.js'
import { requestLog } from './src/http/request-log.js'
import { sameOriginWrites, securityHeaders } from './src/http/security.js'
import { loadProductionBuild, pageRendering } from './src/app/pages.js'
import { requestClassesFor } from './src/http/request-classes.js'
import { buildAssets, serveUploads } from './src/http/static-files.js'
import { loadAdmin, sessionCookie } from './src/platform/auth/session.js'
import { sitemapRouter } from './src/features/seo/sitemap.js'
import { offlineRouter } from './src/features/offline/routes.js'
import { documentFiles } from './src/features/documents/files.js'
import { indexFixedEntries } from './src/features/search/fixed.js'
import { exitOnUncaughtErrors, failStart } from './src/ops/failures.js'
import { healthz } from './src/ops/health.js'
import { gracefulStop } from './src/ops/shutdown.js'
import { openDataFolders } from './src/ops/startup.js'
import { unknownAnswers } from './src/http/unknown-paths.js'
import { privateForStaff } from './src/http/cache-control.js'
import { startHourlyRounds } from './src/features/grievances/reminders.js'

const root = path.dirname(fileURLToPath(import.meta.url))

/** Builds the Express app around an open database. Nothing listens yet. */
export async function createApp(config: Config) {
  // The DATA_DIR lock, start-up checks, migrations and clean-up (src/ops/startup.ts).
  const { db, sqlite, close } = await openDataFolders(config)
  const ctx = createAppContext(config, db, sqlite)
  await ensureAdmin(db, config)
  // The search index's entries for pages that live in code (src/features/search/fixed.ts).
  await indexFixedEntries(db)
  // a fresh demo install is bilingual: its Hindi through the translations store (src/app/demo-hindi.ts)
  if (config.seedDemo && (await seedDemoContent(db, config))) await translateDemoContent(db)

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy ? 1 : false)
  app.use(requestLog)
  app.use(securityHeaders(config))
  // Before every route that changes state: cross-site writes stop here (src/http/security.ts).
  app.use(sameOriginWrites(config))
  provideContentVersion(app, ctx.content)
  const { answerFromCache, renderPages, learnRoutes, renders, previewPages, changePreviewPages } = pageRendering(ctx)
  const unknown = unknownAnswers(ctx)

  app.get('/healthz', healthz(ctx))

  // Dynamic responses (API JSON, admin pages) are compressed here; cached pages and build assets
  // arrive already compressed and are passed through.
  app.use(compression({ threshold: 1024 }))
  app.use('/uploads', serveUploads(config.uploadsDir))

  let closeVite = async () => {}
  if (config.dev) {
    const { createServer } = await import('vite')
    const vite = await createServer({ root, server: { middlewareMode: true } })
    app.use(vite.middlewares)
    closeVite = () => vite.close()
  } else {
    await loadProductionBuild(config.buildDir)
    app.use(buildAssets(path.join(config.buildDir, 'client')))
  }
  // The service worker and the web app manifests (docs/decisions/184).
  app.use(offlineRouter(path.join(config.buildDir, 'client')))

  // What every successful admin write does besides its own work (src/http/auth-guard.ts).
  onAdminWrite(app, activityHook(ctx, ONE_ROW_AREAS, ROW_AREAS))

  app.use(sessionCookie(ctx))
  app.use(loadAdmin(ctx))
  app.use(privateForStaff)
  // PDFs of the documents library, with their own headers (never as static files); staff may open one not public yet.
  app.use(documentFiles(ctx))
  app.use('/api', apiRouter(ctx))
  app.use(sitemapRouter(ctx))
  // staff's preview of a draft row on its public page (docs/decisions/276); notices' is a page of its own
  app.get('/preview/:area/:id', previewPages)
  app.get('/hi/preview/:area/:id', previewPages)
  // and of a change to a published row kept as a draft (docs/decisions/280)
  app.get('/preview/:area/:id/change', changePreviewPages)
  app.get('/hi/preview/:area/:id/change', changePreviewPages)
  app.use(renderPages)
  app.use(errorHandler)
  // Every route is in place: unknown paths are now answered by one cached "not found" page, unknown
  // API paths and uploads before Express (src/http/unknown-paths.ts).
  if (!config.dev) {
    await learnRoutes(app)
    unknown.learn(app)
  }
  // E-mail alerts: logs whether mail is on (or why not) and starts the sender when it is.
  ctx.mail.start()
  // The grievances' hourly rounds: reminders of due steps, the bin's old grievances removed.
  startHourlyRounds(ctx)

  return {
    app,
    ctx,
    /** How many pages have been rendered (tests: an unknown path must not render again). */
    renders,
    /** How many unknown API paths and uploads were answered before Express (tests). */
    unknownAnswered: unknown.answered,
    /** Node request listener: cached public pages first, then unknown API paths and uploads, everything else through Express. */
    listener: (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!answerFromCache(req, res) && !unknown.answer(req, res)) app(req, res)
    },
    async close() {
      // The sender first: its round in progress ends (each send has its time limits) before the database closes.
      await ctx.mail.stop()
      await closeVite()
      await close()
    },
  }
}

/** What `npm run dev` reloads, and how (package.json runs the server under tsx watch). */
export const DEV_RELOADS =
  'dev: pages, components (.tsx) and styles reload in the browser (Vite); a change to server.ts or any .ts under src/ (the API routers, stores, server code) restarts the server (tsx watch)'

/** Starts listening; resolves once the first request can be served. */
export async function startServer(config: Config) {
  const started = Date.now()
  const { app, listener, ctx, close, renders, unknownAnswered } = await createApp(config)
  // Requests born with Express's prototypes: Node's http code keeps seeing one shape (src/http/request-classes.ts).
  const server = http.createServer(requestClassesFor(app), listener)
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, resolve)
  }).catch(async (err) => {
    await close()
    throw err
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  log.info('listening', { url: `http://localhost:${port}`, ms: Date.now() - started, dev: config.dev })
  if (config.dev) log.info(DEV_RELOADS)

  /** Stops accepting, lets in-flight requests finish (those still running at the drain time are logged and cut), then closes the database. */
  const stop = gracefulStop(server, config.shutdownDrainMs, close)
  return { server, app, port, ctx, stop, renders, unknownAnswered }
}

/**
 * Reads the environment and serves until SIGTERM/SIGINT. Any failure before listening is one line
 * `ERROR start failed: …` and exit code 1; an uncaught error later is logged and exits 1
 * (src/ops/failures.ts). Never rejects.
 */
export async function main() {
  const dev = process.argv.includes('--dev')
  // npm run dev keeps Vike's print-and-continue handlers: a bad edit must not end the dev server.
  if (!dev) exitOnUncaughtErrors()
  let stop: () => Promise<void>
  try {
    const config = loadConfig(process.env, process.cwd(), dev)
    // Throws behind TRUST_PROXY=1 without PUBLIC_ORIGIN; the warning waits until the site serves,
    // so that a start failing for another reason stays one line (decision 060).
    const originWarning = publicOriginWarning(config, process.env.NODE_ENV)
    ;({ stop } = await startServer(config))
    if (originWarning) log.warn(originWarning)
  } catch (err) {
    failStart(err)
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log.info('shutting down', { signal })
      void stop().then(() => process.exit(0))
    })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  void main()
}
