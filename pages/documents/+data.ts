import type { PageContextServer } from 'vike/types'
import { listDocuments } from '../../src/features/documents/store'
import type { LibraryDocument } from '../../src/features/documents/schema'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { documents: LibraryDocument[] | null }

export async function data(pageContext: PageContextServer): Promise<Data> {
  const documents = await readSafely(pageContext, 'documents', listDocuments(pageContext.app.db, { publicAt: pageContext.app.clock.now() }))
  return { documents: documents.ok ? documents.value : null }
}
