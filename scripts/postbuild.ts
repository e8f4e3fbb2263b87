/** After `vite build`: the production server bundle, then precompressed client assets. */
import fs from 'node:fs'
import path from 'node:path'
import { buildServer } from './build-server'
import { precompress } from './precompress'

const buildDir = path.resolve(process.env.BUILD_DIR || 'dist')
await buildServer(buildDir)
// The service worker's source, read beside the bundled server as beside its own module (src/features/offline/routes.ts).
fs.copyFileSync('src/features/offline/service-worker.js', path.join(buildDir, 'app', 'service-worker.js'))
const { files, savedBytes } = precompress(path.join(buildDir, 'client'))
console.log(`server bundle: ${path.relative(process.cwd(), path.join(buildDir, 'app', 'server.mjs'))}; precompressed ${files} files (brotli saves ${(savedBytes / 1024).toFixed(1)} KB)`)
