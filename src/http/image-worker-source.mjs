// Runs the image process from its TypeScript source (development and tests through tsx or vitest);
// production runs the bundled image-worker.mjs instead (src/http/image-process.ts).
import { tsImport } from 'tsx/esm/api'

await tsImport('./image-worker.ts', import.meta.url)
