import { defineConfig } from 'vitest/config'

// Provider verification: the pact files replayed against the real mock API server (createMockApi).
export default defineConfig({
  test: {
    name: 'contracts-provider',
    environment: 'node',
    include: ['contracts/provider/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
})
