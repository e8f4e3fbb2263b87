import type { Generated } from 'kysely'

/**
 * Row types of the SQLite database, one per table. Columns are snake_case in SQL and
 * camelCase here through Kysely's CamelCasePlugin. Timestamps are ISO-8601 UTC text.
 * `imageMeta` is JSON text describing the stored widths of an image (see src/http/images.ts).
 */
type Timestamps = { createdAt: string; updatedAt: string }
type StoredImage = { imageUrl: string | null; imageMeta: string | null }
/** What the photo shows, written by staff (migration 003); '' until they do. */
type AltText = { alt: Generated<string> }

export type AdminTable = Timestamps & {
  id: string
  email: string
  name: string
  passwordHash: string
  sessionVersion: Generated<number>
}

export type BannerTable = Timestamps & StoredImage & AltText & { id: string }

export type ProgramTable = Timestamps & StoredImage & {
  id: string
  title: string
  duration: string
  description: string
  /** JSON array of strings */
  highlights: string
}

export type EventCategoryTable = Timestamps & { id: string; name: string }

export type EventImageTable = Timestamps & StoredImage & AltText & { id: string; categoryId: string | null }

export type ContactQueryTable = Timestamps & {
  id: string
  name: string
  email: string
  mobile: string
  message: string
}

export type AdmissionQueryTable = Timestamps & {
  id: string
  fullname: string
  city: string
  phone: string
  course: string
}

export type FoundationEntryTable = Timestamps & StoredImage & AltText & { id: string; name: string; content: string }

export type AboutContentTable = Timestamps & StoredImage & {
  id: string
  title: string
  description: string
  students: number
  collegeAcceptance: string
  yearsOfExcellence: number
}

export type MissionVisionTable = Timestamps & { id: string; mission: string; vision: string }

export type BlogTable = Timestamps & StoredImage & {
  id: string
  title: string
  description: string
  /** YYYY-MM-DD */
  date: string
  /** "news" or "admission news" (lower case) */
  category: string
  linkTitle: string | null
  link: string | null
}

export type TopbarTable = Timestamps & { id: string; message: string; link: string }

export type Database = {
  admins: AdminTable
  banners: BannerTable
  programs: ProgramTable
  eventCategories: EventCategoryTable
  eventImages: EventImageTable
  contactQueries: ContactQueryTable
  admissionQueries: AdmissionQueryTable
  foundationEntries: FoundationEntryTable
  aboutContent: AboutContentTable
  missionVision: MissionVisionTable
  blogs: BlogTable
  topbar: TopbarTable
}
