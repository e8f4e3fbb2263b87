import { formatDate } from '../../blogs/ui/text'
import { DOCUMENT_CATEGORIES, formatSize, type DocumentCategory, type LibraryDocument } from '../schema'
import './documents.css'

/** One document: its link (opens the browser's PDF viewer), size, pages, date, validity. */
export function DocumentItem({ document }: { document: LibraryDocument }) {
  const facts = [
    `PDF, ${formatSize(document.sizeBytes)}`,
    `${document.pages} ${document.pages === 1 ? 'page' : 'pages'}`,
    document.academicYear && `Academic year ${document.academicYear}`,
    `Published ${formatDate(document.createdAt)}`,
    document.validUntil && `Valid until ${formatDate(document.validUntil)}`,
  ].filter(Boolean)
  return (
    <li className="doc-item">
      <a className="doc-item__link" href={document.url} type="application/pdf">
        {document.title}
      </a>
      <span className="doc-item__facts">{facts.join(' · ')}</span>
      {!document.hasText && <span className="doc-item__note">Scanned document: a screen reader may not be able to read it.</span>}
    </li>
  )
}

/** Documents grouped by category (the library's order), newest first in each group. */
export function groupByCategory(documents: LibraryDocument[]): { value: DocumentCategory; label: string; documents: LibraryDocument[] }[] {
  return DOCUMENT_CATEGORIES.map(({ value, label }) => ({
    value,
    label,
    documents: documents.filter((d) => d.category === value).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  })).filter((group) => group.documents.length > 0)
}

export function DocumentGroups({ documents, headingLevel = 2 }: { documents: LibraryDocument[]; headingLevel?: 2 | 3 }) {
  const groups = groupByCategory(documents)
  if (groups.length === 0) return <p className="doc-empty">No documents have been published yet.</p>
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
