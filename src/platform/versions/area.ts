import type { Database } from '../../db/schema.js'
import type { PanelKey } from '../../ui/admin/panels.js'
import type { ValueShape } from './values.js'

/**
 * Tables that can hold one current row (the newest by updatedAt is the one shown): each one-row
 * area names its own (src/platform/versions/area.ts); src/db/singleton.ts writes them.
 */
export type SingletonTable = { [T in keyof Database]: Database[T] extends { id: unknown; createdAt: unknown; updatedAt: unknown } ? T : never }[keyof Database]

/** A version's saved row, as the versions keep it (its table's columns by name). */
export type SavedRow = Record<string, unknown>

/**
 * A one-row content area (a text staff edit in place, like mission & vision), declared once in
 * its feature's folder (area.ts). What every such area needs follows from it: its saves are kept
 * as versions and put back (src/platform/versions), the activity log names its writes and links
 * a save to its previous versions, and the admin client knows its versions read. The contract —
 * its API paths, fields and messages — stays written out in the feature's api.ts and schema.ts.
 *
 * Plain data and pure functions: the admin panel's bundle imports it too.
 */
export type OneRowArea = {
  /** The name the versions API and panel use: /api/versions/<key>. */
  key: string
  /** The table that holds its current row (src/db/singleton.ts writes it). */
  table: SingletonTable
  /** How the activity log and the versions' messages name it. */
  label: string
  /**
   * Its text fields: each is kept in its versions and written back by a put-back (and only these:
   * a version's JSON never names a column to write). `translatable` marks a field that gets a
   * Hindi twin (issue 29).
   */
  fields: Record<string, { translatable?: boolean; label?: string }>
  /** The API paths of its writes, for the activity log's wording of a write that gave none. */
  writes: RegExp
  /** The admin panel that edits it and lists its previous versions. */
  panel: PanelKey
  /** What a version said, in one short line (the versions list). */
  preview: (row: SavedRow) => string
}

/**
 * A one-row text area with no table of its own (a principal's message): its text lives in its
 * versions, the newest being what the site shows. Its API (GET and PUT /api/content/<key>), its
 * panel (a form of its fields with the previous versions under it), its reads and its wording in
 * the log all follow from this declaration (src/platform/versions/text.ts); a new one needs no
 * migration. Its panel key goes in the sidebar (src/ui/admin/panels.ts).
 */
export type TextArea = Omit<OneRowArea, 'table' | 'fields'> & {
  table?: undefined
  /**
   * Each field: its label in the form, its longest length, and whether it is required or long (a
   * textarea; on the page, paragraphs split at blank lines). The first is the heading of its
   * section on the page; `translatable` ones get a Hindi twin in the Translations panel.
   */
  fields: Record<string, TextField>
  /** The panel's heading, and the name its messages use: "Principal's message". */
  title: string
  /** Its names in Hindi, for the panel in Hindi (docs/decisions/245): its title ("प्राचार्य का संदेश") and its label in sentences. */
  hi: { title: string; label: string }
  /** The public page that shows it, in the page's text-area slot (src/ui/sections/TextAreaSection.tsx). */
  page: `/${string}`
  /**
   * A photo beside the text: uploaded with POST /api/content/<key>/photo into the About uploads,
   * kept in the area's versions like its text (so a put-back brings back the photo of that
   * version too); `alt` names the field whose text describes it.
   */
  photo?: { label: string; alt: string; hi: string }
}

/** One field of a text area; `hi`: its label in Hindi (the panel in Hindi names it so, in its form and in the server's messages). */
export type TextField = { translatable?: boolean; label: string; hi: string; max: number; required?: boolean; long?: boolean }

/** The keys a text area's photo adds to its versions (beside its fields): the stored file and its widths (JSON). */
export const PHOTO_KEYS = ['imageUrl', 'imageMeta'] as const

/** What a text area keeps in each version: its fields, and its photo's keys when it has one. */
export function keptKeys(area: { fields: object; photo?: unknown }): string[] {
  return [...Object.keys(area.fields), ...(area.photo ? PHOTO_KEYS : [])]
}

/** The name (as Kysely spells it) of a text area's view: its newest version as a one-row table (src/platform/versions/text.ts). */
export function textView(area: Pick<TextArea, 'key'>): string {
  return `text${area.key.replace(/(?:^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase())}`
}

/** The API paths of a text area's writes (src/platform/versions/text.ts): its save and its photo. */
export function textWrites(key: string): RegExp {
  return new RegExp(`^/api/content/${key.replace(/[^\w-]/g, '')}(/photo)?$`)
}

/** Whether a one-row area keeps its text in its versions only. */
export function isTextArea(area: OneRowArea | TextArea): area is TextArea {
  return area.table === undefined
}

/** Declares a one-row text area (no table of its own); its write paths follow from its key. */
export function textArea<const A extends Omit<TextArea, 'writes'>>(area: A): A & { writes: RegExp } {
  return { ...area, writes: textWrites(area.key) }
}

/** Declares a one-row area; keeps its literal key and panel for the types that follow from it. */
export function oneRowArea<const A extends OneRowArea>(area: A): A {
  return area
}

/**
 * A multi-row content area (news, faculty, fees…: rows staff add, edit and delete one at a time),
 * declared once in its feature's folder (area.ts) in the same spirit as OneRowArea. Every save of
 * one of its rows is kept as a version of that row, listed and put back from the row's panel and
 * from the activity log, and the log says what changed field by field: all of it follows from
 * this declaration (src/platform/versions). Deleted rows go through the bin, not the versions.
 *
 * Plain data and pure functions: the admin panel's bundle imports it too.
 */
export type RowArea = {
  /** The name the versions API and panel use: /api/versions/<key>/<row id>. */
  key: string
  /** The table that holds its rows (each with id, createdAt and updatedAt). */
  table: SingletonTable
  /** How the activity log names it (the same name its bin entries carry). */
  label: string
  /**
   * The columns a version keeps and a put-back writes back (and only these); a change to any
   * other column (a photo, the order) is not a new version. `translatable` marks staff-written
   * text shown on a public page, which gets a Hindi twin (issue 29). `shows`: what its value is
   * (money, a list, a linked document…), so the log and the versions say it as the panel does
   * (./values.ts); without it a value reads as quoted text.
   */
  fields: Record<string, { translatable?: boolean; label?: string; shows?: ValueShape }>
  /** The API paths of its writes, for the activity log's wording of a write that gave none. */
  writes: RegExp
  /** The admin panel that lists its rows. */
  panel: PanelKey
  /** Its public read (the spec's list), where a put-back shows at once: the tests walk it. */
  publicRead: `/api/${string}`
  /** What a version said, in one short line (the versions list). */
  preview: (row: SavedRow) => string
  /** A row's name in the activity log: "Shri Deepak Gupta", "BA LLB 2026-27" (a fee row). */
  name: (row: SavedRow) => string
  /**
   * Its rows may be kept as drafts, not public until published (docs/decisions/276): the public
   * page a draft is previewed on, at /preview/<key>/<id> (the area's table is in DRAFT_OWNERS; an
   * `:id` in it is the draft's id, any other `:field` that field of the row: previewPageOf), and the API's two routes that publish a draft and take a published row off the site. The
   * server mounts them from here and the panel calls them from here: written once. An area of
   * fixed rows that are always on the site (the committees, the statutory facts: docs/decisions/287)
   * declares no publish or take-off, only its page and its changes.
   */
  drafts?: RowDrafts | FixedRowChanges
}

/** The drafts of an area whose rows may be added as drafts: its preview page, publish and take-off, and perhaps its changes. */
export type RowDrafts = {
  page: `/${string}`
  publish: `/api/${string}/:id`
  unpublish: `/api/${string}/:id`
  /** A change to a published row kept as a draft (docs/decisions/280): its publish (POST) and discard (DELETE), previewed at /preview/<key>/<id>/change. */
  changes?: ChangeRoutePaths
}

/** The drafts of an area of fixed rows, always on the site: only changes to them wait (docs/decisions/287). */
type FixedRowChanges = { page: `/${string}`; changes: ChangeRoutePaths }

export type ChangeRoutePaths = { publish: `/api/${string}/:id`; discard: `/api/${string}/:id` }

/**
 * The public page a draft row is previewed on: its area's declared page with each `:field` the
 * row's stored value, named as the stored row reads it (`:id` its id, `:categoryId` a photo's
 * album); a field with no value reads ''.
 */
export function previewPageOf(page: string, row: SavedRow): string {
  return page.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(String(row[name] ?? '')))
}

/** A declared path without its trailing `:id`, for the panel to add a row's id to. */
const beforeId = (path: string) => path.slice(0, -':id'.length)

/** The panel's addresses for an area's drafts, each to be followed by a row's id. */
export function draftAddresses(area: { key: string; drafts: RowDrafts }): { preview: string; publish: string; unpublish: string } {
  return { preview: `/preview/${area.key}/`, publish: beforeId(area.drafts.publish), unpublish: beforeId(area.drafts.unpublish) }
}

/** The panel's addresses for an area's changes kept as drafts (docs/decisions/280), each to be followed by a row's id. */
export function changeAddresses(area: { key: string; drafts: { changes: ChangeRoutePaths } }): { preview: string; publish: string; discard: string } {
  return { preview: `/preview/${area.key}/`, publish: beforeId(area.drafts.changes.publish), discard: beforeId(area.drafts.changes.discard) }
}

/** Declares a multi-row area; keeps its literal key and panel for the types that follow from it. */
export function rowArea<const A extends RowArea>(area: A): A {
  return area
}

/** One line of at most `length` characters. */
export function short(text: unknown, length: number): string {
  const flat = String(text ?? '').replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat
}
