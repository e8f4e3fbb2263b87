/**
 * `npm run restore <archive>`: brings a backup back into an EMPTY DATA_DIR and UPLOADS_DIR
 * (refuses folders that hold files). Start the server afterwards (docs/operations.md).
 */
import path from 'node:path'
import { opsPaths, OpsError, restoreBackup } from '../src/ops/backup.js'

const archive = process.argv[2]
if (!archive) {
  console.error('Usage: npm run restore <archive.tar.gz>   (into the empty folders named by DATA_DIR and UPLOADS_DIR)')
  process.exit(1)
}
try {
  const paths = opsPaths()
  const manifest = await restoreBackup(path.resolve(archive), paths)
  const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0)
  console.log(`Restored the backup of ${manifest.createdAt} (${rows} rows, ${manifest.uploads} upload files) into ${paths.dataDir} and ${paths.uploadsDir}.`)
  console.log('Start the server now; admins sign in again (sessions are not part of a backup).')
} catch (err) {
  if (!(err instanceof OpsError)) throw err
  console.error(`Restore failed: ${err.message}`)
  process.exit(1)
}
