import { Router } from 'express'
import { apiBodyParsers } from '../http/body-limits.js'
import type { AppContext } from '../http/context.js'
import { apiNotFound } from '../http/errors.js'
import { aboutApi } from '../features/about/api.js'
import { adminAuthApi } from '../platform/auth/api.js'
import { passwordAddressGate } from '../platform/auth/password-checks.js'
import { activityApi } from '../platform/activity/api.js'
import { accountsApi } from '../features/accounts/api.js'
import { binApi } from '../platform/bin/api.js'
import { draftsApi } from '../platform/drafts/api.js'
import { bannersApi } from '../features/banners/api.js'
import { blogsApi } from '../features/blogs/api.js'
import { documentsApi } from '../features/documents/api.js'
import { committeesApi } from '../features/committees/api.js'
import { statutoryApi } from '../features/statutory/api.js'
import { facultyApi } from '../features/faculty/api.js'
import { feesApi } from '../features/fees/api.js'
import { searchApi } from '../features/search/api.js'
import { panelSearchApi } from '../features/search/panel.js'
import { PANEL_SEARCH_SOURCES } from './panel-search.js'
import { dashboardApi } from '../features/dashboard/api.js'
import { enquiriesApi } from '../features/enquiries/api.js'
import { eventsApi } from '../features/events/api.js'
import { programsApi } from '../features/programs/api.js'
import { topbarApi } from '../features/topbar/api.js'
import { versionsApi } from '../platform/versions/api.js'
import { translationsApi } from '../platform/translations/api.js'
import type { Db } from '../db/connection.js'
import { getAboutContent, getMissionVision } from '../features/about/store.js'
import { getTopbar } from '../features/topbar/store.js'
import { ONE_ROW_AREAS, ROW_AREAS, TEXT_AREAS, TRANSLATED_AREAS, type TableAreaKey } from './areas.js'
import { TRANSLATION_FIELD_SCHEMAS } from './translation-schemas.js'
import { textAreasApi } from '../platform/versions/text.js'
import { isTextArea } from '../platform/versions/area.js'
import { readText } from '../platform/versions/store.js'
import { savingAs } from '../platform/versions/rows.js'
import { mailApi } from '../features/mail/api.js'
import { grievancesApi } from '../features/grievances/api.js'
import { uploadProgressApi } from '../http/upload-progress.js'

/** Each one-row area's public read: a put-back of a version answers what the site shows now. */
const ONE_ROW_READS: Record<TableAreaKey, (db: Db) => Promise<object | null>> = {
  about: getAboutContent,
  'mission-vision': getMissionVision,
  topbar: getTopbar,
}

/** Every feature's router, mounted under /api. A new content area adds its router here. */
const featureRouters: ((ctx: AppContext) => Router)[] = [
  adminAuthApi,
  bannersApi,
  programsApi,
  eventsApi,
  enquiriesApi,
  aboutApi,
  blogsApi,
  topbarApi,
  documentsApi,
  committeesApi,
  statutoryApi,
  facultyApi,
  feesApi,
  searchApi,
  panelSearchApi(PANEL_SEARCH_SOURCES),
  dashboardApi,
  activityApi,
  accountsApi,
  binApi,
  draftsApi,
  versionsApi(
    ONE_ROW_AREAS.map((area) => ({ area, read: isTextArea(area) ? (db: Db) => readText(db, area) : ONE_ROW_READS[area.key as TableAreaKey] })),
    ROW_AREAS,
  ),
  textAreasApi(TEXT_AREAS),
  translationsApi(TRANSLATED_AREAS, TRANSLATION_FIELD_SCHEMAS),
  mailApi,
  grievancesApi,
  uploadProgressApi,
]

export function apiRouter(ctx: AppContext): Router {
  const router = Router()
  // An address that used up its password attempts (or any while argon2's queue is full) is refused before its body is read.
  router.use(passwordAddressGate(ctx))
  // Each call's body read up to its limit: small for the public writes (src/http/body-limits.ts).
  router.use(apiBodyParsers())
  // Each admin write saves as its author: the content versions it keeps name them (src/platform/versions/rows.ts).
  router.use(savingAs())
  for (const make of featureRouters) router.use(make(ctx))
  router.use(apiNotFound)
  return router
}
