import type { Db } from '../../db/connection.js'

export type ContactQuery = { _id: string; name: string; email: string; mobile: string; message: string; createdAt: string }
export type AdmissionQuery = { _id: string; fullname: string; city: string; phone: string; course: string; createdAt: string }

export async function listContactQueries(db: Db): Promise<ContactQuery[]> {
  const rows = await db.selectFrom('contactQueries').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
  return rows.map((row) => ({ _id: row.id, name: row.name, email: row.email, mobile: row.mobile, message: row.message, createdAt: row.createdAt }))
}

export async function listAdmissionQueries(db: Db): Promise<AdmissionQuery[]> {
  const rows = await db.selectFrom('admissionQueries').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
  return rows.map((row) => ({ _id: row.id, fullname: row.fullname, city: row.city, phone: row.phone, course: row.course, createdAt: row.createdAt }))
}
