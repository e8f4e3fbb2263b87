import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/hardening/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's own default is one worker fewer than the cores: one on CI's 2. Most files wait on a
    // server or a child process, so two side by side on 2 cores take 733 s where one took 1,000-1,350.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Hang detectors, never a verdict on speed: a loaded machine (8 suites on 2 cores) takes its time
    // starting servers and building fixtures, and a test that is merely slow must still pass.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    env: { LOG_LEVEL: 'silent' },
  },
})
