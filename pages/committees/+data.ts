import type { PageContextServer } from 'vike/types'
import { listCommittees } from '../../src/features/committees/store'
import type { Committee } from '../../src/features/committees/schema'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { committees: Committee[] | null }

export async function data(pageContext: PageContextServer): Promise<Data> {
  const committees = await readSafely(pageContext, 'committees', listCommittees(pageContext.app.db))
  return { committees: committees.ok ? committees.value : null }
}
