import type { PageContextServer } from 'vike/types'
import { getAboutContent, getMissionVision, listFoundationEntries } from '../../src/features/about/store'
import { readSafely, valueOr } from '../../src/ui/read-safely'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { db } = pageContext.app
  const [about, foundation, missionVision] = await Promise.all([
    readSafely(pageContext, 'about', getAboutContent(db)),
    readSafely(pageContext, 'foundation', listFoundationEntries(db)),
    readSafely(pageContext, 'mission and vision', getMissionVision(db)),
  ])
  return {
    about: valueOr(about, null),
    foundation: foundation.ok ? foundation.value : { failed: true as const },
    missionVision: valueOr(missionVision, null),
  }
}
