/** After `vite build`: the production server bundle, then precompressed client assets. */
import path from 'node:path'
import { buildServer } from './build-server'
import { precompress } from './precompress'

const buildDir = path.resolve(process.env.BUILD_DIR || 'dist')
await buildServer(buildDir)
const { files, savedBytes } = precompress(path.join(buildDir, 'client'))
console.log(`server bundle: ${path.relative(process.cwd(), path.join(buildDir, 'app', 'server.mjs'))}; precompressed ${files} files (brotli saves ${(savedBytes / 1024).toFixed(1)} KB)`)
