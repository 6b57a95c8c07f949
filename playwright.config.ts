import { defineConfig } from '@playwright/test'
import { findChromium } from './scripts/ensure-chromium.mjs'

const API_PORT = Number(process.env.MOCK_API_PORT ?? 8080)
const APP_URL = 'http://localhost:4173'

// End-to-end tests run the production build (vite preview) against the mock API server in test mode.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // A ceiling for a hung test, not a speed check: a long flow on a busy 2-core CI machine passed 30 s.
  timeout: 60_000,
  use: {
    baseURL: APP_URL,
    // The trace's screencast (a JPEG per frame, made in the browser's software compositor) made every test about
    // 60 % slower on a 2-core machine; DOM snapshots alone keep what a failure needs.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: findChromium(),
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
      command: 'vite build --logLevel warn && vite preview --port 4173 --strictPort',
      url: APP_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
})
