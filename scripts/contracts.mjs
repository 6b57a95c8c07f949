// The contract checks of `npm test` (npm run test:contract), in order, stopping at the first failure:
//   1. buf breaking   the proto against the committed baseline image (contracts/baseline/cargo.binpb)
//   2. pact consumer  the Connect adapters against Pact's mock; writes contracts/pacts/*.json
//   3. schema check   every body in every pact file parses strictly with the generated protobuf-es schema
//   4. provider       the pact files replayed against the real mock API server (createMockApi)
// Each step is its own process (the provider reads the files the consumer writes).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const BASELINE = 'contracts/baseline/cargo.binpb'
const CONSUMER_PACT_PREFIX = 'cargo-backoffice-web-'

const steps = [
  {
    name: 'buf breaking (proto vs contracts/baseline/cargo.binpb)',
    before() {
      if (!existsSync(path.join(root, BASELINE))) {
        throw new Error(`${BASELINE} is missing: create it with \`node scripts/move-contract-baseline.mjs\``)
      }
    },
    command: [bin('buf'), ['breaking', '--against', BASELINE]],
  },
  {
    name: 'pact consumer (Connect adapters vs Pact mock)',
    before() {
      // The consumer's pact file is rewritten from scratch so removed interactions do not linger.
      const dir = path.join(root, 'contracts', 'pacts')
      for (const file of existsSync(dir) ? readdirSync(dir) : []) {
        if (file.startsWith(CONSUMER_PACT_PREFIX) && file.endsWith('.json')) rmSync(path.join(dir, file))
      }
    },
    command: [bin('vitest'), ['run', '--config', 'contracts/vitest.consumer.config.ts']],
  },
  {
    name: 'schema check (pact bodies vs protobuf-es schema, unknown fields rejected)',
    command: [bin('vitest'), ['run', '--config', 'contracts/vitest.schema.config.ts']],
  },
  {
    name: 'provider verification (pact files vs createMockApi)',
    command: [bin('vitest'), ['run', '--config', 'contracts/vitest.provider.config.ts']],
  },
]

const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' }

for (const [index, step] of steps.entries()) {
  console.log(`\n[contracts ${index + 1}/${steps.length}] ${step.name}`)
  try {
    step.before?.()
  } catch (error) {
    console.error(`[contracts] ${step.name}: ${error.message}`)
    process.exit(1)
  }
  const [command, args] = step.command
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n[contracts] FAILED at step ${index + 1}: ${step.name}`)
    process.exit(result.status ?? 1)
  }
}
console.log('\n[contracts] all contract checks passed')
