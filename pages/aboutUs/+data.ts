import type { PageContextServer } from 'vike/types'
import { getAboutContent, getMissionVision, listFoundationEntries } from '../../src/features/about/store'
import { aboutArea, foundersArea, missionVisionArea } from '../../src/features/about/areas'
import { listFaculty } from '../../src/features/faculty/store'
import { facultyArea } from '../../src/features/faculty/area'
import { localize, localizeOne } from '../../src/platform/translations/localize'
import { readSafely, valueOr } from '../../src/ui/read-safely'
import { readPageTexts } from '../../src/app/text-areas'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const { db } = pageContext.app
  const lang = pageContext.lang
  const [about, foundation, missionVision, faculty, texts] = await Promise.all([
    readSafely(pageContext, 'about', async () => localizeOne(db, aboutArea, await getAboutContent(db), lang)),
    readSafely(pageContext, 'foundation', async () => localize(db, foundersArea, await listFoundationEntries(db, 'public'), lang, (entry) => entry._id)),
    readSafely(pageContext, 'mission and vision', async () => localizeOne(db, missionVisionArea, await getMissionVision(db), lang)),
    readSafely(pageContext, 'faculty', async () => localize(db, facultyArea, await listFaculty(db, 'public'), lang, (member) => member._id)),
    // the staff-written text areas declared for this page (a principal's message)
    readSafely(pageContext, 'page texts', () => readPageTexts(db, '/aboutUs', lang)),
  ])
  return {
    about: valueOr(about, null),
    foundation: foundation.ok ? foundation.value : { failed: true as const },
    missionVision: valueOr(missionVision, null),
    faculty: faculty.ok ? faculty.value : { failed: true as const },
    texts: valueOr(texts, []),
  }
}
