import type { Db } from '../../db/connection.js'
import { now } from '../../db/ids.js'
import { documentUrl } from '../documents/store.js'
import type { Committee, CommitteeInput, CommitteeKind, Member } from './schema.js'
import { isFileLanguage } from '../../content/file-language.js'
import { missingMembers } from './rules.js'

function parseMembers(text: string): Member[] {
  try {
    const value = JSON.parse(text)
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}

function committeeQuery(db: Db) {
  return db
    .selectFrom('committees')
    .leftJoin('documents', 'documents.id', 'committees.orderDocumentId')
    .select([
      'committees.id',
      'committees.kind',
      'committees.name',
      'committees.basis',
      'committees.howToComplain',
      'committees.orderDocumentId',
      'committees.members',
      'committees.updatedAt',
      'documents.title as orderTitle',
      'documents.originalName as orderName',
      'documents.fileLanguage as orderLanguage',
    ])
    .orderBy('committees.sort')
}

type Row = Awaited<ReturnType<ReturnType<typeof committeeQuery>['executeTakeFirstOrThrow']>>

function toCommittee(row: Row): Committee {
  const members = parseMembers(row.members)
  return {
    _id: row.id,
    kind: row.kind as CommitteeKind,
    name: row.name,
    basis: row.basis,
    howToComplain: row.howToComplain,
    orderDocumentId: row.orderDocumentId,
    order: row.orderDocumentId && row.orderTitle && row.orderName ? { title: row.orderTitle, url: documentUrl({ id: row.orderDocumentId, originalName: row.orderName }), fileLanguage: isFileLanguage(row.orderLanguage) ? row.orderLanguage : null } : null,
    members,
    missing: missingMembers(row.kind, members),
    updatedAt: row.updatedAt,
  }
}

export async function listCommittees(db: Db): Promise<Committee[]> {
  return (await committeeQuery(db).execute()).map(toCommittee)
}

export async function getCommittee(db: Db, id: string): Promise<Committee | null> {
  const row = await committeeQuery(db).where('committees.id', '=', id).executeTakeFirst()
  return row ? toCommittee(row) : null
}

export async function documentExists(db: Db, id: string): Promise<boolean> {
  return !!(await db.selectFrom('documents').select('id').where('id', '=', id).executeTakeFirst())
}

export async function updateCommittee(db: Db, id: string, input: Partial<CommitteeInput>): Promise<Committee | null> {
  const { members, ...rest } = input
  const result = await db
    .updateTable('committees')
    .set({ ...rest, ...(members ? { members: JSON.stringify(members) } : {}), updatedAt: now() })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n ? getCommittee(db, id) : null
}
