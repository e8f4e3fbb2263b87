import type { PageContextServer } from 'vike/types'
import { listCommittees } from '../../src/features/committees/store'
import { committeesArea } from '../../src/features/committees/area'
import type { Committee } from '../../src/features/committees/schema'
import { localize } from '../../src/platform/translations/localize'
import type { Localized } from '../../src/platform/translations/area'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { committees: Localized<Committee>[] | null }

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { db } = pageContext.app
  const committees = await readSafely(pageContext, 'committees', async () => localize(db, committeesArea, await listCommittees(db), pageContext.lang, (c) => c._id))
  return { committees: committees.ok ? committees.value : null }
}
