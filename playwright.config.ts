import { defineConfig } from '@playwright/test'

/** Browser tests run Debian's Chromium against the production build on a throwaway DATA_DIR. */
const port = Number(process.env.E2E_PORT || 3100)
const dir = `.tmp/e2e-${port}`

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--metrics-recording-only',
]

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${dir} && DATA_DIR=${dir}/data UPLOADS_DIR=${dir}/uploads PORT=${port} HOST=127.0.0.1 ADMIN_EMAIL=admin@college.test ADMIN_PASSWORD=admin-pass-123 LOG_LEVEL=silent NODE_ENV=production node --import tsx server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
