import crypto from 'node:crypto'
import type { Db } from '../../db/connection.js'
import { newId, now } from '../../db/ids.js'
import { roleOf } from '../../platform/auth/store.js'
import type { Role } from '../../platform/auth/roles.js'
import type { StaffInput } from './schema.js'

/** How long a set-password link works. */
export const INVITE_HOURS = 48
export { RESET_HOURS } from './set-password-messages.js'

export type Account = { _id: string; name: string; email: string; role: Role; suspended: boolean; passwordSet: boolean; createdAt: string }

/** What is stored of a one-time token: its SHA-256, never the token. */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

export async function listAccounts(db: Db): Promise<Account[]> {
  const rows = await db.selectFrom('admins').select(['id', 'name', 'email', 'role', 'suspendedAt', 'passwordHash', 'createdAt']).orderBy('createdAt').execute()
  return rows.map((row) => ({ _id: row.id, name: row.name, email: row.email, role: roleOf(row), suspended: !!row.suspendedAt, passwordSet: row.passwordHash !== '', createdAt: row.createdAt }))
}

export async function findAccount(db: Db, id: string): Promise<Account | undefined> {
  return (await listAccounts(db)).find((account) => account._id === id)
}

/** Adds a staff member without a password (the one-time link sets it). */
export async function addAccount(db: Db, input: StaffInput): Promise<Account> {
  const id = newId()
  const at = now()
  await db.insertInto('admins').values({ id, name: input.name, email: input.email, role: input.role, passwordHash: '', createdAt: at, updatedAt: at }).execute()
  return { _id: id, name: input.name, email: input.email, role: input.role, suspended: false, passwordSet: false, createdAt: at }
}

/** Who asked for a link: an Administrator (an invitation, a new link) or anyone through "Forgot password?". */
export type LinkKind = 'administrator' | 'reset'
type InviteOptions = { hours?: number; endSessions?: boolean; nowMs?: number; kind?: LinkKind }

/**
 * A new one-time set-password token for the account. Only its hash is kept. An Administrator's
 * link ends every earlier unused one; a "Forgot password?" link ends only earlier such links, so a
 * stranger's request never ends an invitation an Administrator issued (docs/decisions/156): both
 * work, and the first used sets the password. `endSessions` (an Administrator's new link) also
 * signs the account out everywhere; a link asked for by "Forgot password?" does not, or a stranger
 * could sign anyone out.
 */
export async function issueInvite(db: Db, adminId: string, { hours = INVITE_HOURS, endSessions = false, nowMs = Date.now(), kind = 'administrator' }: InviteOptions = {}): Promise<{ token: string; expiresAt: string }> {
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(nowMs + hours * 3_600_000).toISOString()
  await db.transaction().execute(async (trx) => {
    let earlier = trx.deleteFrom('adminInvites').where('adminId', '=', adminId).where('usedAt', 'is', null)
    if (kind === 'reset') earlier = earlier.where('kind', '=', 'reset')
    await earlier.execute()
    await trx.insertInto('adminInvites').values({ tokenHash: tokenHash(token), adminId, createdAt: new Date(nowMs).toISOString(), expiresAt, usedAt: null, kind }).execute()
    if (endSessions) await trx.updateTable('admins').set((eb) => ({ sessionVersion: eb('sessionVersion', '+', 1), updatedAt: now() })).where('id', '=', adminId).execute()
  })
  return { token, expiresAt }
}

/** What the set-password page says on load: the link's account, or why it no longer works. */
export type LinkState = { state: 'open'; email: string; expiresAt: string } | { state: 'used' | 'expired' | 'unknown' }

/** The state of a link, looked up by its token's hash (a read of one row by its key). */
export async function linkState(db: Db, token: string, nowMs = Date.now()): Promise<LinkState> {
  if (!/^[\w-]{20,100}$/.test(token)) return { state: 'unknown' }
  const row = await db
    .selectFrom('adminInvites')
    .innerJoin('admins', 'admins.id', 'adminInvites.adminId')
    .select(['adminInvites.usedAt', 'adminInvites.expiresAt', 'admins.email'])
    .where('adminInvites.tokenHash', '=', tokenHash(token))
    .executeTakeFirst()
  if (!row) return { state: 'unknown' }
  if (row.usedAt) return { state: 'used' }
  if (row.expiresAt <= new Date(nowMs).toISOString()) return { state: 'expired' }
  return { state: 'open', email: row.email, expiresAt: row.expiresAt }
}

/** Whether the token names a link that is unused and unexpired: looked up by its hash, before any password work. */
export async function isOpenInvite(db: Db, token: string, nowMs = Date.now()): Promise<boolean> {
  const at = new Date(nowMs).toISOString()
  const row = await db.selectFrom('adminInvites').select('adminId').where('tokenHash', '=', tokenHash(token)).where('usedAt', 'is', null).where('expiresAt', '>', at).executeTakeFirst()
  return row !== undefined
}

/**
 * Sets the password hash through a one-time link: the token must exist, be unused and unexpired. It
 * is used up in the same transaction, so a second use fails. Returns the account's e-mail, or null.
 */
export async function redeemInvite(db: Db, token: string, passwordHash: string, nowMs = Date.now()): Promise<{ id: string; email: string; name: string } | null> {
  return db.transaction().execute(async (trx) => {
    const at = new Date(nowMs).toISOString()
    const used = await trx
      .updateTable('adminInvites')
      .set({ usedAt: at })
      .where('tokenHash', '=', tokenHash(token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', at)
      .returning('adminId')
      .executeTakeFirst()
    if (!used) return null
    // the password is set: any other open link of the account (an invitation beside a reset) ends
    await trx.deleteFrom('adminInvites').where('adminId', '=', used.adminId).where('usedAt', 'is', null).execute()
    const admin = await trx
      .updateTable('admins')
      .set((eb) => ({ passwordHash, sessionVersion: eb('sessionVersion', '+', 1), updatedAt: at }))
      .where('id', '=', used.adminId)
      .returning(['id', 'email', 'name'])
      .executeTakeFirst()
    return admin ?? null
  })
}

export async function setName(db: Db, id: string, name: string): Promise<void> {
  await db.updateTable('admins').set({ name, updatedAt: now() }).where('id', '=', id).execute()
}

export async function setRole(db: Db, id: string, role: Role): Promise<void> {
  await db.updateTable('admins').set({ role, updatedAt: now() }).where('id', '=', id).execute()
}

/** Suspends (ending every session at once) or reinstates an account. */
export async function setSuspended(db: Db, id: string, suspended: boolean): Promise<void> {
  await db
    .updateTable('admins')
    .set((eb) => ({ suspendedAt: suspended ? now() : null, sessionVersion: eb('sessionVersion', '+', 1), updatedAt: now() }))
    .where('id', '=', id)
    .execute()
}

export async function removeAccount(db: Db, id: string): Promise<void> {
  await db.deleteFrom('admins').where('id', '=', id).execute()
}

class NoAdministratorLeft extends Error {}

/**
 * Runs `change` in a transaction and keeps it only when an active Administrator is left afterwards
 * (false: nothing changed). SQLite runs one write transaction at a time, so two changes made at
 * once are checked one after the other, each seeing the other's result.
 */
export async function changeKeepingAnAdministrator(db: Db, change: (trx: Db) => Promise<void>): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await change(trx)
      const row = await trx
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'administrator')
        .where('suspendedAt', 'is', null)
        .executeTakeFirstOrThrow()
      if (Number(row.n) === 0) throw new NoAdministratorLeft()
    })
    return true
  } catch (err) {
    if (err instanceof NoAdministratorLeft) return false
    throw err
  }
}
