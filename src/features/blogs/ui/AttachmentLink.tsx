import { formatSize } from '../../documents/format'
import type { Blog } from '../store'
import { useI18n } from '../../../ui/page-context'
import { FileLink } from '../../../ui/FileLink'

/** "Download PDF (1.2 MB)": a notice's attached PDF, opened in the browser's viewer. */
export function AttachmentLink({ attachment, className }: { attachment: NonNullable<Blog['attachment']>; className: string }) {
  const { t } = useI18n()
  return (
    <FileLink href={attachment.url} fileLanguage={attachment.fileLanguage} className={className}>
      {t.news.downloadPdf(formatSize(attachment.sizeBytes))}
      <span className="visually-hidden">{`: ${attachment.title}`}</span>
    </FileLink>
  )
}
