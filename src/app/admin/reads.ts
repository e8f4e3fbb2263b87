import type { AboutContentData, MissionVisionData } from '../../features/about/admin/AboutPanels'
import type { FoundationEntry } from '../../features/about/store'
import type { Account } from '../../features/accounts/store'
import type { Banner } from '../../features/banners/store'
import type { NewsItem, NewsRow } from '../../features/blogs/admin/NewsPanel'
import type { Committee } from '../../features/committees/schema'
import type { StatutoryEntry } from '../../features/statutory/schema'
import type { Checklist } from '../../features/statutory/checklist'
import type { Overview } from '../../features/dashboard/api'
import type { LibraryDocument } from '../../features/documents/schema'
import type { AdmissionQuery, ContactQuery } from '../../features/enquiries/store'
import type { EventCategoryWithCount as EventCategory, EventImage } from '../../features/events/store'
import type { FacultyMember } from '../../features/faculty/schema'
import type { FeeRow } from '../../features/fees/schema'
import type { MailStatus } from '../../features/mail/api'
import type { Program } from '../../features/programs/store'
import type { ChangeMark } from '../../platform/row-drafts/changes'
import type { TopbarData } from '../../features/topbar/admin/TopbarPanel'
import type { BinEntry } from '../../platform/bin/store'
import type { ContentVersion } from '../../platform/versions/store'
import type { OneRowAreaKey, RowAreaKey } from '../areas'

/** Previous versions of each one-row area, newest first (beside the spec; bare arrays too). */
type VersionReads = { [K in OneRowAreaKey as `/api/versions/${K}`]: ContentVersion }
/** Previous versions of one content row of a declared RowArea: /api/versions/<key>/<row id>. */
type RowVersionReads = { [K in RowAreaKey as `/api/versions/${K}/${string}`]: ContentVersion }

/**
 * The admin client's typed table (src/ui/admin/api.ts): each read and the shape of its answer, as
 * the server's modules make them. A list is a bare JSON array (getfoundation's sits in
 * `{ foundations }`); the content areas "read from a data object" answer `{ data }`, with empty
 * strings when never saved.
 */
declare module '../../ui/admin/api' {
  interface ListReads extends VersionReads, RowVersionReads {
    '/api/home/bannerImages': Banner
    // staff's answer: a published program's change kept as a draft (docs/decisions/280)
    '/api/home/getAllPrograms': Program & { revision?: string; change?: ChangeMark }
    '/api/event/getEventImages': EventImage
    '/api/event/getAllCategories': EventCategory & { revision?: string; change?: ChangeMark }
    '/api/blogs/getAllBlogs': NewsItem
    '/api/about/getfoundation': FoundationEntry & { revision?: string; change?: ChangeMark }
    '/api/contact/getAllContact': ContactQuery
    '/api/admission/getAllAddmissionQueries': AdmissionQuery
    // beside the spec (issue #15)
    // staff's answers: each row's revision, sent back by its edit form (docs/decisions/283)
    '/api/documents': LibraryDocument & { revision?: string }
    '/api/committees': Committee & { revision?: string; change?: ChangeMark }
    '/api/statutory': StatutoryEntry & { revision?: string; change?: ChangeMark }
    '/api/faculty': FacultyMember & { revision?: string; change?: ChangeMark }
    '/api/fees': FeeRow & { revision?: string; change?: ChangeMark }
    // beside the spec: staff accounts and the bin (bare arrays too)
    '/api/admin/accounts': Account
    '/api/bin': BinEntry
  }
  interface DataReads {
    '/api/about/getAboutContent': AboutContentData
    '/api/about/getmissionVision': MissionVisionData
    '/api/topbar/getTopbarData': TopbarData
    /** The dashboard overview: counts and newest enquiries (a call beside the contract, docs/decisions/053). */
    '/api/admin/overview': Overview
    /** E-mail Alerts: configured or not, recipients, mode, recent mails (beside the contract). */
    '/api/admin/mail': MailStatus
    /** The compliance checklist (docs/decisions/168). */
    '/api/compliance': Checklist
  }
  /** The admin panel's paged reads (?offset=&limit=&q=), beside the contract: `{ data: { items, total, offset, limit } }`. */
  interface PageReads {
    '/api/blogs/admin/page': NewsRow
    '/api/event/admin/page': EventImage
  }
}
