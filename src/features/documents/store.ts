import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import type { DocumentTable } from '../../db/schema.js'
import { newId, now } from '../../db/ids.js'
import { documentVisibleSql } from '../../db/visibility.js'
import type { DocumentCategory, DocumentInput, LibraryDocument } from './schema.js'
import { isFileLanguage, readFileLanguage } from '../../content/file-language.js'

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
    publishAt: row.publishAt,
    fileLanguage: isFileLanguage(row.fileLanguage) ? row.fileLanguage : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

const LISTED = ['id', 'title', 'category', 'academicYear', 'validUntil', 'fileName', 'originalName', 'sizeBytes', 'pages', 'hasText', 'fileLanguage', 'publishAt', 'createdAt', 'updatedAt'] as const

/** Documents; with `publicAt` (a time), only those the public may see then (src/db/visibility.ts). */
function documentsQuery(db: Db, publicAt?: number) {
  return db.selectFrom('documents').where(publicAt === undefined ? sql<boolean>`1` : documentVisibleSql(publicAt))
}

/** Every document (or every one the public sees at `publicAt`), newest first (the extracted text stays in the database). */
export async function listDocuments(db: Db, options: { publicAt?: number } = {}): Promise<LibraryDocument[]> {
  const rows = await documentsQuery(db, options.publicAt).select(LISTED).orderBy('createdAt', 'desc').orderBy('id').execute()
  return rows.map((row) => toDocument({ ...row, text: '' }))
}

/** One document's row; with `publicAt`, null unless the public may see it then. */
export async function getDocumentRow(db: Db, id: string, publicAt?: number): Promise<DocumentTable | null> {
  return (await documentsQuery(db, publicAt).selectAll().where('id', '=', id).executeTakeFirst()) ?? null
}

export async function getDocument(db: Db, id: string, publicAt?: number): Promise<LibraryDocument | null> {
  const row = await getDocumentRow(db, id, publicAt)
  return row ? toDocument(row) : null
}

export type StoredPdf = { fileName: string; originalName: string; sizeBytes: number; pages: number; hasText: boolean; text: string }

export async function createDocument(db: Db, input: DocumentInput, file: StoredPdf): Promise<LibraryDocument> {
  const at = now()
  const row: DocumentTable = {
    id: newId(),
    ...input,
    publishAt: input.publishAt ?? null,
    ...file,
    // what staff said, else what the text layer tells
    fileLanguage: input.fileLanguage === undefined ? readFileLanguage(file.text) : input.fileLanguage,
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
