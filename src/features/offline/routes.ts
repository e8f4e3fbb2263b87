import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Router } from 'express'
import { site } from '../../content/site.js'
import { buildFiles } from '../../http/static-files.js'
import { MANIFEST_PATHS } from './manifest-paths.js'

/** Beside this module, or beside the bundled server (scripts/postbuild.ts copies it there). */
const WORKER_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'service-worker.js')

/** The build's version: a hash of its hashed asset names, so that every build that changes a file gets a new one. */
export function buildVersion(clientDir: string): string {
  const names = [...buildFiles(path.join(clientDir, 'assets'))].sort()
  if (names.length === 0) return 'dev'
  return crypto.createHash('sha256').update(names.join('\n')).digest('base64url').slice(0, 12)
}

/** The worker's text for one build. */
export function serviceWorkerScript(version: string): string {
  return fs.readFileSync(WORKER_SOURCE, 'utf8').replace("'__BUILD__'", JSON.stringify(version))
}

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

/** The web app manifest of each language: the Hindi pages link the Hindi one. */
export function manifest(lang: 'en' | 'hi'): object {
  const hi = lang === 'hi'
  return {
    id: '/',
    lang,
    dir: 'ltr',
    name: hi ? `शहडोल लॉ कॉलेज (${site.name})` : `${site.name} (शहडोल लॉ कॉलेज)`,
    short_name: hi ? 'शहडोल लॉ कॉलेज' : site.name,
    description: hi ? 'शहडोल, मध्य प्रदेश का विधि महाविद्यालय: सूचनाएँ, पाठ्यक्रम और प्रवेश।' : 'Law college in Shahdol, Madhya Pradesh: notices, courses and admission.',
    start_url: hi ? '/hi' : '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#12284a',
    icons: ICONS,
  }
}

/**
 * /sw.js (the worker, at the root so its scope is the whole site; revalidated on every check so
 * an update is seen at once) and the two manifests (docs/decisions/184).
 */
export function offlineRouter(clientDir: string): Router {
  const router = Router()
  const worker = serviceWorkerScript(buildVersion(clientDir))
  router.get('/sw.js', (_req, res) => {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.send(worker)
  })
  for (const lang of ['en', 'hi'] as const) {
    const body = JSON.stringify(manifest(lang))
    router.get(MANIFEST_PATHS[lang], (_req, res) => {
      res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8')
      res.setHeader('Cache-Control', 'public, max-age=86400')
      res.send(body)
    })
  }
  return router
}
