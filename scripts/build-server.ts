/**
 * Bundles server.ts and src/ into BUILD_DIR/app/server.mjs (packages stay imports), so that
 * production starts with plain `node`: no TypeScript compiler in memory, no compile at start.
 */
import path from 'node:path'
import { build } from 'vite'

export async function buildServer(buildDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: path.resolve('server.ts'),
      outDir: path.join(buildDir, 'app'),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      rollupOptions: { output: { format: 'esm', entryFileNames: 'server.mjs' } },
    },
  })
}
