import { DOCUMENT_CATEGORY_LABELS } from '../../content/document-categories'

/** The library's categories and labels: no zod here (the admin bundle loads the schema lazily). */
export type DocumentCategory = keyof typeof DOCUMENT_CATEGORY_LABELS
/** The library's categories (issue #15), in the order /documents and /disclosure show them. */
export const DOCUMENT_CATEGORIES = (Object.keys(DOCUMENT_CATEGORY_LABELS) as DocumentCategory[]).map((value) => ({ value, label: DOCUMENT_CATEGORY_LABELS[value] }))

export function categoryLabel(value: string): string {
  return DOCUMENT_CATEGORIES.find((c) => c.value === value)?.label ?? 'Other'
}
