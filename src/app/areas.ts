import { aboutArea, missionVisionArea } from '../features/about/areas'
import { topbarArea } from '../features/topbar/area'

/** Every one-row content area (src/platform/versions/area.ts). A new one is declared in its feature and added here. */
export const ONE_ROW_AREAS = [aboutArea, missionVisionArea, topbarArea] as const

export type OneRowAreaKey = (typeof ONE_ROW_AREAS)[number]['key']
