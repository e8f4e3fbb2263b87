import { localPath } from '../../src/content/lang'
import type { PageContextServer } from 'vike/types'
import { DEFAULT_COURSE, courses } from '../../src/content/courses'
import { keptValues, readFieldMarks, readFormOutcomes, returnPath } from '../../src/features/enquiries/ui/form-status'

export type Data = Awaited<ReturnType<typeof data>>

/** The tab comes from ?course=ba-llb|llb|llm (links, rendered on the server); none means the first. */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  const key = search.course ?? DEFAULT_COURSE
  return {
    selectedKey: key,
    course: courses.find((course) => course.key === key) ?? null,
    admission: readFormOutcomes(search).admission,
    admissionMarks: readFieldMarks(search, 'admission'),
    admissionValues: keptValues(pageContext.formState, 'admission'),
    returnTo: returnPath(localPath(pageContext.lang, pageContext.urlPathname), search),
  }
}
