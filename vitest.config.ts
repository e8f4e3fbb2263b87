import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/hardening/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Hang detectors, never a verdict on speed: a loaded machine (8 suites on 2 cores) takes its time
    // starting servers and building fixtures, and a test that is merely slow must still pass.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    env: { LOG_LEVEL: 'silent' },
  },
})
