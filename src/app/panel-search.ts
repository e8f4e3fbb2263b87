import { noticeState } from '../features/blogs/notice.js'
import { courseLabel } from '../features/enquiries/options.js'
import type { PanelSearchSource } from '../features/search/panel.js'
import { staffSeesRowSql } from '../db/visibility.js'
import { short, type RowArea } from '../platform/versions/area.js'
import type { ValueShape } from '../platform/versions/values.js'
import { translatableFields } from '../platform/translations/area.js'
import type { PanelKey } from '../ui/admin/panels.js'
import { TRANSLATED_AREAS } from './areas.js'

/**
 * What the panel search reads (docs/decisions/215): every content area as it is declared (the
 * same walk as the Translations overview: its staff-written fields and their twins), then the
 * enquiries and the grievances. Who finds what follows from each source's panel.
 */

/** The address parameter a panel opens one of its rows by; the others read ?item= (src/ui/admin/rows.tsx). */
const ROW_PARAMS: Partial<Record<PanelKey, string>> = { fees: 'row', statutory: 'entry', committees: 'committee' }

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const YOUR_DRAFT = 'Your draft: not on the site'
const ANOTHERS_DRAFT = 'Draft: not on the site'
const NOTICE_NOTES = { scheduled: 'Scheduled: not on the site yet', expired: 'Expired: off the site', live: null } as const

/** The labels of each field the area declares a choice (`shows: { kind: 'choice' }`): a fee row's course, a document's category. */
function choicesOf(area: (typeof TRANSLATED_AREAS)[number]): Record<string, Readonly<Record<string, string>>> {
  const choices: Record<string, Readonly<Record<string, string>>> = {}
  for (const [name, field] of Object.entries(area.fields)) {
    const shows = field.shows as ValueShape | undefined
    if (shows?.kind === 'choice') choices[name] = shows.labels
  }
  return choices
}

function areaSource(area: (typeof TRANSLATED_AREAS)[number]): PanelSearchSource {
  const fields = translatableFields(area)
  const name = 'name' in area ? (area as unknown as RowArea).name : null
  return {
    area: capitalised(area.label),
    panel: area.panel,
    table: area.table,
    fields,
    choices: choicesOf(area),
    translations: area.key,
    oneRow: area.oneRow,
    title: (row) => (name ? name(row) : short(row[fields[0]!], 60)),
    link: area.oneRow ? undefined : (row) => ({ [ROW_PARAMS[area.panel] ?? 'item']: String(row.id) }),
    // a draft in every area with drafts, read as its reader's own or another's (docs/decisions/290); a notice's schedule besides
    note: (row, now, reader) =>
      row.draftBy ? (row.draftBy === reader.id ? YOUR_DRAFT : ANOTHERS_DRAFT) : area.key === 'news' ? NOTICE_NOTES[noticeState(row as { publishAt: string | null; expireAt: string | null }, now)] : null,
    // another person's draft is found by nobody but the Administrators (docs/decisions/225, 255)
    seenBy: (reader) => staffSeesRowSql(reader, area.table),
  }
}

export const PANEL_SEARCH_SOURCES: readonly PanelSearchSource[] = [
  ...TRANSLATED_AREAS.map(areaSource),
  {
    area: 'Admission enquiry',
    panel: 'admission-queries',
    table: 'admissionQueries',
    fields: ['fullname', 'city', 'phone', 'course'],
    title: (row) => [row.fullname, courseLabel(String(row.course ?? ''))].filter(Boolean).join(', '),
    link: (row) => ({ enquiry: String(row.id) }),
  },
  {
    area: 'Contact message',
    panel: 'contact-queries',
    table: 'contactQueries',
    fields: ['name', 'email', 'mobile', 'message'],
    title: (row) => short(row.name, 60),
    link: (row) => ({ enquiry: String(row.id) }),
  },
  {
    area: 'Grievance',
    panel: 'grievances',
    table: 'grievances',
    // its text first: the snippet shows more than the subject in its name
    fields: ['description', 'subject', 'reference', 'name', 'enrolment'],
    goneWhenSet: 'deletedAt',
    title: (row) => `${String(row.reference)}: ${short(row.subject, 60)}`,
    link: (row) => ({ grievance: String(row.reference) }),
  },
]
