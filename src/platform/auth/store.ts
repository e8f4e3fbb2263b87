import argon2 from 'argon2'
import type { Db } from '../../db/connection.js'
import { newId, now } from '../../db/ids.js'

export { MIN_PASSWORD_LENGTH } from './limits.js'
import { MIN_PASSWORD_LENGTH } from './limits.js'

import { isRole, type Role } from './roles.js'

export type AdminUser = { id: string; email: string; name: string; role: Role }

/** The role stored for an account; anything unknown counts as the narrowest role. */
export function roleOf(row: { role: string }): Role {
  return isRole(row.role) ? row.role : 'admissions'
}

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). The library's default
 * (64 MiB) raised the server's memory by 64 MB for every sign-in, past what a small VPS gives it
 * (docs/decisions/057).
 */
export const PASSWORD_HASH = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH)
}

/**
 * After a successful sign-in with a hash made at other settings (an earlier default): the same
 * password is hashed again at PASSWORD_HASH. Sessions stay as they are (the password did not change).
 */
export async function upgradePasswordHash(db: Db, admin: { id: string; passwordHash: string }, password: string): Promise<void> {
  if (!argon2.needsRehash(admin.passwordHash, PASSWORD_HASH)) return
  await db.updateTable('admins').set({ passwordHash: await hashPassword(password) }).where('id', '=', admin.id).where('passwordHash', '=', admin.passwordHash).execute()
}

export async function findAdminByEmail(db: Db, email: string) {
  return db.selectFrom('admins').selectAll().where('email', '=', email.trim()).executeTakeFirst()
}

export async function findAdminById(db: Db, id: string) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Creates an account; the env/CLI path makes an Administrator (the first admin of a site). */
export async function createAdmin(db: Db, email: string, password: string, name = 'Administrator', role: Role = 'administrator'): Promise<AdminUser> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  const id = newId()
  const at = now()
  await db
    .insertInto('admins')
    .values({ id, email: email.trim().toLowerCase(), name, role, passwordHash: await hashPassword(password), createdAt: at, updatedAt: at })
    .execute()
  return { id, email: email.trim().toLowerCase(), name, role }
}

/** Sets a new password and bumps the session version, which signs out every existing session. */
export async function setAdminPassword(db: Db, email: string, password: string): Promise<boolean> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  const passwordHash = await hashPassword(password)
  const result = await db
    .updateTable('admins')
    .set((eb) => ({ passwordHash, sessionVersion: eb('sessionVersion', '+', 1), updatedAt: now() }))
    .where('email', '=', email.trim())
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Revokes every session cookie of this admin issued so far (logout). */
export async function bumpSessionVersion(db: Db, id: string): Promise<void> {
  await db
    .updateTable('admins')
    .set((eb) => ({ sessionVersion: eb('sessionVersion', '+', 1), updatedAt: now() }))
    .where('id', '=', id)
    .execute()
}
