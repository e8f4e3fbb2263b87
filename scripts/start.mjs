/**
 * `npm start`: the production server. Builds first when no build exists, then runs the bundled
 * server with plain Node (no TypeScript tooling loaded).
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

process.env.NODE_ENV ??= 'production'
const buildDir = path.resolve(process.env.BUILD_DIR || 'dist')
const serverBundle = path.join(buildDir, 'app', 'server.mjs')
if (!fs.existsSync(serverBundle) || !fs.existsSync(path.join(buildDir, 'server', 'entry.mjs'))) {
  console.log(`No build in ${buildDir}: building once (npm run build)…`)
  execSync('npm run build', { stdio: 'inherit' })
}
const { main } = await import(pathToFileURL(serverBundle).href)
await main()
