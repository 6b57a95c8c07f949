import { defineConfig } from 'vitest/config'

// Pact consumer run: one file, interactions in sequence (they all write contracts/pacts/*.json).
export default defineConfig({
  test: {
    name: 'contracts-consumer',
    environment: 'node',
    include: ['contracts/consumer/**/*.pact.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
})
