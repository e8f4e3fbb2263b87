import { execFileSync } from 'node:child_process'
import { defineConfig } from '@playwright/test'

/**
 * Browser tests run Debian's Chromium against the production build, each group on its own server
 * with a throwaway DATA_DIR: the admin tests change content (banners, news, about figures) that
 * the public page tests check against the demo content, so they must not share a database.
 */
/**
 * Ports: E2E_PUBLIC_PORT, E2E_ADMIN_PORT and E2E_SMTP_PORT when set; otherwise three ports the OS
 * says are free, picked once by the runner and handed to its workers through the environment
 * (workers load this file again and must see the same ports).
 */
function pickFreePorts(): [number, number, number] {
  const script =
    "const net=require('net');const s=[0,1,2].map(()=>net.createServer().listen(0,'127.0.0.1'));" +
    "Promise.all(s.map(x=>new Promise(r=>x.on('listening',r)))).then(()=>{console.log(s.map(x=>x.address().port).join(' '));s.forEach(x=>x.close())})"
  const out = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ').map(Number)
  return [out[0], out[1], out[2]]
}
if (!process.env.E2E_PUBLIC_PORT || !process.env.E2E_ADMIN_PORT || !process.env.E2E_SMTP_PORT) {
  const [publicPort, adminPort, smtpPort] = pickFreePorts()
  process.env.E2E_PUBLIC_PORT ||= String(publicPort)
  process.env.E2E_ADMIN_PORT ||= String(adminPort)
  process.env.E2E_SMTP_PORT ||= String(smtpPort)
}
const publicPort = Number(process.env.E2E_PUBLIC_PORT)
const adminPort = Number(process.env.E2E_ADMIN_PORT)
export const E2E_SERVERS = {
  public: { port: publicPort, dir: `.tmp/e2e-${publicPort}` },
  admin: { port: adminPort, dir: `.tmp/e2e-${adminPort}` },
  /**
   * The admin server's mail server: tests/e2e/admin-office-day.spec.ts opens a test SMTP server
   * here (and stops it to play one that is down). While none listens, alerts just wait to retry.
   */
  smtp: { port: Number(process.env.E2E_SMTP_PORT) },
} as const
/** Where the admin server sends its e-mail alerts. */
export const E2E_NOTIFY = 'desk@college.test'

function webServer({ port, dir }: { port: number; dir: string }, env = '') {
  return {
    command: `rm -rf ${dir} && ${env}DATA_DIR=${dir}/data UPLOADS_DIR=${dir}/uploads PORT=${port} HOST=127.0.0.1 ADMIN_EMAIL=admin@college.test ADMIN_PASSWORD=admin-pass-123 LOG_LEVEL=silent NODE_ENV=production node --import tsx server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // a start on a loaded machine: a hang detector, not a verdict on speed
    timeout: 300_000,
  }
}

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
  // Hang detectors, generous for a loaded machine: a web-first assertion still passes the moment it holds.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  fullyParallel: false,
  workers: 2,
  // No retries: a flaky test is mended (a wider margin), never hidden by a second run.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'off',
    // A click on what never comes fails at its own line after a minute, not at the test's end.
    actionTimeout: 60_000,
  },
  projects: [
    { name: 'public', testMatch: /(public-.*|layout)\.spec\.ts$/, use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${E2E_SERVERS.public.port}` } },
    { name: 'admin', testMatch: /admin-.*\.spec\.ts$/, use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${E2E_SERVERS.admin.port}` } },
    // Starts its own server: its payloads must not reach the other tests' pages.
    { name: 'xss', testMatch: /xss\.spec\.ts$/, use: { browserName: 'chromium' } },
    // Starts its own empty site behind a Host-rewriting proxy, as the existing frontend is served.
    { name: 'existing-frontend', testMatch: /existing-frontend\.spec\.ts$/, use: { browserName: 'chromium' } },
    // Starts its own server and mail server: students' grievances (issue 31), and in Hindi (issue 29).
    { name: 'grievances', testMatch: /grievances(-hindi)?\.spec\.ts$/, use: { browserName: 'chromium' } },
    // Starts its own server: the service worker and offline reading (issue 42).
    { name: 'offline', testMatch: /offline\.spec\.ts$/, use: { browserName: 'chromium' } },
    // Starts its own server and mail server: passwords, links and sign-in (issue 30).
    { name: 'passwords', testMatch: /passwords\.spec\.ts$/, use: { browserName: 'chromium' } },
    // Starts its own server: it moves the server's clock (TEST_CLOCK), which no shared server allows.
    { name: 'clock', testMatch: /scheduled-notice\.spec\.ts$/, use: { browserName: 'chromium' } },
  ],
  // The admin server keeps real time: a spec that moves the clock starts its own server (TEST_CLOCK),
  // so no test meets a clock moved under it. It sends e-mail alerts to the test SMTP server of the
  // office-day spec.
  // Each server takes every spec's form posts from one address (both languages, with and without
  // JavaScript; the admin specs post enquiries to follow up): its submit limit is above their sum, in
  // whatever order the workers run them. The limit itself is tested in tests/api/submit-limit.test.ts.
  webServer: [webServer(E2E_SERVERS.public, 'SUBMIT_RATE_LIMIT=100 '), webServer(E2E_SERVERS.admin, `SUBMIT_RATE_LIMIT=100 SMTP_URL=smtp://127.0.0.1:${E2E_SERVERS.smtp.port} NOTIFY_EMAILS=${E2E_NOTIFY} `)],
})
