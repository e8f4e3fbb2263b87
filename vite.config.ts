import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  build: {
    outDir: process.env.BUILD_DIR || 'dist',
    // Hashed assets are cached for a year; keep the chunks few and small.
    cssCodeSplit: true,
  },
  ssr: {
    // Native modules and server-only libraries stay as plain Node imports.
    external: ['better-sqlite3', 'sharp', 'argon2'],
  },
})
