import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { DEFAULT_DEV_JWT_SECRET } from './src/domain/auth/dev-jwt.ts'
import { dependencyLicenses } from './scripts/dependency-licenses.ts'

// Two projects: pure/node code runs in node; React and the in-browser mock run in jsdom.
export default defineConfig({
  plugins: [react()],
  define: {
    __MOCK_JWT_SECRET__: JSON.stringify(process.env.MOCK_JWT_SECRET ?? DEFAULT_DEV_JWT_SECRET),
    __DEPENDENCY_LICENSES__: JSON.stringify(dependencyLicenses()),
  },
  test: {
    // A ceiling for a hung test, not a speed check: on CI's busy two-core machine a fast-check property
    // passed the 5 s default, and a screen's test may wait up to 5 s per findBy (tests/setup/jsdom.ts).
    testTimeout: 30_000,
    // Vitest's default in a run is one worker fewer than the cores: one worker on this 2-core machine, while the
    // main process mostly waits. Both cores halve the unit stage.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The mock API's seed databases, built once for every worker (when missing).
          globalSetup: ['tests/setup/mock-api-seed.ts'],
          // One module graph per worker instead of one per file: every mock-server file imported the generated
          // descriptors, the seed and the server afresh, and importing took most of the node project's time
          // (156 s with isolation, 35 s without, same machine and load). A file must therefore leave no global
          // state behind (environment variables, module state) that another file could read.
          isolate: false,
          // Worker threads, not child processes: a fifth faster here. (The dom project stays on processes: its
          // timing-sensitive screen tests were steadier there under load.)
          pool: 'threads',
          include: [
            'src/domain/**/*.test.ts',
            'src/adapters/**/*.test.ts',
            'src/ports/**/*.test.ts',
            'mock-server/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'src/ui/**/*.test.{ts,tsx}',
            'src/mock/**/*.test.ts',
            'src/composition/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/jsdom.ts'],
          // styled-components puts its rules in with the CSSOM (insertRule), as in production, instead of text
          // nodes in a <style>: jsdom parsed the whole sheet again on each new rule. A sixth less CPU for the
          // slowest screens' tests (decision 0219).
          env: { SC_DISABLE_SPEEDY: 'false' },
          // One jsdom per worker instead of one per file: the environment costs more than the tests.
          isolate: false,
        },
      },
    ],
  },
})
