import type { ReactNode } from 'react'
import type { EnquiryKind } from '../options'

/** The enquiries as the admin list reads them, and what differs between the two kinds. */
export type Note = { _id: string; author: string; note: string; createdAt: string }
export type Base = { _id: string; status: string; notes: Note[]; createdAt: string; /** en or hi: the language of the page it was sent from. */ lang: string }
export type AdmissionRow = Base & { fullname: string; city: string; phone: string; course: string }
export type ContactRow = Base & { name: string; email: string; mobile: string; message: string }
export type Page<Row> = { items: Row[]; total: number; page: number; pages: number; counts: Record<string, number> }

/** What differs between admission and contact enquiries. */
export type KindView<Row> = {
  kind: EnquiryKind
  placeholder: string
  label: string
  errorText: string
  emptyText: string
  headers: string[]
  name: (row: Row) => string
  phone: (row: Row) => string
  cells: (row: Row) => ReactNode
}
