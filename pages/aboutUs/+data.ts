import type { PageContextServer } from 'vike/types'
import { getAboutContent, getMissionVision, listFoundationEntries } from '../../src/features/about/store'
import { listFaculty } from '../../src/features/faculty/store'
import { readSafely, valueOr } from '../../src/ui/read-safely'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { db } = pageContext.app
  const [about, foundation, missionVision, faculty] = await Promise.all([
    readSafely(pageContext, 'about', getAboutContent(db)),
    readSafely(pageContext, 'foundation', listFoundationEntries(db)),
    readSafely(pageContext, 'mission and vision', getMissionVision(db)),
    readSafely(pageContext, 'faculty', listFaculty(db)),
  ])
  return {
    about: valueOr(about, null),
    foundation: foundation.ok ? foundation.value : { failed: true as const },
    missionVision: valueOr(missionVision, null),
    faculty: faculty.ok ? faculty.value : { failed: true as const },
  }
}
