import type { PageContextServer } from 'vike/types'
import { listCommittees } from '../../src/features/committees/store'
import { localizeCommittees, type ShownCommittee } from '../../src/features/committees/shown'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { committees: ShownCommittee[] | null }

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { db } = pageContext.app
  const committees = await readSafely(pageContext, 'committees', async () => localizeCommittees(db, await listCommittees(db), pageContext.lang))
  return { committees: committees.ok ? committees.value : null }
}
