import { Router, type Request } from 'express'
import { guard } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import type { Db } from '../../db/connection.js'
import { HttpError } from '../../http/errors.js'
import { isFormPost } from '../../http/form-post.js'
import { paramId, sendDone, sendList } from '../../http/replies.js'
import { receiveFields } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { noteActivity } from '../../platform/activity/note.js'
import { ROLE_LABELS } from '../../platform/auth/roles.js'
import { startSession } from '../../platform/auth/session.js'
import { findAdminByEmail, findAdminById, storePasswordHash } from '../../platform/auth/store.js'
import { checkPassword, passwordRoute } from '../../platform/auth/password-checks.js'
import { SET_PASSWORD_ERRORS, setPasswordErrorCode } from './set-password-messages.js'
import { nameSchema, ownPasswordSchema, roleSchema, setPasswordSchema, staffSchema } from './schema.js'
import { addAccount, changeKeepingAnAdministrator, findAccount, INVITE_HOURS, isOpenInvite, issueInvite, listAccounts, redeemInvite, removeAccount, setName, setRole, setSuspended, tokenHash, type Account } from './store.js'

export const SET_PASSWORD_PATH = '/vvs/panel/set-password'
const NO_ACCOUNT = 'No staff account with this id.'
const LAST_ADMINISTRATOR = 'This is the last active Administrator: make someone else an Administrator first.'
const NOT_YOURSELF = 'You cannot do this to your own account. Ask another Administrator.'
export const LINK_INVALID = SET_PASSWORD_ERRORS.expired
const CURRENT_PASSWORD_WRONG = 'The current password is not right.'
const AREA = 'staff accounts'

/**
 * The one-time link to hand over: shown once, never stored (only the token's hash is). It is built
 * on PUBLIC_ORIGIN, never on the request's Host (which the client or a proxy writes); without
 * PUBLIC_ORIGIN it is the path alone, which the panel completes with the address it was opened at.
 */
function inviteLink(ctx: AppContext, token: string): string {
  return `${ctx.config.publicOrigin ?? ''}${SET_PASSWORD_PATH}?token=${token}`
}

/** Staff accounts (Administrators only), the one-time set-password link, and everyone's own password. */
export function accountsApi(ctx: AppContext): Router {
  const router = Router()

  async function account(req: Request): Promise<Account> {
    const found = await findAccount(ctx.db, paramId(req))
    if (!found) throw new HttpError(404, NO_ACCOUNT)
    return found
  }
  /** Refuses to act on oneself. */
  function refuseOwnAccount(req: Request, target: Account) {
    if (target._id === req.admin!.id) throw new HttpError(409, NOT_YOURSELF)
  }
  /**
   * Makes the change and checks, in the same transaction, that an active Administrator is left;
   * else nothing is changed. Checked first and acted on later, two Administrators demoting each
   * other at once both passed the check.
   */
  async function keepingAnAdministrator(change: (db: Db) => Promise<void>) {
    if (!(await changeKeepingAnAdministrator(ctx.db, change))) throw new HttpError(409, LAST_ADMINISTRATOR)
  }

  router.get('/admin/accounts', guard('accounts'), async (_req, res) => {
    sendList(res, await listAccounts(ctx.db))
  })

  router.post('/admin/accounts', guard('accounts'), receiveFields, async (req, res) => {
    const input = parseInput(staffSchema, req.body)
    if (await findAdminByEmail(ctx.db, input.email)) throw new HttpError(409, 'A staff member with this e-mail already exists.', { email: 'A staff member with this e-mail already exists.' })
    const created = await addAccount(ctx.db, input)
    const { token, expiresAt } = await issueInvite(ctx.db, created._id)
    noteActivity(res, { area: AREA, action: 'invited', itemId: created._id, summary: `added ${created.name} as ${ROLE_LABELS[created.role]}` })
    log.info('staff account added', { id: created._id, role: created.role })
    res.status(201).json({ success: true, message: `${created.name} added. Hand over the set-password link: it is shown only now and works once, for ${INVITE_HOURS} hours.`, data: created, link: inviteLink(ctx, token), expiresAt })
  })

  router.post('/admin/accounts/:id/invite', guard('accounts'), async (req, res) => {
    const target = await account(req)
    const { token, expiresAt } = await issueInvite(ctx.db, target._id)
    noteActivity(res, { area: AREA, action: 'invited', itemId: target._id, summary: `made a new set-password link for ${target.name}` })
    res.status(201).json({ success: true, message: `New link for ${target.name}: shown only now, works once, for ${INVITE_HOURS} hours.`, data: target, link: inviteLink(ctx, token), expiresAt })
  })

  // Any account's name, one's own included: the first account is called "Administrator" until renamed.
  router.put('/admin/accounts/:id/name', guard('accounts'), receiveFields, async (req, res) => {
    const { name } = parseInput(nameSchema, req.body)
    const target = await account(req)
    await setName(ctx.db, target._id, name)
    noteActivity(res, { area: AREA, action: 'changed', itemId: target._id, summary: `renamed ${target.name} to ${name}` })
    sendDone(res, `The name is now ${name}.`, { ...target, name })
  })

  router.put('/admin/accounts/:id/role', guard('accounts'), receiveFields, async (req, res) => {
    const { role } = parseInput(roleSchema, req.body)
    const target = await account(req)
    if (role !== 'administrator') refuseOwnAccount(req, target)
    await keepingAnAdministrator((db) => setRole(db, target._id, role))
    noteActivity(res, { area: AREA, action: 'changed', itemId: target._id, summary: `made ${target.name} ${ROLE_LABELS[role]}` })
    sendDone(res, `${target.name} is now ${ROLE_LABELS[role]}.`, { ...target, role })
  })

  router.post('/admin/accounts/:id/suspend', guard('accounts'), async (req, res) => {
    const target = await account(req)
    refuseOwnAccount(req, target)
    await keepingAnAdministrator((db) => setSuspended(db, target._id, true))
    noteActivity(res, { area: AREA, action: 'suspended', itemId: target._id, summary: `suspended ${target.name}` })
    sendDone(res, `${target.name} is suspended and signed out everywhere.`, { ...target, suspended: true })
  })

  router.post('/admin/accounts/:id/reinstate', guard('accounts'), async (req, res) => {
    const target = await account(req)
    await setSuspended(ctx.db, target._id, false)
    noteActivity(res, { area: AREA, action: 'reinstated', itemId: target._id, summary: `reinstated ${target.name}` })
    sendDone(res, `${target.name} can sign in again.`, { ...target, suspended: false })
  })

  router.delete('/admin/accounts/:id', guard('accounts'), async (req, res) => {
    const target = await account(req)
    refuseOwnAccount(req, target)
    await keepingAnAdministrator((db) => removeAccount(db, target._id))
    noteActivity(res, { area: AREA, action: 'removed', itemId: target._id, summary: `removed the account of ${target.name}` })
    sendDone(res, `${target.name}'s account is removed.`)
  })

  // Public: the one-time link is the right. A form post (no script) is answered with a redirect.
  // The token is looked up by its hash before any password work; the new password is hashed in the queue.
  router.post('/admin/accounts/setPassword', guard('public'), passwordRoute(ctx), receiveFields, async (req, res) => {
    const formPost = isFormPost(req)
    try {
      const { result: email } = await checkPassword(req, res, {
        schema: setPasswordSchema,
        subject: ({ token }) => `link:${tokenHash(token)}`,
        cheap: ({ token }) => isOpenInvite(ctx.db, token),
        verified: async ({ token, password }, argon) => redeemInvite(ctx.db, token, await argon.hash(password)),
      })
      if (!email) throw new HttpError(410, LINK_INVALID)
      log.info('password set through a one-time link')
      if (formPost) return res.redirect(303, '/vvs/panel/login?password=set')
      sendDone(res, 'Password set. You can sign in now.')
    } catch (err) {
      if (formPost && err instanceof HttpError) {
        const token = typeof req.body?.token === 'string' ? req.body.token.slice(0, 200) : ''
        return res.redirect(303, `${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}&error=${setPasswordErrorCode(err.status, err.message)}`)
      }
      throw err
    }
  })

  // Any staff member: their own password. Other sessions end; this one continues.
  router.post('/admin/password', guard('signed-in'), passwordRoute(ctx), receiveFields, async (req, res) => {
    const { result: me } = await checkPassword(req, res, {
      schema: ownPasswordSchema,
      subject: () => `account:${req.admin!.id}`,
      verified: async ({ currentPassword, newPassword }, argon) => {
        const me = await findAdminById(ctx.db, req.admin!.id)
        if (!me || !(await argon.verify(me.passwordHash, currentPassword))) return null
        await storePasswordHash(ctx.db, me.id, await argon.hash(newPassword))
        return me
      },
    })
    if (!me) throw new HttpError(400, CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG })
    const updated = await findAdminById(ctx.db, me.id)
    if (updated) startSession(req, updated)
    noteActivity(res, { area: AREA, action: 'changed', itemId: me.id, summary: 'changed their own password' })
    sendDone(res, 'Password changed. Your other sessions are signed out.')
  })

  return router
}
