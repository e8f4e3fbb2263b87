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
  /** administrator | editor | admissions (src/platform/auth/roles.ts) */
  role: Generated<string>
  /** Set while the account is suspended: no session of it is accepted. */
  suspendedAt: string | null
  /** The language the person reads the panel in: 'en' | 'hi' (migration 033). */
  panelLang: Generated<string>
}

/** One-time set-password links: only the SHA-256 of the token is kept. */
/** `kind`: 'administrator' (an invitation or a new link) or 'reset' ("Forgot password?"), migration 021. */
export type AdminInviteTable = { tokenHash: string; adminId: string; createdAt: string; expiresAt: string; usedAt: string | null; kind: Generated<string> }

/** new | contacted | admitted | not-interested | spam */
type EnquiryStatus = { status: Generated<string> }

export type EnquiryNoteTable = {
  id: string
  /** admission | contact */
  kind: string
  queryId: string
  authorId: string | null
  authorName: string
  body: string
  createdAt: string
}

export type ActivityLogTable = {
  id: Generated<number>
  at: string
  adminId: string | null
  adminName: string
  area: string
  action: string
  itemId: string | null
  summary: string
  /** The bin entry a delete put the item into, for Restore from the log. */
  binId: string | null
}

/** A deleted item kept 30 days: its row as JSON (files stay on disk meanwhile). */
export type BinTable = { id: string; area: string; itemId: string; label: string; row: string; deletedBy: string; deletedAt: string }

/** Earlier versions of content: of one-row areas (itemId '') and of each content row (migration 015). */
export type ContentVersionTable = { id: string; area: string; itemId: Generated<string>; row: string; savedBy: string; savedAt: string }

export type MailOutboxTable = {
  id: string
  /** JSON array of addresses */
  recipients: string
  subject: string
  body: string
  createdAt: string
  attempts: Generated<number>
  nextAttemptAt: string
  lastError: string | null
  sentAt: string | null
  /** alert | digest | test: a mail to deliver; digest-item: an enquiry waiting for the next digest (migration 008) */
  kind: Generated<string>
  /** 'en' | 'hi': the language it is written in; digest items of one language make one digest (migration 034) */
  lang: Generated<string>
}

export type SettingTable = { key: string; value: string }

/** `draftBy`: the account keeping it as a draft (never public); null: published (docs/decisions/277) */
export type BannerTable = Timestamps & StoredImage & AltText & { id: string; draftBy?: string | null }

export type ProgramTable = Timestamps & StoredImage & {
  id: string
  title: string
  duration: string
  description: string
  /** JSON array of strings */
  highlights: string
  /** The account keeping it as a draft (never public); null: published (docs/decisions/276) */
  draftBy?: string | null
}

/** `draftBy`: the account keeping it (and so its photos) as a draft, never public; null: published (docs/decisions/277) */
export type EventCategoryTable = Timestamps & { id: string; name: string; draftBy?: string | null }

/** `position`: the photo's place in its category, smallest first (migration 030). */
/** `draftBy`: the account keeping this photo off the site, in an album that is published (docs/decisions/289); null: shown with its album */
export type EventImageTable = Timestamps & StoredImage & AltText & { id: string; categoryId: string | null; position: Generated<number>; draftBy?: string | null }

export type ContactQueryTable = Timestamps & EnquiryStatus & {
  id: string
  name: string
  email: string
  mobile: string
  message: string
  /** The language of the page it was sent from: 'en' or 'hi' (migration 013; 'en' when not given). */
  lang: Generated<string>
}

export type AdmissionQueryTable = Timestamps & EnquiryStatus & {
  id: string
  fullname: string
  city: string
  phone: string
  course: string
  /** The language of the page it was sent from: 'en' or 'hi' (migration 013; 'en' when not given). */
  lang: Generated<string>
}

/** `draftBy`: the account keeping it as a draft (never public); null: published (docs/decisions/277) */
export type FoundationEntryTable = Timestamps & StoredImage & AltText & { id: string; name: string; content: string; draftBy?: string | null }

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
  /** Notices (issue #15): a PDF of the documents library */
  attachmentId?: string | null
  /** ISO time; hidden from the public before it */
  publishAt?: string | null
  /** ISO time; out of the public columns from it on */
  expireAt?: string | null
  /** 1: first in its column */
  pinned?: number
  /** The account keeping it as a draft (never public); null: published (docs/decisions/225) */
  draftBy?: string | null
}

export type TopbarTable = Timestamps & { id: string; message: string; link: string }

export type DocumentTable = Timestamps & {
  id: string
  title: string
  /** one of DOCUMENT_CATEGORIES' values (src/features/documents/schema.ts) */
  category: string
  /** e.g. 2026-27 */
  academicYear: string
  /** YYYY-MM-DD, or null: no end */
  validUntil: string | null
  fileName: string
  originalName: string
  sizeBytes: number
  pages: number
  /** 1 when the PDF has a text layer; 0 for a scan */
  hasText: number
  text: string
  /** The language the PDF is written in: 'en', 'hi', 'both'; null when not known (src/content/file-language.ts) */
  fileLanguage: string | null
  /** ISO time from which it is public on its own; null: only through a shown item that links it (src/db/visibility.ts) */
  publishAt: string | null
}

export type CommitteeTable = Timestamps & {
  id: string
  kind: string
  name: string
  basis: string
  howToComplain: string
  orderDocumentId: string | null
  /** JSON array of { name, role, phone, email } */
  members: string
  sort: number
}

/** The statutory facts staff keep (migration 026): one row per kind, a fixed set. */
export type StatutoryEntryTable = Timestamps & {
  id: string
  kind: string
  title: string
  name: string
  designation: string
  phone: string
  email: string
  body: string
  link: string
  naac: string
  nirf: string
  ugc: string
  sort: number
}

export type FacultyTable = Timestamps & StoredImage & AltText & {
  id: string
  name: string
  designation: string
  qualifications: string
  experienceYears: number
  /** A site path of a placeholder portrait ('' : one drawn from the name) */
  placeholder: string
  sort: number
  /** The account keeping it as a draft (never public); null: published (docs/decisions/276) */
  draftBy?: string | null
}

export type FeeRowTable = Timestamps & {
  id: string
  /** a course key of src/content/courses.ts */
  course: string
  /** e.g. 2026-27 */
  academicYear: string
  /** whole rupees */
  tuitionFee: number
  /** JSON array of { covers, amount } */
  otherFees: string
  refundDocumentId: string | null
  /** The account keeping it as a draft (never public); null: published (docs/decisions/276) */
  draftBy?: string | null
}

/** Student grievances (migration 011, docs/decisions/120). */
export type GrievanceTable = {
  id: string
  /** GRV-2026-0042 */
  reference: string
  year: number
  seq: number
  name: string
  enrolment: string
  course: string
  email: string
  mobile: string
  category: string
  subject: string
  description: string
  /** received | referred | reported | decided | appealed | closed */
  status: string
  receivedAt: string
  decidedAt: string | null
  closedAt: string | null
  updatedAt: string
  deletedAt: string | null
  deletedBy: string | null
  /** The language of the form it was filed from: 'en' or 'hi' (migration 016). */
  lang: Generated<string>
  /** SHA-256 of the access code the student was given (migration 021); NULL until one is issued. */
  accessCodeHash: string | null
}
export type GrievanceAttachmentTable = { id: string; grievanceId: string; name: string; type: string; sizeBytes: number; data: Buffer }
/** kind: received | refer | report | decide | appeal | close | note */
export type GrievanceEventTable = { id: string; grievanceId: string; kind: string; body: string; authorId: string | null; authorName: string; at: string }
export type GrievanceReminderTable = { grievanceId: string; deadline: string; moment: string; sentAt: string }
/** `name` in English, `nameHi` in Hindi ('' when not given: the English one stands in, marked) */
export type GrievanceHolidayTable = { day: string; name: string; nameHi: string }

/** The other language's text of one field of one row of a content area (migration 014, docs/decisions/124). */
export type TranslationTable = { area: string; rowId: string; field: string; text: string; sourceRevision: string; updatedBy: string; updatedAt: string }

/** The language a row's own columns are written in, when not English. */
/** `chosen`: 1 when staff chose the language, 0 when it was read from the text's script (migration 024). */
export type ContentLangTable = { area: string; rowId: string; lang: string; chosen: Generated<number> }

/** A panel form's unsaved input, kept for its person only (migration 036); `value` is JSON text. */
export type PanelDraftTable = {
  adminId: string
  key: string
  value: string
  updatedAt: string
  /** The browser that sent the last change, and its stamp of it (docs/decisions/275). */
  sentFrom: string | null
  sentAt: number | null
  /** Set: the draft was removed; the row only keeps an older change from bringing it back. */
  droppedAt: string | null
}

/** A change to a published row kept as its writer's draft until published or discarded (migration 041); `fields` is JSON text. */
export type RowChangeTable = { area: string; rowId: string; fields: string; authorId: string; baseRevision: string; baseFields: string | null; savedAt: string }

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
  documents: DocumentTable
  committees: CommitteeTable
  statutoryEntries: StatutoryEntryTable
  faculty: FacultyTable
  feeRows: FeeRowTable
  adminInvites: AdminInviteTable
  enquiryNotes: EnquiryNoteTable
  activityLog: ActivityLogTable
  bin: BinTable
  contentVersions: ContentVersionTable
  mailOutbox: MailOutboxTable
  settings: SettingTable
  grievances: GrievanceTable
  grievanceAttachments: GrievanceAttachmentTable
  grievanceEvents: GrievanceEventTable
  grievanceReminders: GrievanceReminderTable
  grievanceHolidays: GrievanceHolidayTable
  translations: TranslationTable
  contentLangs: ContentLangTable
  panelDrafts: PanelDraftTable
  rowChanges: RowChangeTable
}
