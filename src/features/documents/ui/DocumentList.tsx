import { useI18n } from '../../../ui/page-context'
import { langOf } from '../../../ui/StaffText'
import { FileLink } from '../../../ui/FileLink'
import type { Localized } from '../../../platform/translations/area'
import { DOCUMENT_CATEGORIES, formatSize, type DocumentCategory, type LibraryDocument } from '../schema'
import './documents.css'

/** One document: its link (opens the browser's PDF viewer), size, pages, date, validity. */
export function DocumentItem({ document }: { document: Localized<LibraryDocument> }) {
  const i18n = useI18n()
  const t = i18n.t.parts
  const facts = [
    t.pdf(formatSize(document.sizeBytes)),
    t.pages[i18n.plural(document.pages) === 'one' ? 'one' : 'other'](String(document.pages)),
    document.academicYear && t.academicYear(document.academicYear),
    t.published(i18n.date(document.createdAt)),
    document.validUntil && t.validUntil(i18n.date(document.validUntil)),
  ].filter(Boolean)
  return (
    <li className="doc-item">
      <FileLink className="doc-item__link" href={document.url} fileLanguage={document.fileLanguage} lang={langOf(document, 'title').lang}>
        {document.title}
      </FileLink>
      <span className="doc-item__facts">{facts.join(' · ')}</span>
      {!document.hasText && <span className="doc-item__note">{t.scanned}</span>}
    </li>
  )
}

/** Documents grouped by category (the library's order), newest first in each group. */
export function groupByCategory<T extends LibraryDocument>(documents: T[], labels: Record<DocumentCategory, string>): { value: DocumentCategory; label: string; documents: T[] }[] {
  return DOCUMENT_CATEGORIES.map(({ value }) => ({
    value,
    label: labels[value],
    documents: documents.filter((d) => d.category === value).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  })).filter((group) => group.documents.length > 0)
}

export function DocumentGroups({ documents, headingLevel = 2 }: { documents: Localized<LibraryDocument>[]; headingLevel?: 2 | 3 }) {
  const t = useI18n().t.parts
  const groups = groupByCategory(documents, t.categories)
  if (groups.length === 0) return <p className="doc-empty">{t.noDocuments}</p>
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="doc-groups">
      {groups.map((group) => (
        <section key={group.value} className="doc-group" aria-labelledby={`docs-${group.value}`}>
          <Heading id={`docs-${group.value}`} className="doc-group__title">
            {group.label}
          </Heading>
          <ul className="doc-list">
            {group.documents.map((document) => (
              <DocumentItem key={document._id} document={document} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
