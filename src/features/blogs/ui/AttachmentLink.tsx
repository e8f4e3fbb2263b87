import { formatSize } from '../../documents/format'
import type { Blog } from '../store'

/** "Download PDF (1.2 MB)": a notice's attached PDF, opened in the browser's viewer. */
export function AttachmentLink({ attachment, className }: { attachment: NonNullable<Blog['attachment']>; className: string }) {
  return (
    <a href={attachment.url} type="application/pdf" className={className}>
      {`Download PDF (${formatSize(attachment.sizeBytes)})`}
      <span className="visually-hidden">{`: ${attachment.title}`}</span>
    </a>
  )
}
