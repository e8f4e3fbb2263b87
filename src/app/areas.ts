import { aboutArea, missionVisionArea } from '../features/about/areas'
import { newsArea } from '../features/blogs/area'
import { topbarArea } from '../features/topbar/area'
import type { TranslatedArea } from '../platform/translations/area'

/** Every one-row content area (src/platform/versions/area.ts). A new one is declared in its feature and added here. */
export const ONE_ROW_AREAS = [aboutArea, missionVisionArea, topbarArea] as const

export type OneRowAreaKey = (typeof ONE_ROW_AREAS)[number]['key']

/** Every area with staff text in two languages (docs/decisions/124): the lists, then the one-row areas. */
export const TRANSLATED_AREAS: readonly TranslatedArea[] = [newsArea, ...ONE_ROW_AREAS.map((area) => ({ ...area, oneRow: true }))]
