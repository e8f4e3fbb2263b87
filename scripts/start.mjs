/**
 * `npm start`: the production server. Builds first when no build exists, then runs the bundled
 * server with plain Node (no TypeScript tooling loaded). package.json runs this file with `exec`,
 * so that npm's SIGTERM/SIGINT reach the server itself (no shell in between).
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** A failure before the server's own code is loaded: one line in the log's format, exit code 1. */
function failed(cause) {
  process.stderr.write(`${new Date().toISOString()} ERROR start failed: ${cause}\n`)
  process.exit(1)
}

process.env.NODE_ENV ??= 'production'
const buildDir = path.resolve(process.env.BUILD_DIR || 'dist')
const serverBundle = path.join(buildDir, 'app', 'server.mjs')
if (!fs.existsSync(serverBundle) || !fs.existsSync(path.join(buildDir, 'server', 'entry.mjs'))) {
  console.log(`No build in ${buildDir}: building once (npm run build)…`)
  try {
    execSync('npm run build', { stdio: 'inherit' })
  } catch {
    failed(`the build in ${buildDir} failed (see above): fix it and run "npm run build"`)
  }
}
let main
try {
  ;({ main } = await import(pathToFileURL(serverBundle).href))
} catch (err) {
  failed(`the server bundle ${serverBundle} could not be loaded (${String(err?.message ?? err).split('\n')[0]}): run "npm ci && npm run build"`)
}
// main() logs its own failures (one line, exit code 1) and never rejects.
await main()
