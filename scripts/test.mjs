// `npm test`: every check, in stages, stopping at the first stage that fails, and printing each stage's wall
// time at the end (also after a failure), so the next person sees where the run's time goes (issue 24).
//
// The static checks and the production build have no order between them: they run side by side (tsc and eslint
// are single-threaded; the machine has two cores). The end-to-end tests then serve that build instead of making
// their own (E2E_PREBUILT=1, read by playwright.config.ts), and the size check reads the same dist/ first.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** One stage: a name and the commands it runs side by side (each a [command, args, env?]). */
const STAGES = [
  { name: 'generate', commands: [[bin('buf'), ['generate']]] },
  {
    name: 'typecheck, lint, buf, build',
    commands: [
      [bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
      [bin('eslint'), ['.']],
      [bin('buf'), ['lint']],
      [bin('buf'), ['format', '--diff', '--exit-code']],
      [bin('vite'), ['build', '--logLevel', 'warn']],
    ],
  },
  // The size budgets read the build just made: a few seconds, so a bundle over budget fails before the long stages.
  { name: 'size', commands: [['node', ['scripts/check-bundle-size.mjs']]] },
  { name: 'unit', commands: [[bin('vitest'), ['run']]] },
  { name: 'contracts', commands: [['node', ['scripts/contracts.mjs']]] },
  {
    name: 'e2e',
    commands: [['node', ['scripts/ensure-chromium.mjs']]],
    then: [[bin('playwright'), ['test'], { E2E_PREBUILT: '1' }]],
  },
  // The checks that only the development build shows (React's StrictMode runs effects twice).
  { name: 'e2e (dev build)', commands: [[bin('playwright'), ['test', '-c', 'playwright.dev.config.ts']]] },
]

function run([command, args, env = {}]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`)
      resolve(1)
    })
  })
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`.padStart(7)
const times = []
const started = Date.now()
let failed = null

for (const stage of STAGES) {
  const at = Date.now()
  console.log(`\n=== ${stage.name} ===`)
  const codes = await Promise.all(stage.commands.map(run))
  let code = codes.find((c) => c !== 0) ?? 0
  for (const command of stage.then ?? []) if (code === 0) code = await run(command)
  times.push([stage.name, Date.now() - at, code === 0 ? 'passed' : 'failed'])
  if (code !== 0) {
    failed = stage.name
    break
  }
}

console.log('\nstage times (wall clock):')
for (const [name, ms, result] of times) console.log(`  ${name.padEnd(30)} ${seconds(ms)}  ${result}`)
console.log(`  ${'total'.padEnd(30)} ${seconds(Date.now() - started)}`)
if (failed) {
  console.error(`npm test failed in stage: ${failed}`)
  process.exit(1)
}
