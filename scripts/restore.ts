/**
 * `npm run restore <archive>`: brings a backup back into an EMPTY DATA_DIR and UPLOADS_DIR
 * (refuses folders that hold files). `npm run restore -- --from-replica`: rebuilds the database from
 * the Litestream replica named by REPLICA_URL into an empty DATA_DIR. Start the server afterwards
 * (docs/operations.md).
 */
import path from 'node:path'
import { opsPaths, OpsError, restoreBackup } from '../src/ops/backup.js'
import { restoreFromReplica } from '../src/ops/replica.js'

const archive = process.argv[2]
if (!archive) {
  console.error('Usage: npm run restore <archive.tar.gz>   (into the empty folders named by DATA_DIR and UPLOADS_DIR)')
  console.error('       npm run restore -- --from-replica   (the database from REPLICA_URL into the empty DATA_DIR)')
  process.exit(1)
}
try {
  const paths = opsPaths()
  if (archive === '--from-replica') {
    const { rows, migrations, ms } = await restoreFromReplica(paths)
    const total = Object.values(rows).reduce((a, b) => a + b, 0)
    console.log(`Restored the database from ${process.env.REPLICA_URL} into ${paths.dataDir} in ${ms} ms: integrity ok, ${migrations.length} migrations, ${total} rows.`)
    console.log(Object.entries(rows).map(([table, count]) => `  ${table}: ${count}`).join('\n'))
    console.log('Bring the uploads back with their own copy (rsync, docs/operations.md), then start the server; admins sign in again.')
    process.exit(0)
  }
  const manifest = await restoreBackup(path.resolve(archive), paths)
  const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0)
  console.log(`Restored the backup of ${manifest.createdAt} (${rows} rows, ${manifest.uploads} upload files) into ${paths.dataDir} and ${paths.uploadsDir}.`)
  console.log('Start the server now; admins sign in again (sessions are not part of a backup).')
} catch (err) {
  if (!(err instanceof OpsError)) throw err
  console.error(`Restore failed: ${err.message}`)
  process.exit(1)
}
