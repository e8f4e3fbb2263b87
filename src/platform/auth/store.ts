import type { Db } from '../../db/connection.js'
import { newId, now } from '../../db/ids.js'
import { hashForSetup } from './password-checks.js'

export { MIN_PASSWORD_LENGTH } from './limits.js'
import { MIN_PASSWORD_LENGTH } from './limits.js'

import { isRole, type Role } from './roles.js'
import { LANGS, type Lang } from '../../content/lang.js'

/** `panelLang`: the language the person reads the panel in, on a signed-in request (docs/decisions/230). */
export type AdminUser = { id: string; email: string; name: string; role: Role; panelLang?: Lang }

/** The panel language stored for an account; anything unknown reads as English. */
export function panelLangOf(row: { panelLang: string }): Lang {
  return (LANGS as readonly string[]).includes(row.panelLang) ? (row.panelLang as Lang) : 'en'
}

/** The person's own choice of panel language, kept on the account (every sign-in, every device). */
export async function storePanelLang(db: Db, id: string, lang: Lang): Promise<void> {
  await db.updateTable('admins').set({ panelLang: lang }).where('id', '=', id).execute()
}

/**
 * The panel language of the accounts holding these addresses (docs/decisions/258): what a mail
 * to them is written in. Keyed by the address in lower case; an address no account holds is absent.
 */
export async function panelLangsOf(db: Db, emails: readonly string[]): Promise<Map<string, Lang>> {
  if (emails.length === 0) return new Map()
  const rows = await db
    .selectFrom('admins')
    .select(['email', 'panelLang'])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails.map((email) => email.trim().toLowerCase())))
    .execute()
  return new Map(rows.map((row) => [row.email.trim().toLowerCase(), panelLangOf(row)]))
}

/** The role stored for an account; anything unknown counts as the narrowest role. */
export function roleOf(row: { role: string }): Role {
  return isRole(row.role) ? row.role : 'admissions'
}

/**
 * After a successful sign-in with a hash made at other settings (an earlier default): the new hash
 * of the same password is stored. Sessions stay as they are (the password did not change).
 */
export async function upgradePasswordHash(db: Db, admin: { id: string; passwordHash: string }, newHash: string): Promise<void> {
  await db.updateTable('admins').set({ passwordHash: newHash }).where('id', '=', admin.id).where('passwordHash', '=', admin.passwordHash).execute()
}

/** Stores a new password hash and bumps the session version, which signs out every existing session. */
export async function storePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('admins')
    .set((eb) => ({ passwordHash, sessionVersion: eb('sessionVersion', '+', 1), updatedAt: now() }))
    .where('id', '=', id)
    .execute()
}

export async function findAdminByEmail(db: Db, email: string) {
  return db.selectFrom('admins').selectAll().where('email', '=', email.trim()).executeTakeFirst()
}

export async function findAdminById(db: Db, id: string) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Creates an account (set-up only: start, CLI, tests); the env/CLI path makes an Administrator (the first admin of a site). */
export async function createAdmin(db: Db, email: string, password: string, name = 'Administrator', role: Role = 'administrator'): Promise<AdminUser> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  const id = newId()
  const at = now()
  await db
    .insertInto('admins')
    .values({ id, email: email.trim().toLowerCase(), name, role, passwordHash: await hashForSetup(password), createdAt: at, updatedAt: at })
    .execute()
  return { id, email: email.trim().toLowerCase(), name, role }
}

/** `npm run admin set-password`: sets a new password and signs out every session of that admin. */
export async function setAdminPassword(db: Db, email: string, password: string): Promise<boolean> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  const passwordHash = await hashForSetup(password)
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
