import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import express from 'express'
import compression from 'compression'
import { ConfigError, loadConfig, type Config } from './src/config.js'
import { log } from './src/log.js'
import { migrateToLatest, openDatabase } from './src/db/connection.js'
import { ensureAdmin, seedDemoContent } from './src/db/seed.js'
import { ContentVersion, type AppContext } from './src/http/context.js'
import { Clock } from './src/clock.js'
import { apiRouter } from './src/http/api.js'
import { errorHandler } from './src/http/errors.js'
import { requestLog } from './src/http/request-log.js'
import { sameOriginWrites, securityHeaders } from './src/http/security.js'
import { removeStrayTempFiles } from './src/http/images.js'
import { loadProductionBuild, pageRendering } from './src/http/pages.js'
import { buildAssets, serveUploads } from './src/http/static-files.js'
import { loadAdmin, sessionCookie } from './src/features/admin-auth/session.js'
import { sitemapRouter } from './src/features/seo/sitemap.js'
import { documentFiles } from './src/features/documents/files.js'
import { indexFixedEntries } from './src/features/search/fixed.js'

const root = path.dirname(fileURLToPath(import.meta.url))

/** Builds the Express app around an open database. Nothing listens yet. */
export async function createApp(config: Config) {
  const { db, sqlite, close } = openDatabase(config.dataDir)
  const strayTempFiles = await removeStrayTempFiles(config.uploadsDir)
  if (strayTempFiles.length) log.warn('removed half-written uploads left by a crash', { files: strayTempFiles.length })
  await migrateToLatest(db)
  const ctx: AppContext = { config, db, sqlite, content: new ContentVersion(), clock: new Clock() }
  await ensureAdmin(db, config)
  // The search index's entries for pages that live in code (src/features/search/fixed.ts).
  await indexFixedEntries(db)
  if (config.seedDemo) await seedDemoContent(db, config)

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy ? 1 : false)
  app.use(requestLog)
  app.use(securityHeaders(config))
  // Before every route that changes state: cross-site writes stop here (src/http/security.ts).
  app.use(sameOriginWrites(config))
  const { answerFromCache, renderPages } = pageRendering(ctx)

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ ok: true, database: sqlite.open ? 'open' : 'closed' })
  })

  // Dynamic responses (API JSON, admin pages) are compressed here; cached pages and build assets
  // arrive already compressed and are passed through.
  app.use(compression({ threshold: 1024 }))
  app.use('/uploads', serveUploads(config.uploadsDir))
  // PDFs of the documents library, with their own headers (never as static files).
  app.use(documentFiles(ctx))

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

  app.use(sessionCookie(ctx))
  app.use(loadAdmin(ctx))
  app.use('/api', apiRouter(ctx))
  app.use(sitemapRouter(ctx))
  app.use(renderPages)
  app.use(errorHandler)

  return {
    app,
    ctx,
    /** Node request listener: cached public pages first, everything else through Express. */
    listener: (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!answerFromCache(req, res)) app(req, res)
    },
    async close() {
      await closeVite()
      await close()
    },
  }
}

/** Starts listening; resolves once the first request can be served. */
export async function startServer(config: Config) {
  const started = Date.now()
  const { app, listener, ctx, close } = await createApp(config)
  const server = http.createServer(listener)
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  log.info('listening', { url: `http://localhost:${port}`, ms: Date.now() - started, dev: config.dev })

  let stopping: Promise<void> | null = null
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  const stop = () =>
    (stopping ??= new Promise<void>((resolve) => {
      server.close(() => void close().then(resolve))
      server.closeIdleConnections()
      setTimeout(() => server.closeAllConnections(), 10_000).unref()
    }))
  return { server, app, port, ctx, stop }
}

/** Reads the environment and serves until SIGTERM/SIGINT. */
export async function main() {
  let config: Config
  try {
    config = loadConfig(process.env, process.cwd(), process.argv.includes('--dev'))
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`)
      process.exit(1)
    }
    throw err
  }
  const { stop } = await startServer(config)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log.info('shutting down', { signal })
      void stop().then(() => process.exit(0))
    })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    log.error('start failed', err)
    process.exit(1)
  })
}
