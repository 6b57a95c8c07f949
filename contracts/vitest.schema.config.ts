import { defineConfig } from 'vitest/config'

// Schema check: every body of every pact file parses strictly with the generated protobuf-es schema.
export default defineConfig({
  test: {
    name: 'contracts-schema',
    environment: 'node',
    include: ['contracts/schema/**/*.test.ts'],
  },
})
