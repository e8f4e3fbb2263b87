/**
 * Bundles server.ts and src/ into BUILD_DIR/app/server.mjs, and the PDF and image workers into pdf-worker.mjs and image-worker.mjs
 * beside it (packages stay imports), so that
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
      // The PDF check and the image work run in processes of their own, from their own files (pdf-inspect.ts, image-process.ts).
      ssr: true,
      outDir: path.join(buildDir, 'app'),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      rollupOptions: {
        input: { server: path.resolve('server.ts'), 'pdf-worker': path.resolve('src/features/documents/pdf-worker.ts'), 'image-worker': path.resolve('src/http/image-worker.ts') },
        output: { format: 'esm', entryFileNames: '[name].mjs' },
      },
    },
  })
}
