import type { Db } from '../../db/connection.js'
import { newId, now } from '../../db/ids.js'
import type { Selectable } from 'kysely'
import type { AdmissionQueryTable, ContactQueryTable } from '../../db/schema.js'
import type { AdmissionInput, ContactInput } from './schema.js'

export type ContactQuery = { _id: string; name: string; email: string; mobile: string; message: string; createdAt: string; updatedAt: string }
export type AdmissionQuery = { _id: string; fullname: string; city: string; phone: string; course: string; createdAt: string; updatedAt: string }

function toContactQuery(row: Selectable<ContactQueryTable>): ContactQuery {
  return { _id: row.id, name: row.name, email: row.email, mobile: row.mobile, message: row.message, createdAt: row.createdAt, updatedAt: row.updatedAt }
}

function toAdmissionQuery(row: Selectable<AdmissionQueryTable>): AdmissionQuery {
  return { _id: row.id, fullname: row.fullname, city: row.city, phone: row.phone, course: row.course, createdAt: row.createdAt, updatedAt: row.updatedAt }
}

export async function listContactQueries(db: Db): Promise<ContactQuery[]> {
  const rows = await db.selectFrom('contactQueries').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
  return rows.map(toContactQuery)
}

export async function listAdmissionQueries(db: Db): Promise<AdmissionQuery[]> {
  const rows = await db.selectFrom('admissionQueries').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
  return rows.map(toAdmissionQuery)
}

export async function createContactQuery(db: Db, input: ContactInput): Promise<ContactQuery> {
  const at = now()
  const row: Selectable<ContactQueryTable> = { id: newId(), ...input, status: 'new', createdAt: at, updatedAt: at }
  await db.insertInto('contactQueries').values(row).execute()
  return toContactQuery(row)
}

export async function createAdmissionQuery(db: Db, input: AdmissionInput): Promise<AdmissionQuery> {
  const at = now()
  const row: Selectable<AdmissionQueryTable> = { id: newId(), ...input, status: 'new', createdAt: at, updatedAt: at }
  await db.insertInto('admissionQueries').values(row).execute()
  return toAdmissionQuery(row)
}
