/** "Fee_Structure-2026.pdf" → "Fee Structure 2026": a chosen PDF's first title (the library's upload and the news form's). */
export function titleFromFileName(name: string): string {
  return name.replace(/\.pdf$/i, '').replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim()
}

/** "1.2 MB", "340 KB" (no imports: public islands use it). */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
