import { Router, type Request } from 'express'
import { guard } from '../../http/auth-guard.js'
import type { AppContext } from '../../http/context.js'
import type { Db } from '../../db/connection.js'
import { HttpError } from '../../http/errors.js'
import { isFormPost } from '../../http/form-post.js'
import { visitorKey } from '../../http/visitor.js'
import { paramId, sendDone, sendList } from '../../http/replies.js'
import { receiveFields } from '../../http/uploads.js'
import { parseInput } from '../../http/validation.js'
import { log } from '../../log.js'
import { noteActivity } from '../../platform/activity/note.js'
import { ROLE_LABELS } from '../../platform/auth/roles.js'
import { startSession } from '../../platform/auth/session.js'
import { findAdminByEmail, findAdminById, storePasswordHash } from '../../platform/auth/store.js'
import { checkPassword, passwordRoute } from '../../platform/auth/password-checks.js'
import { inSignInLanguage } from '../../platform/auth/sign-in-language.js'
import { AttemptThrottle } from '../../platform/auth/throttle.js'
import { ASK_AN_ADMINISTRATOR, LINK_ON_ITS_WAY, SET_PASSWORD_ERRORS, setPasswordErrorCode } from './set-password-messages.js'
import { nameSchema, ownPasswordSchema, roleSchema, setPasswordSchema, staffSchema } from './schema.js'
import { addAccount, changeKeepingAnAdministrator, findAccount, INVITE_HOURS, isOpenInvite, issueInvite, listAccounts, redeemInvite, removeAccount, RESET_HOURS, setName, setRole, setSuspended, tokenHash, type Account } from './store.js'
import { recordActivity } from '../../platform/activity/store.js'
import { forgotPasswordSchema } from './schema.js'
import { mailLink, mailPasswordChanged } from './mail.js'

export const SET_PASSWORD_PATH = '/vvs/panel/set-password'
export const FORGOT_PASSWORD_PATH = '/vvs/panel/forgot-password'
const NO_ACCOUNT = 'No staff account with this id.'
const LAST_ADMINISTRATOR = 'This is the last active Administrator: make someone else an Administrator first.'
const NOT_YOURSELF = 'You cannot do this to your own account. Ask another Administrator.'
export const LINK_INVALID = SET_PASSWORD_ERRORS.expired
const CURRENT_PASSWORD_WRONG = 'The current password is not right.'
const AREA = 'staff accounts'
/** "Forgot password?" e-mails to one address per 15 minutes, whoever asks (docs/decisions/156). */
export const RESET_MAILS_PER_WINDOW = 3

/**
 * The one-time link to hand over: shown once, never stored (only the token's hash is). It is built
 * on PUBLIC_ORIGIN, never on the request's Host (which the client or a proxy writes); without
 * PUBLIC_ORIGIN it is the path alone, which the panel completes with the address it was opened at.
 */
function inviteLink(ctx: AppContext, token: string): string {
  return `${ctx.config.publicOrigin ?? ''}${SET_PASSWORD_PATH}?token=${token}`
}
/** The link in an e-mail: always whole, on PUBLIC_ORIGIN or the site's address the alerts use. */
function absoluteLink(ctx: AppContext, token: string): string {
  return `${ctx.mail.origin.replace(/\/$/, '')}${SET_PASSWORD_PATH}?token=${token}`
}

/** Staff accounts (Administrators only), the one-time set-password link, and everyone's own password. */
export function accountsApi(ctx: AppContext): Router {
  const router = Router()
  /** Set-password links e-mailed per address in the window, from anywhere: past it, nothing more is sent (never refused). */
  const linkMailsPerEmail = new AttemptThrottle(RESET_MAILS_PER_WINDOW)

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
    const mailed = await mailLink(ctx.mail, ctx.db, 'invitation', created, absoluteLink(ctx, token), expiresAt)
    noteActivity(res, { area: AREA, action: 'invited', itemId: created._id, summary: `added ${created.name} as ${ROLE_LABELS[created.role]}${mailed ? ' and e-mailed the set-password link' : ''}` })
    log.info('staff account added', { id: created._id, role: created.role, mailed })
    const how = mailed ? `The set-password link is e-mailed to ${created.email}; it is also shown here, only now.` : 'Hand over the set-password link: it is shown only now.'
    res.status(201).json({ success: true, message: `${created.name} added. ${how} It works once, for ${INVITE_HOURS} hours.`, data: created, link: inviteLink(ctx, token), expiresAt, mailed })
  })

  router.post('/admin/accounts/:id/invite', guard('accounts'), async (req, res) => {
    const target = await account(req)
    // Any account, at any time (a forgotten password): the old link ends, and so do the account's sessions.
    const { token, expiresAt } = await issueInvite(ctx.db, target._id, { endSessions: true })
    const mailed = await mailLink(ctx.mail, ctx.db, 'new-link', target, absoluteLink(ctx, token), expiresAt)
    noteActivity(res, { area: AREA, action: 'link sent', itemId: target._id, summary: `made a new set-password link for ${target.name}${mailed ? ' and e-mailed it' : ''}; their sessions ended` })
    const how = mailed ? `e-mailed to ${target.email} and shown only now` : 'shown only now'
    res.status(201).json({ success: true, message: `New link for ${target.name}: ${how}, works once, for ${INVITE_HOURS} hours. Their sessions have ended.`, data: target, link: inviteLink(ctx, token), expiresAt, mailed })
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
      const { result: owner } = await checkPassword(req, res, {
        schema: setPasswordSchema,
        subject: ({ token }) => `link:${tokenHash(token)}`,
        cheap: ({ token }) => isOpenInvite(ctx.db, token),
        verified: async ({ token, password }, argon) => redeemInvite(ctx.db, token, await argon.hash(password)),
      })
      if (!owner) throw new HttpError(410, LINK_INVALID)
      log.info('password set through a one-time link')
      recordActivity(ctx.sqlite, owner, { area: AREA, action: 'password set', itemId: owner.id, summary: `${owner.name} set their password through a one-time link` })
      await mailPasswordChanged(ctx.mail, ctx.db, owner, 'link', Date.now())
      if (formPost) return res.redirect(303, inSignInLanguage(req, '/vvs/panel/login?password=set'))
      sendDone(res, 'Password set. You can sign in now.')
    } catch (err) {
      if (formPost && err instanceof HttpError) {
        const token = typeof req.body?.token === 'string' ? req.body.token.slice(0, 200) : ''
        return res.redirect(303, inSignInLanguage(req, `${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}&error=${setPasswordErrorCode(err.status, err.message)}`))
      }
      throw err
    }
  })

  /**
   * "Forgot password?" (public): the same answer, at the same speed, whether or not the address has
   * an account; the link is made and e-mailed after the answer has left. Every request counts as
   * an attempt on the one password path (per address, per e-mail), so it is throttled like sign-in.
   */
  router.post('/admin/forgotPassword', guard('public'), passwordRoute(ctx), receiveFields, async (req, res) => {
    const formPost = isFormPost(req)
    try {
      await checkPassword(req, res, {
        schema: forgotPasswordSchema,
        // refused per visitor and per e-mail at this visitor only: the owner elsewhere is never refused
        subject: ({ email }) => `reset:${visitorKey(req)}|${email}`,
        countedAs: 'password link asked for (counted against the address and the e-mail at it)',
        verified: async ({ email }) => {
          // past the e-mail's own limit the answer stays the same; only the mail is not sent
          if ('waitMs' in linkMailsPerEmail.reserve(`reset-mail:${email}`)) log.warn('password link not sent: this e-mail had its links for now')
          // the account is looked up only once the answer has left: the same work before it for any address
          else if (ctx.mail.enabled) res.once('close', () => void sendResetLink(email, req.ip ?? 'unknown'))
          return null
        },
      })
    } catch (err) {
      if (formPost && err instanceof HttpError) return res.redirect(303, inSignInLanguage(req, `${FORGOT_PASSWORD_PATH}?sent=${err.status === 429 ? 'throttled' : 'invalid'}`))
      throw err
    }
    if (formPost) return res.redirect(303, inSignInLanguage(req, `${FORGOT_PASSWORD_PATH}?sent=${ctx.mail.enabled ? '1' : 'no-mail'}`))
    sendDone(res, ctx.mail.enabled ? LINK_ON_ITS_WAY : ASK_AN_ADMINISTRATOR)
  })

  async function sendResetLink(email: string, address: string) {
    try {
      const admin = await findAdminByEmail(ctx.db, email)
      if (!admin || admin.suspendedAt) return log.info('password link asked for an address without an active account')
      const { token, expiresAt } = await issueInvite(ctx.db, admin.id, { hours: RESET_HOURS, kind: 'reset' })
      await mailLink(ctx.mail, ctx.db, 'reset', admin, absoluteLink(ctx, token), expiresAt)
      recordActivity(ctx.sqlite, admin, { area: AREA, action: 'link sent', itemId: admin.id, summary: `${admin.name} asked for a set-password link by e-mail from ${address}` })
      log.info('password link e-mailed', { admin: admin.id })
    } catch (err) {
      log.error('password link not made', err)
    }
  }

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
    if (updated) startSession(req, updated, ctx.clock.now())
    noteActivity(res, { area: AREA, action: 'password set', itemId: me.id, summary: 'changed their own password' })
    await mailPasswordChanged(ctx.mail, ctx.db, me, 'panel', Date.now())
    sendDone(res, 'Password changed. Your other sessions are signed out.')
  })

  return router
}
