/**
 * `npm run replicate`: streams the database to the replica named by REPLICA_URL with Litestream,
 * in the foreground, until SIGTERM/SIGINT. Run it beside the server (which leaves WAL checkpoints to
 * Litestream when LITESTREAM=1), e.g. as the systemd unit of docs/operations.md.
 */
import { opsPaths, OpsError } from '../src/ops/backup.js'
import { replicate } from '../src/ops/replica.js'

try {
  process.exitCode = await replicate(opsPaths())
} catch (err) {
  if (!(err instanceof OpsError)) throw err
  console.error(`Replication failed: ${err.message}`)
  process.exit(1)
}
