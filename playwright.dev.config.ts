import { defineConfig } from '@playwright/test'
import production from './playwright.config'

const DEV_URL = 'http://localhost:5173'

// The few checks that must also pass in the development build (`npm start`: the Vite dev server, React's
// StrictMode double-running effects), against the same mock API in test mode and the same SSO provider as
// the main run (playwright.config.ts, which runs the production preview). `npm run test:e2e:dev`.
const services = [production.webServer ?? []].flat().filter((server) => !server.command.includes('vite'))

export default defineConfig({
  ...production,
  testMatch: 'both-builds.spec.ts',
  projects: [{ name: 'dev-build' }],
  // One at a time: the spec resets the mock API's records (`resetApi`), which a second worker running it again
  // (`--repeat-each`) did mid-test: the change feed's epoch changed under the first (a "missed" refresh of the
  // record shown) and its data went back to the seed. These were the dev build's "picker race" (decision 0235).
  workers: 1,
  outputDir: 'test-results/dev',
  // The dev server compiles each module on its first request: the first screens take longer than built ones.
  timeout: 120_000,
  use: { ...production.use, baseURL: DEV_URL },
  webServer: [
    ...services,
    {
      command: 'vite --port 5173 --strictPort',
      url: DEV_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
})
