import { aboutArea, foundersArea, missionVisionArea } from '../features/about/areas'
import { bannersArea } from '../features/banners/area'
import { newsArea } from '../features/blogs/area'
import { committeesArea } from '../features/committees/area'
import { documentsArea } from '../features/documents/area'
import { eventCategoriesArea, eventPhotosArea } from '../features/events/areas'
import { facultyArea } from '../features/faculty/area'
import { feesArea } from '../features/fees/area'
import { principalArea } from '../features/principal/area'
import { programsArea } from '../features/programs/area'
import { statutoryArea } from '../features/statutory/area'
import { topbarArea } from '../features/topbar/area'
import { isTextArea, textView, type OneRowArea, type TextArea } from '../platform/versions/area'
import { translatableFields, type TranslatedArea } from '../platform/translations/area'

/** Every one-row content area (src/platform/versions/area.ts). A new one is declared in its feature and added here. */
export const ONE_ROW_AREAS = [aboutArea, missionVisionArea, topbarArea, principalArea] as const

export type OneRowAreaKey = (typeof ONE_ROW_AREAS)[number]['key']

/** The one-row areas with a table of their own (the others keep their text in their versions: TextArea). */
export type TableAreaKey = Exclude<(typeof ONE_ROW_AREAS)[number], { title: string }>['key']
export type TextPanelKey = Extract<(typeof ONE_ROW_AREAS)[number], { title: string }>['panel']

/** Every multi-row content area (RowArea, src/platform/versions/area.ts), declared in its feature and added here. */
export const ROW_AREAS = [bannersArea, programsArea, foundersArea, newsArea, eventCategoriesArea, eventPhotosArea, documentsArea, committeesArea, facultyArea, feesArea, statutoryArea] as const

export type RowAreaKey = (typeof ROW_AREAS)[number]['key']

/** The text areas among them: their API, panel and reads follow from the declaration. */
export const TEXT_AREAS: readonly TextArea[] = (ONE_ROW_AREAS as readonly (OneRowArea | TextArea)[]).filter(isTextArea)

/** Which areas the site search indexes, and the field that is an entry's title (docs/decisions/126). */
const SEARCHED: Partial<Record<RowAreaKey, TranslatedArea['search']>> = {
  news: { kind: 'news', title: 'title' },
  // the fields of their entries' text, as migration 017 indexes them
  documents: { kind: 'document', title: 'title', body: [] },
  programs: { kind: 'program', title: 'title', body: ['duration', 'description'] },
  committees: { kind: 'committee', title: 'name', body: ['members', 'basis', 'howToComplain'] },
  faculty: { kind: 'faculty', title: 'name', body: ['designation', 'qualifications'] },
  // as migration 026 indexes them
  statutory: { kind: 'disclosure', title: 'title', body: ['name', 'designation', 'body', 'naac', 'nirf', 'ugc'] },
}

/** A text area's search entry: a section of its page, titled by its first field (its heading). */
function textAreaEntry(area: TextArea): TranslatedArea['search'] {
  const [title] = Object.keys(area.fields)
  return { kind: 'section', title: title!, ref: `${area.page}#${area.key}` }
}

/** Every area with staff text in two languages (docs/decisions/124), from the declarations' translatable fields: the lists, then the one-row areas. */
export const TRANSLATED_AREAS: readonly TranslatedArea[] = [
  ...ROW_AREAS.map((area) => ({ ...area, search: SEARCHED[area.key] })),
  ...(ONE_ROW_AREAS as readonly (OneRowArea | TextArea)[]).filter((area): area is OneRowArea => !isTextArea(area)).map((area) => ({ ...area, oneRow: true })),
  // a text area keeps its text in its versions: the translations read its newest one through its view (textAreaViews)
  ...TEXT_AREAS.map((area) => ({ ...area, table: textView(area), oneRow: true, keptInVersions: true, search: textAreaEntry(area) })),
].filter((area) => translatableFields(area).length > 0)
