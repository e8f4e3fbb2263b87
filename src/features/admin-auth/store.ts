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

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id })
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
