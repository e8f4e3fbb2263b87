/**
 * `npm start`: production mode. Builds first when no build exists, then serves.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

process.env.NODE_ENV ??= 'production'
const buildDir = path.resolve(process.env.BUILD_DIR || 'dist')
if (!fs.existsSync(path.join(buildDir, 'server', 'entry.mjs'))) {
  console.log(`No build in ${buildDir}: building once (npm run build)…`)
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build'], { stdio: 'inherit' })
}
const { main } = await import('../server.js')
await main()
