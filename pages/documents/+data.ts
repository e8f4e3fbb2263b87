import type { PageContextServer } from 'vike/types'
import { listDocuments } from '../../src/features/documents/store'
import { documentsArea } from '../../src/features/documents/area'
import type { LibraryDocument } from '../../src/features/documents/schema'
import { localize } from '../../src/platform/translations/localize'
import type { Localized } from '../../src/platform/translations/area'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { documents: Localized<LibraryDocument>[] | null }

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { db } = pageContext.app
  const documents = await readSafely(pageContext, 'documents', async () =>
    localize(db, documentsArea, await listDocuments(db, { publicAt: pageContext.app.clock.now() }), pageContext.lang, (d) => d._id),
  )
  return { documents: documents.ok ? documents.value : null }
}
