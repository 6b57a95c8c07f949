import { defineConfig } from '@playwright/test'
import { findChromium } from './scripts/ensure-chromium.mjs'

const API_PORT = Number(process.env.MOCK_API_PORT ?? 8080)
const APP_URL = 'http://localhost:4173'

/**
 * Specs that change nothing on the mock API server (their data is the in-browser mock's, kept per page, or they
 * only read) and call no `resetApi`: they may run while a `records` spec writes. A spec that writes records,
 * resets the server or sets a server-side fault belongs in `records`, which runs one spec at a time: keep it to those,
 * as its single worker's share is most of the end-to-end stage's wall time.
 */
const BROWSER_STATE_SPECS = [
  'accessibility.spec.ts',
  'apps-*.spec.ts',
  'auth-pages.spec.ts',
  'dashboards.spec.ts',
  'datatables.spec.ts',
  'login-prerendered.spec.ts',
  'pages-*.spec.ts',
  // Only read what every role may open, whatever the records hold.
  'roles.spec.ts',
  'security-headers.spec.ts',
  // Sessions: tokens and the browser's clock, not records. (The sliding session stays with the writers: beside
  // the other browser-state specs it once saw three token writes at its start, not yet understood.)
  'session.spec.ts',
  'session-faults.spec.ts',
  'shell.spec.ts',
  'sso.spec.ts',
  'ui-pages.spec.ts',
].map((file) => `**/${file}`)

// End-to-end tests run the production build (vite preview) against the mock API server in test mode.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two at a time, on two cores: the specs that read and write the mock API's records run one at a time
  // (`records`), beside them the specs whose state lives in the browser (the template apps, the in-browser mock,
  // the shell, the accessibility scan), which no other test can disturb.
  workers: 2,
  projects: [
    // First, so its one worker starts at once; the other worker takes the browser-state specs meanwhile.
    { name: 'records', testIgnore: BROWSER_STATE_SPECS, workers: 1 },
    { name: 'browser-state', testMatch: BROWSER_STATE_SPECS },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // Screenshot-only tests run on demand (`npm run screenshots` sets SCREENSHOTS=1), not in `npm test`.
  grepInvert: process.env.SCREENSHOTS ? undefined : /@screenshots/,
  // A ceiling for a hung test, not a speed check: a long flow on a busy 2-core CI machine passed 30 s.
  timeout: 60_000,
  use: {
    baseURL: APP_URL,
    // The trace's screencast (a JPEG per frame, made in the browser's software compositor) made every test about
    // 60 % slower on a 2-core machine; DOM snapshots alone keep what a failure needs.
    // Recording the DOM snapshots costs every test about 5 % more even when the trace is thrown away: in CI a trace
    // is recorded on the retry of a failed test (its first failure leaves its error and page snapshot in
    // test-results), locally on every run and kept when a test fails.
    trace: {
      mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
      sources: true,
    },
    launchOptions: {
      executablePath: findChromium({ forTests: true }),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node scripts/start-api.mjs',
      port: API_PORT,
      env: { MOCK_TEST_MODE: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node scripts/start-sso.mjs',
      port: Number(process.env.OIDC_PORT ?? 8090),
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // `npm test` builds beside its static checks and sets E2E_PREBUILT; run alone, the tests build first.
      command: `${process.env.E2E_PREBUILT ? '' : 'vite build --logLevel warn && '}vite preview --port 4173 --strictPort`,
      url: APP_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
})
