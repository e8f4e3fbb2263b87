import type { Db } from '../../db/connection.js'
import type { DocumentTable } from '../../db/schema.js'
import { newId, now } from '../../db/ids.js'
import type { DocumentCategory, DocumentInput, LibraryDocument } from './schema.js'

/** A readable download name from what was sent: letters, digits, dots, dashes; always .pdf. */
export function readableFileName(sent: string, title: string): string {
  const base = (sent.replace(/\.pdf$/i, '') || title)
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}._ -]+/gu, '')
    .replace(/[\s_]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 80)
  return `${base || 'document'}.pdf`
}

export function documentUrl(row: Pick<DocumentTable, 'id' | 'originalName'>): string {
  return `/documents/${row.id}/${encodeURIComponent(row.originalName)}`
}

export function toDocument(row: DocumentTable): LibraryDocument {
  return {
    _id: row.id,
    title: row.title,
    category: row.category as DocumentCategory,
    academicYear: row.academicYear,
    validUntil: row.validUntil,
    fileName: row.originalName,
    url: documentUrl(row),
    sizeBytes: row.sizeBytes,
    pages: row.pages,
    hasText: row.hasText === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

const LISTED = ['id', 'title', 'category', 'academicYear', 'validUntil', 'fileName', 'originalName', 'sizeBytes', 'pages', 'hasText', 'createdAt', 'updatedAt'] as const

/** Every document, newest first (the extracted text stays in the database). */
export async function listDocuments(db: Db): Promise<LibraryDocument[]> {
  const rows = await db.selectFrom('documents').select(LISTED).orderBy('createdAt', 'desc').orderBy('id').execute()
  return rows.map((row) => toDocument({ ...row, text: '' }))
}

export async function getDocumentRow(db: Db, id: string): Promise<DocumentTable | null> {
  return (await db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
}

export async function getDocument(db: Db, id: string): Promise<LibraryDocument | null> {
  const row = await getDocumentRow(db, id)
  return row ? toDocument(row) : null
}

export type StoredPdf = { fileName: string; originalName: string; sizeBytes: number; pages: number; hasText: boolean; text: string }

export async function createDocument(db: Db, input: DocumentInput, file: StoredPdf): Promise<LibraryDocument> {
  const at = now()
  const row: DocumentTable = {
    id: newId(),
    ...input,
    ...file,
    hasText: file.hasText ? 1 : 0,
    createdAt: at,
    updatedAt: at,
  }
  await db.insertInto('documents').values(row).execute()
  return toDocument(row)
}

export async function updateDocument(db: Db, id: string, input: Partial<DocumentInput>): Promise<LibraryDocument | null> {
  const result = await db.updateTable('documents').set({ ...input, updatedAt: now() }).where('id', '=', id).executeTakeFirst()
  return result.numUpdatedRows > 0n ? getDocument(db, id) : null
}

/** Deletes the row and returns it (its file is the caller's to remove); null for an unknown id. */
export async function deleteDocument(db: Db, id: string): Promise<DocumentTable | null> {
  const row = await getDocumentRow(db, id)
  if (row) await db.deleteFrom('documents').where('id', '=', id).execute()
  return row
}

/** The latest change in the library (for "last updated" on /disclosure). */
export async function libraryUpdatedAt(db: Db): Promise<string | null> {
  const row = await db.selectFrom('documents').select((eb) => eb.fn.max('updatedAt').as('at')).executeTakeFirst()
  return (row?.at as string | null) ?? null
}
