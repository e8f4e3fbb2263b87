import { Router, type Request, type Response } from 'express'
import type { AppContext } from '../../http/context.js'
import { guard } from '../../http/auth-guard.js'
import { HttpError } from '../../http/errors.js'
import { isFormPost } from '../../http/form-post.js'
import { visitorKey } from '../../http/visitor.js'
import { receiveFields } from '../../http/uploads.js'
import { log } from '../../log.js'
import { loginSchema, panelLangSchema } from './schema.js'
import { parseInput } from '../../http/validation.js'
import { startSession } from './session.js'
import { bumpSessionVersion, findAdminByEmail, roleOf, storePanelLang, upgradePasswordHash } from './store.js'
import { checkPassword, passwordRoute } from './password-checks.js'
import { returnPath } from './return-to.js'
import { inSignInLanguage } from './sign-in-language.js'
import { recordActivity } from '../activity/store.js'

/** One message for a wrong password and an unknown e-mail: it never tells which one it was. */
export const INVALID_CREDENTIALS = 'Invalid email or password.'
const LOGIN_PATH = '/vvs/panel/login'
const DASHBOARD_PATH = '/vvs/panel/dashboard'
/** The login call's path under /api. */
export const LOGIN_API_PATH = '/admin/login'
/** The panel-language call's path under /api. */
export const PANEL_LANG_API_PATH = '/admin/panel-language'
export const ACCOUNT_SUSPENDED = 'This account is suspended. Ask an Administrator to restore it.'

/** The redirect that answers a plain form post (no script yet) instead of JSON. */
const loginPageWith = (req: Request, err: HttpError) => inSignInLanguage(req, `${LOGIN_PATH}?login=${err.status === 429 ? 'throttled' : 'failed'}`)

/** POST /api/admin/login, POST /api/admin/logout, GET /api/admin/me, PUT /api/admin/panel-language. */
export function adminAuthApi(ctx: AppContext): Router {
  const router = Router()
  const signInNote = (who: { id: string | null; name: string }, action: 'signed in' | 'sign-in failed', summary: string) =>
    recordActivity(ctx.sqlite, who, { area: 'sign-in', action, itemId: who.id, summary })

  /**
   * The admin these credentials belong to, or an HttpError (400, 401 or 429). The attempt is
   * counted per address + e-mail and per address before the password is verified, in the one
   * password path (decision 113).
   */
  async function authenticate(req: Request, res: Response) {
    const { result: admin } = await checkPassword(req, res, {
      schema: loginSchema,
      subject: ({ email }) => `addr+email:${visitorKey(req)}|${email.toLowerCase()}`,
      verified: async ({ email, password }, argon) => {
        const admin = await findAdminByEmail(ctx.db, email)
        if (!(await argon.verify(admin?.passwordHash ?? null, password)) || !admin) return null
        if (argon.needsRehash(admin.passwordHash)) await upgradePasswordHash(ctx.db, admin, await argon.hash(password))
        return admin
      },
    })
    const email = typeof req.body?.email === 'string' ? req.body.email.trim().slice(0, 200) : ''
    if (!admin) {
      // Only attempts that reached the check are written (a throttled one never does), so the log stays bounded.
      signInNote({ id: null, name: email }, 'sign-in failed', `failed sign-in as ${email} from ${req.ip ?? 'unknown'}`)
      throw new HttpError(401, INVALID_CREDENTIALS)
    }
    // Said only after the right password, so it tells a stranger nothing.
    if (admin.suspendedAt) {
      signInNote(admin, 'sign-in failed', `sign-in refused (account suspended) from ${req.ip ?? 'unknown'}`)
      throw new HttpError(403, ACCOUNT_SUSPENDED)
    }
    return admin
  }

  router.post(LOGIN_API_PATH, guard('public'), passwordRoute(ctx), receiveFields, async (req, res) => {
    // A form post (the login form submitted before its script ran) is answered with a redirect.
    const formPost = isFormPost(req)
    let admin: Awaited<ReturnType<typeof authenticate>>
    try {
      admin = await authenticate(req, res)
    } catch (err) {
      if (formPost && err instanceof HttpError) return res.redirect(303, loginPageWith(req, err))
      throw err
    }
    // A fresh session object: nothing from an earlier cookie carries over.
    startSession(req, admin, ctx.clock.now())
    log.info('login', { admin: admin.id })
    signInNote(admin, 'signed in', `signed in from ${req.ip ?? 'unknown'}`)
    // Back to the page that was asked for (an alert e-mail's enquiry), when it is one of ours.
    if (formPost) return res.redirect(303, returnPath(req.body?.next) ?? DASHBOARD_PATH)
    res.json({ success: true, user: { id: admin.id, email: admin.email, name: admin.name, role: roleOf(admin) }, message: 'Login successful' })
  })

  // Public: clearing a cookie needs no rights; a valid session is revoked everywhere.
  router.post('/admin/logout', guard('public'), async (req, res) => {
    if (req.admin) {
      await bumpSessionVersion(ctx.db, req.admin.id)
      log.info('logout', { admin: req.admin.id })
    }
    req.session = null
    // spec §2: logging out goes to the home page (a form post without script follows the redirect)
    if (isFormPost(req)) return res.redirect(303, '/')
    res.json({ success: true, message: 'Logged out' })
  })

  router.get('/admin/me', guard('signed-in'), (req, res) => {
    // the same user as the sign-in answers with; the panel language is the page's (docs/decisions/230)
    const { panelLang: _panelLang, ...user } = req.admin!
    res.json({ success: true, user })
  })

  // Any staff member, for their own account only: the body names no one (docs/decisions/230).
  // the person's own setting: the page cache and the activity log are left alone
  router.put(PANEL_LANG_API_PATH, guard('signed-in', { personal: true }), async (req, res) => {
    const { lang } = parseInput(panelLangSchema, req.body)
    await storePanelLang(ctx.db, req.admin!.id, lang)
    res.json({ success: true, lang })
  })

  return router
}
