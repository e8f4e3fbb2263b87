// Runs the PDF worker from its TypeScript source (development and tests through tsx or vitest);
// production runs the bundled pdf-worker.mjs instead (src/features/documents/pdf-inspect.ts).
import { tsImport } from 'tsx/esm/api'

await tsImport('./pdf-worker.ts', import.meta.url)
