import { Router } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { searchSite } from './store.js'

/** GET /api/search?q=… — the site search as a bare array (the /search page reads the store directly). */
export function searchApi(ctx: AppContext): Router {
  const router = Router()
  router.get('/search', guard('public'), async (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q : ''
    // the API's fields stay as they were: the file's language is for the page's link (docs/decisions/297)
    res.json((await searchSite(ctx.db, q, ctx.clock.now())).map(({ fileLanguage: _fileLanguage, ...result }) => result))
  })
  return router
}
