/**
 * `npm run backup`: a consistent snapshot of the database and uploads into a dated .tar.gz under
 * BACKUP_DIR (default ./backups), safe to run while the server is serving (docs/operations.md).
 */
import { createBackup, opsPaths, OpsError } from '../src/ops/backup.js'

try {
  const paths = opsPaths()
  const started = Date.now()
  const { file, manifest, bytes } = await createBackup(paths)
  const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0)
  console.log(`Backup written: ${file} (${(bytes / 1024).toFixed(0)} KB, ${rows} rows, ${manifest.uploads} upload files, ${Date.now() - started} ms)`)
} catch (err) {
  if (!(err instanceof OpsError)) throw err
  console.error(`Backup failed: ${err.message}`)
  process.exit(1)
}
